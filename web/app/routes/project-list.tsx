import type { Route } from "./+types/project-list";
import { CardGrid, LinkCard } from "../components/LinkCard";
import { PageHeader } from "../components/PageHeader";
import { contentOf } from "../content/current";
import { projectPicture } from "../content/media";
import { projectListOrder, requireProject } from "../content/projects";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import { itemPath } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The list's cards: each project's title on the list, and its published summary. */
export function loader({ context }: Route.LoaderArgs) {
  const { projects } = contentOf(context);
  return {
    cards: projectListOrder.map(({ code, cardTitle }) => ({
      code,
      cardTitle,
      summary: requireProject(code, projects).summary,
    })),
  };
}

export default function ProjectList({ loaderData: { cards } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <CardGrid>
        {cards.map(({ code, cardTitle, summary }, index) => (
          <LinkCard
            key={code}
            title={cardTitle}
            text={summary}
            to={itemPath(code)}
            picture={projectPicture({ code })}
            priority={index === 0}
          />
        ))}
      </CardGrid>
    </>
  );
}
