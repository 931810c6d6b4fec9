import { Link, useLocation } from "react-router";
import type { Route } from "./+types/project-case-study";
import { PageHeader } from "../components/PageHeader";
import { ProjectFacts } from "../components/ProjectFacts";
import { projectByCode } from "../content/projects";
import { metaForPath } from "../seo";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function ProjectCaseStudy() {
  const { pathname } = useLocation();
  const project = projectByCode(pathname.slice(1));
  if (!project) return null;
  return (
    <>
      <PageHeader heading={project.name} intro={project.summary} />
      <div className="container">
        <ProjectFacts project={project} />
        <Link to="/contact">Book a Demo</Link>
      </div>
    </>
  );
}
