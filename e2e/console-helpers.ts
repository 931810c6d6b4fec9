// What the console's end-to-end tests do to a page of the console: read its heading, wait
// for a status message, wait for a document's editor.

import type { Page } from "playwright-core";
import { expect } from "vitest";
import { normalise } from "./browser.ts";

/** The screen's h1. */
export const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** What the page's status regions say now. */
export const statusTexts = async (page: Page) =>
  (await page.getByRole("status").allTextContents()).map(normalise);

/** Waits until one of the page's status regions says `text` (a string: says it word for word). */
export const untilStatus = (page: Page, text: string | RegExp, timeout = 15_000) =>
  expect
    .poll(
      async () =>
        (await statusTexts(page)).some((said) =>
          typeof text === "string" ? said === text : text.test(said),
        ),
      { timeout },
    )
    .toBe(true);

/** Waits until the editor of the document named `label` is loaded. */
export async function waitForEditor(page: Page, label: string) {
  await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toBe(label);
  await expect.poll(() => page.getByRole("button", { name: "Save draft" }).count()).toBe(1);
}
