// The W3C Nu HTML Checker (vnu-jar from the npm registry, run with Debian's Java), for
// html-validity.test.ts (every file the build writes) and the pages the server renders.

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { REPO_ROOT } from "../scripts/server-process.mjs";

const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * What the HTML Living Standard and CSS allow and this checker does not know yet, filtered by
 * its own `--filterpattern`: `<details name>` (exclusive accordions), speculation rules
 * (`<script type="speculationrules">`), cross-document view transitions
 * (`@view-transition`) and the `::details-content` pseudo-element. Each pattern names one
 * message; nothing else is hidden.
 */
const NOT_YET_KNOWN_TO_THE_CHECKER = [
  "Attribute “name” not allowed on element “details” at this point",
  "Bad value “speculationrules” for attribute “type” on element “script”",
  "CSS: Unrecognized at-rule “@view-transition”",
  "CSS: Unknown pseudo-element or pseudo-class “::details-content”",
];

/** The checker's errors in `files`, one line each: file (relative to the repository), message, extract. */
export async function htmlErrors(files: string[]): Promise<string[]> {
  const java = process.env.JAVA ?? "java";
  let output: string;
  try {
    ({ stderr: output } = await run(
      java,
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--filterpattern",
        `(?:${NOT_YET_KNOWN_TO_THE_CHECKER.join("|")}).*`,
        ...files,
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ));
  } catch (error) {
    // vnu exits 1 when it reports an error; its report is on stderr either way.
    const failed = error as { stderr?: string; code?: unknown };
    if (typeof failed.stderr !== "string" || failed.stderr === "")
      throw new Error(`could not run the checker (${java} -jar vnu.jar): ${String(error)}`);
    output = failed.stderr;
  }
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  return messages.map(
    (message) =>
      `${path.relative(REPO_ROOT, message.url.replace(/^file:/, ""))}: ${message.message} (${message.extract ?? ""})`,
  );
}
