import type { Route } from "./+types/project-list";
import { CardGrid, LinkCard } from "../components/LinkCard";
import { PageHeader } from "../components/PageHeader";
import { projectPicture } from "../content/media";
import { projectListOrder, requireProject } from "../content/projects";
import { pageAt } from "../route-table";
import { metaForPath } from "../seo";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function ProjectList() {
  const page = pageAt("/project-page");
  return (
    <>
      <PageHeader heading={page?.heading ?? "Projects We Specialize In"} intro={page?.description} />
      <CardGrid>
        {projectListOrder.map(({ code, cardTitle }) => {
          const project = requireProject(code);
          return (
            <LinkCard key={code} title={cardTitle} text={project.summary} to={`/${code}`} picture={projectPicture(code)} />
          );
        })}
      </CardGrid>
    </>
  );
}
