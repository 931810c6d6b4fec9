// A fuzz smoke run against the real server on a real port: a few thousand random and
// malformed requests (seeded, so a failure can be replayed) over the two form routes,
// the events API and its image route, the XSRF endpoint and pages, over HTTP and as raw
// bytes on a socket. Whatever arrives: no 5xx, the server keeps answering, and every post
// it acknowledged (202 or 303) is in the database, with nothing else stored.

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createTestDatabase, type TestDatabase } from "./databases.js";
import { createSiteFixture, testConfig, type SiteFixture } from "./fixtures.js";
import { fetchXsrf, storedCounts } from "./form-helpers.js";
import { fuzzRequests, inParallel, rawRequests, send, sendRaw } from "./fuzz-requests.js";

const HTTP_REQUESTS = 2_400;
const RAW_REQUESTS = 300;
const CONCURRENCY = 8;

// ---- The run -------------------------------------------------------------------------------

describe("fuzz smoke run against the real server", () => {
  let fixture: SiteFixture;
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    fixture = await createSiteFixture();
    database = await createTestDatabase("sqlite");
    app = buildApp(
      testConfig({ ...database.env, WEB_ROOT: fixture.webRoot, RATE_LIMIT: "1000000", TRUST_PROXY: "true" }),
      { logger: false, mail: { enabled: false } },
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as { port: number }).port;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.remove();
    await fixture?.remove();
  });

  it(`answers ${HTTP_REQUESTS} random requests without a 5xx, and stores exactly what it acknowledged`, async () => {
    const before = await storedCounts(app);
    const xsrf = await fetchXsrf(app);
    const outcomes = await inParallel(fuzzRequests(xsrf, HTTP_REQUESTS), CONCURRENCY, (fuzz) =>
      send(port, fuzz),
    );

    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
    expect(
      serverErrors.map(({ request, status }) => `${status} ${request.method} ${request.path.slice(0, 80)}`),
    ).toEqual([]);

    const posts = outcomes.filter((outcome) => outcome.request.method === "POST");
    const acknowledged = posts.filter(
      (outcome) => (outcome.status === 202 || outcome.status === 303) && !outcome.request.honeypot,
    );
    const ids = acknowledged
      .filter((outcome) => outcome.status === 202)
      .map((outcome) => (JSON.parse(outcome.body) as { id: string }).id);
    // The run means something only if it reached storage through both encodings and both forms.
    expect(ids.length).toBeGreaterThan(50);
    expect(acknowledged.some((outcome) => outcome.status === 303)).toBe(true);
    expect(outcomes.some((outcome) => outcome.status === 400)).toBe(true);

    const after = await storedCounts(app);
    const stored = after.contact - before.contact + (after.applications - before.applications);
    expect(stored).toBe(acknowledged.length);
    expect(after.outbox - before.outbox).toBe(acknowledged.length);
    const found = new Set([
      ...(await app.db.selectFrom("contact_messages").select("id").execute()).map((row) => row.id),
      ...(await app.db.selectFrom("job_applications").select("id").execute()).map((row) => row.id),
    ]);
    expect(ids.filter((id) => !found.has(id))).toEqual([]);
  }, 120_000);

  it(`survives ${RAW_REQUESTS} malformed requests on raw sockets, answering none with a 5xx`, async () => {
    const statuses = await inParallel(rawRequests(RAW_REQUESTS), CONCURRENCY, (raw) => sendRaw(port, raw));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.some((status) => status === 400)).toBe(true);
    // Still serving.
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  }, 120_000);
});
