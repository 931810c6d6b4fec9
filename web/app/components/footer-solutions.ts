// The footer's solution links: six, those staff put in the footer (`inFooter`) first, then
// the first of the Solutions list, each named as published. The root loader makes them
// from the published content, so the footer (on every page) reads them from its data, not
// from a content module.

import type { Solution } from "@site/contracts/content";
import { solutionsInListOrder } from "../content/solutions";
import type { FooterSolution } from "../identity";
import { itemPath } from "../route-paths";

const SHOWN = 6;

export function footerSolutions(list: readonly Solution[]): FooterSolution[] {
  const ordered = solutionsInListOrder(list);
  return [
    ...ordered.filter((solution) => solution.inFooter === true),
    ...ordered.filter((s) => s.inFooter !== true),
  ]
    .slice(0, SHOWN)
    .map((solution) => ({ name: solution.name, path: itemPath(solution.page) }));
}
