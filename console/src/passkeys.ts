// The three WebAuthn ceremonies of the console, each one request for options, the
// browser's passkey prompt (@simplewebauthn/browser), and one request with its answer:
// signing in, creating the first passkey from an enrolment link, and adding another one.
// Also the sentences for what can go wrong in the prompt itself.

import { startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { Passkey, StaffMember } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { ApiError, errorMessages, post } from "./api";

export async function signInWithPasskey(): Promise<StaffMember> {
  const optionsJSON = await post<PublicKeyCredentialRequestOptionsJSON>(STAFF_API.signInOptions, undefined, {
    anonymous: true,
  });
  const response = await startAuthentication({ optionsJSON });
  return post<StaffMember>(STAFF_API.signIn, { response }, { anonymous: true });
}

/** The first passkey; without a device name the server calls it "First passkey". */
export async function enrolWithPasskey(token: string, name?: string): Promise<StaffMember> {
  const optionsJSON = await post<PublicKeyCredentialCreationOptionsJSON>(
    STAFF_API.enrolOptions,
    { token },
    { anonymous: true },
  );
  const response = await startRegistration({ optionsJSON });
  return post<StaffMember>(STAFF_API.enrol, name ? { token, response, name } : { token, response }, {
    anonymous: true,
  });
}

/** Another passkey of the signed-in member, under the device name they gave. */
export async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await post<PublicKeyCredentialCreationOptionsJSON>(STAFF_API.passkeyOptions);
  const response = await startRegistration({ optionsJSON });
  return post<Passkey>(STAFF_API.passkeys, { response, name });
}

/** What to tell the member when a ceremony failed in the browser rather than at the server. */
export function passkeyProblem(error: unknown): string {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  const name = error instanceof Error ? error.name : "";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return "This device already holds a passkey for your account. Use it, or choose another device.";
  }
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError") {
    return "The passkey prompt was closed or timed out. Try again when you are ready.";
  }
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError") {
    return "This address cannot use passkeys. Open the console at the company's own address, over HTTPS.";
  }
  if (name === "NotSupportedError" || (typeof window !== "undefined" && !window.PublicKeyCredential)) {
    return "This browser cannot use passkeys. Use a current version of Chrome, Edge, Firefox or Safari.";
  }
  return error instanceof Error && error.message
    ? `The passkey prompt failed: ${error.message}`
    : "The passkey prompt failed. Try again.";
}

/** The messages for any failure of a ceremony: the server's refusal, or the prompt's problem. */
export function ceremonyMessages(error: unknown): string[] {
  if (error instanceof ApiError) return errorMessages(error);
  return [passkeyProblem(error)];
}
