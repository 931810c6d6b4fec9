import type { RouterContextProvider } from "react-router";
import { contentOf, textsOf } from "../content/current";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
import { requireProject } from "../content/projects";
import { usePage } from "../use-page";

/** What the case study of the project `code` shows (a loader's). */
export function loadProject(code: string, context: Readonly<RouterContextProvider>) {
  const { projects, projectTexts } = contentOf(context);
  return { project: requireProject(code, projects), text: textsOf(projectTexts, code, "project text") };
}

export function ProjectScreen({ project, text }: ReturnType<typeof loadProject>) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={project.summary} />
      <ProjectStudy project={project} text={text} />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
