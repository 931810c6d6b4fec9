// `npm run privacy -- export|erase|purge` on both engines: an export holds everything
// about the address, in any spelling (case, Unicode normalisation), and nothing about
// anyone else; erasure leaves no row, file or pending mail with the address, erases a
// staff account of it (only the shell does), and the audit trail records that it
// happened, naming the person by keyed hash; a request that finds nothing says so; purge
// counts without content; exit codes and refusals.

import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addressKey, JOB_APPLICATION_PATH, MAIL_SENDING_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachCv } from "./cv-documents.js";
import { listAudit } from "../src/audit/trail.js";
import { inviteNewMember } from "../src/staff/accounts.js";
import { itBehavesLikeAStaffCommand, runPrivacy } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { fetchXsrf, formsApp, post, validApplication, validContact } from "./form-helpers.js";

// The same person, spelt three ways: SQLite's lower() folds none of these letters.
const PERSON = "ömer.øst@example.org";
const AS_SENT = "Ömer.Øst@Example.org";
const DECOMPOSED = "O\u0308MER.ØST@EXAMPLE.ORG";
const OTHER = "ann@example.com";
const TABLES = [
  "contact_messages",
  "job_applications",
  "job_application_cvs",
  "outbox",
  "staff",
  "staff_passkeys",
  "staff_enrolments",
  "staff_sessions",
  "audit_log",
] as const;

