import { useEffect } from "react";
import type { Route } from "./+types/project-details";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
import { projectsWithDetails } from "../content/projects";
import { routeMeta } from "../seo";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args, "Project");

export const NOT_FOUND_MESSAGE = "No project data found. Please check the project ID.";

export default function ProjectDetails({ params }: Route.ComponentProps) {
  const project = projectsWithDetails.find((p) => p.code.toLowerCase() === params.id.toLowerCase());
  useEffect(() => {
    // Spec: an unknown id is logged.
    if (!project) console.log("Project not found");
  }, [project]);
  if (!project) {
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
      <ProjectStudy project={project} />
      <p className="container">
        <a href={pathTo("home")}>Back</a>
      </p>
    </>
  );
}
