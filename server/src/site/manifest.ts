// Reads the web build's `site-manifest.json` with the schema the build writes it through
// (`@site/contracts/site-build`). The server relies on this file alone for the layout of
// the build, so the web side can rearrange its output without a server change.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { SITE_MANIFEST_FILE, SiteManifestSchema, type SiteManifest } from "@site/contracts";

export { SITE_MANIFEST_FILE, type SiteManifest };

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