describe.each(ENGINES)("privacy CLI on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let out: string;
  const ids: string[] = [];
  const env = () => database.env;

  /** Every row of every table the project writes, as text: where an address could hide. */
  const everything = async () => {
    const dump: string[] = [];
    for (const table of TABLES)
      dump.push(JSON.stringify(await app.db.selectFrom(table).selectAll().execute()));
    return dump.join("\n").toLowerCase();
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(database, {}, { privacy: { enabled: false } });
    await app.ready();
    out = await mkdtemp(path.join(tmpdir(), "privacy-export-"));
    const xsrf = await fetchXsrf(app);
    const name = "Ömer";
    const contact = validContact({
      sender: AS_SENT,
      subject: `Contact from ${name}`,
      body: `Name: ${name}\nEmail: ${AS_SENT}\nMessage: Please call me.`,
    });
    for (const [url, body] of [
      [MAIL_SENDING_PATH, contact],
      [JOB_APPLICATION_PATH, validApplication({ name: "Ömer Øst", email: DECOMPOSED })],
      [MAIL_SENDING_PATH, validContact()],
      [JOB_APPLICATION_PATH, validApplication()],
    ] as const) {
      const response = await post(app, url, body, xsrf.headers);
      expect(response.statusCode).toBe(202);
      ids.push(response.json().id);
    }
    // Her application came with a CV, and so did the other applicant's.
    for (const [id, fileName] of [
      [ids[1]!, "Ömer Øst CV.pdf"],
      [ids[3]!, "Ann CV.pdf"],
    ] as const) {
      const bytes = Buffer.from(`%PDF-1.4\n${fileName}\n%%EOF\n`);
      await attachCv(app.db, id, { fileName, mediaType: "application/pdf", bytes });
    }
    // Her mail was written as .eml files; her application's mail is still pending.
    const mailDir = path.join(database.dataDir, "mail");
    await mkdir(mailDir, { recursive: true });
    for (const id of ids) await writeFile(path.join(mailDir, `${id}.eml`), "Subject: x\r\n\r\nx\r\n");
    // He is also invited as staff (a colleague), so the audit trail has an entry about him.
    await inviteNewMember(
      app.db,
      { email: AS_SENT.toLowerCase(), name: "Ömer Øst", roles: ["hr"] },
      { actor: "shell:test", address: null },
      new Date(),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
    await rm(out, { recursive: true, force: true });
  });

  it("exports everything held about the address to a new private folder, and nothing about anyone else", async () => {
    const result = await runPrivacy(env(), "export", "--email", ` ${DECOMPOSED} `, "--out", out);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(
      /^Exported 1 contact messages, 1 applications, 1 CVs, 2 delivery records, 1 staff accounts, 1 audit entries:\n/,
    );
    const [folder] = await readdir(out);
    expect(folder).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    const file = path.join(out, folder!, "personal-data.json");
    const cvFile = path.join(out, folder!, "cvs", `${ids[1]}.pdf`);
    // The files written, one per line: the JSON, then her CV (named by the application's id).
    expect(result.stdout.trim().split("\n").slice(1)).toEqual([file, cvFile]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(cvFile)).toString("utf8")).toBe("%PDF-1.4\nÖmer Øst CV.pdf\n%%EOF\n");
    expect(await readdir(path.join(out, folder!, "cvs"))).toEqual([`${ids[1]}.pdf`]);
    const text = await readFile(file, "utf8");
    const data = JSON.parse(text);
    expect(data.contactMessages.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
    expect(data.applications.map((row: { id: string }) => row.id)).toEqual([ids[1]]);
    expect(data.cvs).toEqual([
      expect.objectContaining({
        applicationId: ids[1],
        fileName: "Ömer Øst CV.pdf",
        file: `cvs/${ids[1]}.pdf`,
      }),
    ]);
    expect(data.staffAccount).toMatchObject({ email: PERSON, name: "Ömer Øst", roles: ["hr"] });
    expect(text).not.toContain(OTHER);
    // The entry about him names nobody else: not the shell user who invited him, nor where from.
    expect(data.auditEntries).toEqual([
      expect.objectContaining({
        action: "staff.invite",
        actor: "a staff command",
        actorName: "a staff command",
        address: null,
      }),
    ]);
    expect(text).not.toContain("shell:");
    // The internal folded copies are not part of the export.
    expect(text).not.toContain("sender_key");
    const { entries } = await listAudit(app.db);
    const exported = entries.find((entry) => entry.action === "privacy.export");
    expect(exported).toMatchObject({
      subject: expect.stringMatching(/^person:[\w-]{22}$/),
      subjectName: "A person's data",
      details: { records: 7 },
    });
    // The trail itself holds no address or name: the console shows a member's name from the account.
    expect(
      JSON.stringify(await app.db.selectFrom("audit_log").selectAll().execute()).toLowerCase(),
    ).not.toContain("ömer");
  });

  it("erases everything held about the address: no row, file or pending mail names it afterwards", async () => {
    expect(await everything()).toContain(PERSON);
    const auditBefore = (await listAudit(app.db)).entries;
    const result = await runPrivacy(env(), "erase", "--email", AS_SENT);
    expect(result).toEqual({
      code: 0,
      stdout:
        "Erased 1 contact messages, 1 applications, 1 CVs, 2 mail records, 2 .eml files, 1 staff accounts.\n",
      stderr: "",
    });
    for (const spelling of [PERSON, addressKey(DECOMPOSED), "ömer", "o\u0308mer", "øst"])
      expect(await everything()).not.toContain(spelling);
    // The other applicant's CV stays.
    expect(
      (await app.db.selectFrom("job_application_cvs").select("application_id").execute()).map(
        (row) => row.application_id,
      ),
    ).toEqual([ids[3]]);
    const files = await readdir(path.join(database.dataDir, "mail"));
    expect(files.sort()).toEqual([`${ids[2]}.eml`, `${ids[3]}.eml`].sort());
    // The others' messages and mail are untouched.
    expect(
      (await app.db.selectFrom("outbox").select("message_id").execute()).map((row) => row.message_id).sort(),
    ).toEqual([ids[2], ids[3]].sort());
    // The trail was not rewritten: every earlier entry is as it was, the former member's id with it.
    const { entries } = await listAudit(app.db);
    const stored = (list: typeof entries) =>
      list.map((entry) => [
        entry.id,
        entry.at,
        entry.actor,
        entry.action,
        entry.subject,
        entry.address,
        entry.details,
      ]);
    expect(stored(entries.slice(2))).toEqual(stored(auditBefore));
    const [staffErased, erasure] = entries;
    expect(staffErased).toMatchObject({
      action: "staff.erase",
      subject: auditBefore.find((e) => e.action === "staff.invite")!.subject,
      subjectName: expect.stringMatching(/^Former member \(/),
    });
    // The same person as the export's, by the same keyed hash: requests can be correlated.
    expect(erasure).toMatchObject({
      action: "privacy.erase",
      subject: auditBefore.find((e) => e.action === "privacy.export")!.subject,
    });
    expect(erasure!.details).toMatchObject({ contactMessages: 1, applications: 1, cvs: 1, staffAccounts: 1 });
    // Nothing left: a second erasure and an export say so.
    expect((await runPrivacy(env(), "erase", "--email", PERSON)).stdout).toMatch(
      /^Nothing is held under ömer\.øst@example\.org: nothing was erased\./,
    );
    expect(await runPrivacy(env(), "export", "--email", PERSON, "--out", out)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/nothing is held under/),
    });
  });

  it("purge --dry-run counts what is due and deletes nothing", async () => {
    const before = await everything();
    const result = await runPrivacy(env(), "purge", "--dry-run");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Would delete 0 contact messages, 0 applications, 0 CVs, 0 mail records, 0 \.eml files \(contact messages received before \d{4}-/,
    );
    expect(await everything()).toBe(before);
  });

  it("refuses a bad address with exit code 1, changing nothing", async () => {
    const before = await everything();
    for (const command of ["export", "erase"]) {
      expect(await runPrivacy(env(), command, "--email", "not-an-address")).toMatchObject({
        code: 1,
        stdout: "",
      });
    }
    expect(await everything()).toBe(before);
  });

  itBehavesLikeAStaffCommand({
    run: runPrivacy,
    env,
    usage: "Usage: npm run privacy -- <command> [options]",
    helpMentions: "privacy notice's periods",
    readOnly: ["purge", "--dry-run"],
    usageErrors: [
      ["export without --email", ["export"]],
      ["erase without --email", ["erase"]],
      ["an unknown option", ["purge", "--all"]],
      ["an unknown command", ["forget"]],
    ],
  });
});
