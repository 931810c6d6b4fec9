import { redirect } from "react-router";
import type { Route } from "./+types/item-page";
import { pagesIn } from "../content/current";
import { loadOvation, loadPolicy, loadProject, loadSolution } from "../item-screens/load.server";
import { OvationScreen } from "../item-screens/ovation";
import { PolicyScreen } from "../item-screens/policy";
import { ProjectScreen } from "../item-screens/project";
import { SolutionScreen } from "../item-screens/solution";
import { HOME_PATH } from "../pages";
import { routeMeta } from "../seo";

// The page of an item whose address is one segment of its own: a solution (/BRECON), a
// project's case study (/FIS), a policy (/Doc-1), an ovation (/ovations-1). One route for
// all of them, so an item staff add has its page without a new route: which item is at an
// address, and of which kind, is the content's to say (the root loader's page).
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Every page is rendered by the build or the server (never in the browser: these pages are
// static), with its item's long texts in its HTML only.
export function loader({ url, context }: Route.LoaderArgs) {
  const texts = pagesIn(context).pageAt(url.pathname)?.texts;
  // No item here (an address the content does not have): the server answers it before any
  // render; this covers anything else that asks.
  if (texts === undefined || !("item" in texts)) throw redirect(HOME_PATH);
  switch (texts.item) {
    case "solution":
      return { kind: "solution" as const, ...loadSolution(texts.id, context) };
    case "project":
      return { kind: "project" as const, ...loadProject(texts.id, context) };
    case "policy":
      return { kind: "policy" as const, ...loadPolicy(texts.id, context) };
    case "ovation":
      return { kind: "ovation" as const, ...loadOvation(texts.id, context) };
    default:
      throw new Error(`${url.pathname} shows a ${texts.item}, which has no page of this route`);
  }
}

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "solution":
      return <SolutionScreen {...loaderData} />;
    case "project":
      return <ProjectScreen {...loaderData} />;
    case "policy":
      return <PolicyScreen {...loaderData} />;
    case "ovation":
      return <OvationScreen {...loaderData} />;
  }
}
