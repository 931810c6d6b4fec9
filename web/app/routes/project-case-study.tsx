import type { Route } from "./+types/project-case-study";
import { contentOf, textsOf } from "../content/current";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
import { projectByCode } from "../content/projects";
import { itemAt } from "../page-item";
import { routeMeta } from "../seo";
import { usePage } from "../use-page";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (every case study is prerendered): the project's texts go into
// the page's HTML and .data file, and project-texts.ts stays out of the browser's code.
export function loader({ url, context }: Route.LoaderArgs) {
  return { text: textsOf(contentOf(context).projectTexts, itemAt(url).toUpperCase(), "project text") };
}

export default function ProjectCaseStudy({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const project = projectByCode(page.item ?? "");
  if (!project) throw new Error(`No project for ${page.path}`);
  return (
    <>
      <PageHeader heading={project.name} intro={project.summary} />
      <ProjectStudy project={project} text={loaderData.text} />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
