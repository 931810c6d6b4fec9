import type { Route } from "./+types/project-list";
import { CardGrid, LinkCard } from "../components/LinkCard";
import { PageHeader } from "../components/PageHeader";
import { contentOf } from "../content/current";
import { projectPicture } from "../content/media";
import { projectsInListOrder } from "../content/projects";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import { itemPath } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The list's cards: each project's title on the list, its published summary and picture. */
export function loader({ context }: Route.LoaderArgs) {
  const { projects } = contentOf(context);
  return {
    cards: projectsInListOrder(projects).map(({ project, cardTitle }) => ({
      code: project.code,
      cardTitle,
      summary: project.summary,
      picture: projectPicture(project),
    })),
  };
}

export default function ProjectList({ loaderData: { cards } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <CardGrid>
        {cards.map(({ code, cardTitle, summary, picture }, index) => (
          <LinkCard
            key={code}
            title={cardTitle}
            text={summary}
            to={itemPath(code)}
            picture={picture}
            priority={index === 0}
          />
        ))}
      </CardGrid>
    </>
  );
}
