import { Link } from "react-router";
import type { Route } from "./+types/project-details";
import { PageHeader } from "../components/PageHeader";
import { ProjectFacts } from "../components/ProjectFacts";
import { projectsWithDetails } from "../content/projects";
import { metaForPath } from "../seo";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname, "Project");

export const NOT_FOUND_MESSAGE = "No project data found. Please check the project ID.";

export default function ProjectDetails({ params }: Route.ComponentProps) {
  const project = projectsWithDetails.find((p) => p.code.toLowerCase() === params.id.toLowerCase());
  if (!project) {
    console.info("Project not found");
    return (
      <>
        <PageHeader heading="Project not found" />
        <div className="container">
          <p role="status">{NOT_FOUND_MESSAGE}</p>
          <Link to="/project-page">See all projects</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader heading={project.name} intro={project.summary} />
      <div className="container">
        <ProjectFacts project={project} />
        <Link to="/home">Back</Link>
      </div>
    </>
  );
}
