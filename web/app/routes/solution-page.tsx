import type { Route } from "./+types/solution-page";
import { contentOf, textsOf } from "../content/current";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { SolutionVideo } from "../components/SolutionVideo";
import { solutionsWithPage } from "../content/solutions";
import { itemAt } from "../page-item";
import { routeMeta } from "../seo";
import { usePage } from "../use-page";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The solution a solution page (/BRECON, /Instant-Payment-System …) shows. */
function solutionOf(item: string | undefined) {
  const solution = solutionsWithPage.find((s) => s.key === item);
  if (!solution) throw new Error(`No solution for the page "${item}"`);
  return solution;
}

// Run at build time only (every solution page is prerendered): the page's long texts go
// into its HTML and its .data file, and solution-texts.ts stays out of the browser's code.
export function loader({ url, context }: Route.LoaderArgs) {
  return { text: textsOf(contentOf(context).solutionTexts, solutionOf(itemAt(url)).key, "solution text") };
}

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const solution = solutionOf(usePage().item);
  return (
    <>
      <PageHeader heading={solution.name} intro={solution.summary} />
      <SolutionArticle solution={solution} text={loaderData.text} descriptionHeading="Overview" animated />
      <SolutionVideo solution={solution} text={loaderData.text} />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
