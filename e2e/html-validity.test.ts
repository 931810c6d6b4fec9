// Every prerendered page, the SPA fallback and the staff console's document pass the W3C
// Nu HTML Checker (vnu-jar from the npm registry, run with Debian's Java): valid HTML is
// what every browser, assistive technology and crawler reads the same way.

import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../scripts/server-process.mjs";

const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** Every .html file under `directory`, the precompressed siblings left out. */
async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("HTML validity", () => {
  it("finds no error in any page the build writes", async () => {
    const files = [...(await htmlFiles(path.join(REPO_ROOT, "web/build/client"))), path.join(REPO_ROOT, "console/build/index.html")];
    // All 70 pages and more: a check that finds nothing must have had something to check.
    expect(files.length).toBeGreaterThan(60);
    const java = process.env.JAVA ?? "java";
    let output: string;
    try {
      ({ stderr: output } = await run(java, ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }));
    } catch (error) {
      // vnu exits 1 when it reports an error; its report is on stderr either way.
      const failed = error as { stderr?: string; code?: unknown };
      if (typeof failed.stderr !== "string" || failed.stderr === "") throw new Error(`could not run the checker (${java} -jar vnu.jar): ${String(error)}`);
      output = failed.stderr;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    const errors = messages.map((message) => `${path.relative(REPO_ROOT, message.url.replace(/^file:/, ""))}: ${message.message} (${message.extract ?? ""})`);
    expect(errors).toEqual([]);
  }, 120_000);
});
