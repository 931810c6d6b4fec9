// The staff console's sign-in, over the real API with real WebAuthn structures (a
// software authenticator): enrolment links, passkey sign-in with user verification,
// the session cookie and its limits, sign-out and revocation, rate limits, and the rule
// that every other route answers 401 without a session and 403 without the XSRF token.

import { STAFF_API, STAFF_SESSION_COOKIE, STAFF_SESSION_COOKIE_SECURE, staffApiPath } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { inviteFromShell, revokeStaff } from "../src/staff/accounts.js";
import { SESSION_IDLE_MS } from "../src/staff/sessions.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  CONSOLE_ORIGIN,
  enrolledMember,
  sessionSetBy,
  SHELL,
  StaffBrowser,
  staffApp,
  staffIdOfEmail,
} from "./staff-helpers.js";

const NO_LIMITS = {
  perAddress: 1000,
  ceremoniesPerAddress: 1000,
  perAccount: 1000,
  passkeysPerAccount: 1000,
  windowMs: 60_000,
};

/** The sources of a CSP's script-src directive. */
const scriptSources = (policy: unknown) =>
  String(policy)
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "script-src")
    ?.slice(1);

describe.each(ENGINES)("staff sign-in (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  // The server's clock: tests move it forward to expire sessions and links.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database, { TRUST_PROXY: "true" }, { staff: { now, signInLimit: NO_LIMITS } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const invite = async (email: string) =>
    (
      await inviteFromShell(
        app.db,
        { email, name: "Test Member", roles: undefined, addDevice: false },
        SHELL,
        now(),
      )
    ).token;

  it("enrols a passkey from a one-time link and signs the member in with a new session cookie", async () => {
    const token = await invite("enrol@example.com");
    const browser = await StaffBrowser.open(app);
    const response = await browser.enrol(token);
    expect(response.statusCode).toBe(200);
    const id = await staffIdOfEmail(app, "enrol@example.com");
    expect(response.json()).toEqual({
      id,
      email: "enrol@example.com",
      name: "Test Member",
      roles: ["admin"],
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/staff" });
    expect(cookie?.secure).toBeFalsy();
    expect((await browser.get(STAFF_API.session)).json()).toEqual({
      id,
      email: "enrol@example.com",
      name: "Test Member",
      roles: ["admin"],
    });

    // The link works once.
    const again = await (await StaffBrowser.open(app)).enrol(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().errors[0]).toMatchObject({ path: "token" });

    const { entries } = await listAudit(app.db);
    expect(entries.find((entry) => entry.action === "staff.enrol")).toMatchObject({
      actor: `staff:${id}`,
      actorName: "Test Member",
      subject: `staff:${id}`,
      details: { passkey: "First passkey" },
    });
    // The trail names the member by id, never by address, nor the passkey by its credential id.
    const credential = browser.authenticator.passkeys[0]!.id.toString("base64url");
    expect(JSON.stringify(entries)).not.toContain("enrol@example.com");
    expect(JSON.stringify(entries)).not.toContain(credential);
  });

  it("signs in with the passkey, giving a new session id every time", async () => {
    const browser = await enrolledMember(app, "signin@example.com");
    const first = browser.session;
    const response = await browser.signIn();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: "signin@example.com", name: "Asha Rao" });
    expect(browser.session).toBeDefined();
    expect(browser.session).not.toBe(first);
    // The session the sign-in replaced is over.
    const old = await app.inject({
      url: STAFF_API.session,
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${first}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it("refuses a link that expired (24 hours), was replaced, or never existed", async () => {
    const expired = await invite("late@example.com");
    offsetMs = 24 * 3_600_000 + 1_000;
    try {
      expect(
        (await (await StaffBrowser.open(app)).post(STAFF_API.enrolOptions, { token: expired })).statusCode,
      ).toBe(410);
    } finally {
      offsetMs = 0;
    }
    const replaced = await invite("twice@example.com");
    await invite("twice@example.com");
    expect(
      (await (await StaffBrowser.open(app)).post(STAFF_API.enrolOptions, { token: replaced })).statusCode,
    ).toBe(410);
    for (const token of ["", "x".repeat(43), "x".repeat(100_000), 42]) {
      expect((await (await StaffBrowser.open(app)).post(STAFF_API.enrolOptions, { token })).statusCode).toBe(
        410,
      );
    }
  });

  it("requires user verification, the site's origin, and an unused challenge", async () => {
    const token = await invite("strict@example.com");
    const browser = await StaffBrowser.open(app);
    browser.authenticator.userVerifies = false;
    expect((await browser.enrol(token)).statusCode).toBe(401);
    browser.authenticator.userVerifies = true;
    // A refused answer did not use the link up.
    expect((await browser.enrol(token)).statusCode).toBe(200);

    browser.authenticator.userVerifies = false;
    expect((await browser.signIn()).statusCode).toBe(401);
    browser.authenticator.userVerifies = true;

    // An answer made for another site.
    const options = (await browser.post(STAFF_API.signInOptions)).json();
    const phished = browser.authenticator.authenticate(options, {
      origin: "https://console.example.com.evil.example",
    });
    expect((await browser.post(STAFF_API.signIn, { response: phished })).statusCode).toBe(401);

    // A replayed answer: its challenge was used by the first.
    const fresh = browser.authenticator.authenticate((await browser.post(STAFF_API.signInOptions)).json());
    expect((await browser.post(STAFF_API.signIn, { response: fresh })).statusCode).toBe(200);
    expect((await browser.post(STAFF_API.signIn, { response: fresh })).statusCode).toBe(401);

    // A challenge the server never made.
    const madeUp = browser.authenticator.authenticate({
      challenge: "bm90LWEtY2hhbGxlbmdlLW1hZGUtYnktdGhlLXNlcnZlcg",
    });
    expect((await browser.post(STAFF_API.signIn, { response: madeUp })).statusCode).toBe(401);
  });

  it("refuses a passkey it does not know and answers a malformed one with 400", async () => {
    const stranger = await StaffBrowser.open(app);
    stranger.authenticator.register({
      challenge: "x",
      rp: { id: new URL(CONSOLE_ORIGIN).hostname },
      user: { id: "nobody" },
    });
    const response = await stranger.signIn();
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toMatch(/not registered/);
    for (const body of [
      {},
      { response: "x" },
      { response: { id: "a".repeat(5000), type: "public-key" } },
      { response: { id: "a", rawId: "a", type: "other", response: {} } },
    ]) {
      expect((await stranger.post(STAFF_API.signIn, body)).statusCode).toBe(400);
    }
  });

  it("ends a session after 30 minutes without a request, at sign-out, and at revocation", async () => {
    const idle = await enrolledMember(app, "idle@example.com");
    offsetMs = SESSION_IDLE_MS + 1_000;
    try {
      expect((await idle.get(STAFF_API.session)).statusCode).toBe(401);
    } finally {
      offsetMs = 0;
    }

    const leaving = await enrolledMember(app, "leaving@example.com");
    const session = leaving.session;
    const signOut = await leaving.post(STAFF_API.signOut);
    expect(signOut.statusCode).toBe(204);
    expect(sessionSetBy(signOut)).toBe("");
    const replay = await app.inject({
      url: STAFF_API.session,
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${session}` },
    });
    expect(replay.statusCode).toBe(401);

    const revoked = await enrolledMember(app, "revoked@example.com");
    expect((await revoked.get(STAFF_API.session)).statusCode).toBe(200);
    await revokeStaff(app.db, await staffIdOfEmail(app, "revoked@example.com"), SHELL, now());
    expect((await revoked.get(STAFF_API.session)).statusCode).toBe(401);
    // Its passkey is gone too.
    expect((await revoked.signIn()).statusCode).toBe(401);
  });

  it("over TLS through a trusted proxy, names the cookie __Secure- and marks it Secure, and reads no other", async () => {
    const token = await invite("tls@example.com");
    const browser = await StaffBrowser.open(app);
    browser.headers = { "x-forwarded-proto": "https" };
    const response = await browser.enrol(token);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toBeUndefined();
    expect(response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE_SECURE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
      path: "/staff",
    });
    expect((await browser.get(STAFF_API.session)).statusCode).toBe(200);
    // The same id under the plain name (which a plain-HTTP page could set) is not read over TLS,
    const planted = `${STAFF_SESSION_COOKIE}=${browser.session}`;
    expect(
      (
        await app.inject({
          url: STAFF_API.session,
          headers: { cookie: planted, "x-forwarded-proto": "https" },
        })
      ).statusCode,
    ).toBe(401);
    // nor the prefixed name over plain HTTP.
    const prefixed = `${STAFF_SESSION_COOKIE_SECURE}=${browser.session}`;
    expect((await app.inject({ url: STAFF_API.session, headers: { cookie: prefixed } })).statusCode).toBe(
      401,
    );
  });

  it("answers every console route 401 without a session and 403 to a change without the XSRF token", async () => {
    const signedIn = await enrolledMember(app, "routes@example.com");
    const eventsBefore = await app.db.selectFrom("events").select("id").execute();
    const outsider = await StaffBrowser.open(app);
    const routes: [string, string][] = [
      ["GET", STAFF_API.session],
      ["GET", STAFF_API.staff],
      ["POST", STAFF_API.staff],
      ["PUT", staffApiPath(STAFF_API.staffRoles, { id: "x" })],
      ["POST", staffApiPath(STAFF_API.staffInvitation, { id: "x" })],
      ["POST", staffApiPath(STAFF_API.staffRemoval, { id: "x" })],
      ["DELETE", staffApiPath(STAFF_API.staffPasskey, { id: "x", ref: "y" })],
      ["GET", STAFF_API.passkeys],
      ["POST", STAFF_API.passkeys],
      ["POST", STAFF_API.passkeyOptions],
      ["PATCH", staffApiPath(STAFF_API.passkey, { ref: "y" })],
      ["DELETE", staffApiPath(STAFF_API.passkey, { ref: "y" })],
      ["GET", STAFF_API.events],
      ["POST", STAFF_API.events],
      ["PATCH", staffApiPath(STAFF_API.event, { id: 1 })],
      ["DELETE", staffApiPath(STAFF_API.event, { id: 1 })],
      ["GET", STAFF_API.inbox],
      ["GET", staffApiPath(STAFF_API.inboxItem, { kind: "contact", id: "x" })],
      ["POST", staffApiPath(STAFF_API.inboxHandled, { kind: "contact", id: "x" })],
      ["GET", STAFF_API.outbox],
      ["POST", staffApiPath(STAFF_API.outboxRetry, { id: 1 })],
      ["GET", STAFF_API.audit],
      ["GET", STAFF_API.auditActors],
      ["POST", STAFF_API.privacyFind],
      ["POST", STAFF_API.privacyExport],
      ["POST", STAFF_API.privacyErase],
      ["GET", "/staff/api/no-such-route"],
      ["DELETE", "/staff/api/no-such-route"],
    ];
    for (const [method, url] of routes) {
      const payload = {
        email: "new@example.com",
        name: "New",
        roles: ["admin"],
        title: "T",
        date: "2026-01-01",
        handled: true,
      };
      const anonymous = await outsider.request({
        method: method as "GET",
        url,
        payload: method === "GET" ? undefined : payload,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().errors[0].message).toBe("Sign in to use the staff console.");
      expect(anonymous.headers["cache-control"]).toBe("no-store");
      expect(scriptSources(anonymous.headers["content-security-policy"])).toEqual(["'self'"]);
      expect(anonymous.headers["x-content-type-options"]).toBe("nosniff");
      if (method !== "GET") {
        const forged = await signedIn.request({ method: method as "POST", url, payload, xsrf: false });
        expect(forged.statusCode, `${method} ${url} without the token`).toBe(403);
      }
    }
    // Nothing changed: no invitation, no event.
    expect(
      await app.db.selectFrom("staff").select("id").where("email", "=", "new@example.com").execute(),
    ).toEqual([]);
    expect(await app.db.selectFrom("events").select("id").execute()).toEqual(eventsBefore);

    // Sign-in itself needs the token too, so no other site can sign someone in.
    const noToken = await outsider.request({ method: "POST", url: STAFF_API.signInOptions, xsrf: false });
    expect(noToken.statusCode).toBe(403);
    const crossSite = await outsider.request({
      method: "POST",
      url: STAFF_API.signInOptions,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("STAFF_SIGN_INS_PER_ADDRESS", () => {
  it("sets the sign-ins one address may make in 15 minutes, and four times as many requests around them", async () => {
    const database = await createTestDatabase("sqlite");
    const app = staffApp(database, { TRUST_PROXY: "true", STAFF_SIGN_INS_PER_ADDRESS: "2" });
    try {
      const browser = await StaffBrowser.open(app);
      browser.headers = { "x-forwarded-for": "203.0.113.99" };
      const proofs: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        proofs.push((await browser.post(STAFF_API.signIn, { response: {} })).statusCode);
      expect(proofs).toEqual([400, 400, 429]);
      const ceremonies: number[] = [];
      for (let attempt = 0; attempt < 9; attempt += 1)
        ceremonies.push((await browser.post(STAFF_API.signInOptions)).statusCode);
      expect(ceremonies).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await app.close();
      await database.remove();
    }
  });
});

describe.each(ENGINES)("staff sign-in rate limits (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(
      database,
      { TRUST_PROXY: "true" },
      {
        staff: {
          signInLimit: {
            perAddress: 6,
            ceremoniesPerAddress: 8,
            perAccount: 4,
            passkeysPerAccount: 3,
            windowMs: 60_000,
          },
        },
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  it("limits sign-in requests per address, with Retry-After", async () => {
    const browser = await StaffBrowser.open(app);
    browser.headers = { "x-forwarded-for": "203.0.113.7" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      statuses.push((await browser.post(STAFF_API.signIn, { response: {} })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    const limited = await browser.post(STAFF_API.signIn, { response: {} });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().errors[0].message).toMatch(/Too many sign-in attempts/);
    // Another address is not affected.
    browser.headers = { "x-forwarded-for": "203.0.113.8" };
    expect((await browser.post(STAFF_API.signIn, { response: {} })).statusCode).toBe(400);
  });

  it("gives options and sign-out a budget of their own, so an office's page loads do not lock out its sign-ins", async () => {
    const office = await StaffBrowser.open(app);
    office.headers = { "x-forwarded-for": "203.0.113.20" };
    const ceremonies: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      ceremonies.push(
        (await office.post(attempt % 2 === 0 ? STAFF_API.signInOptions : STAFF_API.signOut)).statusCode,
      );
    }
    expect(ceremonies).toEqual([200, 204, 200, 204, 200, 204, 200, 204, 429, 429]);
    // The address's sign-in answers are still allowed.
    expect((await office.post(STAFF_API.signIn, { response: {} })).statusCode).toBe(400);
  });

  it("counts only verified sign-ins against an account: forged answers naming its passkey do not lock its owner out", async () => {
    const owner = await enrolledMember(app, "owner@example.com");
    owner.headers = { "x-forwarded-for": "198.51.100.200" };
    const stranger = await StaffBrowser.open(app);
    // Ten forged answers from ten addresses, each naming the owner's credential id with a bad signature.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      stranger.headers = { "x-forwarded-for": `192.0.2.${attempt + 1}` };
      const options = (await stranger.post(STAFF_API.signInOptions)).json();
      const forged = owner.authenticator.authenticate(options);
      forged.response.signature = Buffer.from("not a signature").toString("base64url");
      expect((await stranger.post(STAFF_API.signIn, { response: forged })).statusCode).toBe(401);
    }
    expect((await owner.signIn()).statusCode).toBe(200);
  });

  it("limits passkey additions per member, however many addresses they come from", async () => {
    const member = await enrolledMember(app, "keys@example.com");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      member.headers = { "x-forwarded-for": `198.51.100.${50 + attempt}` };
      statuses.push((await member.post(STAFF_API.passkeyOptions)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await member.post(STAFF_API.passkeys, { response: {}, name: "Key" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits verified sign-ins and enrolment steps on one account, from any number of addresses", async () => {
    const member = await enrolledMember(app, "target@example.com");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      member.headers = { "x-forwarded-for": `198.51.100.${attempt + 1}` };
      statuses.push((await member.signIn()).statusCode);
    }
    // The enrolment's two requests counted against the account too: 2 + 2 allowed.
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
  });
});
