import type { Route } from "./+types/project-case-study";
import { contentOf, textsOf } from "../content/current";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
import { requireProject } from "../content/projects";
import { itemAt } from "../page-item";
import { routeMeta } from "../seo";
import { usePage } from "../use-page";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (every case study is prerendered): the project's texts go into
// the page's HTML and .data file, and project-texts.ts stays out of the browser's code.
export function loader({ url, context }: Route.LoaderArgs) {
  const { projects, projectTexts } = contentOf(context);
  const code = itemAt(url, context).toUpperCase();
  return { project: requireProject(code, projects), text: textsOf(projectTexts, code, "project text") };
}

export default function ProjectCaseStudy({ loaderData: { project, text } }: Route.ComponentProps) {
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
