import { useLocation } from "react-router";
import type { Route } from "./+types/screen";
import { PageHeader } from "../components/PageHeader";
import { pageAt } from "../route-table";
import { metaForPath } from "../seo";

// A screen whose content a later issue fills in: its heading, title and metadata come
// from the route table, so its route already behaves as the finished page will.
export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function Screen() {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  return <PageHeader heading={page?.heading ?? ""} intro={page?.description} />;
}
