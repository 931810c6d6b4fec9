// Staff sessions on both engines: a new id at every sign-in, stored only as a hash; the
// 30-minute idle and 12-hour absolute limits; sign-out and revocation end a session for
// every instance at once; a sign-in whose proof was read before a revocation, or whose
// passkey was removed meanwhile, starts nothing; forged and malformed ids find nothing.

import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inviteNewMember, revokeStaff } from "../src/staff/accounts.js";
import {
  endSession,
  findSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  startSession,
  type SignInProof,
} from "../src/staff/sessions.js";
import { sha256 } from "../src/staff/tokens.js";
import { databaseForSuite, ENGINES } from "./databases.js";
import { SHELL } from "./staff-helpers.js";

describe.each(ENGINES)("staff sessions on %s", (engine) => {
  const database = databaseForSuite(engine);
  let proof: SignInProof;
  const t0 = new Date("2026-03-02T09:00:00.000Z");
  const after = (ms: number) => new Date(t0.getTime() + ms);

  /** A passkey row for the account, as an enrolment leaves it: the proof of a sign-in with it. */
  async function withPasskey(staffId: string): Promise<SignInProof> {
    const ref = randomUUID();
    await database.db
      .insertInto("staff_passkeys")
      .values({
        id: `key-${ref}`,
        ref,
        name: "Laptop",
        staff_id: staffId,
        public_key: "AA",
        transports: null,
        created_at: t0.toISOString(),
        last_used_at: null,
      })
      .execute();
    const { generation } = await database.db
      .selectFrom("staff")
      .select("generation")
      .where("id", "=", staffId)
      .executeTakeFirstOrThrow();
    return { staffId, passkeyRef: ref, generation: Number(generation) };
  }

  const start = async (at = t0, address: string | null = null) => {
    const id = await startSession(database.db, proof, address, at);
    if (id === undefined) throw new Error("the session was refused");
    return id;
  };

  beforeAll(async () => {
    const { staffId } = await inviteNewMember(
      database.db,
      { email: "meera@example.com", name: "Meera", roles: ["hr"] },
      SHELL,
      t0,
    );
    proof = await withPasskey(staffId);
  });

  it("gives every sign-in a new random id, stores only its hash and records the sign-in", async () => {
    const first = await start(t0, "203.0.113.7");
    const second = await start(t0, "203.0.113.7");
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
    const rows = await database.db.selectFrom("staff_sessions").selectAll().execute();
    expect(rows.map((r) => r.id_hash).sort()).toEqual([sha256(first), sha256(second)].sort());
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(await database.db.selectFrom("staff").select("last_sign_in_at").executeTakeFirst()).toEqual({
      last_sign_in_at: t0.toISOString(),
    });
    expect(await findSession(database.db, first, t0)).toEqual({
      staffId: proof.staffId,
      email: "meera@example.com",
      name: "Meera",
      roles: ["hr"],
    });
  });

  it("ends a session after 30 minutes without a request; each request restarts that clock", async () => {
    const id = await start();
    expect(await findSession(database.db, id, after(SESSION_IDLE_MS - 1000))).toBeDefined();
    expect(await findSession(database.db, id, after(2 * SESSION_IDLE_MS - 2000))).toBeDefined();
    expect(await findSession(database.db, id, after(3 * SESSION_IDLE_MS))).toBeUndefined();
    // Deleted, so going back in time does not revive it.
    expect(await findSession(database.db, id, t0)).toBeUndefined();
  });

  it("ends a session 12 hours after sign-in, however busy", async () => {
    const id = await start();
    for (let at = 0; at < SESSION_ABSOLUTE_MS; at += SESSION_IDLE_MS / 2) {
      expect(await findSession(database.db, id, after(at)), `at ${at / 60_000} min`).toBeDefined();
    }
    expect(await findSession(database.db, id, after(SESSION_ABSOLUTE_MS + 1000))).toBeUndefined();
  });

  it("finds nothing for a forged, malformed or over-long id", async () => {
    const id = await start();
    const forged = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
    for (const candidate of [forged, "", "x", id.slice(1), `${id}x`, "A".repeat(100_000)]) {
      expect(await findSession(database.db, candidate, t0)).toBeUndefined();
    }
    expect(await findSession(database.db, id, t0)).toBeDefined();
  });

  it("clears expired sessions of anyone at the next sign-in", async () => {
    await database.db.deleteFrom("staff_sessions").execute();
    await start();
    await start(after(SESSION_IDLE_MS + 1000));
    expect(await database.db.selectFrom("staff_sessions").select("id_hash").execute()).toHaveLength(1);
  });

  it("starts nothing for a proof read before the passkey was removed", async () => {
    const stale = await withPasskey(proof.staffId);
    await database.db.deleteFrom("staff_passkeys").where("ref", "=", stale.passkeyRef).execute();
    const before = await database.db.selectFrom("staff_sessions").select("id_hash").execute();
    expect(await startSession(database.db, stale, null, t0)).toBeUndefined();
    expect(await database.db.selectFrom("staff_sessions").select("id_hash").execute()).toEqual(before);
  });

  it("sign-out and revocation end sessions at once, and a proof read before the revocation starts nothing after it", async () => {
    const signedOut = await start();
    await endSession(database.db, signedOut);
    expect(await findSession(database.db, signedOut, t0)).toBeUndefined();

    const open = await start();
    await revokeStaff(database.db, proof.staffId, SHELL, t0);
    expect(await findSession(database.db, open, t0)).toBeUndefined();

    // Enrolled again after the revocation, with a passkey of the same ref: the old proof's generation is gone.
    await database.db
      .insertInto("staff_passkeys")
      .values({
        id: "key-again",
        ref: proof.passkeyRef,
        name: "Laptop",
        staff_id: proof.staffId,
        public_key: "AA",
        transports: null,
        created_at: t0.toISOString(),
        last_used_at: null,
      })
      .execute();
    expect(await startSession(database.db, proof, null, t0)).toBeUndefined();
    expect(await database.db.selectFrom("staff_sessions").select("id_hash").execute()).toEqual([]);
    const fresh = { ...proof, generation: proof.generation + 1 };
    expect(await startSession(database.db, fresh, null, t0)).toMatch(/^[\w-]{43}$/);
  });
});
