// Changes scheduled ahead, made by the server when their time comes: a publisher's draft
// published at its go-live and an item retired when it expires, each once, by one of two
// instances sharing the database (both schedulers running), in the audit trail as the
// server's on behalf of the member; a job opening retired by itself once its closing date
// has ended; a change the content refuses kept with its reason and not tried again; times
// in the past and members who may not publish the document refused; cancelling. The
// schedulers' clock is moved instead of waiting for the time to come.

import {
  STAFF_API,
  staffApiPath,
  type AuditEntry,
  type ContentDocumentAnswer,
  type ContentList,
  type ContentSchedule,
  type FieldError,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { publishedDocuments, readDocument } from "../src/content/store.js";
import { parseScheduleTime } from "../src/staff/schedule-routes.js";
import { BRBS, FIXTURE_DOCUMENTS, seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { enrolledMember, staffApp, staffIdOfEmail, type StaffBrowser } from "./staff-helpers.js";

const path = (route: string, type: string, id: string) => staffApiPath(route, { type, id });
const schedulePath = (type: string, id: string) => path(STAFF_API.contentSchedule, type, id);

// Each instance looks for what is due this often.
const INTERVAL_MS = 400;
const HOUR = 3_600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers true (every 20 ms), for at most `timeoutMs`; answers how long it took. */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not so within ${timeoutMs} ms`);
    await sleep(20);
  }
  return Date.now() - start;
}

describe("a scheduled time as a request sends it", () => {
  it("takes a real date and time with its offset, as UTC", () => {
    expect(parseScheduleTime("2026-05-01T09:00+05:30")).toBe("2026-05-01T03:30:00.000Z");
    expect(parseScheduleTime("2026-05-01T03:30:00.000Z")).toBe("2026-05-01T03:30:00.000Z");
    expect(parseScheduleTime("2028-02-29T23:59:59-01:00")).toBe("2028-03-01T00:59:59.000Z");
  });
  it("refuses what is not one: no offset, a day the month lacks, out-of-range parts, a huge text", () => {
    for (const value of [
      "2026-05-01T09:00",
      "2026-05-01",
      "2026-02-30T09:00+05:30",
      "2026-04-31T09:00Z",
      "2026-13-01T09:00Z",
      "2026-05-01T24:00Z",
      "2026-05-01T09:60Z",
      "2026-05-01T09:00+15:00",
      "tomorrow at nine",
      `2026-05-01T09:00${"0".repeat(10_000)}Z`,
    ])
      expect(parseScheduleTime(value), value).toBeUndefined();
  });
});

describe.each(ENGINES)("scheduled publishing and retiring (%s)", (engine) => {
  let database: TestDatabase;
  // Two instances on one database, as production runs them; members use the first.
  let first: FastifyInstance;
  let second: FastifyInstance;
  let publisher: StaffBrowser;
  let editor: StaffBrowser;
  let hr: StaffBrowser;
  let publisherRef: string;
  // The schedulers' clock: the system's, moved on by the tests.
  let ahead = 0;
  const clock = () => new Date(Date.now() + ahead);

  // Short leases and retries: two instances in one process on SQLite wait on each other's
  // transactions with the event loop blocked, so one of them may fail a pass now and then.
  const instance = () =>
    staffApp(
      database,
      {},
      { content: { schedule: { now: clock, intervalMs: INTERVAL_MS, leaseMs: 3_000, retryMs: 500 } } },
    );

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    first = instance();
    await first.ready();
    second = instance();
    await second.ready();
    await seedFixtureContent(first, [...FIXTURE_DOCUMENTS, BRBS]);
    publisher = await enrolledMember(first, "pia@example.com", "Pia Publisher", ["publisher"]);
    editor = await enrolledMember(first, "eddie@example.com", "Eddie Editor", ["editor"]);
    hr = await enrolledMember(first, "hana@example.com", "Hana HR", ["hr"]);
    publisherRef = `staff:${await staffIdOfEmail(first, "pia@example.com")}`;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.remove();
  });
  afterEach(() => {
    ahead = 0;
  });

  const audit = async (): Promise<AuditEntry[]> => (await listAudit(first.db, { limit: 500 })).entries;
  const errorsOf = (response: { json(): unknown }) => (response.json() as { errors: FieldError[] }).errors;
  const documentOf = async (browser: StaffBrowser, type: string, id: string) => {
    const response = await browser.get(path(STAFF_API.contentDocument, type, id));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ContentDocumentAnswer;
  };
  /** Saves a draft of the solution with a new summary (made long enough for a card); answers its version. */
  const saveDraft = async (id: string, summary: string) => {
    const current = await documentOf(publisher, "solution", id);
    const data = current.draft ?? current.published;
    const saved = await publisher.send("PUT", path(STAFF_API.contentDocument, "solution", id), {
      version: current.version,
      data: {
        ...(data as object),
        entry: { ...(data as { entry: object }).entry, summary: `${summary} Described in one sentence.` },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return (saved.json() as { version: number }).version;
  };
  const summaryVisitorsSee = async (id: string) =>
    (
      (await publishedDocuments(first.db)).find((d) => d.type === "solution" && d.id === id)?.data as {
        entry: { summary: string };
      }
    ).entry.summary;
  const rows = () => first.db.selectFrom("content_schedule").selectAll().execute();

  it("publishes a scheduled draft once, within an interval of its time, as the server on the member's behalf", async () => {
    const draftVersion = await saveDraft("payments", "Instant payments, published at nine in the morning.");
    const at = new Date(Date.now() + HOUR);
    const set = await publisher.send("PUT", schedulePath("solution", "payments"), {
      publishAt: at.toISOString(),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      publish: { action: "publish", at: at.toISOString(), setBy: "Pia Publisher", version: draftVersion },
      retire: null,
      closesAt: null,
    } satisfies Partial<Record<keyof ContentSchedule, unknown>>);
    // An editor reads it; the trail has who set it.
    expect((await editor.get(schedulePath("solution", "payments"))).json()).toEqual(set.json());
    expect((await audit()).find((entry) => entry.action === "content.schedule")).toMatchObject({
      actor: publisherRef,
      subject: "content solution/payments",
      details: { publishAt: at.toISOString(), draftVersion },
    });

    // Not before its time.
    await sleep(3 * INTERVAL_MS);
    expect(await summaryVisitorsSee("payments")).not.toMatch(/nine in the morning/);

    ahead = at.getTime() - Date.now() + 1;
    const took = await until(async () => /nine in the morning/.test(await summaryVisitorsSee("payments")));
    // A pass every interval on each instance; the publish itself takes a moment more.
    expect(took).toBeLessThan(INTERVAL_MS + 3_000);
    await until(async () => (await rows()).length === 0);
    // Both schedulers go on passing: it stays done once.
    await sleep(3 * INTERVAL_MS);
    const publishes = (await audit()).filter(
      (entry) => entry.action === "content.publish" && entry.subject === "content solution/payments",
    );
    expect(publishes).toHaveLength(1);
    expect(publishes[0]).toMatchObject({
      actor: "server:schedule",
      actorName: "Server (schedule)",
      address: null,
      details: { version: draftVersion + 1, draftVersion, onBehalfOf: publisherRef, dueAt: at.toISOString() },
    });
    const document = await readDocument(first.db, "solution", "payments");
    expect(document).toMatchObject({ version: draftVersion + 1, publishedVersion: draftVersion + 1 });
    expect(document?.draft).toBeNull();
    expect((await publisher.get(schedulePath("solution", "payments"))).json()).toMatchObject({
      publish: null,
    });
  });

  // On PostgreSQL, where instances really run at once. Two SQLite connections in one test
  // process would block each other's event loop (the driver waits synchronously for the
  // other's lock); SQLite's instances are processes, whose claims it runs one at a time.
  // Registered for PostgreSQL alone (not skipped on SQLite: there is nothing to race).
  const onPostgres = (name: string, test: () => Promise<void>, timeout?: number) => {
    if (engine === "postgres") it(name, test, timeout);
  };
  onPostgres("makes each due change once when both instances pass at the same moment", async () => {
    const versions = {
      payments: await saveDraft("payments", "Instant payments, raced by two servers."),
      onboarding: await saveDraft("onboarding", "Digital onboarding, raced by two servers."),
    };
    const at = new Date(Date.now() + HOUR).toISOString();
    for (const id of Object.keys(versions))
      expect((await publisher.send("PUT", schedulePath("solution", id), { publishAt: at })).statusCode).toBe(
        200,
      );
    ahead = 2 * HOUR;
    await Promise.all([
      first.contentSchedule.runDue(),
      second.contentSchedule.runDue(),
      first.contentSchedule.runDue(),
    ]);
    await until(async () => (await rows()).length === 0);
    for (const [id, version] of Object.entries(versions)) {
      const entries = (await audit()).filter(
        (entry) =>
          entry.action === "content.publish" &&
          entry.subject === `content solution/${id}` &&
          (entry.details as { draftVersion?: number }).draftVersion === version,
      );
      expect(entries, id).toHaveLength(1);
      expect(await readDocument(first.db, "solution", id)).toMatchObject({ publishedVersion: version + 1 });
    }
  });

  it("keeps a publish whose draft changed since, with the reason, and does not try it again", async () => {
    await saveDraft("payments", "Instant payments, the draft as it was scheduled.");
    const at = new Date(Date.now() + HOUR).toISOString();
    expect(
      (await publisher.send("PUT", schedulePath("solution", "payments"), { publishAt: at })).statusCode,
    ).toBe(200);
    // A colleague's unfinished edit is not what the publisher scheduled.
    const changed = await saveDraft("payments", "Instant payments, half written by a colleague.");
    ahead = 2 * HOUR;
    await until(async () => (await rows()).some((row) => Number(row.stopped) === 1));
    const schedule = (await publisher.get(schedulePath("solution", "payments"))).json() as ContentSchedule;
    expect(schedule.publish?.failure).toMatchObject({ willRetry: false });
    expect(schedule.publish?.failure?.reason).toMatch(/draft changed after this publish was scheduled/);
    expect(await summaryVisitorsSee("payments")).not.toMatch(/half written|as it was scheduled/);
    await sleep(3 * INTERVAL_MS);
    const failures = (await audit()).filter((entry) => entry.action === "content.schedule-failed");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      actor: "server:schedule",
      subject: "content solution/payments",
      details: { action: "publish", onBehalfOf: publisherRef },
    });

    // Scheduled again, it takes the draft as it is now, and the failure is forgotten.
    ahead = 0;
    const again = await publisher.send("PUT", schedulePath("solution", "payments"), {
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(again.json()).toMatchObject({ publish: { version: changed, failure: null } });
    const cancelled = await publisher.send(
      "DELETE",
      `${schedulePath("solution", "payments")}?action=publish`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ publish: null, retire: null });
    expect(await rows()).toEqual([]);
    expect((await audit()).find((entry) => entry.action === "content.schedule-cancel")).toMatchObject({
      actor: publisherRef,
      subject: "content solution/payments",
      details: { cancelled: ["publish"] },
    });
  });

  it("has nothing left to do for a draft published by hand before its time", async () => {
    const version = await saveDraft("payments", "Instant payments, published by hand before nine.");
    expect(
      (
        await publisher.send("PUT", schedulePath("solution", "payments"), {
          publishAt: new Date(Date.now() + HOUR).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    const byHand = await publisher.post(path(STAFF_API.contentPublish, "solution", "payments"), { version });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const failures = (await audit()).filter((entry) => entry.action === "content.schedule-failed").length;
    ahead = 2 * HOUR;
    await until(async () => (await rows()).length === 0);
    expect((await audit()).filter((entry) => entry.action === "content.schedule-failed")).toHaveLength(
      failures,
    );
    expect(await readDocument(first.db, "solution", "payments")).toMatchObject({
      publishedVersion: version + 1,
    });
  });

  it("does not act for a member who no longer publishes the document", async () => {
    const staffId = publisherRef.slice("staff:".length);
    await saveDraft("onboarding", "Digital onboarding, scheduled by a former publisher.");
    const at = new Date(Date.now() + HOUR).toISOString();
    expect(
      (await publisher.send("PUT", schedulePath("solution", "onboarding"), { publishAt: at })).statusCode,
    ).toBe(200);
    await first.db.updateTable("staff").set({ roles: "editor" }).where("id", "=", staffId).execute();
    try {
      ahead = 2 * HOUR;
      await until(async () => (await rows()).some((row) => Number(row.stopped) === 1));
      const schedule = (await editor.get(schedulePath("solution", "onboarding"))).json() as ContentSchedule;
      expect(schedule.publish?.failure?.reason).toMatch(/no longer publishes this document/);
    } finally {
      await first.db.updateTable("staff").set({ roles: "publisher" }).where("id", "=", staffId).execute();
    }
    expect((await publisher.send("DELETE", schedulePath("solution", "onboarding"))).statusCode).toBe(200);
  });

  it("retires an item at its scheduled time: off the site, its addresses leading on", async () => {
    const at = new Date(Date.now() + HOUR).toISOString();
    const set = await publisher.send("PUT", schedulePath("project", "BRBS"), {
      retireAt: at,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ publish: null, retire: { action: "retire", at, version: null } });
    ahead = HOUR + 1_000;
    await until(async () => (await readDocument(first.db, "project", "BRBS"))?.retiredAt != null);
    expect((await publishedDocuments(first.db)).some((d) => d.id === "BRBS")).toBe(false);
    const moved = await first.db
      .selectFrom("address_redirects")
      .select("target")
      .where("address", "=", "/brbs")
      .executeTakeFirst();
    expect(moved?.target).toBe("/project-page");
    await until(async () => (await rows()).length === 0);
    const retirements = (await audit()).filter((entry) => entry.action === "content.retire");
    expect(retirements).toHaveLength(1);
    expect(retirements[0]).toMatchObject({
      actor: "server:schedule",
      subject: "content project/BRBS",
      details: { onBehalfOf: publisherRef, dueAt: at },
    });
    // A retired item has nothing left to schedule.
    const after = await publisher.send("PUT", schedulePath("project", "BRBS"), {
      retireAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect(after.statusCode).toBe(409);
  });

  it("refuses a time that has passed or is not one, and what the server could not do then", async () => {
    const url = schedulePath("solution", "onboarding");
    const past = await publisher.send("PUT", url, { publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(errorsOf(past)).toEqual([{ path: "publishAt", message: expect.stringMatching(/has passed/) }]);
    const bad = await publisher.send("PUT", url, { publishAt: "2031-02-30T09:00+05:30", retireAt: 9 });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad).map((error) => error.path)).toEqual(["publishAt", "retireAt"]);
    const tooFar = await publisher.send("PUT", url, { retireAt: "2999-01-01T00:00Z" });
    expect(tooFar.statusCode).toBe(400);
    expect((await publisher.send("PUT", url, {})).statusCode).toBe(400);

    const soon = new Date(Date.now() + HOUR).toISOString();
    // Published with no draft: nothing to publish.
    const noDraft = await publisher.send("PUT", schedulePath("site", "identity"), { publishAt: soon });
    expect(noDraft.statusCode).toBe(400);
    expect(errorsOf(noDraft)[0]).toMatchObject({
      path: "publishAt",
      message: expect.stringMatching(/no draft/),
    });
    // Not an item: never retired.
    const identity = await publisher.send("PUT", schedulePath("site", "identity"), { retireAt: soon });
    expect(identity.statusCode).toBe(400);
    expect(errorsOf(identity)[0]?.path).toBe("retireAt");

    // A new item, never published: retired only after a publish scheduled before.
    const created = await editor.post(STAFF_API.contentDocuments, {
      type: "solution",
      id: "loans",
      name: "Loans",
    });
    expect(created.statusCode, created.body).toBe(201);
    const loans = schedulePath("solution", "loans");
    const unpublished = await publisher.send("PUT", loans, { retireAt: soon });
    expect(unpublished.statusCode).toBe(400);
    expect(errorsOf(unpublished)[0]).toMatchObject({
      path: "retireAt",
      message: expect.stringMatching(/not published, nor scheduled to be/),
    });
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    const inOrder = await publisher.send("PUT", loans, { retireAt: soon, publishAt: later });
    expect(inOrder.statusCode).toBe(400);
    expect(errorsOf(inOrder)[0]?.message).toMatch(/retired before the draft is published/);
    const both = await publisher.send("PUT", loans, { publishAt: soon, retireAt: later });
    expect(both.statusCode, both.body).toBe(200);
    // Cancelling the publish would leave a retirement of nothing.
    const orphan = await publisher.send("PUT", loans, { publishAt: null });
    expect(orphan.statusCode).toBe(400);
    expect(errorsOf(orphan)[0]?.path).toBe("publishAt");
    const cancelled = await publisher.send("DELETE", loans);
    expect(cancelled.json()).toEqual({ publish: null, retire: null, closesAt: null });
    expect(await rows()).toEqual([]);
  });

  it("lets only those who publish the document schedule it, from the console, signed in", async () => {
    const url = schedulePath("solution", "onboarding");
    const body = { retireAt: new Date(Date.now() + HOUR).toISOString() };
    expect((await editor.send("PUT", url, body)).statusCode).toBe(403);
    expect((await editor.send("DELETE", url)).statusCode).toBe(403);
    // HR keeps the job openings alone.
    expect((await hr.get(url)).statusCode).toBe(403);
    expect((await hr.send("PUT", url, body)).statusCode).toBe(403);
    const marketing = await enrolledMember(first, "max@example.com", "Max Marketing", ["marketing"]);
    expect((await marketing.get(url)).statusCode).toBe(403);
    // Without the XSRF header, or signed out.
    expect((await publisher.request({ method: "PUT", url, payload: body, xsrf: false })).statusCode).toBe(
      403,
    );
    expect((await first.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await publisher.get(schedulePath("solution", "nothing"))).statusCode).toBe(404);
    expect((await publisher.get(schedulePath("nonsense", "x"))).statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it("retires a job opening by itself once its closing date has ended, once", async () => {
    const created = await hr.post(STAFF_API.contentDocuments, {
      type: "opening",
      id: "java-developer",
      name: "Java Developer",
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as ContentDocumentAnswer;
    const published = await hr.post(path(STAFF_API.contentPublish, "opening", "java-developer"), {
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const closes = (draft.draft as { entry: { closes: string } }).entry.closes;
    const [day, month, year] = closes.split("-");
    // The end of its closing date in India.
    const closing = Date.parse(`${year}-${month}-${day}T23:59:59+05:30`);
    const schedule = (await hr.get(schedulePath("opening", "java-developer"))).json() as ContentSchedule;
    expect(schedule).toEqual({ publish: null, retire: null, closesAt: new Date(closing).toISOString() });

    // Open until then.
    ahead = closing - Date.now() - 60_000;
    await sleep(3 * INTERVAL_MS);
    expect((await readDocument(first.db, "opening", "java-developer"))?.retiredAt).toBeNull();

    ahead = closing - Date.now() + 2_000;
    await until(async () => (await readDocument(first.db, "opening", "java-developer"))?.retiredAt != null);
    const list = (await hr.get(STAFF_API.content)).json() as ContentList;
    expect(list.documents.find((d) => d.id === "java-developer")?.state).toBe("retired");
    const gone = await first.db
      .selectFrom("address_redirects")
      .select("target")
      .where("address", "=", "/careers/java-developer")
      .executeTakeFirst();
    expect(gone).toEqual({ target: null });
    await sleep(3 * INTERVAL_MS);
    expect(await rows()).toEqual([]);
    const closings = (await audit()).filter((entry) => entry.subject === "content opening/java-developer");
    expect(closings.filter((entry) => entry.action === "content.retire")).toEqual([
      expect.objectContaining({
        actor: "server:openings",
        address: null,
        details: expect.objectContaining({ dueAt: new Date(closing).toISOString() }),
      }),
    ]);
  });
});
