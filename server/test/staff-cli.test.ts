// The staff accounts CLI (`npm run staff -- ...`) on both engines: invitations with roles
// and their one-time links, a link for another device only when asked for, roles,
// the account list, revoking (passkeys, sessions and links gone at once), the audit trail
// of each change (members by id, never by address) and its year of retention, exit
// codes, and refusals that change nothing.

import { userInfo } from "node:os";
import { describe, expect, it } from "vitest";
import { listAudit, recordAudit } from "../src/audit/trail.js";
import { staffEmail } from "../src/staff/accounts.js";
import { sha256 } from "../src/staff/tokens.js";
import { itBehavesLikeAStaffCommand, runStaff } from "./cli-helpers.js";
import { databaseForSuite, ENGINES } from "./databases.js";

const SITE = "https://www.example.com";
const LINK = /^https:\/\/www\.example\.com\/staff\/enrol#([\w-]{43})$/m;

describe.each(ENGINES)("staff CLI on %s", (engine) => {
  const database = databaseForSuite(engine);
  const env = () => ({ ...database.env, SITE_URL: SITE });
  const shell = `shell:${userInfo().username}`;

  const staffRows = () => database.db.selectFrom("staff").selectAll().orderBy("email").execute();
  const enrolments = () => database.db.selectFrom("staff_enrolments").selectAll().execute();

  it("list says how to start when there is no account", async () => {
    expect(await runStaff(env(), "list")).toEqual({
      code: 0,
      stdout: "No staff accounts. Invite someone: npm run staff -- invite --email E --name N\n",
      stderr: "",
    });
    expect(await runStaff(env(), "list", "--json")).toEqual({ code: 0, stdout: "[]\n", stderr: "" });
  });

  it("invite creates the account and prints a one-time link valid 24 hours; only the token's hash is stored", async () => {
    const before = Date.now();
    const result = await runStaff(env(), "invite", "--email", " Priya.N@Example.COM ", "--name", "Priya N");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(
      /^Invited Priya N <priya\.n@example\.com> \(admin\)\. The server mails them this link \(`npm run outbox -- list` shows the mail\); it works once, until /,
    );
    const token = LINK.exec(result.stdout)?.[1];
    expect(token).toBeDefined();
    // Queued for the running server to mail, the link only sealed.
    const [mail] = await database.db.selectFrom("staff_invitation_mails").selectAll().execute();
    expect(mail).toMatchObject({ purpose: "invite", invited_by: null, token_hash: sha256(token!) });
    expect(mail!.sealed_token).not.toContain(token!);
    expect(
      await database.db
        .selectFrom("outbox")
        .select(["kind", "state"])
        .where("message_id", "=", mail!.id)
        .execute(),
    ).toEqual([{ kind: "invitation", state: "pending" }]);

    // An admin when no role is given.
    expect(await staffRows()).toMatchObject([
      {
        email: "priya.n@example.com",
        email_key: "priya.n@example.com",
        name: "Priya N",
        roles: "admin",
        last_sign_in_at: null,
      },
    ]);
    const [enrolment] = await enrolments();
    expect(enrolment?.token_hash).toBe(sha256(token!));
    expect(
      JSON.stringify(await database.db.selectFrom("staff_enrolments").selectAll().execute()),
    ).not.toContain(token!);
    const expires = Number(enrolment?.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it("inviting again an account that has no passkey renames it and replaces its unused link", async () => {
    const first = (await enrolments())[0]!.token_hash;
    const result = await runStaff(
      env(),
      "invite",
      "--email",
      "priya.n@example.com",
      "--name",
      "Priya Natarajan",
      "--no-mail",
    );
    expect(result.stdout).toMatch(
      /^Invited again Priya Natarajan <priya\.n@example\.com> \(admin\)\. Send them this link; it works once/,
    );
    const token = LINK.exec(result.stdout)![1]!;
    expect((await enrolments()).map((e) => e.token_hash)).toEqual([sha256(token)]);
    expect(sha256(token)).not.toBe(first);
    // Not mailed; and the first link's mail, not sent yet, is withdrawn with it.
    expect(await database.db.selectFrom("staff_invitation_mails").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(await staffRows()).toMatchObject([{ email: "priya.n@example.com", name: "Priya Natarajan" }]);
  });

  it("list shows each account with its passkeys, sessions and last sign-in", async () => {
    const arun = await runStaff(
      env(),
      "invite",
      "--email",
      "arun@example.com",
      "--name",
      "Arun",
      "--role",
      "hr",
      "--role",
      "marketing",
    );
    expect(arun.stdout).toMatch(/^Invited Arun <arun@example\.com> \(hr, marketing\)\./);
    const result = await runStaff(env(), "list");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout.split("\n")[0]).toMatch(
      /^EMAIL\s+NAME\s+ROLES\s+PASSKEYS\s+SESSIONS\s+LAST SIGN-IN\s+INVITATION$/,
    );
    expect(result.stdout).toMatch(
      /^arun@example\.com\s+Arun\s+hr,marketing\s+0\s+0\s+never\s+pending until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/m,
    );
    expect(result.stdout).toMatch(
      /^priya\.n@example\.com\s+Priya Natarajan\s+admin\s+0\s+0\s+never\s+pending until /m,
    );
    const json = JSON.parse((await runStaff(env(), "list", "--json")).stdout) as { email: string }[];
    expect(json.map((s) => s.email)).toEqual(["arun@example.com", "priya.n@example.com"]);
  });

  it("refuses a link for an account that has a passkey unless --add-device asks for one, and --add-device for no account", async () => {
    const arun = (await staffRows()).find((s) => s.email === "arun@example.com")!;
    const priya = (await staffRows()).find((s) => s.email === "priya.n@example.com")!;
    const now = new Date().toISOString();
    for (const [id, staffId] of [
      ["key-a1", arun.id],
      ["key-a2", arun.id],
      ["key-p1", priya.id],
    ] as const) {
      await database.db
        .insertInto("staff_passkeys")
        .values({
          id,
          ref: `ref-${id}`,
          name: id,
          staff_id: staffId,
          public_key: "pk",
          transports: null,
          created_at: now,
          last_used_at: null,
        })
        .execute();
    }
    const before = { staff: await staffRows(), enrolments: await enrolments() };
    expect(await runStaff(env(), "invite", "--email", "arun@example.com", "--name", "Mallory")).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "Error: arun@example.com has a passkey already: to let them add another device, use --add-device\n",
    });
    expect(await runStaff(env(), "invite", "--email", "arun@example.com", "--role", "admin")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/change its roles with `roles`/),
    });
    expect(await runStaff(env(), "invite", "--email", "nobody@example.com", "--add-device")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/no account for nobody@example\.com/),
    });
    expect({ staff: await staffRows(), enrolments: await enrolments() }).toEqual(before);

    const device = await runStaff(env(), "invite", "--email", "arun@example.com", "--add-device");
    expect(device).toMatchObject({
      code: 0,
      stderr: "",
      stdout: expect.stringMatching(/^A link for Arun <arun@example\.com> to add a device\. /),
    });
    expect((await staffRows()).find((s) => s.email === "arun@example.com")).toMatchObject({
      name: "Arun",
      roles: "hr,marketing",
    });
    expect(
      await runStaff(env(), "invite", "--email", "arun@example.com", "--add-device", "--name", "X"),
    ).toMatchObject({ code: 2 });
  });

  it("roles sets a member's roles; an unknown role is a usage error", async () => {
    expect(await runStaff(env(), "roles", "--email", "Arun@Example.com", "--set", "marketing,admin")).toEqual(
      {
        code: 0,
        stdout: "arun@example.com now has the roles: admin, marketing.\n",
        stderr: "",
      },
    );
    expect((await staffRows()).find((s) => s.email === "arun@example.com")).toMatchObject({
      roles: "admin,marketing",
    });
    expect(
      await runStaff(env(), "roles", "--email", "arun@example.com", "--set", "admin,owner"),
    ).toMatchObject({ code: 2 });
    expect(await runStaff(env(), "roles", "--email", "nobody@example.com", "--set", "hr")).toMatchObject({
      code: 1,
    });
  });

  it("revoke removes every passkey, session and unused link of the account at once, and keeps the account", async () => {
    const arun = (await staffRows()).find((s) => s.email === "arun@example.com")!;
    const priya = (await staffRows()).find((s) => s.email === "priya.n@example.com")!;
    await database.db
      .insertInto("staff_sessions")
      .values({
        id_hash: sha256("session-a"),
        staff_id: arun.id,
        created_at: Date.now(),
        last_seen_at: Date.now(),
        address: "127.0.0.1",
      })
      .execute();

    expect(await runStaff(env(), "revoke", "--email", "ARUN@example.com")).toEqual({
      code: 0,
      stdout: "Revoked arun@example.com: 2 passkey(s) removed, 1 session(s) ended, 1 unused link(s) ended.\n",
      stderr: "",
    });
    expect(await database.db.selectFrom("staff_passkeys").select("id").execute()).toEqual([{ id: "key-p1" }]);
    expect(await database.db.selectFrom("staff_sessions").select("id_hash").execute()).toEqual([]);
    expect((await enrolments()).map((e) => e.staff_id)).toEqual([priya.id]);
    expect((await staffRows()).map((s) => s.email)).toEqual(["arun@example.com", "priya.n@example.com"]);
    expect((await staffRows()).find((s) => s.email === "arun@example.com")!.generation).toBe(
      arun.generation + 1,
    );
  });

  it("refuses an unknown account, a bad address or a bad name with exit code 1, changing nothing", async () => {
    const before = {
      staff: await staffRows(),
      enrolments: await enrolments(),
      audit: await listAudit(database.db, { limit: 1000 }),
    };
    expect(await runStaff(env(), "revoke", "--email", "nobody@example.com")).toEqual({
      code: 1,
      stdout: "",
      stderr: "Error: there is no staff account for nobody@example.com (see `list`)\n",
    });
    for (const email of [
      "not-an-address",
      "a@b",
      "two@@example.com",
      "sp ace@example.com",
      `${"x".repeat(250)}@example.com`,
    ]) {
      expect(await runStaff(env(), "invite", "--email", email, "--name", "X"), email).toMatchObject({
        code: 1,
        stdout: "",
      });
    }
    expect(await runStaff(env(), "invite", "--email", "ok@example.com", "--name", "   ")).toMatchObject({
      code: 1,
      stdout: "",
    });
    expect(await runStaff(env(), "invite", "--email", "ok@example.com", "--name", "a\nb")).toMatchObject({
      code: 1,
      stdout: "",
    });
    expect(await runStaff(env(), "invite", "--email", "ok@example.com", "--role", "owner")).toMatchObject({
      code: 2,
      stdout: "",
    });
    expect({
      staff: await staffRows(),
      enrolments: await enrolments(),
      audit: await listAudit(database.db, { limit: 1000 }),
    }).toEqual(before);
  });

  it("audit lists every change, newest first, with who made it and from where, naming members by id", async () => {
    const { entries } = await listAudit(database.db);
    const arun = `staff:${(await staffRows()).find((s) => s.email === "arun@example.com")!.id}`;
    const priya = `staff:${(await staffRows()).find((s) => s.email === "priya.n@example.com")!.id}`;
    expect(entries.map((e) => [e.action, e.subject, e.subjectName, e.actor, e.address])).toEqual([
      ["staff.revoke", arun, "Arun", shell, null],
      ["staff.roles", arun, "Arun", shell, null],
      ["staff.add-device-link", arun, "Arun", shell, null],
      ["staff.invite", arun, "Arun", shell, null],
      ["staff.invite-again", priya, "Priya Natarajan", shell, null],
      ["staff.invite", priya, "Priya Natarajan", shell, null],
    ]);
    expect(entries[0]!.details).toEqual({ passkeys: 2, sessions: 1, links: 1 });
    expect(entries[1]!.details).toEqual({ before: ["hr", "marketing"], after: ["admin", "marketing"] });
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com/);
    const table = await runStaff(env(), "audit");
    expect(table.stdout.split("\n")[0]).toMatch(/^WHEN\s+FROM\s+ACTION\s+WHAT HAPPENED$/);
    const who = `Shell \\(${userInfo().username}\\)`;
    expect(table.stdout).toMatch(
      new RegExp(`^\\S+ \\S+Z\\s+-\\s+staff\\.revoke\\s+${who} removed Arun.*$`, "m"),
    );
    expect(JSON.parse((await runStaff(env(), "audit", "--json", "--limit", "1")).stdout)).toHaveLength(1);
    const filtered = JSON.parse(
      (await runStaff(env(), "audit", "--json", "--action", "staff.invite")).stdout,
    ) as { subject: string }[];
    expect(filtered.map((e) => e.subject)).toEqual([arun, priya]);
    expect(await runStaff(env(), "audit", "--action", "staff.nothing")).toMatchObject({ code: 2 });
  });

  it("keeps audit entries a year: a new entry drops those older than 365 days", async () => {
    const later = new Date(Date.now() + 366 * 86_400_000);
    await recordAudit(
      database.db,
      { actor: shell, action: "event.remove-samples", subject: "sample events" },
      later,
    );
    expect((await listAudit(database.db)).entries.map((e) => e.action)).toEqual(["event.remove-samples"]);
  });

  it("an entry cannot be rewritten: the database refuses an UPDATE of the trail", async () => {
    await expect(database.db.updateTable("audit_log").set({ actor: "(erased)" }).execute()).rejects.toThrow(
      /append-only/,
    );
    expect((await listAudit(database.db)).entries.map((e) => e.actor)).toEqual([shell]);
  });

  it("invites without --name: a new account is named by its address's local part, an existing one keeps its name", async () => {
    expect(await runStaff(env(), "invite", "--email", "kavya@example.com")).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Invited kavya <kavya@example\.com>/),
    });
    await runStaff(env(), "invite", "--email", "kavya@example.com", "--name", "Kavya S");
    expect(await runStaff(env(), "invite", "--email", "kavya@example.com")).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Invited again Kavya S </),
    });
    expect((await staffRows()).find((s) => s.email === "kavya@example.com")).toMatchObject({
      name: "Kavya S",
    });
  });

  itBehavesLikeAStaffCommand({
    run: runStaff,
    env,
    usage: "Usage: npm run staff -- <command> [options]",
    helpMentions: "one-time",
    usageErrors: [
      ["invite without --email", ["invite", "--name", "X"]],
      ["revoke without --email", ["revoke"]],
      ["an unknown option", ["list", "--all"]],
      ["a bad --limit", ["audit", "--limit", "0"]],
      ["an unknown command", ["promote"]],
    ],
  });
});

describe("staffEmail", () => {
  it("normalises an address in time linear in its length", () => {
    expect(staffEmail("  A@Example.com ")).toBe("a@example.com");
    for (const bad of [
      "",
      "@example.com",
      "a@",
      "a@example",
      "a@.example.com",
      "a@example.com.",
      "a@ex..ample.com",
      "a\u0000@example.com",
    ]) {
      expect(staffEmail(bad), JSON.stringify(bad)).toBeUndefined();
    }
    const started = performance.now();
    expect(staffEmail(`${"@".repeat(100_000)}.`)).toBeUndefined();
    expect(staffEmail(`a@${".".repeat(100_000)}`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
