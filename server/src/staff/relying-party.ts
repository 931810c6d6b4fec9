// Who the passkeys belong to: the relying party is the site itself, named by SITE_URL.
// A passkey made for www.example.com works only there (the browser enforces it), and the
// server accepts an answer only when the browser says it came from that origin.

import type { Config } from "../config.js";

export interface RelyingParty {
  /** The host name (WebAuthn's RP ID): passkeys are bound to it. */
  id: string;
  /** Shown by the browser and the authenticator when a passkey is made. */
  name: string;
  /** The only origin whose answers are accepted. */
  origin: string;
}

export function relyingParty(config: Pick<Config, "siteUrl">): RelyingParty {
  const url = new URL(config.siteUrl);
  return { id: url.hostname, name: `${url.hostname} staff console`, origin: url.origin };
}
