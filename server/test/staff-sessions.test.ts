// Staff sessions on both engines: a new id at every sign-in, stored only as a hash; the
// 30-minute idle and 12-hour absolute limits; sign-out and revocation end a session for
// every instance at once; forged and malformed ids find nothing.

import { beforeAll, describe, expect, it } from "vitest";
import { inviteStaff, revokeStaff, sha256 } from "../src/staff/accounts.js";
import { endSession, findSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, startSession } from "../src/staff/sessions.js";
import { databaseForSuite, ENGINES } from "./databases.js";

const SHELL = { actor: "shell:test", address: null };

describe.each(ENGINES)("staff sessions on %s", (engine) => {
  const database = databaseForSuite(engine);
  let staffId: string;
  const t0 = new Date("2026-03-02T09:00:00.000Z");
  const after = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    await inviteStaff(database.db, { email: "meera@example.com", name: "Meera" }, SHELL, t0);
    staffId = (await database.db.selectFrom("staff").select("id").executeTakeFirstOrThrow()).id;
  });

  it("gives every sign-in a new random id, stores only its hash and records the sign-in", async () => {
    const first = await startSession(database.db, staffId, "203.0.113.7", t0);
    const second = await startSession(database.db, staffId, "203.0.113.7", t0);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
    const rows = await database.db.selectFrom("staff_sessions").selectAll().execute();
    expect(rows.map((r) => r.id_hash).sort()).toEqual([sha256(first), sha256(second)].sort());
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(await database.db.selectFrom("staff").select("last_sign_in_at").executeTakeFirst()).toEqual({ last_sign_in_at: t0.toISOString() });
    expect(await findSession(database.db, first, t0)).toEqual({ staffId, email: "meera@example.com", name: "Meera" });
  });

  it("ends a session after 30 minutes without a request; each request restarts that clock", async () => {
    const id = await startSession(database.db, staffId, null, t0);
    expect(await findSession(database.db, id, after(SESSION_IDLE_MS - 1000))).toBeDefined();
    expect(await findSession(database.db, id, after(2 * SESSION_IDLE_MS - 2000))).toBeDefined();
    expect(await findSession(database.db, id, after(3 * SESSION_IDLE_MS))).toBeUndefined();
    // Deleted, so going back in time does not revive it.
    expect(await findSession(database.db, id, t0)).toBeUndefined();
  });

  it("ends a session 12 hours after sign-in, however busy", async () => {
    const id = await startSession(database.db, staffId, null, t0);
    for (let at = 0; at < SESSION_ABSOLUTE_MS; at += SESSION_IDLE_MS / 2) {
      expect(await findSession(database.db, id, after(at)), `at ${at / 60_000} min`).toBeDefined();
    }
    expect(await findSession(database.db, id, after(SESSION_ABSOLUTE_MS + 1000))).toBeUndefined();
  });

  it("sign-out and revocation end sessions at once", async () => {
    const signedOut = await startSession(database.db, staffId, null, t0);
    await endSession(database.db, signedOut);
    expect(await findSession(database.db, signedOut, t0)).toBeUndefined();

    const open = await startSession(database.db, staffId, null, t0);
    await revokeStaff(database.db, "meera@example.com", SHELL, t0);
    expect(await findSession(database.db, open, t0)).toBeUndefined();
  });

  it("finds nothing for a forged, malformed or over-long id", async () => {
    const id = await startSession(database.db, staffId, null, t0);
    const forged = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
    for (const candidate of [forged, "", "x", id.slice(1), `${id}x`, "A".repeat(100_000)]) {
      expect(await findSession(database.db, candidate, t0)).toBeUndefined();
    }
    expect(await findSession(database.db, id, t0)).toBeDefined();
  });

  it("clears expired sessions of anyone at the next sign-in", async () => {
    await database.db.deleteFrom("staff_sessions").execute();
    await startSession(database.db, staffId, null, t0);
    await startSession(database.db, staffId, null, after(SESSION_IDLE_MS + 1000));
    expect(await database.db.selectFrom("staff_sessions").select("id_hash").execute()).toHaveLength(1);
  });
});
