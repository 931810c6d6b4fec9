import { usePageIfLoaded } from "./identity";
import type { ResolvedPage } from "./pages";

/**
 * The page the current screen shows, as the root loader found it at this address in the
 * content the page is rendered from, with its texts as published: screens never name their
 * own path. For the screens of the route table's entries, which always have a page; it
 * fails loudly on an address that has none (a parameter route's unknown id is for the
 * screen to handle).
 */
export function usePage(): ResolvedPage {
  const page = usePageIfLoaded();
  if (!page) throw new Error("The page rendered is not in the route table");
  return page;
}
