// A database of the version before staff roles, on both engines, brought up to date: every
// member becomes an admin, and so a publisher of the site's content, passkeys get a name and a reference, marks and audit entries
// that named a member by address name them by id (details that held a name or a
// credential id lose it), every stored address gets its case-folded copy, identical CVs
// of one applicant are stored once, applications name no job opening, and the trail
// refuses an UPDATE from then on.

import { createHash } from "node:crypto";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/open.js";
import { migrationProvider } from "../src/db/migrations/index.js";
import type { Db } from "../src/db/schema.js";
import { readCvFile } from "../src/forms/cv-store.js";
import { createTestDatabase, ENGINES, openWithoutMigrating, type TestDatabase } from "./databases.js";

const T0 = "2026-01-05T10:00:00.000Z";
const CV = Buffer.from("%PDF-1.4\nthe same file twice\n%%EOF\n");

describe.each(ENGINES)("migrating a database of the previous version (%s)", (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // The schema as it was: the migrations up to the job applications' CVs.
    const opened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL });
    await opened.db.destroy();
    const old = await openWithoutMigrating(database);
    const migrator = new Migrator({ db: old, provider: migrationProvider(engine) });
    const down = await migrator.migrateTo("0006-job-application-cvs");
    if (down.error) throw down.error;
    const raw = old as Kysely<Record<string, Record<string, unknown>>>;
    await raw
      .insertInto("staff")
      .values([
        { id: "s-asha", email: "asha@example.com", name: "Asha", created_at: T0, last_sign_in_at: T0 },
        { id: "s-ravi", email: "ravi@example.com", name: "Ravi", created_at: T0, last_sign_in_at: null },
      ])
      .execute();
    await raw
      .insertInto("staff_passkeys")
      .values({
        id: "credential-1",
        staff_id: "s-asha",
        public_key: "pk",
        counter: 0,
        transports: null,
        created_at: T0,
        last_used_at: null,
      })
      .execute();
    await raw
      .insertInto("contact_messages")
      .values({
        id: "c-1",
        sender: "Ömer.Øst@Example.com",
        subject: "Contact from Ömer",
        body: "Hi",
        received_at: T0,
        handled_at: T0,
        handled_by: "asha@example.com",
      })
      .execute();
    for (const id of ["a-1", "a-2"]) {
      await raw
        .insertInto("job_applications")
        .values({
          id,
          name: "Élodie",
          email: id === "a-1" ? "ÉLODIE@example.fr" : "élodie@example.fr",
          phone: "1",
          linkedin: null,
          highest_degree: "M.Sc.",
          university: "U",
          graduation_year: 2020,
          skills: "SQL",
          certifications: null,
          position: "Dev",
          location: "Paris",
          experience: 1,
          message: null,
          received_at: T0,
        })
        .execute();
      await raw
        .insertInto("job_application_cvs")
        .values({
          application_id: id,
          file_name: `${id}.pdf`,
          media_type: "application/pdf",
          size: CV.length,
          bytes: CV,
        })
        .execute();
    }
    await raw
      .insertInto("audit_log")
      .values([
        {
          at: T0,
          actor: "shell:root",
          action: "staff.invite",
          subject: "ravi@example.com",
          address: null,
          details: JSON.stringify({ name: "Ravi", created: true }),
        },
        {
          at: T0,
          actor: "asha@example.com",
          action: "staff.enrol",
          subject: "asha@example.com",
          address: "192.0.2.1",
          details: JSON.stringify({ passkey: "credential-1" }),
        },
      ])
      .execute();
    await old.destroy();
    // The current version starts on it.
    db = (await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL })).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.remove();
  });

  it("makes every member an admin (and so a publisher), marks who had enrolled, and folds their addresses", async () => {
    const staff = await db
      .selectFrom("staff")
      .select(["id", "roles", "email_key", "enrolled_at", "generation"])
      .orderBy("id")
      .execute();
    expect(staff).toEqual([
      {
        id: "s-asha",
        roles: "admin,publisher",
        email_key: "asha@example.com",
        enrolled_at: T0,
        generation: 0,
      },
      {
        id: "s-ravi",
        roles: "admin,publisher",
        email_key: "ravi@example.com",
        enrolled_at: null,
        generation: 0,
      },
    ]);
  });

  it("names passkeys and gives them an opaque reference", async () => {
    const passkey = await db
      .selectFrom("staff_passkeys")
      .select(["id", "ref", "name"])
      .executeTakeFirstOrThrow();
    expect(passkey).toEqual({
      id: "credential-1",
      ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Passkey 1",
    });
  });

  it("names members by id in marks and in the trail, dropping names and credential ids from details", async () => {
    expect(await db.selectFrom("contact_messages").select("handled_by").executeTakeFirst()).toEqual({
      handled_by: "staff:s-asha",
    });
    const trail = await db
      .selectFrom("audit_log")
      .select(["actor", "subject", "details"])
      .orderBy("id")
      .execute();
    expect(trail).toEqual([
      { actor: "shell:root", subject: "staff:s-ravi", details: JSON.stringify({ created: true }) },
      { actor: "staff:s-asha", subject: "staff:s-asha", details: null },
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/@|credential-1|Ravi/);
    await expect(db.updateTable("audit_log").set({ actor: "(erased)" }).execute()).rejects.toThrow(
      /append-only/,
    );
  });

  it("folds every stored address, Unicode included", async () => {
    expect(await db.selectFrom("contact_messages").select("sender_key").executeTakeFirst()).toEqual({
      sender_key: "ömer.øst@example.com",
    });
    const keys = await db.selectFrom("job_applications").select("email_key").orderBy("id").execute();
    expect(keys).toEqual([{ email_key: "élodie@example.fr" }, { email_key: "élodie@example.fr" }]);
  });

  it("takes the applications made before openings as open applications", async () => {
    const openings = await db
      .selectFrom("job_applications")
      .select(["opening_id", "opening_title"])
      .orderBy("id")
      .execute();
    expect(openings).toEqual([
      { opening_id: null, opening_title: null },
      { opening_id: null, opening_title: null },
    ]);
  });

  it("keeps one copy of one applicant's identical CVs, each still read whole", async () => {
    const contents = await db.selectFrom("cv_contents").select(["owner_key", "sha256"]).execute();
    expect(contents).toEqual([
      { owner_key: "élodie@example.fr", sha256: createHash("sha256").update(CV).digest("hex") },
    ]);
    for (const id of ["a-1", "a-2"]) expect((await readCvFile(db, id))?.bytes.equals(CV)).toBe(true);
    const columns =
      engine === "sqlite"
        ? (
            await sql<{ name: string }>`select name from pragma_table_info('job_application_cvs')`.execute(db)
          ).rows.map((row) => row.name)
        : (
            await sql<{
              name: string;
            }>`select column_name as name from information_schema.columns where table_name = 'job_application_cvs'`.execute(
              db,
            )
          ).rows.map((row) => row.name);
    expect(columns).not.toContain("bytes");
  });
});
