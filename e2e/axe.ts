// Accessibility check with axe-core: WCAG 2.0/2.1 A and AA plus axe's best practices.

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** axe's violations on the page, one readable line per failing element (empty: none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, " ").trim();
      lines.push(`${violation.id} [${violation.impact ?? "?"}] ${JSON.stringify(node.target)}: ${summary}`);
    }
  }
  return lines;
}
