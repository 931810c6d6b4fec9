// What the navigation tests read from a page: its route-table facts, path, heading, main
// navigation and focused element, and that it loaded without errors.

import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { allPages } from "../web/app/pages.ts";
import { normalise, type OpenedPage } from "./browser.ts";

export function pageInfo(path: string) {
  const info = allPages().find((p) => p.path === path);
  if (!info) throw new Error(`${path} is not in the route table`);
  return info;
}

export const pathname = (page: Page) => new URL(page.url()).pathname;
export const h1Text = async (page: Page) =>
  normalise(await page.locator("h1").first().textContent({ timeout: 10_000 }));
export const mainNav = (page: Page) => page.getByRole("navigation").first();

export const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      id: element?.id ?? "",
      text: (element?.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: element?.getAttribute("href") ?? null,
    };
  });

/** `local`: a concurrent test's own `expect` (the global one cannot tell which test is running). */
export function expectClean(opened: OpenedPage, what: string, local: typeof expect = expect) {
  local.soft(opened.consoleErrors, `${what}: console errors`).toEqual([]);
  local.soft(opened.failedRequests, `${what}: failed requests`).toEqual([]);
}

/** The summary (a menu's button) of the <details> whose summary says `label`. */
export const summaryOf = (scope: Locator | Page, label: string) =>
  scope.locator("details > summary").filter({ hasText: label });

/** Whether the <details> of `summary` is open: what its summary's expanded state says. */
export const isOpen = (summary: Locator) =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
