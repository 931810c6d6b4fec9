// Secrets that every instance using the database must agree on (a signing key, say),
// kept in the `app_secrets` table. The first instance to start creates one; instances
// starting at the same moment may both try, and whichever insert loses is ignored, so
// all of them read back the same value.

import { randomBytes } from "node:crypto";
import type { Db } from "../db/schema.js";

const SECRET_BYTES = 32;

/** The secret called `name`, created (random, 256 bits) when there is none yet. */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(SECRET_BYTES).toString("base64url") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}
