// How the audit trail names the people it is about, without holding their addresses:
//
// - a member of staff by their account's random id, `staff:{id}`: shown by name while the
//   account exists, and meaningless once the shell has erased it;
// - anyone whose data was exported or erased by `person:{hash}`, an HMAC-SHA-256 of their
//   case-folded address under a key kept in the database (app_secrets). The same person's
//   requests carry the same reference, so staff can tell that they asked twice (the
//   console's filter hashes an address to look for it); without the key, nobody can test
//   an address against the trail.

import { createHmac } from "node:crypto";
import { addressKey } from "@site/contracts";
import type { Db } from "../db/schema.js";
import { sharedSecret } from "../security/shared-secret.js";

export const STAFF_REF_PREFIX = "staff:";
const PERSON_REF_PREFIX = "person:";
const PERSON_KEY_NAME = "audit-person-key";

/** The trail's name for a member of staff. */
export const staffRef = (staffId: string) => `${STAFF_REF_PREFIX}${staffId}`;

const keys = new WeakMap<Db, Promise<string>>();

/** The trail's name for the person of `email` (any spelling of the same address). */
export async function personRef(db: Db, email: string): Promise<string> {
  let key = keys.get(db);
  if (key === undefined) {
    key = sharedSecret(db, PERSON_KEY_NAME);
    keys.set(db, key);
    // A failed read (the database down) is tried again next time, not remembered.
    key.catch(() => keys.delete(db));
  }
  const digest = createHmac("sha256", await key)
    .update(addressKey(email))
    .digest("base64url");
  // 128 bits: no two people will share one.
  return `${PERSON_REF_PREFIX}${digest.slice(0, 22)}`;
}

/** The current name of every member among `references` (`staff:{id}` → name). */
export async function memberNames(db: Db, references: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(references.filter((reference) => reference.startsWith(STAFF_REF_PREFIX)))].map(
    (reference) => reference.slice(STAFF_REF_PREFIX.length),
  );
  const names = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("staff")
      .select(["id", "name"])
      .where("id", "in", ids.slice(start, start + 500))
      .execute();
    for (const row of rows) names.set(staffRef(row.id), row.name);
  }
  return names;
}
