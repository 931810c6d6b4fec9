import { useLocation } from "react-router";
import type { Route } from "./+types/project-case-study";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
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
      <ProjectStudy project={project} />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
