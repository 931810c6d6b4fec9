// `npm run privacy -- export|erase|purge` on both engines: an export holds everything
// about the address and nothing about anyone else; erasure leaves no row, file or pending
// mail with the address, and the audit trail records that it happened, not what; purge
// counts without content; exit codes and refusals.

import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { inviteStaff } from "../src/staff/accounts.js";
import { itBehavesLikeAStaffCommand, runPrivacy } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { fetchXsrf, formsApp, post, validApplication, validContact } from "./form-helpers.js";

const PERSON = "meera.iyer@example.org";
const OTHER = "ann@example.com";
const TABLES = ["contact_messages", "job_applications", "job_application_cvs", "outbox", "staff", "staff_passkeys", "staff_enrolments", "staff_sessions", "audit_log"] as const;

describe.each(ENGINES)("privacy CLI on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let out: string;
  const ids: string[] = [];
  const env = () => database.env;

  /** Every row of every table the project writes, as text: where an address could hide. */
  const everything = async () => {
    const dump: string[] = [];
    for (const table of TABLES) dump.push(JSON.stringify(await app.db.selectFrom(table).selectAll().execute()));
    return dump.join("\n").toLowerCase();
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(database, {}, { privacy: { enabled: false } });
    await app.ready();
    out = await mkdtemp(path.join(tmpdir(), "privacy-export-"));
    const xsrf = await fetchXsrf(app);
    const name = "Meera";
    const contact = validContact({ sender: "Meera.Iyer@Example.org", subject: `Contact from ${name}`, body: `Name: ${name}\nEmail: Meera.Iyer@Example.org\nMessage: Please call me.` });
    for (const [url, body] of [
      [MAIL_SENDING_PATH, contact],
      [JOB_APPLICATION_PATH, validApplication({ name: "Meera Iyer", email: PERSON })],
      [MAIL_SENDING_PATH, validContact()],
      [JOB_APPLICATION_PATH, validApplication()],
    ] as const) {
      const response = await post(app, url, body, xsrf.headers);
      expect(response.statusCode).toBe(202);
      ids.push(response.json().id);
    }
    // Her application came with a CV, and so did the other applicant's.
    for (const [id, fileName] of [[ids[1]!, "Meera Iyer CV.pdf"], [ids[3]!, "Ann CV.pdf"]] as const) {
      const bytes = Buffer.from(`%PDF-1.4\n${fileName}\n%%EOF\n`);
      await app.db.insertInto("job_application_cvs").values({ application_id: id, file_name: fileName, media_type: "application/pdf", size: bytes.length, bytes }).execute();
    }
    // Her mail was written as .eml files; her application's mail is still pending.
    const mailDir = path.join(database.dataDir, "mail");
    await mkdir(mailDir, { recursive: true });
    for (const id of ids) await writeFile(path.join(mailDir, `${id}.eml`), "Subject: x\r\n\r\nx\r\n");
    // She is also invited as staff (a colleague), so the audit trail names her.
    await inviteStaff(app.db, { email: PERSON, name: "Meera Iyer" }, { actor: "shell:test", address: null }, new Date());
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
    await rm(out, { recursive: true, force: true });
  });

  it("exports everything held about the address to a new private folder, and nothing about anyone else", async () => {
    const result = await runPrivacy(env(), "export", "--email", " MEERA.IYER@example.org ", "--out", out);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Exported 1 contact messages, 1 applications, 1 CVs, 2 delivery records, 1 staff accounts, 1 audit entries:\n/);
    const [folder] = await readdir(out);
    expect(folder).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    const file = path.join(out, folder!, "personal-data.json");
    const cvFile = path.join(out, folder!, "cvs", `${ids[1]}.pdf`);
    // The files written, one per line: the JSON, then her CV (named by the application's id).
    expect(result.stdout.trim().split("\n").slice(1)).toEqual([file, cvFile]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(cvFile)).toString("latin1")).toBe("%PDF-1.4\nMeera Iyer CV.pdf\n%%EOF\n");
    expect(await readdir(path.join(out, folder!, "cvs"))).toEqual([`${ids[1]}.pdf`]);
    const text = await readFile(file, "utf8");
    const data = JSON.parse(text);
    expect(data.contactMessages.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
    expect(data.applications.map((row: { id: string }) => row.id)).toEqual([ids[1]]);
    expect(data.cvs).toEqual([expect.objectContaining({ applicationId: ids[1], fileName: "Meera Iyer CV.pdf", file: `cvs/${ids[1]}.pdf` })]);
    expect(data.staffAccount).toMatchObject({ email: PERSON, name: "Meera Iyer" });
    expect(text).not.toContain(OTHER);
    expect((await listAudit(app.db)).find((entry) => entry.action === "privacy.export")).toMatchObject({ subject: "a person's data" });
  });

  it("erases everything held about the address: no row, file or pending mail names it afterwards", async () => {
    expect(await everything()).toContain(PERSON);
    const result = await runPrivacy(env(), "erase", "--email", PERSON);
    expect(result).toEqual({
      code: 0,
      stdout: "Erased 1 contact messages, 1 applications, 1 CVs, 2 mail records, 2 .eml files, 1 staff accounts; 1 audit entries no longer name the address.\n",
      stderr: "",
    });
    expect(await everything()).not.toContain(PERSON);
    expect(await everything()).not.toContain("meera");
    // The other applicant's CV stays.
    expect((await app.db.selectFrom("job_application_cvs").select("application_id").execute()).map((row) => row.application_id)).toEqual([ids[3]]);
    const files = await readdir(path.join(database.dataDir, "mail"));
    expect(files.sort()).toEqual([`${ids[2]}.eml`, `${ids[3]}.eml`].sort());
    // The others' messages and mail are untouched.
    expect((await app.db.selectFrom("outbox").select("message_id").execute()).map((row) => row.message_id).sort()).toEqual([ids[2], ids[3]].sort());
    const erasure = (await listAudit(app.db)).find((entry) => entry.action === "privacy.erase");
    expect(erasure).toMatchObject({ subject: "a person's data", details: expect.objectContaining({ contactMessages: 1, applications: 1 }) });
    // Nothing left: a second erasure finds nothing.
    expect((await runPrivacy(env(), "erase", "--email", PERSON)).stdout).toMatch(/^Erased 0 contact messages, 0 applications, 0 CVs, 0 mail records, 0 \.eml files, 0 staff accounts/);
  });

  it("purge --dry-run counts what is due and deletes nothing", async () => {
    const before = await everything();
    const result = await runPrivacy(env(), "purge", "--dry-run");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Would delete 0 contact messages, 0 applications, 0 CVs, 0 mail records, 0 \.eml files \(contact messages received before \d{4}-/);
    expect(await everything()).toBe(before);
  });

  it("refuses a bad address with exit code 1, changing nothing", async () => {
    const before = await everything();
    for (const command of ["export", "erase"]) {
      expect(await runPrivacy(env(), command, "--email", "not-an-address")).toMatchObject({ code: 1, stdout: "" });
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
