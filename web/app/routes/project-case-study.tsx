import type { Route } from "./+types/project-case-study";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
import { projectByCode } from "../content/projects";
import { routeMeta } from "../seo";
import { usePage } from "../use-page";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ProjectCaseStudy() {
  const page = usePage();
  const project = projectByCode(page.item ?? "");
  if (!project) throw new Error(`No project for ${page.path}`);
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
