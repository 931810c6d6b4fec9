import type { Route } from "./+types/solution-list";
import { CardGrid, LinkCard } from "../components/LinkCard";
import { PageHeader } from "../components/PageHeader";
import { solutionPicture } from "../content/media";
import { solutionsWithPage } from "../content/solutions";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import { itemPath } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function SolutionList() {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <CardGrid>
        {solutionsWithPage.map((solution, index) => (
          <LinkCard
            key={solution.page}
            title={solution.name}
            text={solution.summary}
            to={itemPath(solution.page)}
            picture={solutionPicture(solution.key)}
            animated
            priority={index === 0}
          />
        ))}
      </CardGrid>
    </>
  );
}
