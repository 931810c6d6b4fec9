import { useLocation } from "react-router";
import type { Route } from "./+types/solution-page";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { SolutionVideo } from "../components/SolutionVideo";
import { solutionsWithPage } from "../content/solutions";
import { metaForPath } from "../seo";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function SolutionPage() {
  const { pathname } = useLocation();
  const solution = solutionsWithPage.find((s) => `/${s.page}`.toLowerCase() === pathname.toLowerCase());
  if (!solution) return null;
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
