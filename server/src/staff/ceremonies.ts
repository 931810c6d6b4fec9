// The two WebAuthn ceremonies as the console uses them, over SimpleWebAuthn: making a
// passkey (registration) and signing in with one (authentication). User verification
// (a PIN, fingerprint or face) is required in both, so a stolen unlocked key is not
// enough. Challenges are kept in the database (challenges.ts) and used up by the answer.

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "zod";
import type { Db } from "../db/schema.js";
import { keepChallenge, useChallenge, type ChallengePurpose } from "./challenges.js";
import { credentialsOf, type NewPasskey, type StoredPasskey } from "./passkeys.js";
import type { RelyingParty } from "./relying-party.js";

// The browser's answer, checked for shape before SimpleWebAuthn reads it: bounded strings
// only, so a hostile body costs nothing. SimpleWebAuthn checks everything else.
const b64 = (max: number) => z.string().max(max);
const credentialShape = {
  id: b64(1364).min(1),
  rawId: b64(1364),
  type: z.literal("public-key"),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.looseObject({}).optional().default({}),
};
const registrationShape = z.looseObject({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: b64(8192),
    attestationObject: b64(65536),
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
});
const authenticationShape = z.looseObject({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: b64(8192),
    authenticatorData: b64(8192),
    signature: b64(8192),
    userHandle: b64(1024).optional(),
  }),
});

export const parseRegistration = (value: unknown) =>
  registrationShape.safeParse(value).data as RegistrationResponseJSON | undefined;
export const parseAuthentication = (value: unknown) =>
  authenticationShape.safeParse(value).data as AuthenticationResponseJSON | undefined;

/** Options to make a passkey for `account`; its existing passkeys are excluded. */
export async function registrationOptions(
  db: Db,
  party: RelyingParty,
  account: { staffId: string; email: string; name: string },
  purpose: Extract<ChallengePurpose, "enrol" | "passkey">,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await credentialsOf(db, account.staffId);
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: account.email,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(account.staffId),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, options.challenge, purpose, account.staffId, now);
  return options;
}

/** The new passkey when the answer is valid (and its challenge unused), else undefined. */
export async function verifyRegistration(
  db: Db,
  party: RelyingParty,
  response: RegistrationResponseJSON,
  staffId: string,
  purpose: Extract<ChallengePurpose, "enrol" | "passkey">,
  now: Date,
): Promise<NewPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => useChallenge(db, challenge, purpose, staffId, now),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports,
    };
  } catch {
    // A malformed or forged answer: SimpleWebAuthn says why, the visitor learns nothing more.
    return undefined;
  }
}

/** Options to sign in with any passkey of this site (the authenticator offers them). */
export async function authenticationOptions(
  db: Db,
  party: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    userVerification: "required",
    allowCredentials: [],
  });
  await keepChallenge(db, options.challenge, "sign-in", null, now);
  return options;
}

/** The passkey's new signature counter when the answer is valid, else undefined. */
export async function verifyAuthentication(
  db: Db,
  party: RelyingParty,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  now: Date,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => useChallenge(db, challenge, "sign-in", null, now),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
