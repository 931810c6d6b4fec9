import { Link } from "react-router";
import type { Route } from "./+types/solution-details";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { BookDemoLink } from "../components/BookDemoLink";
import { PageHeader } from "../components/PageHeader";
import { SolutionArticle } from "../components/SolutionArticle";
import { solutionsWithDetails } from "../content/solutions";
import { routeMeta } from "../seo";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args, "Solution");

export default function SolutionDetails({ params }: Route.ComponentProps) {
  const solution = solutionsWithDetails.find((s) => s.detailsId === params.id.toLowerCase());
  if (!solution) {
    return (
      <>
        <PageHeader heading="Solution not found" />
        <div className="container">
          <p role="status">We have no solution called “{params.id}”.</p>
          <Link to={pathTo("solutions")}>See all our solutions</Link>
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
          { name: solution.name, path: pathTo("solutionDetails", solution.detailsId) },
        ]}
      />
      <SolutionArticle solution={solution} descriptionHeading="DESCRIPTION" />
      <p className="container">
        <BookDemoLink />
      </p>
    </>
  );
}
