import type { Route } from "./+types/solution-page";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { SolutionVideo } from "../components/SolutionVideo";
import { solutionsWithPage } from "../content/solutions";
import { routeMeta } from "../seo";
import { usePage } from "../use-page";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function SolutionPage() {
  const page = usePage();
  const solution = solutionsWithPage.find((s) => s.key === page.item);
  if (!solution) throw new Error(`No solution for ${page.path}`);
  return (
    <>
      <PageHeader heading={solution.name} intro={solution.summary} />
      <SolutionArticle solution={solution} descriptionHeading="Overview" animated />
      <SolutionVideo solution={solution} />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
