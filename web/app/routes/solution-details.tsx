import { Link } from "react-router";
import type { Route } from "./+types/solution-details";
import { PageHeader } from "../components/PageHeader";
import { solutionsWithDetails } from "../content/solutions";
import { metaForPath } from "../seo";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname, "Solution");

export default function SolutionDetails({ params }: Route.ComponentProps) {
  const solution = solutionsWithDetails.find((s) => s.detailsId === params.id.toLowerCase());
  if (!solution) {
    return (
      <>
        <PageHeader heading="Solution not found" />
        <div className="container">
          <p role="status">We have no solution with that name.</p>
          <Link to="/solution-page">See all solutions</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader heading={solution.name} />
      <div className="container">
        <h2>DESCRIPTION</h2>
        <p>{solution.summary}</p>
      </div>
    </>
  );
}
