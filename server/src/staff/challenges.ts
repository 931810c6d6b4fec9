// WebAuthn challenges: random values the authenticator signs, each kept in the database
// for a few minutes and used up by its first answer, so an answer cannot be replayed and
// a ceremony begun on one instance can end on another. A challenge answers only the
// ceremony it was made for (sign-in, enrolment, another passkey) and, for a registration,
// only the account it was made for.

import type { Db, StaffChallengesTable } from "../db/schema.js";

/** How long the browser has to answer (WebAuthn's own timeout is 60 s; people are slow). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
// A challenge we made is 43 base64url characters; anything longer is not looked up.
const MAX_CHALLENGE_LENGTH = 128;

export type ChallengePurpose = StaffChallengesTable["purpose"];

/** Keeps `challenge` for `purpose`; expired challenges, anyone's, are deleted on the way. */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  staffId: string | null,
  now: Date,
): Promise<void> {
  const at = now.getTime();
  await db.deleteFrom("staff_challenges").where("expires_at", "<", at).execute();
  await db
    .insertInto("staff_challenges")
    .values({ challenge, purpose, staff_id: staffId, expires_at: at + CHALLENGE_LIFETIME_MS })
    .execute();
}

/**
 * Uses up `challenge`: true only when it was made for this purpose (and account) and has
 * not expired or been used. One DELETE decides, so two instances cannot both accept it.
 */
export async function useChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  staffId: string | null,
  now: Date,
): Promise<boolean> {
  if (challenge.length === 0 || challenge.length > MAX_CHALLENGE_LENGTH) return false;
  const result = await db
    .deleteFrom("staff_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("expires_at", ">=", now.getTime())
    .$if(staffId === null, (query) => query.where("staff_id", "is", null))
    .$if(staffId !== null, (query) => query.where("staff_id", "=", staffId ?? ""))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
