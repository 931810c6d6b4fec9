// The web build's `site-manifest.json`: which URL path is which prerendered file.
//
// The server relies on this file alone for the layout of the build, so the web side can
// rearrange its output without a server change.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

export const SITE_MANIFEST_FILE = "site-manifest.json";

// A URL path without query or fragment. A trailing slash is tolerated and dropped when
// the site index is built; "/" itself always redirects home.
const UrlPath = z.string().regex(/^\/[^?#\s]*$/, "must be a path like /home");
// Relative to WEB_ROOT and inside it.
const BuildFile = z
  .string()
  .min(1)
  .refine(
    (file) => !path.isAbsolute(file) && !path.normalize(file).startsWith(".."),
    "must be a file path inside WEB_ROOT",
  );

const SiteManifestSchema = z
  .object({
    /** URL path → HTML file. */
    pages: z.record(UrlPath, BuildFile),
    /** HTML shell for parameter routes whose id has no prerendered page. */
    fallback: BuildFile,
    /** Prefixes of parameter routes, e.g. `/project-details/`. */
    shellPrefixes: z.array(z.string().regex(/^\/.*\/$/, "must start and end with /")).default([]),
    /** Where `/` and unknown paths are sent. */
    home: UrlPath,
    /**
     * Page path → the module (an EventsContentRenderer of `@site/contracts/events`) that
     * renders the page's events content, which the server puts into the page per request.
     */
    serverRendered: z.record(UrlPath, BuildFile).default({}),
  })
  .refine((manifest) => Object.hasOwn(manifest.pages, manifest.home), {
    path: ["home"],
    message: "must be one of the pages",
  });

export type SiteManifest = z.output<typeof SiteManifestSchema>;

export type ManifestResult = { ok: true; manifest: SiteManifest } | { ok: false; reason: string };

/** Reads and checks the manifest; a failure says what is wrong in words for the log. */
export async function readSiteManifest(webRoot: string): Promise<ManifestResult> {
  const file = path.join(webRoot, SITE_MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return {
      ok: false,
      reason: missing ? `${file} does not exist` : `${file} cannot be read: ${String(error)}`,
    };
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `${file} is not valid JSON: ${(error as Error).message}` };
  }

  const result = SiteManifestSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    return { ok: false, reason: `${file} is malformed: ${problems.join("; ")}` };
  }
  return { ok: true, manifest: result.data };
}
