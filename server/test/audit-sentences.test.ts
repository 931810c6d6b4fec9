// The audit trail in plain language: each entry reads as a sentence with the names of
// today, looked up from the live records when the trail is shown (a renamed member or
// event by its new name, an erased applicant as one), while the trail itself keeps ids
// only; the filters and pages stay right, and a page's names are read in a fixed number
// of queries, whatever its length.

import {
  STAFF_API,
  staffApiPath,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type OutboxMail,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit, recordAudit } from "../src/audit/trail.js";
import type { Db } from "../src/db/schema.js";
import { FIXTURE_DOCUMENTS, openingDocument, seedFixtureContent } from "./content-fixtures.js";
import { pdf } from "./cv-documents.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { applyWithCv } from "./form-helpers.js";
import { enrolledMember, StaffBrowser, staffApp, staffIdOfEmail } from "./staff-helpers.js";

/** `db` counting the queries made through it. */
function counting(db: Db) {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), counter };
}

describe.each(ENGINES)("the audit trail in plain language (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let maya: StaffBrowser;
  let anita: StaffBrowser;
  let anitaRef: string;
  let applicationId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database, { MAIL_TO: "hello@team.example", CAREERS_MAIL_TO: "careers@team.example" });
    await app.ready();
    maya = await enrolledMember(app, "maya@example.com", "Maya R");
    anita = await enrolledMember(app, "anita@example.com", "Anita K", ["hr", "marketing"]);
    anitaRef = `staff:${await staffIdOfEmail(app, "anita@example.com")}`;
    applicationId = await applyWithCv(app, await pdf("Arjun Mehta"), "arjun.pdf", {
      name: "Arjun Mehta",
      email: "arjun.mehta@example.org",
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  /** A page of the trail as the admin's console asks for it. */
  const trail = async (query = "") => {
    const response = await maya.get(`${STAFF_API.audit}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as AuditPage;
  };
  const sentences = async (query = "") => (await trail(query)).entries.map((entry) => entry.sentence);
  const addEvent = async (title: string) =>
    Number(
      (
        await app.db
          .insertInto("events")
          .values({ title, description: null, date: "2026-10-02", created_at: new Date().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
  const editEvent = (id: number, title: string) =>
    anita.send("PATCH", staffApiPath(STAFF_API.event, { id }), {
      title,
      date: "2026-10-02",
      description: "",
    });

  it("reads an entry as a sentence with the member's and the subject's names", async () => {
    expect((await anita.get(staffApiPath(STAFF_API.inboxCv, { id: applicationId }))).statusCode).toBe(200);
    const outing = await addEvent("Team outing");
    expect((await editEvent(outing, "Team outing to the Yercaud hills")).statusCode).toBe(200);
    expect((await anita.send("DELETE", staffApiPath(STAFF_API.event, { id: outing }))).statusCode).toBe(204);

    const said = await sentences();
    // Removed, the event is named by the title the trail recorded when it was edited.
    expect(said.slice(0, 3)).toEqual([
      "Anita K removed the event “Team outing to the Yercaud hills”",
      "Anita K edited the event “Team outing to the Yercaud hills”",
      "Anita K downloaded Arjun Mehta's CV",
    ]);
    expect(said).toContain("Anita K enrolled the passkey “First passkey” from an enrolment link");
    // An event never added or edited through the trail (a sample) keeps the title its removal recorded.
    const picnic = await addEvent("Sample picnic");
    expect((await anita.send("DELETE", staffApiPath(STAFF_API.event, { id: picnic }))).statusCode).toBe(204);
    expect((await sentences())[0]).toBe("Anita K removed the event “Sample picnic”");
    // The shell invited both: named by the shell's user, the roles in words.
    expect(said).toContain("Shell (test) invited Anita K as HR and Marketing");
  });

  it("shows a renamed member, event and document by their names of today", async () => {
    const gala = await addEvent("Annual day");
    expect((await editEvent(gala, "Annual day 2026")).statusCode).toBe(200);
    await app.db
      .updateTable("staff")
      .set({ name: "Anita Kumar" })
      .where("email", "=", "anita@example.com")
      .execute();
    await app.db.updateTable("events").set({ title: "Annual day at Salem" }).where("id", "=", gala).execute();
    const said = await sentences();
    expect(said[0]).toBe("Anita Kumar edited the event “Annual day at Salem”");
    expect(said).toContain("Anita Kumar downloaded Arjun Mehta's CV");
    expect(said.join("\n")).not.toContain("Anita K ");
    // The list of members to filter by has the new name too.
    expect((await maya.get(STAFF_API.auditActors)).json()).toContainEqual({
      actor: anitaRef,
      actorName: "Anita Kumar",
    });
  });

  it("lists each mail with the staff inbox it goes to", async () => {
    const mails = (await anita.get(STAFF_API.outbox)).json() as OutboxMail[];
    expect(mails.find((entry) => entry.messageId === applicationId)).toMatchObject({
      kind: "application",
      to: "careers@team.example",
      state: "pending",
    });
    await app.db
      .insertInto("contact_messages")
      .values({
        id: "c-1",
        sender: "ann@example.org",
        sender_key: "ann@example.org",
        subject: "Contact from Ann Lee",
        body: "Hello",
        received_at: new Date().toISOString(),
      })
      .execute();
    await app.db
      .insertInto("outbox")
      .values({
        kind: "contact",
        message_id: "c-1",
        next_attempt_at: Date.now(),
        created_at: new Date().toISOString(),
        state: "dead",
      })
      .execute();
    const dead = ((await anita.get(`${STAFF_API.outbox}?state=dead`)).json() as OutboxMail[])[0]!;
    expect(dead).toMatchObject({ kind: "contact", messageId: "c-1", to: "hello@team.example" });
    const retried = await anita.post(staffApiPath(STAFF_API.outboxRetry, { id: dead.id }));
    expect(retried.json()).toMatchObject({ id: dead.id, state: "pending", to: "hello@team.example" });
    expect((await sentences())[0]).toBe(
      "Anita Kumar queued the mail of the message “Contact from Ann Lee” to be sent again",
    );
    // A member who reads contact messages only sees only their mails.
    const marketing = await enrolledMember(app, "ravi@example.com", "Ravi", ["marketing"]);
    expect(((await marketing.get(STAFF_API.outbox)).json() as OutboxMail[]).map((entry) => entry.to)).toEqual(
      ["hello@team.example"],
    );
  });

  it("says “an erased applicant” once the applicant's data is erased, and the trail holds nothing of theirs", async () => {
    const [mail] = await app.db
      .selectFrom("outbox")
      .select("id")
      .where("message_id", "=", applicationId)
      .execute();
    await app.db.updateTable("outbox").set({ state: "dead" }).where("id", "=", mail!.id).execute();
    expect((await anita.post(staffApiPath(STAFF_API.outboxRetry, { id: mail!.id }))).statusCode).toBe(200);
    expect(
      (
        await anita.post(staffApiPath(STAFF_API.inboxHandled, { kind: "application", id: applicationId }), {
          handled: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await sentences()).slice(0, 2)).toEqual([
      "Anita Kumar marked Arjun Mehta's application handled",
      "Anita Kumar queued the mail of Arjun Mehta's application to be sent again",
    ]);

    const erased = await maya.post(STAFF_API.privacyErase, {
      email: "arjun.mehta@example.org",
      reference: "DSR-7",
    });
    expect(erased.statusCode).toBe(200);
    const page = await trail();
    const said = page.entries.map((entry) => entry.sentence);
    expect(said.slice(0, 3)).toEqual([
      "Maya R erased a person's data",
      "Anita Kumar marked an erased applicant's application handled",
      "Anita Kumar queued an erased mail to be sent again",
    ]);
    expect(said).toContain("Anita Kumar downloaded an erased applicant's CV");
    // The request's reference is still there to read beside it.
    expect(page.entries[0]!.details).toMatchObject({ reference: "DSR-7" });
    const shown = JSON.stringify(page).toLowerCase();
    expect(shown).not.toContain("arjun");
    expect(shown).not.toContain("mehta");
    // Nor anywhere in the stored trail: ids only.
    const stored = JSON.stringify(await app.db.selectFrom("audit_log").selectAll().execute()).toLowerCase();
    expect(stored).not.toContain("arjun");
    expect(stored).not.toContain("mehta");
    expect(stored).toContain(`application ${applicationId}`);
  });

  it("names documents, job openings and media items, and never an address", async () => {
    await seedFixtureContent(app, [
      ...FIXTURE_DOCUMENTS,
      openingDocument("java-dev", "Java Developer", { posted: "01-11-2026", closes: "31-12-2027" }),
    ]);
    await app.db
      .insertInto("media_items")
      .values({
        id: "brochure",
        kind: "document",
        title: "Brochure 2026",
        file: "0".repeat(32),
        content_type: "application/pdf",
        bytes: 1000,
        file_name: "brochure.pdf",
        poster: null,
        created_at: new Date().toISOString(),
        created_by: anitaRef,
        replaced_at: null,
      })
      .execute();
    const by = { actor: anitaRef, address: "192.0.2.7" };
    const at = new Date();
    await recordAudit(
      app.db,
      { ...by, action: "content.publish", subject: "content solution/payments", details: { version: 2 } },
      at,
    );
    await recordAudit(
      app.db,
      { ...by, action: "content.retire", subject: "content opening/java-dev", details: { version: 3 } },
      at,
    );
    await recordAudit(
      app.db,
      { ...by, action: "media.upload", subject: "media brochure", details: { kind: "document" } },
      at,
    );
    await recordAudit(
      app.db,
      { ...by, action: "media.delete", subject: "media gone", details: { kind: "video" } },
      at,
    );
    await recordAudit(
      app.db,
      {
        actor: "server:schedule",
        action: "content.publish",
        subject: "content solution/onboarding",
        details: { version: 4, onBehalfOf: anitaRef },
      },
      at,
    );
    const said = await sentences();
    expect(said.slice(0, 5)).toEqual([
      "Server (schedule) published “Digital Onboarding”, as Anita Kumar had scheduled",
      "Anita Kumar deleted a video from the media library",
      "Anita Kumar uploaded the document “Brochure 2026” to the media library",
      "Anita Kumar retired the job opening “Java Developer”",
      "Anita Kumar published “Instant Payments”",
    ]);
    expect(JSON.stringify(await trail())).not.toMatch(/@example\.(com|org)/);
  });

  it("keeps the filters and pages, each entry with its sentence", async () => {
    const base = Date.parse("2026-03-01T10:00:00Z");
    for (let index = 0; index < 60; index += 1)
      await recordAudit(
        app.db,
        {
          actor: index % 2 === 0 ? anitaRef : "shell:deploy",
          action: index % 3 === 0 ? "event.remove" : "inbox.cv-downloaded",
          subject: index % 3 === 0 ? `event ${9000 + index}` : `application gone-${index}`,
        },
        new Date(base + index * 3_600_000),
      );
    // Anita's removals on 1 March 2026 (UTC): hours 0, 6, 12 and 18 of the 60.
    const filtered = await trail(
      `?actor=${encodeURIComponent(anitaRef)}&action=event.remove&from=2026-03-01&to=2026-03-01`,
    );
    expect(filtered.entries.map((entry) => entry.sentence)).toEqual([
      "Anita Kumar removed event 9012",
      "Anita Kumar removed event 9006",
      "Anita Kumar removed event 9000",
    ]);
    expect(filtered.next).toBeNull();

    const seen: AuditEntry[] = [];
    let next: number | null = null;
    do {
      const page: AuditPage = await trail(
        next === null ? "?action=inbox.cv-downloaded" : `?action=inbox.cv-downloaded&before=${next}`,
      );
      seen.push(...page.entries);
      next = page.next;
    } while (next !== null);
    // 40 of the 60, and the one of the first test: each once, newest first, every one a sentence.
    expect(seen.length).toBe(41);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(41);
    expect(seen.map((entry) => entry.id)).toEqual([...seen.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(
      seen.filter((entry) => entry.sentence === "Shell (deploy) downloaded an erased applicant's CV").length,
    ).toBe(20);
    expect(seen.at(-1)!.sentence).toBe("Anita Kumar downloaded an erased applicant's CV");
  });

  it("reads a page's names in a fixed number of queries, however long the page", async () => {
    const { db, counter } = counting(app.db);
    const page = await listAudit(db, { limit: 500 });
    // Every kind of subject so far: members, events, applications, mails, documents, media…
    const subjects = new Set(page.entries.map((entry) => entry.subject));
    expect(subjects.size).toBeGreaterThan(50);
    expect(new Set([...subjects].map((subject) => subject.split(/[ :]/)[0]))).toEqual(
      new Set(["staff", "event", "application", "mail", "person", "content", "media"]),
    );
    // The page, then at most one query per kind of record.
    expect(counter.queries).toBeLessThanOrEqual(10);
  });

  it("reads an action without a wording of its own by its label, never failing", async () => {
    await recordAudit(
      app.db,
      { actor: anitaRef, action: "inbox.status-of-tomorrow" as AuditAction, subject: `event 123456` },
      new Date(),
    );
    const [entry] = (await listAudit(app.db, { limit: 1 })).entries;
    expect(entry!.sentence).toBe("Anita Kumar: inbox.status-of-tomorrow, about event 123456");
  });
});
