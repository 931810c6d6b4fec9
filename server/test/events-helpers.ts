// What the events API tests share: an app over a test database (no site), the list as
// the API answers it, and a bounded wait for a change to show.

import { EVENTS_PATH, type GalleryEventsResponse } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import type { TestDatabase } from "./databases.js";
import { NO_SITE, testConfig } from "./fixtures.js";

/** An app over `database`, logging off; the list checks the database every `checkIntervalMs`. */
export function appOn(
  database: TestDatabase,
  env: Record<string, string> = {},
  checkIntervalMs = 0,
): FastifyInstance {
  return buildApp(testConfig({ ...database.env, WEB_ROOT: NO_SITE, ...env }), {
    logger: false,
    events: { versionCheckIntervalMs: checkIntervalMs },
  });
}

/** GET /Bweb/api/events: the response, and the events when it is a 200. */
export async function getList(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: EVENTS_PATH, headers });
  return { response, events: response.statusCode === 200 ? (response.json() as GalleryEventsResponse) : [] };
}

/** Polls the list until `predicate` holds; bounded. */
export async function waitForList(
  app: FastifyInstance,
  predicate: (events: GalleryEventsResponse) => boolean,
  timeoutMs = 5_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { events } = await getList(app);
    if (predicate(events)) return events;
    if (Date.now() > deadline)
      throw new Error(`list never matched within ${timeoutMs} ms: ${JSON.stringify(events)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
