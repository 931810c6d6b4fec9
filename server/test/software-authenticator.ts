// A passkey authenticator in software, for the server's tests: real P-256 keys, real
// WebAuthn structures (CBOR attestation object "none", authenticator data with the
// user-present and user-verified flags, ECDSA signatures over authenticatorData and the
// client data hash), produced as a browser would hand them to the console. The e2e tests
// use Chromium's own virtual authenticator instead.

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// Minimal CBOR (RFC 8949) encoding of what an attestation object and a COSE key hold.
function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  if (value < 65536) return Buffer.from([(major << 5) | 25, value >> 8, value & 255]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(value, 1);
  return bytes;
}

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
  userHandle: string;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];
  /** Whether the user verifies (PIN, fingerprint): when false, the UV flag is not set. */
  userVerifies = true;

  constructor(private readonly origin: string) {}

  private authData(rpId: string, counter: number, attested?: Credential): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const flags = FLAG_UP | (this.userVerifies ? FLAG_UV : 0) | (attested ? FLAG_AT : 0);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const jwk = attested.publicKey.export({ format: "jwk" });
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(attested.id.length);
      parts.push(Buffer.alloc(16), idLength, Buffer.from(attested.id), cbor(coseKey));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new passkey, answered as RegistrationResponseJSON. */
  register(options: CreationOptions, { origin }: { origin?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credential: Credential = {
      id: randomBytes(16),
      privateKey,
      publicKey,
      counter: 0,
      userHandle: options.user.id,
    };
    this.credentials.push(credential);
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", this.authData(rpId, 0, credential)],
      ]),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** navigator.credentials.get(): signs the challenge with a passkey (the last made, by default). */
  authenticate(
    options: RequestOptions,
    { origin, credential = this.credentials.at(-1) }: { origin?: string; credential?: Credential } = {},
  ) {
    if (credential === undefined) throw new Error("the authenticator holds no passkey");
    credential.counter += 1;
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const authenticatorData = this.authData(rpId, credential.counter);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The passkeys made so far, oldest first. */
  get passkeys(): readonly Credential[] {
    return this.credentials;
  }
}
