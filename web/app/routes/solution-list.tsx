import type { Route } from "./+types/solution-list";
import { CardGrid, LinkCard } from "../components/LinkCard";
import { PageHeader } from "../components/PageHeader";
import { contentOf } from "../content/current";
import { solutionPicture } from "../content/media";
import { solutionsInListOrder } from "../content/solutions";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import { itemPath } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The list's cards: the published solutions that have a page, in the list's order. */
export function loader({ context }: Route.LoaderArgs) {
  return { solutions: solutionsInListOrder(contentOf(context).solutions) };
}

export default function SolutionList({ loaderData: { solutions } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <CardGrid>
        {solutions.map((solution, index) => (
          <LinkCard
            key={solution.page}
            title={solution.name}
            text={solution.summary}
            to={itemPath(solution.page)}
            picture={solutionPicture(solution)}
            animated
            priority={index === 0}
          />
        ))}
      </CardGrid>
    </>
  );
}
