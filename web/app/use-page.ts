import { useMatches } from "react-router";
import { usePageTextIfLoaded } from "./identity";
import { pageForRoute, withTexts, type ResolvedPage } from "./pages";

/**
 * The page the current screen shows, from the route React Router matched (its id, and
 * the id parameter of a parameter route): screens never name their own path. For the
 * screens of the route table's entries, which always have a page; it fails loudly on a
 * route that has none (a parameter route's unknown id is for the screen to handle). Its
 * texts are those published, which the root loader gives.
 */
export function usePage(): ResolvedPage {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const page = leaf ? pageForRoute(leaf.id, leaf.params) : undefined;
  const texts = usePageTextIfLoaded();
  if (!page) throw new Error(`The route ${leaf?.id ?? "(none)"} is not in the route table`);
  return texts ? withTexts(page, texts) : page;
}
