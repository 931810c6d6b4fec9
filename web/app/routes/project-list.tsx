import type { Route } from "./+types/project-list";
import { CardGrid, LinkCard } from "../components/LinkCard";
import { PageHeader } from "../components/PageHeader";
import { projectPicture } from "../content/media";
import { projectListOrder, requireProject } from "../content/projects";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import { itemPath } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ProjectList() {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <CardGrid>
        {projectListOrder.map(({ code, cardTitle }, index) => {
          const project = requireProject(code);
          return (
            <LinkCard
              key={code}
              title={cardTitle}
              text={project.summary}
              to={itemPath(code)}
              picture={projectPicture(code)}
              priority={index === 0}
            />
          );
        })}
      </CardGrid>
    </>
  );
}
