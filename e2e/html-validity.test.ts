// Every prerendered page, the SPA fallback and the staff console's document pass the W3C
// Nu HTML Checker (html-checker.ts): valid HTML is what every browser, assistive
// technology and crawler reads the same way. /gallery as the server fills it in is checked
// by gallery.test.ts.

import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../scripts/server-process.mjs";
import { htmlErrors } from "./html-checker.ts";

/** Every .html file under `directory`, the precompressed siblings left out. */
async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("HTML validity", () => {
  it("finds no error in any page the build writes", async () => {
    const files = [
      ...(await htmlFiles(path.join(REPO_ROOT, "web/build/client"))),
      path.join(REPO_ROOT, "console/build/index.html"),
    ];
    // All 70 pages and more: a check that finds nothing must have had something to check.
    expect(files.length).toBeGreaterThan(60);
    expect(await htmlErrors(files)).toEqual([]);
  }, 120_000);
});
