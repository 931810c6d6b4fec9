import { useEffect } from "react";
import { contentOf, textsOf } from "../content/current";
import { redirect } from "react-router";
import type { Route } from "./+types/project-details";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
import { projectsWithDetails, requireProject } from "../content/projects";
import { routeMeta } from "../seo";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args, "Project");

export const NOT_FOUND_MESSAGE = "No project data found. Please check the project ID.";

const projectWithId = (id: string) =>
  projectsWithDetails.find((p) => p.code.toLowerCase() === id.toLowerCase());

// Run at build time for every known id (each prerendered): the project's texts go into its
// HTML and its .data file, and project-texts.ts stays out of the browser's code.
export function loader({ params, context }: Route.LoaderArgs) {
  const known = projectWithId(params.id);
  if (known === undefined) return { project: null, text: null };
  const { projects, projectTexts } = contentOf(context);
  return {
    project: requireProject(known.code, projects),
    text: textsOf(projectTexts, known.code, "project text"),
  };
}

// In the browser: a known id's texts come from its .data file (or, on first load, from the
// page); an unknown id was never prerendered and has nothing to fetch. A link that spells a
// known id in another case goes to the page's own address, where its .data file is (the
// server answers a first load there with a 301 the same way).
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const project = projectWithId(params.id);
  if (!project) return { project: null, text: null };
  if (project.code !== params.id) throw redirect(pathTo("projectDetails", project.code));
  return serverLoader();
}

export default function ProjectDetails({ loaderData: { project, text } }: Route.ComponentProps) {
  useEffect(() => {
    // Spec: an unknown id is logged.
    if (!text) console.log("Project not found");
  }, [text]);
  if (!project || !text) {
    return (
      <>
        <PageHeader heading="Project not found" />
        <div className="container">
          <p role="status">{NOT_FOUND_MESSAGE}</p>
          <a href={pathTo("projects")}>See all our projects</a>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader heading={project.name} intro={project.summary} />
      <Breadcrumbs
        trail={[
          { name: "Home", path: pathTo("home") },
          { name: "Projects", path: pathTo("projects") },
          { name: project.name, path: pathTo("projectDetails", project.code) },
        ]}
      />
      <ProjectStudy project={project} text={text} />
      <p className="container">
        <a href={pathTo("home")}>Back</a>
      </p>
    </>
  );
}
