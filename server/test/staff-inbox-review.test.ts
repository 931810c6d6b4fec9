// The inbox's search through the whole text, and HR's review of an application, on both
// engines.
//
// - A search finds its text anywhere in a message or an application (a word of its
//   sentences, a part of an address or a phone number), in any case, as plain text (no
//   character of it is a pattern), through each engine's index; an erased message
//   leaves nothing of its text in SQLite's index.
// - HR sets an application's status and internal note: listed and filtered by status,
//   never over a colleague's change made meanwhile, refused when too long or unknown,
//   recorded in the audit trail as changed (never the note's text), exported with the
//   application and erased with it.

import {
  APPLICATION_NOTE_MAX_LENGTH,
  composeContactMail,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  STAFF_API,
  staffApiPath,
  type AuditPage,
  type InboxItem,
  type InboxMessage,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_SEARCH_ROWS, INBOX_SEARCH_TABLE } from "../src/db/inbox-search.js";
import { textContains } from "../src/staff/inbox.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { fetchXsrf, post, validApplication } from "./form-helpers.js";
import { enrolledMember, staffApp, type StaffBrowser } from "./staff-helpers.js";
import { unzip } from "./zip-helpers.js";

// Words no other record holds, so that finding one names its record alone.
const KINGFISHER = "Our core banking migration stalled at the kingfisher cutover.";
const ZEPHYR_SKILLS = "COBOL, Zephyrine batch tuning, DB2";
const NOTE = "Strong on batch; ask about the Zephyrine project.\r\nCall back Monday.   ";

