// The footer's solution links: the first six of the Solutions list, named as published.
// The root loader makes them from the published content, so the footer (on every page)
// reads them from its data, not from a content module.

import type { Solution } from "@site/contracts/content";
import { solutionsInListOrder } from "../content/solutions";
import type { FooterSolution } from "../identity";
import { itemPath } from "../route-paths";

const SHOWN = 6;

export function footerSolutions(list: readonly Solution[]): FooterSolution[] {
  return solutionsInListOrder(list)
    .slice(0, SHOWN)
    .map((solution) => ({ name: solution.name, path: itemPath(solution.page) }));
}
