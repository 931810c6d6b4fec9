// The repository's content, which the web build writes for the server (the manifest's
// `contentSeed`): a new database starts with it, and each later start adds the documents a
// newer build brings. What staff changed is never overwritten: from its first start on, the
// database is the content's source.

import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ContentSeed } from "@site/contracts";
import { isContentType, type ContentDocument } from "@site/contracts/content";
import type { Db } from "../db/schema.js";
import type { SetupLog } from "../db/setup.js";
import { readSiteManifest } from "../site/manifest.js";
import { addMissingDocuments } from "./store.js";

/** How the audit trail and the history name the seed. */
export const SEED_ACTOR = "server:content-seed";

/** The build's seed under `webRoot`, or undefined when the build has none (with the reason). */
export async function readContentSeed(
  webRoot: string,
): Promise<{ documents: ContentDocument[] } | { reason: string }> {
  const manifest = await readSiteManifest(webRoot);
  if (!manifest.ok) return { reason: manifest.reason };
  if (manifest.manifest.contentSeed === undefined) return { reason: "the web build names no content seed" };
  const file = path.join(webRoot, manifest.manifest.contentSeed);
  let seed: ContentSeed;
  try {
    seed = JSON.parse(await readFile(file, "utf8")) as ContentSeed;
  } catch (error) {
    return { reason: `${file} cannot be read: ${String(error)}` };
  }
  if (!Array.isArray(seed.documents)) return { reason: `${file} holds no documents` };
  const documents: ContentDocument[] = [];
  for (const document of seed.documents) {
    if (!isContentType(document.type)) return { reason: `${file}: unknown document type ${document.type}` };
    documents.push({ type: document.type, id: document.id, data: document.data });
  }
  return { documents };
}

/** Adds the documents of the build's seed that the database lacks. */
export async function seedContent(db: Db, webRoot: string, log: SetupLog, now: Date): Promise<number> {
  const seed = await readContentSeed(webRoot);
  if ("reason" in seed) {
    // Said only while the database has no content at all: a server of the API alone, or a
    // staff command, run without a web build, is not a problem once content is there.
    const any = await db.selectFrom("content_documents").select("id").limit(1).executeTakeFirst();
    if (any === undefined) log.warn(`Content: nothing to seed the database with (${seed.reason})`);
    return 0;
  }
  const added = await addMissingDocuments(db, seed.documents, { actor: SEED_ACTOR }, now);
  if (added > 0) log.info(`Content: ${added} documents added from the web build`);
  return added;
}
