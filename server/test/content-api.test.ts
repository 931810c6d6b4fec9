// The console's content API as editors and publishers use it: drafts that visitors never
// see, publishing that checks the whole site, history and rollback that never rewrite a
// version, a save against a colleague's newer version refused with what changed, hostile
// values refused field by field, roles enforced, and every change in the audit trail.

import {
  STAFF_API,
  staffApiPath,
  type AuditEntry,
  type ContentConflict,
  type ContentDocumentAnswer,
  type ContentList,
  type ContentVersion,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { publishedDocuments } from "../src/content/store.js";
import { FAQ, FIXTURE_DOCUMENTS, IDENTITY, seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { enrolledMember, staffApp, staffIdOfEmail, type StaffBrowser } from "./staff-helpers.js";

const faqPath = staffApiPath(STAFF_API.contentDocument, { type: "page", id: "faq" });
const identityPath = staffApiPath(STAFF_API.contentDocument, { type: "site", id: "identity" });
const path = (route: string, type: string, id: string) => staffApiPath(route, { type, id });

describe.each(ENGINES)("content API (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let publisher: StaffBrowser;
  let editor: StaffBrowser;
  let marketing: StaffBrowser;
  let publisherRef: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    await seedFixtureContent(app);
    publisher = await enrolledMember(app, "pia@example.com", "Pia Publisher", ["publisher"]);
    editor = await enrolledMember(app, "eddie@example.com", "Eddie Editor", ["editor"]);
    marketing = await enrolledMember(app, "max@example.com", "Max Marketing", ["marketing"]);
    publisherRef = `staff:${await staffIdOfEmail(app, "pia@example.com")}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const document = async (browser: StaffBrowser, url: string) => {
    const response = await browser.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ContentDocumentAnswer;
  };
  const visible = async (type: string, id: string) =>
    (await publishedDocuments(app.db)).find((d) => d.type === type && d.id === id)?.data;
  // The trail as an admin reads it (neither role here is one).
  const audit = async () => (await listAudit(app.db, { limit: 200 })).entries;

  it("lists every collection and document, published by the seed", async () => {
    const response = await editor.get(STAFF_API.content);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const list = response.json() as ContentList;
    expect(list.collections.map((c) => c.type)).toEqual([
      "site",
      "page",
      "solution",
      "project",
      "insight",
      "policy",
      "ovation",
      "opening",
    ]);
    expect(list.documents.map((d) => `${d.type}/${d.id}`)).toEqual(
      FIXTURE_DOCUMENTS.map((d) => `${d.type}/${d.id}`),
    );
    expect(list.documents[0]).toMatchObject({
      label: "Company name, phone, e-mail and address",
      state: "published",
      version: 1,
      updatedBy: "Server (content-seed)",
    });
    expect(list.documents[2]!.label).toBe("Instant Payments");
  });

  it("saves a draft that visitors never see, and the list says it changed", async () => {
    const before = await document(editor, identityPath);
    expect(before).toMatchObject({ version: 1, draft: null, published: IDENTITY });
    // The form the console builds: the document's schema, limits included.
    expect(before.form).toMatchObject({
      type: "object",
      additionalProperties: false,
      properties: { company: { type: "string", maxLength: 80 } },
    });
    const draft = { ...IDENTITY, phone: { display: "+91 427 299 9999", href: "tel:+914272999999" } };
    const saved = await editor.send("PUT", identityPath, { version: 1, data: draft });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ version: 2 });

    const after = await document(editor, identityPath);
    expect(after).toMatchObject({ version: 2, draft, published: IDENTITY, updatedBy: "Eddie Editor" });
    expect(await visible("site", "identity")).toEqual(IDENTITY);
    const listed = ((await editor.get(STAFF_API.content)).json() as ContentList).documents[0]!;
    expect(listed).toMatchObject({ state: "changed", version: 2, updatedBy: "Eddie Editor" });
  });

  it("refuses a save against an older version with the document as it is now and what differs", async () => {
    const stale = { ...IDENTITY, email: "sales@example.com" };
    const response = await publisher.send("PUT", identityPath, { version: 1, data: stale });
    expect(response.statusCode).toBe(409);
    const conflict = response.json() as ContentConflict;
    expect(conflict.errors[0]!.path).toBe("version");
    expect(conflict.current.version).toBe(2);
    expect(conflict.changed).toEqual(expect.arrayContaining(["phone.display", "phone.href", "email"]));
    expect((await document(editor, identityPath)).draft).toMatchObject({ email: IDENTITY.email });
  });

  it("refuses hostile values field by field and keeps the document as it was", async () => {
    const hostile = structuredClone(FAQ);
    hostile.items[0]!.answer = "";
    hostile.items[1]!.answer = `${"A very long sentence. ".repeat(5000)}`;
    hostile.items[2]!.question = "Is this\u0007 a bell?";
    hostile.items[3]!.answer = "An answer with a form feed\f inside. It has two sentences.";
    const response = await editor.send("PUT", faqPath, { version: 1, data: hostile });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string; message: string }[] }).errors.map(
      (error) => `${error.path}: ${error.message}`,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "items[0].answer: must not be empty",
        "items[1].answer: must be at most 10000 characters",
        "items[2].question: must not contain control characters",
        "items[3].answer: must not contain control characters",
      ]),
    );
    const unknownField = await editor.send("PUT", faqPath, { version: 1, data: { ...FAQ, extra: 1 } });
    expect(unknownField.statusCode).toBe(400);
    expect((await document(editor, faqPath)).version).toBe(1);

    // Markup is text like any other: stored as written, for the pages to escape.
    const markup = structuredClone(FAQ);
    markup.items[0]!.answer = "Use <script>alert(1)</script> safely. It has two sentences.";
    const saved = await editor.send("PUT", faqPath, { version: 1, data: markup });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await document(editor, faqPath)).draft as typeof FAQ).items[0]!.answer).toContain("<script>");
  });

  it("refuses what is not a save: no version, no data, a body too large, an unknown document", async () => {
    expect((await editor.send("PUT", faqPath, { data: FAQ })).statusCode).toBe(400);
    expect((await editor.send("PUT", faqPath, { version: "2", data: FAQ })).statusCode).toBe(400);
    expect((await editor.send("PUT", faqPath, { version: 2 })).statusCode).toBe(400);
    const huge = await editor.request({
      method: "PUT",
      url: faqPath,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ version: 2, data: { intro: "x".repeat(600 * 1024) } }),
    });
    expect(huge.statusCode).toBe(413);
    expect((await editor.get(path(STAFF_API.contentDocument, "page", "nope"))).statusCode).toBe(404);
    expect((await editor.get(path(STAFF_API.contentDocument, "nope", "faq"))).statusCode).toBe(404);
    expect(
      (await editor.send("PUT", path(STAFF_API.contentDocument, "page", "nope"), { version: 1, data: {} }))
        .statusCode,
    ).toBe(400);
    expect((await document(editor, faqPath)).version).toBe(2);
  });

  it("lets an editor save but never publish or roll back; other roles see nothing", async () => {
    const publish = await editor.post(path(STAFF_API.contentPublish, "site", "identity"), { version: 2 });
    expect(publish.statusCode).toBe(403);
    const rollback = await editor.post(path(STAFF_API.contentRollback, "site", "identity"), { version: 1 });
    expect(rollback.statusCode).toBe(403);
    for (const url of [STAFF_API.content, identityPath, path(STAFF_API.contentHistory, "site", "identity")])
      expect((await marketing.get(url)).statusCode, url).toBe(403);
    expect((await marketing.send("PUT", identityPath, { version: 2, data: IDENTITY })).statusCode).toBe(403);
    expect(await visible("site", "identity")).toEqual(IDENTITY);
  });

  it("publishes the draft as a new version with its author, time and note", async () => {
    const response = await publisher.post(path(STAFF_API.contentPublish, "site", "identity"), {
      version: 2,
      note: "New phone number",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 3 });
    const now = await document(editor, identityPath);
    expect(now).toMatchObject({ version: 3, draft: null });
    expect((now.published as typeof IDENTITY).phone.display).toBe("+91 427 299 9999");
    expect(((await visible("site", "identity")) as typeof IDENTITY).phone.display).toBe("+91 427 299 9999");

    const history = (
      await editor.get(path(STAFF_API.contentHistory, "site", "identity"))
    ).json() as ContentVersion[];
    expect(history.map((v) => [v.version, v.publishedBy, v.note, v.restores])).toEqual([
      [3, "Pia Publisher", "New phone number", null],
      [1, "Server (content-seed)", null, null],
    ]);
    const again = await publisher.post(path(STAFF_API.contentPublish, "site", "identity"), { version: 3 });
    expect(again.statusCode).toBe(409);
  });

  it("refuses to publish what would break the site elsewhere, and changes nothing", async () => {
    const url = path(STAFF_API.contentDocument, "solution", "onboarding");
    const current = await document(editor, url);
    const clash = structuredClone(current.published) as { entry: { name: string } };
    clash.entry.name = "Instant Payments";
    expect((await editor.send("PUT", url, { version: 1, data: clash })).statusCode).toBe(200);
    const response = await publisher.post(path(STAFF_API.contentPublish, "solution", "onboarding"), {
      version: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ path: "solutions[1]", message: 'duplicate solution name "Instant Payments"' }],
    });
    expect(await document(editor, url)).toMatchObject({ version: 2, draft: clash });
    expect(((await visible("solution", "onboarding")) as typeof clash).entry.name).toBe("Digital Onboarding");
  });

  it("rolls back by publishing an earlier version again, never rewriting history", async () => {
    const refused = [
      [3, "is the one visitors see already"],
      [2, "was never published"],
    ] as const;
    for (const [version, message] of refused) {
      const response = await publisher.post(path(STAFF_API.contentRollback, "site", "identity"), { version });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    const response = await publisher.post(path(STAFF_API.contentRollback, "site", "identity"), {
      version: 1,
      note: "The old number was right",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 4 });
    expect(await visible("site", "identity")).toEqual(IDENTITY);
    const history = (
      await editor.get(path(STAFF_API.contentHistory, "site", "identity"))
    ).json() as ContentVersion[];
    expect(history.map((v) => [v.version, v.restores])).toEqual([
      [4, 1],
      [3, null],
      [1, null],
    ]);
    // The database itself refuses to change a published version.
    await expect(
      sql`update content_versions set note = 'rewritten' where type = 'site' and version = 3`.execute(app.db),
    ).rejects.toThrow(/never changed/);
  });

  it("records every save, publish and rollback in the audit trail with the document and version", async () => {
    const entries = (await audit()).filter((entry) => entry.action.startsWith("content."));
    const summary = (entry: AuditEntry) => [entry.action, entry.subject, entry.details?.version];
    expect(entries.map(summary)).toEqual(
      expect.arrayContaining([
        ["content.save", "content site/identity", 2],
        ["content.publish", "content site/identity", 3],
        ["content.rollback", "content site/identity", 4],
        ["content.save", "content page/faq", 2],
      ]),
    );
    expect(entries.find((entry) => entry.action === "content.publish")).toMatchObject({
      actor: publisherRef,
      actorName: "Pia Publisher",
    });
    // A refused publish left nothing behind.
    expect(entries.filter((entry) => entry.action === "content.publish")).toHaveLength(1);
  });
});
