// A new item of a collection, created from the console as a draft: visitors see nothing
// of it until it is published; its id must pass its collection's rule and its addresses
// be free (none the site keeps, none another document takes, published or in a draft,
// whatever the case); roles and the XSRF token are enforced; every creation is in the
// audit trail. A publish checks the addresses of the whole site again.

import {
  STAFF_API,
  staffApiPath,
  type ContentDocumentAnswer,
  type ContentList,
  type FieldError,
} from "@site/contracts";
import { siteContentOf, type ContentDocument } from "@site/contracts/content";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { previewDocuments, publishedDocuments } from "../src/content/store.js";
import { BRBS, FIXTURE_DOCUMENTS, seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { enrolledMember, staffApp, staffIdOfEmail, type StaffBrowser } from "./staff-helpers.js";

const documentPath = (type: string, id: string) => staffApiPath(STAFF_API.contentDocument, { type, id });

describe.each(ENGINES)("creating a new item (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffBrowser;
  let publisher: StaffBrowser;
  let marketing: StaffBrowser;
  let editorRef: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    await seedFixtureContent(app, [...FIXTURE_DOCUMENTS, BRBS]);
    editor = await enrolledMember(app, "eddie@example.com", "Eddie Editor", ["editor"]);
    publisher = await enrolledMember(app, "pia@example.com", "Pia Publisher", ["publisher"]);
    marketing = await enrolledMember(app, "max@example.com", "Max Marketing", ["marketing"]);
    editorRef = `staff:${await staffIdOfEmail(app, "eddie@example.com")}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const create = (browser: StaffBrowser, body: unknown) => browser.post(STAFF_API.contentDocuments, body);
  /** The refusal's errors as `path: message`. */
  const errorsOf = (response: { json(): unknown }) =>
    (response.json() as { errors: FieldError[] }).errors.map((error) => `${error.path}: ${error.message}`);
  const count = async () =>
    Number(
      (
        await app.db
          .selectFrom("content_documents")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const has = (documents: readonly ContentDocument[], type: string, id: string) =>
    documents.some((document) => document.type === type && document.id === id);

  it("offers a new item for each collection of items, with its id's rule told", async () => {
    const list = (await editor.get(STAFF_API.content)).json() as ContentList;
    const offered = list.collections.filter((c) => c.newItem !== undefined).map((c) => c.type);
    expect(offered).toEqual(["solution", "project", "insight", "policy", "ovation", "opening"]);
    expect(list.collections.find((c) => c.type === "solution")!.newItem).toMatchObject({
      noun: "solution",
      idMaxLength: 60,
      address: "/{id}",
    });
  });

  it("creates a solution as a draft that visitors never see, last in its collection", async () => {
    const response = await create(editor, { type: "solution", id: "loans", name: "Loan Origination" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const answer = response.json() as ContentDocumentAnswer;
    expect(answer).toMatchObject({
      type: "solution",
      id: "loans",
      label: "Loan Origination",
      version: 1,
      published: null,
      updatedBy: "Eddie Editor",
      pages: [],
    });
    expect(answer.draft).toMatchObject({
      entry: { key: "loans", name: "Loan Origination", page: "loans" },
      text: { description: [expect.stringContaining("Loan Origination") as unknown, expect.any(String)] },
    });
    expect(answer.form).toMatchObject({ type: "object" });
    // What the editor loads is what the answer said.
    expect((await editor.get(documentPath("solution", "loans"))).json()).toEqual(answer);

    const list = (await editor.get(STAFF_API.content)).json() as ContentList;
    const solutions = list.documents.filter((d) => d.type === "solution");
    expect(solutions.map((d) => [d.id, d.state])).toEqual([
      ["payments", "published"],
      ["onboarding", "published"],
      ["loans", "draft"],
    ]);
    expect(has(await publishedDocuments(app.db), "solution", "loans")).toBe(false);
    const preview = await previewDocuments(app.db);
    expect(has(preview, "solution", "loans")).toBe(true);
    expect(siteContentOf(preview).solutions?.map((s) => s.key)).toEqual(["payments", "onboarding", "loans"]);
  });

  it("records the creation in the audit trail", async () => {
    const entries = (await listAudit(app.db, { limit: 200 })).entries;
    const created = entries.filter((entry) => entry.action === "content.create");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      actor: editorRef,
      actorName: "Eddie Editor",
      subject: "content solution/loans",
      details: { version: 1 },
    });
  });

  it("gives a new ovation the site's project, and creates every kind of item", async () => {
    for (const [type, id] of [
      ["project", "NEWP"],
      ["insight", "market-outlook"],
      ["policy", "Doc-5"],
      ["ovation", "ovations-4"],
    ] as const) {
      const response = await create(publisher, { type, id, name: `New ${type}` });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
    }
    const ovation = (await editor.get(documentPath("ovation", "ovations-4"))).json() as ContentDocumentAnswer;
    expect(ovation.draft).toMatchObject({
      entry: { projectCode: "BRBS", pdf: "/media/docs/ovations-4.pdf" },
    });
  });

  it("answers 409 for a document that exists, published or a draft", async () => {
    const before = await count();
    for (const [type, id] of [
      ["solution", "payments"],
      ["solution", "loans"],
      ["project", "BRBS"],
    ]) {
      const response = await create(editor, { type, id, name: "Again" });
      expect(response.statusCode, `${type}/${id}`).toBe(409);
      expect(errorsOf(response)[0]).toMatch(/^id: There is a document/);
    }
    expect(await count()).toBe(before);
  });

  it("refuses an address another item takes, published or a draft, whatever its case", async () => {
    const before = await count();
    const refusals: [unknown, string][] = [
      // The published project's /BRBS, as a solution's page.
      [
        { type: "solution", id: "brbs", name: "Reports" },
        "id: /brbs is the address of project/BRBS already: choose another.",
      ],
      // The draft solution's /loans, as a project's code.
      [
        { type: "project", id: "LOANS", name: "Loans" },
        "id: /LOANS is the address of solution/loans already: choose another.",
      ],
    ];
    for (const [body, error] of refusals) {
      const response = await create(editor, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(response)).toEqual([error]);
    }
    expect(await count()).toBe(before);
  });

  it("refuses an address the site keeps for itself", async () => {
    for (const body of [
      { type: "solution", id: "staff", name: "Staff" },
      { type: "solution", id: "contact", name: "Contact" },
      { type: "solution", id: "search", name: "Search" },
      { type: "project", id: "API", name: "Api" },
      { type: "project", id: "CAREERS", name: "Careers" },
      { type: "project", id: "BWEB", name: "Web" },
    ]) {
      const response = await create(editor, body);
      expect(response.statusCode, body.id).toBe(400);
      expect(errorsOf(response), body.id).toEqual([
        expect.stringContaining("is an address the site keeps for itself") as unknown,
      ]);
    }
  });

  it("refuses hostile and wrong requests field by field, storing nothing", async () => {
    const before = await count();
    const refusals: [unknown, string[]][] = [
      [{ type: "page", id: "faq2", name: "X" }, ["type"]],
      [{ type: "site", id: "x", name: "X" }, ["type"]],
      [{ type: "brochure", id: "x", name: "X" }, ["type"]],
      [{ type: "solution", id: "../", name: "X" }, ["id"]],
      [{ type: "solution", id: "/staff", name: "X" }, ["id"]],
      [{ type: "solution", id: "a".repeat(10_000), name: "X" }, ["id"]],
      // A Cyrillic В for the Latin B of BRBS.
      [{ type: "project", id: "\u0412RBS", name: "X" }, ["id"]],
      [{ type: "insight", id: "M\u0430rket", name: "X" }, ["id"]],
      [{ type: "policy", id: "Doc-10", name: "X" }, ["id"]],
      [{ type: "solution", id: "fine", name: "" }, ["name"]],
      [{ type: "solution", id: "fine", name: "Bell\u0007" }, ["name"]],
      [{ type: "solution", id: "fine", name: "x".repeat(81) }, ["name"]],
      [{ type: "solution", name: "X" }, ["id"]],
      [{ id: 3, name: ["X"] }, ["type", "id", "name"]],
      [
        ["not", "an", "object"],
        ["type", "id", "name"],
      ],
    ];
    for (const [body, paths] of refusals) {
      const response = await create(editor, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const errors = (response.json() as { errors: FieldError[] }).errors;
      expect(errors.map((error) => error.path)).toEqual(paths);
    }
    const long = await create(editor, { type: "solution", id: "a".repeat(10_000), name: "X" });
    expect(errorsOf(long)).toEqual(["id: The id must be at most 60 characters."]);
    const huge = await editor.request({
      method: "POST",
      url: STAFF_API.contentDocuments,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ type: "solution", id: "x", name: "x".repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it("is for editors and publishers, from the console only", async () => {
    const before = await count();
    const body = { type: "solution", id: "sneaky", name: "Sneaky" };
    expect((await create(marketing, body)).statusCode).toBe(403);
    const noXsrf = await editor.request({
      method: "POST",
      url: STAFF_API.contentDocuments,
      payload: body,
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(403);
    const signedOut = await app.inject({ method: "POST", url: STAFF_API.contentDocuments, payload: body });
    expect(signedOut.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it("lets one of two new items at once take an address, never both", async () => {
    const [solution, project] = await Promise.all([
      create(editor, { type: "solution", id: "race", name: "Race" }),
      create(publisher, { type: "project", id: "RACE", name: "Race" }),
    ]);
    expect([solution.statusCode, project.statusCode].sort()).toEqual([201, 400]);
  });

  it("publishes the new draft into what visitors see", async () => {
    const current = (await editor.get(documentPath("solution", "loans"))).json() as ContentDocumentAnswer;
    const response = await publisher.post(
      staffApiPath(STAFF_API.contentPublish, { type: "solution", id: "loans" }),
      {
        version: current.version,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const content = siteContentOf(await publishedDocuments(app.db));
    expect(content.solutions?.map((s) => [s.key, s.page])).toEqual(
      expect.arrayContaining([["loans", "loans"]]),
    );
    expect(content.solutionTexts?.["loans"]).toBeDefined();
  });

  it("refuses a publish whose draft moves an item to a taken or reserved address", async () => {
    const url = documentPath("solution", "onboarding");
    for (const page of ["brbs", "Careers"]) {
      const current = (await editor.get(url)).json() as ContentDocumentAnswer;
      const draft = structuredClone(current.draft ?? current.published) as { entry: { page?: string } };
      draft.entry.page = page;
      const saved = await editor.send("PUT", url, { version: current.version, data: draft });
      expect(saved.statusCode, saved.body).toBe(200);
      const version = (saved.json() as { version: number }).version;
      const published = await publisher.post(
        staffApiPath(STAFF_API.contentPublish, { type: "solution", id: "onboarding" }),
        { version },
      );
      expect(published.statusCode, page).toBe(400);
      expect(errorsOf(published).join("\n"), page).toMatch(
        page === "brbs"
          ? /\/BRBS is the address of solution\/onboarding already/
          : /\/Careers is an address the site keeps/,
      );
    }
    const visible = siteContentOf(await publishedDocuments(app.db)).solutions!;
    expect(visible.find((s) => s.key === "onboarding")!.page).toBeUndefined();
  });
});
