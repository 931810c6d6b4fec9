import type { Route } from "./+types/solution-list";
import { CardGrid, LinkCard } from "../components/LinkCard";
import { PageHeader } from "../components/PageHeader";
import { solutionPicture } from "../content/media";
import { solutionsWithPage } from "../content/solutions";
import { pageAt } from "../route-table";
import { metaForPath } from "../seo";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function SolutionList() {
  const page = pageAt("/solution-page");
  return (
    <>
      <PageHeader heading={page?.heading ?? "Innovative Solutions"} intro={page?.description} />
      <CardGrid>
        {solutionsWithPage.map((solution) => (
          <LinkCard
            key={solution.page}
            title={solution.name}
            text={solution.summary}
            to={`/${solution.page}`}
            picture={solutionPicture(solution.key)}
            animated
          />
        ))}
      </CardGrid>
    </>
  );
}
