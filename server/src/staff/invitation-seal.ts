// The enrolment link's token as its invitation mail keeps it until delivery ends: sealed
// with AES-256-GCM under a key of its own in app_secrets (shared by every instance and the
// staff command, like the XSRF key), bound to the mail's row and the link's hash, so a
// sealed copy read, or moved to another row, gives nobody a link
// (docs/decisions/0015-invitation-mail-sealed-link.md).

import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Db } from "../db/schema.js";
import { sharedSecret } from "../security/shared-secret.js";

const KEY_NAME = "staff-invitation-seal";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The sealing key of this database (32 random bytes, made by the first to ask). */
export function invitationSealKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (key === undefined) {
    key = sharedSecret(db, KEY_NAME).then((secret) => Buffer.from(secret, "base64url"));
    // A failed read is not remembered: the next invitation asks again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** What a sealed token is bound to: its mail's row and its link. */
export interface SealContext {
  mailId: string;
  tokenHash: string;
}

const associated = (context: SealContext) => Buffer.from(`${context.mailId}\n${context.tokenHash}`);

/** `token` sealed: base64url of IV, tag and ciphertext. */
export function sealToken(key: Buffer, token: string, context: SealContext): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(associated(context));
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The token, or undefined when `sealed` was not made by sealToken with this key and context. */
export function unsealToken(key: Buffer, sealed: string, context: SealContext): string | undefined {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(associated(context));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return undefined;
  }
}
