import { Link, useLocation } from "react-router";
import type { Route } from "./+types/solution-page";
import { PageHeader } from "../components/PageHeader";
import { pageAt } from "../route-table";
import { metaForPath } from "../seo";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function SolutionPage() {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  return (
    <>
      <PageHeader heading={page?.heading ?? ""} intro={page?.description} />
      <div className="container">
        <Link to="/contact">Book a Demo</Link>
      </div>
    </>
  );
}
