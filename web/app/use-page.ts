import { useMatches } from "react-router";
import { pageForRoute, type ResolvedPage } from "./pages";

/**
 * The page the current screen shows, from the route React Router matched (its id, and
 * the id parameter of a parameter route): screens never name their own path.
 * Undefined only for an unknown id of a parameter route.
 */
export function usePage(): ResolvedPage | undefined {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return leaf ? pageForRoute(leaf.id, leaf.params) : undefined;
}

/** The page of a screen that always has one (every static route): fails loudly otherwise. */
export function useStaticPage(): ResolvedPage {
  const page = usePage();
  if (!page) throw new Error("This screen's route is not in the route table");
  return page;
}
