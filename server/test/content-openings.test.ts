// Job openings are HR's: an HR member, without the editor or publisher role, sees only the
// openings among the site's content, creates, publishes and closes (retires) them, and
// reaches no other document; editors and publishers keep every document. A closed
// opening's address is gone (410), not moved: the role is no longer offered.

import { STAFF_API, staffApiPath, type ContentDocumentAnswer, type ContentList } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { previewDocuments, publishedDocuments } from "../src/content/store.js";
import { FIXTURE_DOCUMENTS, seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { enrolledMember, staffApp, type StaffBrowser } from "./staff-helpers.js";

const path = (route: string, type: string, id: string) => staffApiPath(route, { type, id });

describe.each(ENGINES)("job openings kept by HR (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let hr: StaffBrowser;
  let editor: StaffBrowser;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    await seedFixtureContent(app, FIXTURE_DOCUMENTS);
    hr = await enrolledMember(app, "hana@example.com", "Hana HR", ["hr"]);
    editor = await enrolledMember(app, "eddie@example.com", "Eddie Editor", ["editor"]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  it("shows HR the openings alone, and editors every document", async () => {
    const mine = (await hr.get(STAFF_API.content)).json() as ContentList;
    expect(mine.collections.map((c) => c.type)).toEqual(["opening"]);
    expect(mine.collections[0]!.newItem?.address).toBe("/Careers/{id}");
    expect(mine.documents).toEqual([]);
    const all = (await editor.get(STAFF_API.content)).json() as ContentList;
    expect(all.collections.map((c) => c.type)).toContain("opening");
    expect(all.collections.map((c) => c.type)).toContain("solution");
  });

  it("lets HR preview the openings' drafts, and no one else's", async () => {
    const created = await hr.post(STAFF_API.contentDocuments, {
      type: "opening",
      id: "tester",
      name: "Software Tester",
    });
    expect(created.statusCode, created.body).toBe(201);
    const solution = (await editor.get(path(STAFF_API.contentDocument, "solution", "payments"))).json() as {
      version: number;
      published: { entry: object; text: object };
    };
    const draft = {
      ...solution.published,
      entry: { ...solution.published.entry, name: "Unpublished Payments" },
    };
    const saved = await editor.send("PUT", path(STAFF_API.contentDocument, "solution", "payments"), {
      version: solution.version,
      data: draft,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const names = (documents: readonly { type: string; data: unknown }[]) =>
      documents
        .map((d) => (d.data as { entry?: { name?: string; title?: string } }).entry)
        .flatMap((e) => (e === undefined ? [] : [e.name ?? e.title]));
    // As HR's preview reads the content: the opening's draft, not the editor's.
    const asHr = names(await previewDocuments(app.db, (type) => type === "opening"));
    expect(asHr).toContain("Software Tester");
    expect(asHr).not.toContain("Unpublished Payments");
    expect(names(await previewDocuments(app.db))).toContain("Unpublished Payments");
    // The preview is HR's to open (the fixture's content is not a whole site: 503, not 403).
    expect((await hr.get("/staff/preview/Careers/tester")).statusCode).toBe(503);
  });

  it("lets HR create, publish and close an opening, and reach nothing else", async () => {
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
    expect((await publishedDocuments(app.db)).some((d) => d.type === "opening")).toBe(true);

    // Nothing else of the content is HR's.
    expect((await hr.get(path(STAFF_API.contentDocument, "solution", "payments"))).statusCode).toBe(403);
    expect((await hr.get(path(STAFF_API.contentHistory, "site", "identity"))).statusCode).toBe(403);
    const solution = await hr.post(STAFF_API.contentDocuments, {
      type: "solution",
      id: "loans",
      name: "Loans",
    });
    expect(solution.statusCode).toBe(403);
    expect(
      (await hr.post(path(STAFF_API.contentPublish, "solution", "payments"), { version: 1 })).statusCode,
    ).toBe(403);
    // An editor saves drafts of openings too, but publishes none.
    const version = (published.json() as { version: number }).version;
    expect(
      (await editor.post(path(STAFF_API.contentRetire, "opening", "java-developer"), { version })).statusCode,
    ).toBe(403);

    const preview = (await hr.get(path(STAFF_API.contentRetire, "opening", "java-developer"))).json() as {
      addresses: unknown;
    };
    expect(preview.addresses).toEqual([{ from: "/Careers/java-developer", to: null }]);
    const closed = await hr.post(path(STAFF_API.contentRetire, "opening", "java-developer"), { version });
    expect(closed.statusCode, closed.body).toBe(200);
    const gone = await app.db
      .selectFrom("address_redirects")
      .select(["address", "target"])
      .where("address", "=", "/careers/java-developer")
      .executeTakeFirst();
    expect(gone).toEqual({ address: "/careers/java-developer", target: null });
    const actions = (await listAudit(app.db, { limit: 50 })).entries
      .filter((entry) => entry.subject === "content opening/java-developer")
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual(["content.create", "content.publish", "content.retire"]);
  });
});
