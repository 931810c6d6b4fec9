// A content schema changed in code comes with a content migration that upgrades every
// stored version, at start, on both engines: a database whose Contact, Careers and About
// pages hold the identity as copies (before 0013 and 0014) starts with every published version
// and draft in today's shape, valid by today's schemas, history still append-only, and
// going back down gives the stored documents exactly as they were.

import { documentProblems } from "@site/contracts/content";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationProvider } from "../src/db/migrations/index.js";
import { openDatabase } from "../src/db/open.js";
import type { Db } from "../src/db/schema.js";
import { createTestDatabase, ENGINES, openWithoutMigrating, type TestDatabase } from "./databases.js";

const T0 = "2026-11-01T09:00:00.000Z";
const BEFORE_CONTENT_MIGRATION = "0011-rendered-files";
/** The documents as the build seeded them before 0013 and 0014. */
const BEFORE = JSON.parse(
  readFileSync(new URL("./content-pages-before-0013-0014.json", import.meta.url), "utf8"),
) as {
  contact: { cards: { text: string }[]; sentPage: { body: string[] } };
  careers: Record<string, unknown>;
  about: Record<string, unknown>;
  identity: { company: string; email: string; phone: { display: string; href: string } };
};
const EDITED_SUPPORT = "Call us at any hour on +91 427 200 0000 for an incident.";

/** page/contact with the support card's text as a colleague edited it (a second version, or a draft). */
const editedContact = () => {
  const contact = structuredClone(BEFORE.contact);
  contact.cards[2]!.text = EDITED_SUPPORT;
  return contact;
};

describe.each(ENGINES)("content migrations (%s)", (engine) => {
  let database: TestDatabase;
  let db: Db;
  /** The content's change counter before the upgrade. */
  let counterBefore = 0;

  const versionsOf = async (id: string) =>
    (
      await db
        .selectFrom("content_versions")
        .select(["version", "data"])
        .where("type", "=", "page")
        .where("id", "=", id)
        .orderBy("version")
        .execute()
    ).map((row) => JSON.parse(row.data) as Record<string, unknown>);
  const draftOf = async (id: string) => {
    const row = await db
      .selectFrom("content_documents")
      .select("draft")
      .where("type", "=", "page")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return row.draft === null ? null : (JSON.parse(row.draft) as Record<string, unknown>);
  };
  const counter = async () =>
    Number((await db.selectFrom("content_state").select("version").executeTakeFirstOrThrow()).version);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    (await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL })).db.destroy();
    const old = await openWithoutMigrating(database);
    const down = await new Migrator({ db: old, provider: migrationProvider(engine) }).migrateTo(
      BEFORE_CONTENT_MIGRATION,
    );
    if (down.error) throw down.error;
    const raw = old as Kysely<Record<string, Record<string, unknown>>>;
    const documents: [string, string, unknown[], unknown][] = [
      ["site", "identity", [BEFORE.identity], null],
      ["page", "contact", [BEFORE.contact, editedContact()], editedContact()],
      ["page", "careers", [BEFORE.careers], null],
      ["page", "about", [BEFORE.about], null],
    ];
    for (const [type, id, versions, draft] of documents) {
      await raw
        .insertInto("content_documents")
        .values({
          type,
          id,
          position: 0,
          version: versions.length + (draft === null ? 0 : 1),
          draft: draft === null ? null : JSON.stringify(draft),
          published_version: versions.length,
          updated_at: T0,
          updated_by: "staff:s-pia",
        })
        .execute();
      for (const [index, data] of versions.entries())
        await raw
          .insertInto("content_versions")
          .values({
            type,
            id,
            version: index + 1,
            data: JSON.stringify(data),
            published_at: T0,
            published_by: "staff:s-pia",
            note: null,
            restores: null,
          })
          .execute();
    }
    counterBefore = Number(
      (await raw.selectFrom("content_state").select("version").executeTakeFirstOrThrow()).version,
    );
    await old.destroy();
    // The current version starts on it.
    db = (await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL })).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.remove();
  });

  it("upgrades every published version and the draft of the Contact page to today's schema", async () => {
    const stored = [...(await versionsOf("contact")), (await draftOf("contact"))!];
    expect(stored).toHaveLength(3);
    for (const contact of stored) {
      expect(documentProblems("page", "contact", contact)).toEqual([]);
      expect(contact.cards).toMatchObject([{ shows: "network" }, { shows: "address" }, { shows: "phone" }]);
      expect(contact.map).toEqual({ title: "Map showing the office of {company} in Salem, Tamil Nadu" });
      const text = JSON.stringify(contact);
      expect(text).not.toContain(BEFORE.identity.company);
      expect(text).not.toContain(BEFORE.identity.phone.display);
      expect(text).toContain("call our 24x7 support desk on {phone}.");
    }
    // What a colleague wrote is kept, only the copy of the identity becomes its placeholder.
    expect(stored[1]!.cards).toMatchObject([
      {},
      {},
      { text: "Call us at any hour on {phone} for an incident." },
    ]);
  });

  it("upgrades the Careers page, whose e-mail button now takes the identity's address", async () => {
    const [careers] = await versionsOf("careers");
    expect(documentProblems("page", "careers", careers)).toEqual([]);
    expect(careers!.howToApply).not.toHaveProperty("email");
    expect(JSON.stringify(careers)).toContain("by e-mail to {careersEmail}.");
  });

  it("names the identity's e-mail and phone in the About page's links by placeholders", async () => {
    const [about] = await versionsOf("about");
    expect(documentProblems("page", "about", about)).toEqual([]);
    const sections = about!.sections as { id: string; links?: { label: string; href: string }[] }[];
    expect(sections.find((section) => section.id === "get-in-touch")!.links).toEqual([
      { label: "{email}", href: "mailto:{email}" },
      { label: "{phone}", href: "tel:{dial}" },
      { label: "Contact form", href: "/contact" },
    ]);
    expect(JSON.stringify(about)).not.toContain(BEFORE.identity.phone.href);
  });

  it("tells every instance to read the content again, and keeps history append-only", async () => {
    // Once for each content migration.
    expect(await counter()).toBe(counterBefore + 2);
    await expect(
      sql`update content_versions set note = 'rewritten' where type = 'page' and id = 'contact'`.execute(db),
    ).rejects.toThrow(/never changed/);
  });

  it("gives the documents back exactly as they were when migrated down", async () => {
    const back = await new Migrator({
      db: db as unknown as Kysely<unknown>,
      provider: migrationProvider(engine),
    }).migrateTo(BEFORE_CONTENT_MIGRATION);
    expect(back.error).toBeUndefined();
    expect(await versionsOf("contact")).toEqual([BEFORE.contact, editedContact()]);
    expect(await draftOf("contact")).toEqual(editedContact());
    expect(await versionsOf("careers")).toEqual([BEFORE.careers]);
    expect(await versionsOf("about")).toEqual([BEFORE.about]);
    const again = await new Migrator({
      db: db as unknown as Kysely<unknown>,
      provider: migrationProvider(engine),
    }).migrateToLatest();
    expect(again.error).toBeUndefined();
  });
});
