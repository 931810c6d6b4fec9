import type { loadProject } from "./load.server";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { ProjectStudy } from "../components/ProjectStudy";
import { usePage } from "../use-page";

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