describe.each(ENGINES)("the inbox's search and HR's review (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let hr: StaffBrowser;
  let hr2: StaffBrowser;
  let marketing: StaffBrowser;
  let admin: StaffBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    hr = await enrolledMember(app, "hema@example.com", "Hema HR", ["hr"]);
    hr2 = await enrolledMember(app, "hari@example.com", "Hari HR", ["hr"]);
    marketing = await enrolledMember(app, "mani@example.com", "Mani M", ["marketing"]);
    admin = await enrolledMember(app, "ada@example.com", "Ada Admin", ["admin"]);
    const xsrf = await fetchXsrf(app);
    const send = async (key: string, url: string, payload: Parameters<typeof post>[2]) => {
      const response = await post(app, url, payload, xsrf.headers);
      if (response.statusCode !== 202) throw new Error(`refused: ${response.body}`);
      ids[key] = (response.json() as { id: string }).id;
    };
    await send("kingfisher", MAIL_SENDING_PATH, {
      landingPage: "/solutions",
      landingSource: "www.bing.com",
      landingCampaign: "treasury-2026",
      params: composeContactMail({
        name: "Tara Menon",
        email: "Treasury.Head@Bank.example",
        message: KINGFISHER,
      }),
    });
    await send("literal", MAIL_SENDING_PATH, {
      params: composeContactMail({
        name: "Ops Desk",
        email: "ops@bank.example",
        message: 'We need 100% uptime_now \\ "quoted" text',
      }),
    });
    await send(
      "zephyr",
      JOB_APPLICATION_PATH,
      validApplication({
        name: "Zoya Khan",
        email: "zoya@example.org",
        phone: "+91 98400 12345",
        skills: ZEPHYR_SKILLS,
      }),
    );
    await send(
      "other",
      JOB_APPLICATION_PATH,
      validApplication({ name: "Ravi Iyer", email: "ravi@example.org" }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const list = async (member: StaffBrowser, query: string) => {
    const response = await member.get(`${STAFF_API.inbox}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as InboxItem[]).map((item) => item.id);
  };
  const search = (member: StaffBrowser, text: string) => list(member, `q=${encodeURIComponent(text)}`);
  const reviewOf = (id: string) =>
    app.db
      .selectFrom("job_applications")
      .select(["status", "note", "reviewed_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const review = (member: StaffBrowser, id: string, change: Record<string, unknown>) =>
    member.post(staffApiPath(STAFF_API.inboxReview, { id }), change);
  const auditEntries = async (action: string) => {
    const page = (
      await admin.get(`${STAFF_API.audit}?action=${encodeURIComponent(action)}`)
    ).json() as AuditPage;
    return page.entries;
  };

  describe("search", () => {
    it("finds a word of a message's text, a part of its address, in any case", async () => {
      expect(await search(marketing, "kingfisher")).toEqual([ids.kingfisher]);
      expect(await search(marketing, "KINGFISHER CUTOVER")).toEqual([ids.kingfisher]);
      expect(await search(marketing, "treasury.head@bank")).toEqual([ids.kingfisher]);
      expect(await search(marketing, "tara MENON")).toEqual([ids.kingfisher]);
    });

    it("finds what an applicant wrote, and a part of their number", async () => {
      expect(await search(hr, "zephyrine")).toEqual([ids.zephyr]);
      expect(await search(hr, "98400 123")).toEqual([ids.zephyr]);
      // Marketing does not see applications, whatever they search.
      expect(await search(marketing, "zephyrine")).toEqual([]);
    });

    it("takes every character literally: LIKE's and FTS5's own match only themselves", async () => {
      expect(await search(marketing, "100% uptime_now")).toEqual([ids.literal]);
      expect(await search(marketing, '\\ "quoted"')).toEqual([ids.literal]);
      expect(await search(marketing, "100%uptime")).toEqual([]);
      expect(await search(marketing, "uptime%now")).toEqual([]);
      expect(await search(marketing, "NEAR(kingfisher cutover)")).toEqual([]);
      expect(await search(marketing, "kingfisher OR rates")).toEqual([]);
      expect(await search(marketing, "*")).toEqual([]);
    });

    it("answers a search shorter than a trigram by reading the rows", async () => {
      expect(await search(marketing, "%")).toEqual([ids.literal]);
      expect(await search(hr, "zo")).toEqual([ids.zephyr]);
    });

    it("does not match across two fields", async () => {
      // The address ends where the subject begins: never one text.
      expect(await search(marketing, "bank.exampleContact from Ops")).toEqual([]);
      expect(await search(marketing, "bank.example")).toHaveLength(2);
    });

    it("is served by the engine's index", async () => {
      const condition = textContains(app.db, "contact_messages", "kingfisher");
      if (engine === "sqlite") {
        const plan = await sql<{ detail: string }>`explain query plan
          select m.id from contact_messages m where ${condition}`.execute(app.db);
        expect(plan.rows.map((row) => row.detail).join("\n")).toMatch(/VIRTUAL TABLE INDEX/);
      } else {
        const plan = await app.db.connection().execute(async (connection) => {
          // The tables are tiny: a scan would win unless the planner is told not to.
          await sql`set enable_seqscan = off`.execute(connection);
          try {
            return await sql<{ "QUERY PLAN": string }>`explain
              select m.id from contact_messages m where ${condition}`.execute(connection);
          } finally {
            await sql`reset enable_seqscan`.execute(connection);
          }
        });
        expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain(
          "Bitmap Index Scan on contact_messages_search",
        );
      }
    });
  });

  describe("review", () => {
    it("starts every application as new, with no note, and says how each visit began", async () => {
      const items = await list(hr, "kind=application");
      expect(items).toHaveLength(2);
      const message = (
        await hr.get(staffApiPath(STAFF_API.inboxItem, { kind: "application", id: ids.zephyr! }))
      ).json() as InboxMessage;
      expect(message).toMatchObject({ status: "new", note: "", reviewedAt: null });
      const contact = (
        await marketing.get(staffApiPath(STAFF_API.inboxItem, { kind: "contact", id: ids.kingfisher! }))
      ).json() as InboxMessage;
      // How the visit began, as the form's post said; nothing known for the applicant's.
      expect(contact.cameBy).toEqual({
        page: "/solutions",
        source: "www.bing.com",
        campaign: "treasury-2026",
      });
      expect(message.cameBy).toEqual({ page: null, source: null, campaign: null });
      expect(contact).not.toHaveProperty("status");
      expect(contact).not.toHaveProperty("note");
    });

    it("moves an application to shortlisted with a note, and lists it by that status", async () => {
      const response = await review(hr, ids.zephyr!, { status: "shortlisted", note: NOTE, reviewedAt: null });
      expect(response.statusCode, response.body).toBe(200);
      const message = response.json() as InboxMessage;
      expect(message.status).toBe("shortlisted");
      // Kept as typed, its line breaks as \n and the spaces after it gone.
      expect(message.note).toBe("Strong on batch; ask about the Zephyrine project.\nCall back Monday.");
      expect(message.reviewedAt).toEqual(expect.any(String));
      expect(await list(hr, "status=shortlisted")).toEqual([ids.zephyr]);
      expect(await list(hr, "status=new")).toEqual([ids.other]);
      expect(await list(hr, "status=hired")).toEqual([]);
      // Each application in the list says its status.
      const items = (await hr.get(`${STAFF_API.inbox}?kind=application`)).json() as InboxItem[];
      expect(Object.fromEntries(items.map((item) => [item.title, item.status]))).toEqual({
        "Zoya Khan": "shortlisted",
        "Ravi Iyer": "new",
      });
    });

    it("records that the status and the note changed, never what the note says", async () => {
      const statuses = await auditEntries("inbox.status");
      expect(statuses).toHaveLength(1);
      expect(statuses[0]).toMatchObject({
        subject: `application ${ids.zephyr}`,
        details: { from: "new", to: "shortlisted" },
      });
      const notes = await auditEntries("inbox.note");
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ subject: `application ${ids.zephyr}`, details: { note: "added" } });
      const rows = await app.db.selectFrom("audit_log").select(["subject", "details"]).execute();
      for (const row of rows) expect(JSON.stringify(row)).not.toContain("Zephyrine project");
    });

    it("never writes over a colleague's change made meanwhile", async () => {
      const loaded = await reviewOf(ids.zephyr!);
      // Hari saves first, from the same review Hema loaded.
      const first = await review(hr2, ids.zephyr!, { status: "interview", reviewedAt: loaded.reviewed_at });
      expect(first.statusCode, first.body).toBe(200);
      const second = await review(hr, ids.zephyr!, { note: "Mine", reviewedAt: loaded.reviewed_at });
      expect(second.statusCode).toBe(409);
      const answer = second.json() as { errors: { path: string; message: string }[]; current: InboxMessage };
      expect(answer.errors[0]!.message).toMatch(
        /^A colleague changed this application's status or note meanwhile/,
      );
      expect(answer.current).toMatchObject({
        status: "interview",
        note: expect.stringMatching(/^Strong on batch/),
      });
      expect(await reviewOf(ids.zephyr!)).toMatchObject({ status: "interview" });
      // Made again on top of it, the change lands.
      const again = await review(hr, ids.zephyr!, { note: "", reviewedAt: answer.current.reviewedAt });
      expect(again.statusCode).toBe(200);
      expect((again.json() as InboxMessage).note).toBe("");
      expect((await auditEntries("inbox.note")).map((entry) => entry.details)).toEqual([
        { note: "removed" },
        { note: "added" },
      ]);
    });

    it("changes nothing, and records nothing, when nothing differs", async () => {
      const before = await reviewOf(ids.zephyr!);
      const response = await review(hr, ids.zephyr!, {
        status: before.status,
        note: "  ",
        reviewedAt: before.reviewed_at,
      });
      expect(response.statusCode).toBe(200);
      expect(await reviewOf(ids.zephyr!)).toEqual(before);
    });

    it.each([
      ["an unknown status", { status: "maybe" }, "status", /^Choose a status: New, Shortlisted/],
      ["a status of another type", { status: 3 }, "status", /^Choose a status/],
      [
        "a note one character too long",
        { note: "x".repeat(APPLICATION_NOTE_MAX_LENGTH + 1) },
        "note",
        /^The note is too long: keep it to 2000 characters\.$/,
      ],
      ["a note that is not text", { note: ["x"] }, "note", /^Write the note as text\.$/],
      ["neither", {}, "status", /^Give a status, a note, or both\.$/],
      ["no review time", { status: "hired", reviewedAt: "yesterday" }, "reviewedAt", /reviewedAt/],
    ])("refuses %s with 400, changing nothing", async (_what, change, path, message) => {
      const before = await reviewOf(ids.other!);
      const response = await review(hr, ids.other!, { reviewedAt: before.reviewed_at, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path, message: expect.stringMatching(message) }] });
      expect(await reviewOf(ids.other!)).toEqual(before);
    });

    it("is HR's alone, and only for an application that exists", async () => {
      const refused = await review(marketing, ids.other!, { status: "hired", reviewedAt: null });
      expect(refused.statusCode).toBe(403);
      const missing = await review(hr, "00000000-0000-4000-8000-000000000000", {
        status: "hired",
        reviewedAt: null,
      });
      expect(missing.statusCode).toBe(404);
      // A contact message's id is no application.
      expect((await review(hr, ids.kingfisher!, { status: "hired", reviewedAt: null })).statusCode).toBe(404);
    });

    it("refuses an unknown status filter, and a status filter on contact messages", async () => {
      expect((await hr.get(`${STAFF_API.inbox}?status=bogus`)).statusCode).toBe(400);
      const both = await enrolledMember(app, "bhavna@example.com", "Bhavna B", ["hr", "marketing"]);
      expect((await both.get(`${STAFF_API.inbox}?status=new&kind=contact`)).statusCode).toBe(400);
      expect((await marketing.get(`${STAFF_API.inbox}?status=new`)).statusCode).toBe(403);
    });
  });

  describe("privacy", () => {
    it("exports the status and the note with the application, and erases them with it", async () => {
      await review(hr, ids.zephyr!, {
        note: "Second round on Friday.",
        reviewedAt: (await reviewOf(ids.zephyr!)).reviewed_at,
      });
      const exported = await hr.post(STAFF_API.privacyExport, { email: "zoya@example.org" });
      expect(exported.statusCode).toBe(200);
      const files = await unzip(exported.rawPayload);
      const data = JSON.parse(files.get("personal-data.json")!.toString("utf8")) as {
        applications: Record<string, unknown>[];
      };
      expect(data.applications[0]).toMatchObject({ status: "interview", note: "Second round on Friday." });
      const summary = files.get("summary.html")!.toString("utf8");
      expect(summary).toContain("<dt>Where your application stands</dt><dd>Interview</dd>");
      expect(summary).toContain("<dt>Our note about your application</dt><dd>Second round on Friday.</dd>");

      const erased = await hr.post(STAFF_API.privacyErase, { email: "zoya@example.org" });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await search(hr, "zephyrine")).toEqual([]);
      expect(await search(hr, "Second round")).toEqual([]);
      if (engine === "sqlite") {
        // Nothing of the application stays in the full-text index: no row, and no term
        // that only its text had (the index is merged after an erasure).
        const rows = await sql<{ n: number }>`select count(*) as n from ${sql.table(INBOX_SEARCH_ROWS)}
          where message_id = ${ids.zephyr!}`.execute(app.db);
        expect(Number(rows.rows[0]!.n)).toBe(0);
        await sql`create virtual table temp.search_terms using fts5vocab(main, ${sql.raw(INBOX_SEARCH_TABLE)}, 'row')`.execute(
          app.db,
        );
        const terms = await sql<{ term: string }>`select term from temp.search_terms
          where term in ('zep', 'yri')`.execute(app.db);
        expect(terms.rows).toEqual([]);
        // What others sent is still found.
        expect(await search(marketing, "kingfisher")).toEqual([ids.kingfisher]);
      }
    });
  });
});
