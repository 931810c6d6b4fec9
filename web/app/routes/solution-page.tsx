import type { Route } from "./+types/solution-page";
import { contentOf, textsOf } from "../content/current";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { SolutionVideo } from "../components/SolutionVideo";
import { solutionsInListOrder } from "../content/solutions";
import { itemAt } from "../page-item";
import { routeMeta } from "../seo";
import { usePage } from "../use-page";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (every solution page is prerendered): the page's long texts go
// into its HTML and its .data file, and solution-texts.ts stays out of the browser's code.
// The solution a solution page (/BRECON, /Instant-Payment-System …) shows, as published.
export function loader({ url, context }: Route.LoaderArgs) {
  const { solutions, solutionTexts } = contentOf(context);
  const key = itemAt(url, context);
  const solution = solutionsInListOrder(solutions).find((s) => s.key === key);
  if (solution === undefined) throw new Error(`No solution for the page "${key}"`);
  return { solution, text: textsOf(solutionTexts, key, "solution text") };
}

export default function SolutionPage({ loaderData: { solution, text } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={solution.summary} />
      <SolutionArticle solution={solution} text={text} descriptionHeading="Overview" animated />
      <SolutionVideo solution={solution} text={text} />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
