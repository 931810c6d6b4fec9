// The staff console against its own members, on both engines: what a member of staff
// could try with a real session and a software passkey, and what stops them.
//
// - An invitation never touches an existing account: no link to a colleague's account, no
//   renaming; a second device only from the owner's session; revoking a member ends the
//   links they made.
// - Roles by job, enforced on every route: marketing, HR and admins each reach their own
//   screens only, and a change of roles applies at the next request.
// - Offboarding: an admin removes a colleague (passkeys, sessions, links at once) or one
//   lost passkey of theirs; never themselves, never the last admin.
// - The audit trail pages and filters, so a flood of cheap entries hides nothing.
// - A person's export holds nobody else: other members, their addresses, the shell user.

import {
  MAIL_SENDING_PATH,
  STAFF_API,
  staffApiPath,
  type AuditPage,
  type InboxItem,
  type OutboxEntry,
  type StaffRole,
  type StaffSummary,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdf } from "./cv-documents.js";
import { runPrivacy, runStaff } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { applyWithCv, fetchXsrf, post, validApplication, validContact } from "./form-helpers.js";
import { unzip } from "./zip-helpers.js";
import { enrolledMember, StaffBrowser, staffApp, staffIdOfEmail } from "./staff-helpers.js";

describe.each(ENGINES)("the staff console against its own members (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: StaffBrowser;
  let adminRef: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // Limits out of the way: these tests add many passkeys (the limits have tests of their own).
    const signInLimit = {
      perAddress: 1000,
      ceremoniesPerAddress: 1000,
      perAccount: 1000,
      passkeysPerAccount: 1000,
      windowMs: 60_000,
    };
    app = staffApp(database, { TRUST_PROXY: "true" }, { staff: { signInLimit } });
    await app.ready();
    admin = await enrolledMember(app, "asha@example.com", "Asha Rao", ["admin"]);
    admin.headers = { "x-forwarded-for": "192.0.2.44" };
    adminRef = `staff:${await staffIdOfEmail(app, "asha@example.com")}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  /** A colleague invited by the admin in the console, enrolled from the link with their own passkey. */
  async function colleague(email: string, name: string, roles: StaffRole[]): Promise<StaffBrowser> {
    const invited = await admin.post(STAFF_API.staff, { email, name, roles });
    expect(invited.statusCode, invited.body).toBe(201);
    const browser = await StaffBrowser.open(app);
    const enrolled = await browser.enrol((invited.json() as { link: string }).link.split("#")[1]!);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    return browser;
  }
  const staffList = async () => (await admin.get(STAFF_API.staff)).json() as StaffSummary[];
  const summaryOf = async (email: string) => (await staffList()).find((member) => member.email === email)!;
  const trail = async (query = "") => (await admin.get(`${STAFF_API.audit}${query}`)).json() as AuditPage;

  describe("invitations", () => {
    it("never give a link to an existing colleague's account, in any spelling, nor rename it", async () => {
      const ravi = await colleague("ravi@example.com", "Ravi Kumar", ["marketing"]);
      const before = await summaryOf("ravi@example.com");
      const links = await app.db.selectFrom("staff_enrolments").selectAll().execute();
      for (const email of ["ravi@example.com", " RAVI@Example.COM "]) {
        const attempt = await admin.post(STAFF_API.staff, { email, name: "Mallory", roles: ["admin"] });
        expect(attempt.statusCode).toBe(409);
        expect(attempt.json().errors[0]).toMatchObject({
          path: "email",
          message: expect.stringMatching(/has an account already/),
        });
        expect(attempt.body).not.toMatch(/enrol#/);
      }
      // No new link, no new name, no new role; and no way to give one from the console either.
      expect(await app.db.selectFrom("staff_enrolments").selectAll().execute()).toEqual(links);
      expect(await summaryOf("ravi@example.com")).toEqual(before);
      const another = await admin.post(staffApiPath(STAFF_API.staffInvitation, { id: before.id }));
      expect(another.statusCode).toBe(409);
      expect(another.body).not.toMatch(/enrol#/);
      // Ravi still signs in, with his one passkey.
      expect((await ravi.signIn()).statusCode).toBe(200);
      expect((await summaryOf("ravi@example.com")).passkeys).toHaveLength(1);
    });

    it("make a new link for an invitation that expired unused, without renaming the account", async () => {
      const first = await admin.post(STAFF_API.staff, {
        email: "neha@example.com",
        name: "Neha",
        roles: ["hr"],
      });
      const pending = await summaryOf("neha@example.com");
      expect(pending).toMatchObject({ enrolled: false, passkeys: [] });
      const again = await admin.post(staffApiPath(STAFF_API.staffInvitation, { id: pending.id }));
      expect(again.statusCode).toBe(201);
      // The first link stopped working; the new one enrols.
      const oldToken = (first.json() as { link: string }).link.split("#")[1]!;
      expect(
        (await (await StaffBrowser.open(app)).post(STAFF_API.enrolOptions, { token: oldToken })).statusCode,
      ).toBe(410);
      const neha = await StaffBrowser.open(app);
      expect((await neha.enrol((again.json() as { link: string }).link.split("#")[1]!)).statusCode).toBe(200);
      expect(await summaryOf("neha@example.com")).toMatchObject({
        name: "Neha",
        enrolled: true,
        roles: ["hr"],
      });
    });

    it("a second device comes only from the owner's session, at most ten, and none for a colleague", async () => {
      const dev = await colleague("dev@example.com", "Dev", ["marketing"]);
      // The admin has no route that adds a passkey to someone else: the passkey routes are the caller's own.
      const options = (await admin.post(STAFF_API.passkeyOptions)).json() as { user: { name: string } };
      expect(options.user.name).toBe("asha@example.com");
      for (let count = 2; count <= 10; count += 1) {
        const made = dev.authenticator.register((await dev.post(STAFF_API.passkeyOptions)).json());
        expect(
          (await dev.post(STAFF_API.passkeys, { response: made, name: `Key ${count}` })).statusCode,
        ).toBe(201);
      }
      const eleventh = dev.authenticator.register((await dev.post(STAFF_API.passkeyOptions)).json());
      const refused = await dev.post(STAFF_API.passkeys, { response: eleventh, name: "One too many" });
      expect(refused.statusCode).toBe(409);
      expect((await summaryOf("dev@example.com")).passkeys).toHaveLength(10);
    });

    it("end with the member who made them: revoking an admin ends their unused links", async () => {
      const second = await colleague("second.admin@example.com", "Second Admin", ["admin"]);
      const made = await second.post(STAFF_API.staff, {
        email: "pending@example.com",
        name: "Pending",
        roles: ["marketing"],
      });
      const token = (made.json() as { link: string }).link.split("#")[1]!;
      await admin.post(
        staffApiPath(STAFF_API.staffRemoval, { id: (await summaryOf("second.admin@example.com")).id }),
      );
      expect((await (await StaffBrowser.open(app)).post(STAFF_API.enrolOptions, { token })).statusCode).toBe(
        410,
      );
      expect((await summaryOf("pending@example.com")).invitedUntil).toBeNull();
    });
  });

  describe("roles", () => {
    let marketing: StaffBrowser;
    let hr: StaffBrowser;
    let applicationId: string;
    let contactId: string;

    beforeAll(async () => {
      marketing = await colleague("maya@example.com", "Maya", ["marketing"]);
      hr = await colleague("hari@example.com", "Hari", ["hr"]);
      const xsrf = await fetchXsrf(app);
      contactId = (await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers)).json().id;
      applicationId = await applyWithCv(
        app,
        await pdf("Curriculum vitae"),
        "cv.pdf",
        validApplication({ email: "applicant@example.org" }),
      );
    });

    /** Every route a role's screen uses, with what a member without the role must get. */
    const routes = () => ({
      hr: [
        ["GET", `${STAFF_API.inbox}?kind=application`],
        ["GET", staffApiPath(STAFF_API.inboxItem, { kind: "application", id: applicationId })],
        ["GET", staffApiPath(STAFF_API.inboxCv, { id: applicationId })],
        ["POST", staffApiPath(STAFF_API.inboxHandled, { kind: "application", id: applicationId })],
        ["POST", STAFF_API.privacyFind],
        ["POST", STAFF_API.privacyExport],
        ["POST", STAFF_API.privacyErase],
      ],
      marketing: [
        ["GET", STAFF_API.events],
        ["POST", STAFF_API.events],
        ["PATCH", staffApiPath(STAFF_API.event, { id: 1 })],
        ["DELETE", staffApiPath(STAFF_API.event, { id: 1 })],
        ["GET", `${STAFF_API.inbox}?kind=contact`],
        ["GET", staffApiPath(STAFF_API.inboxItem, { kind: "contact", id: contactId })],
        ["POST", staffApiPath(STAFF_API.inboxHandled, { kind: "contact", id: contactId })],
      ],
      admin: [
        ["GET", STAFF_API.staff],
        ["POST", STAFF_API.staff],
        ["PUT", staffApiPath(STAFF_API.staffRoles, { id: "00000000-0000-4000-8000-000000000000" })],
        ["POST", staffApiPath(STAFF_API.staffInvitation, { id: "00000000-0000-4000-8000-000000000000" })],
        ["POST", staffApiPath(STAFF_API.staffRemoval, { id: "00000000-0000-4000-8000-000000000000" })],
        [
          "DELETE",
          staffApiPath(STAFF_API.staffPasskey, { id: "00000000-0000-4000-8000-000000000000", ref: "x" }),
        ],
        ["GET", STAFF_API.audit],
        ["GET", STAFF_API.auditActors],
      ],
    });
    const payload = {
      email: "applicant@example.org",
      name: "X",
      roles: ["admin"],
      handled: true,
      title: "T",
      date: "2026-01-01",
    };

    /** The id of the outbox row that mails message `id`. */
    const mailOf = async (id: string) =>
      (await app.db.selectFrom("outbox").select("id").where("message_id", "=", id).executeTakeFirstOrThrow())
        .id;

    async function refusedEverywhereBut(member: StaffBrowser, own: StaffRole[]) {
      for (const [role, list] of Object.entries(routes()) as [StaffRole, string[][]][]) {
        if (own.includes(role)) continue;
        for (const [method, url] of list) {
          const response = await member.request({
            method: method as "GET",
            url: url!,
            payload: method === "GET" ? undefined : payload,
          });
          expect(response.statusCode, `${role}: ${method} ${url}`).toBe(403);
          expect(response.json().errors[0].message).toMatch(/Your roles do not include this/);
        }
      }
    }

    it("marketing gets 403 on every application, CV, privacy and team route, and sees contact messages only", async () => {
      await refusedEverywhereBut(marketing, ["marketing"]);
      const inbox = (await marketing.get(STAFF_API.inbox)).json() as InboxItem[];
      expect(new Set(inbox.map((item) => item.kind))).toEqual(new Set(["contact"]));
      const mail = (await marketing.get(STAFF_API.outbox)).json() as OutboxEntry[];
      expect(new Set(mail.map((entry) => entry.kind))).toEqual(new Set(["contact"]));
      const applicationMail = await mailOf(applicationId);
      expect(
        (await marketing.post(staffApiPath(STAFF_API.outboxRetry, { id: applicationMail }))).statusCode,
      ).toBe(403);
      expect((await marketing.get(STAFF_API.events)).statusCode).toBe(200);
      // Nothing was exported or erased by the refusals.
      expect((await trail("?action=privacy.erase")).entries).toEqual([]);
    });

    it("HR gets 403 on the gallery, contact messages and the team, and reads applications and CVs", async () => {
      await refusedEverywhereBut(hr, ["hr"]);
      const inbox = (await hr.get(STAFF_API.inbox)).json() as InboxItem[];
      expect(new Set(inbox.map((item) => item.kind))).toEqual(new Set(["application"]));
      expect((await hr.get(staffApiPath(STAFF_API.inboxCv, { id: applicationId }))).statusCode).toBe(200);
    });

    it("an admin alone runs the team and reads the trail, and gets 403 on messages, CVs, the gallery and privacy", async () => {
      await refusedEverywhereBut(admin, ["admin"]);
      expect((await admin.get(STAFF_API.inbox)).statusCode).toBe(403);
      // The outbox shows an admin the invitations they send, and no visitor's mail.
      const mail = await admin.get(STAFF_API.outbox);
      expect(mail.statusCode).toBe(200);
      expect((mail.json() as OutboxEntry[]).filter((entry) => entry.kind !== "invitation")).toEqual([]);
      const applicationMail = await mailOf(applicationId);
      expect(
        (await admin.post(staffApiPath(STAFF_API.outboxRetry, { id: applicationMail }))).statusCode,
      ).toBe(403);
    });

    it("a change of roles applies at the member's next request; the last admin keeps the role", async () => {
      const maya = await summaryOf("maya@example.com");
      const changed = await admin.send("PUT", staffApiPath(STAFF_API.staffRoles, { id: maya.id }), {
        roles: ["hr", "marketing"],
      });
      expect(changed.statusCode).toBe(200);
      expect((changed.json() as StaffSummary).roles).toEqual(["hr", "marketing"]);
      expect((await marketing.get(staffApiPath(STAFF_API.inboxCv, { id: applicationId }))).statusCode).toBe(
        200,
      );
      expect((await marketing.get(STAFF_API.session)).json()).toMatchObject({ roles: ["hr", "marketing"] });
      await admin.send("PUT", staffApiPath(STAFF_API.staffRoles, { id: maya.id }), { roles: ["marketing"] });
      expect((await marketing.get(staffApiPath(STAFF_API.inboxCv, { id: applicationId }))).statusCode).toBe(
        403,
      );
      expect(
        (await admin.send("PUT", staffApiPath(STAFF_API.staffRoles, { id: maya.id }), { roles: ["owner"] }))
          .statusCode,
      ).toBe(400);

      // Asha is the only admin who can sign in: she cannot take her own role away.
      const asha = await summaryOf("asha@example.com");
      const alone = await admin.send("PUT", staffApiPath(STAFF_API.staffRoles, { id: asha.id }), {
        roles: ["hr"],
      });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().errors[0].message).toMatch(/no admin left/);
      expect((await summaryOf("asha@example.com")).roles).toEqual(["admin"]);
      const entry = (await trail("?action=staff.roles")).entries[0];
      expect(entry).toMatchObject({
        actor: adminRef,
        subjectName: "Maya",
        details: { before: ["hr", "marketing"], after: ["marketing"] },
      });
    });
  });

  describe("offboarding", () => {
    it("removes a departing colleague's passkeys, sessions and links at once, in the trail", async () => {
      const leaving = await colleague("leaving@example.com", "Leaving", ["marketing"]);
      const id = (await summaryOf("leaving@example.com")).id;
      const removed = await admin.post(staffApiPath(STAFF_API.staffRemoval, { id }));
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ passkeys: [], sessions: 0, invitedUntil: null });
      expect((await leaving.get(STAFF_API.session)).statusCode).toBe(401);
      expect((await leaving.signIn()).statusCode).toBe(401);
      expect((await trail("?action=staff.revoke")).entries[0]).toMatchObject({
        actor: adminRef,
        subjectName: "Leaving",
        details: { passkeys: 1, sessions: 1 },
      });
    });

    it("removes one lost passkey and the sessions begun with it, keeping the other device", async () => {
      const member = await colleague("two.devices@example.com", "Two Devices", ["hr"]);
      const phone = member.authenticator.register((await member.post(STAFF_API.passkeyOptions)).json());
      expect((await member.post(STAFF_API.passkeys, { response: phone, name: "Phone" })).statusCode).toBe(
        201,
      );
      const [laptopKey, phoneKey] = member.authenticator.passkeys;
      // A session begun with the phone, which is then lost.
      const onPhone = await StaffBrowser.open(app);
      const answer = member.authenticator.authenticate((await onPhone.post(STAFF_API.signInOptions)).json(), {
        credential: phoneKey,
      });
      expect((await onPhone.post(STAFF_API.signIn, { response: answer })).statusCode).toBe(200);
      const summary = await summaryOf("two.devices@example.com");
      expect(summary.passkeys.map((passkey) => passkey.name)).toEqual(["First passkey", "Phone"]);
      const lost = summary.passkeys[1]!.ref;
      expect(
        (await admin.send("DELETE", staffApiPath(STAFF_API.staffPasskey, { id: summary.id, ref: lost })))
          .statusCode,
      ).toBe(204);
      expect((await onPhone.get(STAFF_API.session)).statusCode).toBe(401);
      // The session begun with the laptop goes on, and the laptop still signs in; the phone does not.
      expect((await member.get(STAFF_API.session)).statusCode).toBe(200);
      const withPhone = member.authenticator.authenticate(
        (await member.post(STAFF_API.signInOptions)).json(),
        { credential: phoneKey },
      );
      expect((await member.post(STAFF_API.signIn, { response: withPhone })).statusCode).toBe(401);
      const withLaptop = member.authenticator.authenticate(
        (await member.post(STAFF_API.signInOptions)).json(),
        { credential: laptopKey },
      );
      expect((await member.post(STAFF_API.signIn, { response: withLaptop })).statusCode).toBe(200);
      expect((await trail("?action=staff.passkey-remove")).entries[0]).toMatchObject({
        details: { passkey: "Phone", sessions: 1 },
      });
    });

    it("never removes oneself or the last admin, and a member keeps their own last passkey", async () => {
      const asha = await summaryOf("asha@example.com");
      expect((await admin.post(staffApiPath(STAFF_API.staffRemoval, { id: asha.id }))).statusCode).toBe(409);
      expect(
        (await admin.send("DELETE", staffApiPath(STAFF_API.passkey, { ref: asha.passkeys[0]!.ref })))
          .statusCode,
      ).toBe(409);
      expect(
        (
          await admin.send(
            "DELETE",
            staffApiPath(STAFF_API.staffPasskey, { id: asha.id, ref: asha.passkeys[0]!.ref }),
          )
        ).statusCode,
      ).toBe(409);
      expect((await admin.get(STAFF_API.session)).statusCode).toBe(200);
    });
  });

  describe("the audit trail", () => {
    it("pages and filters, so a flood of cheap entries pushes nothing out of view", async () => {
      const flooder = await colleague("flood@example.com", "Flood", ["marketing"]);
      const revealing = (await trail("?action=staff.invite")).entries.find(
        (entry) => entry.subjectName === "Flood",
      )!;
      const xsrf = await fetchXsrf(app);
      const id = (await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers)).json().id as string;
      const url = staffApiPath(STAFF_API.inboxHandled, { kind: "contact", id });
      for (let toggle = 0; toggle < 240; toggle += 1) await flooder.post(url, { handled: toggle % 2 === 0 });

      // The newest page is the flood; the entry is still there, by filter and by paging.
      const first = await trail();
      expect(first.entries).toHaveLength(50);
      expect(first.entries.every((entry) => entry.actorName === "Flood")).toBe(true);
      expect(
        (await trail(`?action=staff.invite&actor=${encodeURIComponent(adminRef)}`)).entries.map(
          (entry) => entry.id,
        ),
      ).toContain(revealing.id);
      let page = first;
      const seen = new Set(first.entries.map((entry) => entry.id));
      while (page.next !== null) {
        page = await trail(`?before=${page.next}`);
        for (const entry of page.entries) seen.add(entry.id);
      }
      expect(seen.has(revealing.id)).toBe(true);
      const floodRef = `staff:${(await summaryOf("flood@example.com")).id}`;
      expect(
        (await trail(`?actor=${encodeURIComponent(floodRef)}&action=inbox.handled`)).entries,
      ).toHaveLength(50);
      const actors = (await admin.get(STAFF_API.auditActors)).json() as {
        actor: string;
        actorName: string;
      }[];
      expect(actors).toEqual(
        expect.arrayContaining([
          { actor: floodRef, actorName: "Flood" },
          { actor: adminRef, actorName: "Asha Rao" },
        ]),
      );
    });

    it("filters by day, both ends included, and refuses a filter it cannot read", async () => {
      const today = new Date().toISOString().slice(0, 10);
      expect((await trail(`?from=${today}&to=${today}`)).entries.length).toBeGreaterThan(0);
      expect((await trail("?to=2000-01-01")).entries).toEqual([]);
      for (const [query, path] of [
        ["?from=2026-02-30", "from"],
        ["?to=yesterday", "to"],
        ["?from=2026-03-02&to=2026-03-01", "to"],
        ["?action=staff.hide", "action"],
        ["?subject=not-an-address", "subject"],
        ["?before=-1", "before"],
        [`?actor=${"x".repeat(201)}`, "actor"],
      ]) {
        const response = await admin.get(`${STAFF_API.audit}${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors[0].path).toBe(path);
      }
    });

    it("survives the erasure of a member's account unchanged, naming them as a former member", async () => {
      await colleague("gone@example.com", "Gone Member", ["marketing"]);
      const goneRef = `staff:${(await summaryOf("gone@example.com")).id}`;
      const before = (await trail(`?subject=${encodeURIComponent("gone@example.com")}`)).entries;
      expect(before.map((entry) => entry.subjectName)).toEqual(["Gone Member", "Gone Member"]);
      // Only the shell erases an account.
      expect((await runPrivacy(database.env, "erase", "--email", "gone@example.com")).code).toBe(0);
      const after = await app.db
        .selectFrom("audit_log")
        .selectAll()
        .where("subject", "=", goneRef)
        .orderBy("id", "desc")
        .execute();
      // Every entry as it was, and one more: the erasure itself.
      expect(after.map((row) => [row.id, row.action])).toEqual([
        [expect.any(Number), "staff.erase"],
        ...before.map((entry) => [entry.id, entry.action]),
      ]);
      expect(after.every((row) => row.actor !== "(erased)")).toBe(true);
      const shown = (await trail("?action=staff.enrol")).entries.find((entry) => entry.actor === goneRef);
      expect(shown?.actorName).toMatch(/^Former member \([0-9a-f]{8}\)$/);
    });
  });

  it("a person's export from the console names no other member, their address, or the shell user", async () => {
    // Ravi (a member) signs in from his own address; the admin acts on him from hers.
    const raviAuth = await enrolledMember(app, "ravi.k@example.com", "Ravi K", ["hr"]);
    raviAuth.headers = { "x-forwarded-for": "198.51.100.7" };
    await raviAuth.signIn();
    const id = (await summaryOf("ravi.k@example.com")).id;
    await admin.send("PUT", staffApiPath(STAFF_API.staffRoles, { id }), { roles: ["hr", "marketing"] });
    await runStaff(database.env, "roles", "--email", "ravi.k@example.com", "--set", "hr");
    const exported = await raviAuth.post(STAFF_API.privacyExport, { email: "ravi.k@example.com" });
    expect(exported.statusCode).toBe(200);
    const files = await unzip(exported.rawPayload);
    const text = files.get("personal-data.json")!.toString("utf8");
    const data = JSON.parse(text) as {
      auditEntries: { actor: string; address: string | null; action: string }[];
    };
    const ravisOwn = data.auditEntries.filter((entry) => entry.actor === `staff:${id}`);
    expect(ravisOwn.map((entry) => entry.address)).toContain("198.51.100.7");
    const others = data.auditEntries.filter((entry) => entry.actor !== `staff:${id}`);
    expect(new Set(others.map((entry) => entry.actor))).toEqual(
      new Set(["a member of staff", "a staff command"]),
    );
    expect(others.every((entry) => entry.address === null)).toBe(true);
    expect(text).not.toContain(adminRef);
    expect(text).not.toContain("192.0.2.44");
    expect(text).not.toContain("Asha");
    expect(text).not.toContain("shell:");
  });
});
