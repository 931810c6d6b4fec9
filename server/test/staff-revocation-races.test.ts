// Revocation is atomic, on both engines: a sign-in being verified, a passkey being added
// from a session, or an enrolment from a link, while `revoke` runs, never survives it.
// Each race is run many times, the revocation starting a little later each time, so that
// it lands before, inside and after the other request's window (between reading the
// account and writing the session or passkey); the test checks that the window was hit,
// so it cannot pass by never racing.

import { STAFF_API } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteNewMember, revokeStaff } from "../src/staff/accounts.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { enrolledMember, SHELL, StaffBrowser, staffApp, staffIdOfEmail } from "./staff-helpers.js";

const ATTEMPTS = 40;

/** Lets `turns` rounds of the event loop pass: the revocation starts a little later each attempt. */
async function after(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe.each(ENGINES)("revocation races (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const signInLimit = {
      perAddress: 10_000,
      ceremoniesPerAddress: 10_000,
      perAccount: 10_000,
      passkeysPerAccount: 10_000,
      windowMs: 60_000,
    };
    app = staffApp(database, {}, { staff: { signInLimit } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  /** What is left of the account after the race: it must be nothing that lets anyone in. */
  async function leftOver(staffId: string, browser: StaffBrowser) {
    const passkeys = await app.db
      .selectFrom("staff_passkeys")
      .select("id")
      .where("staff_id", "=", staffId)
      .execute();
    const sessions = await app.db
      .selectFrom("staff_sessions")
      .select("id_hash")
      .where("staff_id", "=", staffId)
      .execute();
    const session = (await browser.get(STAFF_API.session)).statusCode;
    return { passkeys: passkeys.length, sessions: sessions.length, session };
  }
  const NOTHING = { passkeys: 0, sessions: 0, session: 401 };
  const message = (response: LightMyRequestResponse) =>
    response.statusCode === 200 || response.statusCode === 201 ? "" : response.json().errors[0].message;

  it("a sign-in verified while the member is revoked starts no session", async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const email = `signin-${(counter += 1)}@example.com`;
      const member = await enrolledMember(app, email, "Racer", ["marketing"]);
      const staffId = await staffIdOfEmail(app, email);
      const answer = member.authenticator.authenticate((await member.post(STAFF_API.signInOptions)).json());
      const [signIn] = await Promise.all([
        member.post(STAFF_API.signIn, { response: answer }),
        after(attempt % 20).then(() => revokeStaff(app.db, staffId, SHELL, new Date())),
      ]);
      outcomes.push(`${signIn.statusCode} ${message(signIn)}`);
      expect(await leftOver(staffId, member), `attempt ${attempt}: ${outcomes.at(-1)}`).toEqual(NOTHING);
    }
    // The revocation landed inside the window at least once: after the passkey was read, before the session.
    expect(outcomes).toContain("401 Your access to the staff console has ended.");
  });

  it("a passkey added from a session while the member is revoked is not stored", async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const email = `device-${(counter += 1)}@example.com`;
      const member = await enrolledMember(app, email, "Racer", ["marketing"]);
      const staffId = await staffIdOfEmail(app, email);
      const made = member.authenticator.register((await member.post(STAFF_API.passkeyOptions)).json());
      const [added] = await Promise.all([
        member.post(STAFF_API.passkeys, { response: made, name: "Second device" }),
        after(attempt % 20).then(() => revokeStaff(app.db, staffId, SHELL, new Date())),
      ]);
      outcomes.push(`${added.statusCode} ${message(added)}`);
      expect(await leftOver(staffId, member), `attempt ${attempt}: ${outcomes.at(-1)}`).toEqual(NOTHING);
    }
    // Inside the window: the session was live when the request began, and gone when the passkey would be stored.
    expect(outcomes).toContain("401 Your session has ended. Sign in again.");
  });

  it("an enrolment from a link while the member is revoked stores no passkey and starts no session", async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const email = `enrol-${(counter += 1)}@example.com`;
      const { staffId, token } = await inviteNewMember(
        app.db,
        { email, name: "Racer", roles: ["hr"] },
        SHELL,
        new Date(),
      );
      const browser = await StaffBrowser.open(app);
      const options = (await browser.post(STAFF_API.enrolOptions, { token })).json() as Parameters<
        StaffBrowser["authenticator"]["register"]
      >[0];
      const made = browser.authenticator.register(options);
      const [enrolled] = await Promise.all([
        browser.post(STAFF_API.enrol, { token, response: made }),
        after(attempt % 20).then(() => revokeStaff(app.db, staffId, SHELL, new Date())),
      ]);
      // A used-up challenge means the answer was verified: the link had been read before the revocation.
      const verified =
        (
          await app.db
            .selectFrom("staff_challenges")
            .select("challenge")
            .where("challenge", "=", options.challenge)
            .execute()
        ).length === 0;
      outcomes.push(`${enrolled.statusCode} ${verified ? "after verifying" : "before verifying"}`);
      expect(await leftOver(staffId, browser), `attempt ${attempt}: ${outcomes.at(-1)}`).toEqual(NOTHING);
    }
    // Inside the window: the link was found and the passkey verified, then the revocation ended the link.
    expect(outcomes).toContain("410 after verifying");
  });
});
