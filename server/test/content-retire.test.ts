// Addresses are kept: a publish that renames an item's page leaves its old address leading
// to the new one, forever and in one hop however often it moves again; retiring an item
// takes it off the site (its history kept, never edited again) and leaves its addresses
// leading to its kind's list, or gone (410) where no list fits. Publishers alone retire,
// after being told what it does; every retirement is in the audit trail. A draft never
// published is deleted instead, its address free again.

import {
  STAFF_API,
  staffApiPath,
  type ContentList,
  type ContentRetirement,
  type FieldError,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { publishedDocuments } from "../src/content/store.js";
import { BRBS, FIXTURE_DOCUMENTS, seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { enrolledMember, staffApp, type StaffBrowser } from "./staff-helpers.js";

const path = (route: string, type: string, id: string) => staffApiPath(route, { type, id });

describe.each(ENGINES)("keeping addresses and retiring items (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffBrowser;
  let publisher: StaffBrowser;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    await seedFixtureContent(app, [...FIXTURE_DOCUMENTS, BRBS]);
    editor = await enrolledMember(app, "eddie@example.com", "Eddie Editor", ["editor"]);
    publisher = await enrolledMember(app, "pia@example.com", "Pia Publisher", ["publisher"]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const redirects = async () =>
    Object.fromEntries(
      (await app.db.selectFrom("address_redirects").select(["address", "target"]).execute()).map((row) => [
        row.address,
        row.target,
      ]),
    );
  const versionOf = async (browser: StaffBrowser, type: string, id: string) =>
    (
      (await browser.get(path(STAFF_API.contentDocument, type, id))).json() as {
        version: number;
      }
    ).version;
  /** Saves `entry` as the solution's draft and publishes it. */
  const publishEntry = async (id: string, change: Record<string, unknown>) => {
    const current = (await publisher.get(path(STAFF_API.contentDocument, "solution", id))).json() as {
      version: number;
      published: { entry: object; text: object };
    };
    const data = { ...current.published, entry: { ...current.published.entry, ...change } };
    const saved = await publisher.send("PUT", path(STAFF_API.contentDocument, "solution", id), {
      version: current.version,
      data,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await publisher.post(path(STAFF_API.contentPublish, "solution", id), {
      version: (saved.json() as { version: number }).version,
    });
    expect(published.statusCode, published.body).toBe(200);
  };
  const errorsOf = (response: { json(): unknown }) =>
    (response.json() as { errors: FieldError[] }).errors.map((error) => error.message);

  it("keeps a renamed page's address leading to the new one, in one hop however often it moves", async () => {
    await publishEntry("payments", { page: "Payments" });
    expect(await redirects()).toEqual({});
    await publishEntry("payments", { page: "Instant-Payments", detailsId: "instant-payments" });
    expect(await redirects()).toEqual({
      "/payments": "/Instant-Payments",
      "/solution-details/payments": "/solution-details/instant-payments",
    });
    await publishEntry("payments", { page: "Faster-Payments" });
    // The first address leads straight to the newest, not through the one in between.
    expect(await redirects()).toEqual({
      "/payments": "/Faster-Payments",
      "/instant-payments": "/Faster-Payments",
      "/solution-details/payments": "/solution-details/instant-payments",
    });
    // An address a page takes again is a page, not a redirect.
    await publishEntry("payments", { page: "Payments" });
    expect((await redirects())["/payments"]).toBeUndefined();
    expect((await redirects())["/faster-payments"]).toBe("/Payments");
    expect((await redirects())["/instant-payments"]).toBe("/Payments");
  });

  it("tells a publisher what retiring an item does, before it does", async () => {
    const answer = await publisher.get(path(STAFF_API.contentRetire, "project", "BRBS"));
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as ContentRetirement).addresses).toEqual([
      { from: "/BRBS", to: "/project-page" },
      { from: "/project-details/BRBS", to: "/project-page" },
    ]);
    // Only publishers retire, and ask what it would do.
    expect((await editor.get(path(STAFF_API.contentRetire, "project", "BRBS"))).statusCode).toBe(403);
    const refused = await editor.post(path(STAFF_API.contentRetire, "project", "BRBS"), {
      version: await versionOf(editor, "project", "BRBS"),
    });
    expect(refused.statusCode).toBe(403);
    expect((await publishedDocuments(app.db)).some((d) => d.id === "BRBS")).toBe(true);
  });

  it("retires an item: off the site, its addresses leading to its list, its history kept, in the audit trail", async () => {
    const version = await versionOf(publisher, "project", "BRBS");
    const stale = await publisher.post(path(STAFF_API.contentRetire, "project", "BRBS"), {
      version: version + 5,
    });
    expect(stale.statusCode).toBe(409);
    const retired = await publisher.post(path(STAFF_API.contentRetire, "project", "BRBS"), {
      version,
      note: "The client's contract ended",
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toEqual({ version: version + 1 });

    expect((await publishedDocuments(app.db)).some((d) => d.id === "BRBS")).toBe(false);
    expect(await redirects()).toMatchObject({
      "/brbs": "/project-page",
      "/project-details/brbs": "/project-page",
    });
    const list = (await publisher.get(STAFF_API.content)).json() as ContentList;
    expect(list.documents.find((d) => d.id === "BRBS")?.state).toBe("retired");
    const history = await publisher.get(path(STAFF_API.contentHistory, "project", "BRBS"));
    expect((history.json() as unknown[]).length).toBeGreaterThan(0);
    const entries = (await listAudit(app.db, { limit: 200 })).entries;
    expect(entries.find((entry) => entry.action === "content.retire")).toMatchObject({
      subject: "content project/BRBS",
    });

    // Never edited again, nor retired twice.
    const saved = await publisher.send("PUT", path(STAFF_API.contentDocument, "project", "BRBS"), {
      version: version + 1,
      data: BRBS.data,
    });
    expect(saved.statusCode).toBe(409);
    expect(errorsOf(saved)[0]).toMatch(/retired/);
    const again = await publisher.post(path(STAFF_API.contentRetire, "project", "BRBS"), {
      version: version + 1,
    });
    expect(again.statusCode).toBe(409);
    // Its addresses stay taken: a new item cannot have them.
    const taken = await publisher.post(STAFF_API.contentDocuments, {
      type: "solution",
      id: "brbs",
      name: "Another",
    });
    expect(taken.statusCode).toBe(400);
  });

  it("names, before retiring, the older addresses that lead to the item's pages now", async () => {
    const answer = (
      await publisher.get(path(STAFF_API.contentRetire, "solution", "payments"))
    ).json() as ContentRetirement;
    expect(answer.addresses).toEqual([
      { from: "/Payments", to: "/solution-page" },
      { from: "/solution-details/instant-payments", to: "/solution-page" },
      { from: "/faster-payments", to: "/solution-page" },
      { from: "/instant-payments", to: "/solution-page" },
      { from: "/solution-details/payments", to: "/solution-page" },
    ]);
  });

  it("refuses to retire a document that is part of the site itself, or one the site needs", async () => {
    const identity = await publisher.post(path(STAFF_API.contentRetire, "site", "identity"), {
      version: await versionOf(publisher, "site", "identity"),
    });
    expect(identity.statusCode).toBe(400);
    expect(errorsOf(identity)[0]).toMatch(/Only an item of a collection/);
  });

  it("deletes a draft never published, and frees its address", async () => {
    const created = await editor.post(STAFF_API.contentDocuments, {
      type: "solution",
      id: "loans",
      name: "Loans",
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = (
      await publisher.get(path(STAFF_API.contentRetire, "solution", "loans"))
    ).json() as ContentRetirement;
    expect(answer.addresses).toEqual([]);
    const deleted = await publisher.post(path(STAFF_API.contentRetire, "solution", "loans"), { version: 1 });
    expect(deleted.json()).toEqual({ version: 0 });
    expect((await publisher.get(path(STAFF_API.contentDocument, "solution", "loans"))).statusCode).toBe(404);
    expect((await redirects())["/loans"]).toBeUndefined();
    const again = await editor.post(STAFF_API.contentDocuments, {
      type: "solution",
      id: "loans",
      name: "Loans",
    });
    expect(again.statusCode).toBe(201);
  });
});
