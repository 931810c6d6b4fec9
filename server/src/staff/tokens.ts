// The secrets the console hands out (session ids, enrolment tokens): random, 256 bits,
// base64url; the database keeps only their SHA-256, so a copy of it lets nobody in.

import { createHash, randomBytes } from "node:crypto";

/** A new secret: 43 base64url characters. */
export const newToken = () => randomBytes(32).toString("base64url");
/** The length of every token newToken makes: anything else is not looked up. */
export const TOKEN_LENGTH = 43;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
