import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A software passkey for the API tests (decision 113): an ES256 key pair that answers the
 * registration and authentication options the passkey plugin gives, as a browser's authenticator
 * would (no attestation, "none" format).
 */
export interface SoftPasskey {
  credentialId: Buffer;
  /** The answer to `generate-register-options`, for `verify-registration`'s `response`. */
  register(options: { challenge: string; rp: { id?: string } }, opts?: { userVerified?: boolean }): Record<string, unknown>;
  /** The answer to `generate-authenticate-options`, for `verify-authentication`'s `response`. */
  authenticate(options: { challenge: string; rpId?: string }, opts?: { userVerified?: boolean }): Record<string, unknown>;
}

const b64url = (data: Buffer) => data.toString("base64url");

/** The few CBOR items WebAuthn needs: unsigned and negative integers, bytes, text and maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Map) {
    const entries = [...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...entries]);
  }
  throw new Error(`cbor: unsupported ${typeof value}`);
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
}

/** Authenticator data: the RP ID's hash, flags (user present, user verified, attested data) and the counter. */
function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  return cbor(
    new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x as string, "base64url")],
      [-3, Buffer.from(jwk.y as string, "base64url")],
    ]),
  );
}

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

export function softPasskey(origin: string): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  let counter = 0;
  const verifiedFlag = (opts?: { userVerified?: boolean }) => (opts?.userVerified === false ? 0 : USER_VERIFIED);
  return {
    credentialId,
    register(options, opts) {
      const length = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey(publicKey)]);
      const flags = USER_PRESENT | verifiedFlag(opts) | ATTESTED_DATA;
      const authData = authenticatorData(options.rp.id ?? "localhost", flags, counter, attested);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
      };
    },
    authenticate(options, opts) {
      counter += 1;
      const data = clientData("webauthn.get", options.challenge, origin);
      const authData = authenticatorData(options.rpId ?? "localhost", USER_PRESENT | verifiedFlag(opts), counter);
      const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(data).digest()]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
      };
    },
  };
}
