import { redirect } from "react-router";
import { contentOf, textsOf } from "../content/current";
import type { Route } from "./+types/solution-details";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { solutionsWithDetails } from "../content/solutions";
import { routeMeta } from "../seo";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args, "Solution");

const solutionWithId = (id: string) => solutionsWithDetails.find((s) => s.detailsId === id.toLowerCase());

// Run at build time for every known id (each prerendered): the solution's long texts go
// into its HTML and its .data file, and solution-texts.ts stays out of the browser's code.
export function loader({ params, context }: Route.LoaderArgs) {
  const known = solutionWithId(params.id);
  if (known === undefined) return { solution: null, text: null };
  const { solutions, solutionTexts } = contentOf(context);
  const solution = solutions.find((s) => s.key === known.key);
  if (solution === undefined) throw new Error(`The content has no solution "${known.key}"`);
  return { solution, text: textsOf(solutionTexts, known.key, "solution text") };
}

// In the browser: a known id's texts come from its .data file (or, on first load, from the
// page); an unknown id was never prerendered and has nothing to fetch. A link that spells a
// known id in another case goes to the page's own address, where its .data file is (the
// server answers a first load there with a 301 the same way).
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const solution = solutionWithId(params.id);
  if (!solution) return { solution: null, text: null };
  if (solution.detailsId !== params.id) throw redirect(pathTo("solutionDetails", solution.detailsId));
  return serverLoader();
}

export default function SolutionDetails({ params, loaderData: { solution, text } }: Route.ComponentProps) {
  if (!solution || !text) {
    return (
      <>
        <PageHeader heading="Solution not found" />
        <div className="container">
          <p role="status">We have no solution called “{params.id}”.</p>
          <a href={pathTo("solutions")}>See all our solutions</a>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader heading={solution.name} intro={solution.summary} />
      <Breadcrumbs
        trail={[
          { name: "Home", path: pathTo("home") },
          { name: "Solutions", path: pathTo("solutions") },
          { name: solution.name, path: pathTo("solutionDetails", solution.detailsId ?? params.id) },
        ]}
      />
      <SolutionArticle solution={solution} text={text} descriptionHeading="DESCRIPTION" />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
