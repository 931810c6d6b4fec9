import type { Project } from "../content/projects";
import type { ProjectText } from "@site/contracts/content";
import { projectPicture } from "../content/media";
import { ProjectFacts } from "./ProjectFacts";
import { ResponsiveImage } from "./ResponsiveImage";
import styles from "./ProjectStudy.module.css";

/**
 * A project's facts, picture, Description, Challenges and Result. The texts come from the
 * screen's loader (project-texts.ts), so they reach the browser as data, not code.
 */
export function ProjectStudy({ project, text }: { project: Project; text: ProjectText }) {
  const parts = [
    ["Description", text.description],
    ["Challenges", text.challenges],
    ["Result", text.result],
  ] as const;
  return (
    <div className="container">
      <ProjectFacts project={project} />
      <div className={styles.layout}>
        <ResponsiveImage
          picture={projectPicture(project)}
          alt={`${project.name}: illustration`}
          sizes="(min-width: 64rem) 26rem, 100vw"
          priority
          className={styles.image}
        />
        <div>
          {parts.map(([heading, paragraphs]) => (
            <section key={heading} aria-labelledby={`project-${heading.toLowerCase()}`}>
              <h2 id={`project-${heading.toLowerCase()}`}>{heading}</h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
