// The job openings an application may name: those the site publishes now. Asked only for
// an application that names one, after its id passed the schema's length and shape.

import { siteContentOf, type Opening } from "@site/contracts/content";
import type { FastifyInstance } from "fastify";
import { publishedDocuments } from "../content/store.js";

/**
 * The openings published now, as the pages list them (the published content, read again
 * only when it changed). A database whose content is not whole (no web build has seeded
 * it: the pages are then served as built, and the API alone works) has no such snapshot;
 * the openings HR published there are still published, so they are read from their
 * documents.
 */
export async function publishedOpenings(app: FastifyInstance): Promise<readonly Opening[]> {
  const snapshot = await app.publishedContent.current();
  if (snapshot !== undefined) return snapshot.content.openings;
  const documents = (await publishedDocuments(app.db)).filter((document) => document.type === "opening");
  return siteContentOf(documents).openings ?? [];
}
