import type { RouterContextProvider } from "react-router";
import { contentOf, textsOf } from "../content/current";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { SolutionVideo } from "../components/SolutionVideo";
import { usePage } from "../use-page";

/** What the page of the solution `key` (/BRECON, /Instant-Payment-System …) shows (a loader's). */
export function loadSolution(key: string, context: Readonly<RouterContextProvider>) {
  const { solutions, solutionTexts } = contentOf(context);
  const solution = solutions.find((s) => s.key === key);
  if (solution === undefined) throw new Error(`No solution for the page "${key}"`);
  return { solution, text: textsOf(solutionTexts, key, "solution text") };
}

export function SolutionScreen({ solution, text }: ReturnType<typeof loadSolution>) {
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
