import type { loadSolution } from "./load.server";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { SolutionVideo } from "../components/SolutionVideo";
import { usePage } from "../use-page";

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
