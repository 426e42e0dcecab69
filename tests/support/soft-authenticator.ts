import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey in software, written from the WebAuthn spec with node:crypto alone, so the server's
 * checks meet real signatures and real CBOR rather than a mocked library: an ES256 (P-256) key,
 * "none" attestation, the flags a phone sets after its unlock (user present and verified), and a
 * signature counter the test can move as it likes (a cloned key sends an old one).
 */

/** What the minimal CBOR encoder takes: integers, text, bytes, arrays and maps (RFC 8949 §3.1). */
export type CborValue = number | string | Uint8Array | readonly CborValue[] | ReadonlyMap<CborValue, CborValue>;

/** A data item's head: the major type and the argument in its shortest form (preferred serialization, §4.2.1). */
function cborHead(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  if (argument < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(argument, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(argument, 1);
  return head;
}

export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || Math.abs(value) > 0xffffffff) throw new Error(`CBOR: only 32-bit integers, not ${value}`);
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (value instanceof Map) {
    const entries = [...(value as ReadonlyMap<CborValue, CborValue>)];
    return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)])]);
  }
  const items = value as readonly CborValue[];
  return Buffer.concat([cborHead(4, items.length), ...items.map(encodeCbor)]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;
/** COSE: key type EC2, algorithm ES256, curve P-256 (RFC 9053). */
const COSE_EC2 = 2;
const COSE_ES256 = -7;
const COSE_P256 = 1;

export interface ClientSide {
  /** The page's origin the browser writes into clientDataJSON. */
  origin: string;
  /** The RP ID whose hash the authenticator signs; the options' own by default. */
  rpId?: string;
  /** The signature counter to report; by default the last one plus one (0 stays 0: a passkey without a counter). */
  counter?: number;
}

export class SoftAuthenticator {
  /** The credential id the browser reports, base64url. */
  readonly id: string;
  private readonly rawId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter: number;
  private rpId: string | undefined;
  private userHandle: string | undefined;

  /** `counter`: what the authenticator reports at registration (0 for the many passkeys that keep none). */
  constructor(counter = 0) {
    this.counter = counter;
    this.id = b64url(this.rawId);
  }

  /** The COSE_Key of the public key (a map with integer labels, in the order authenticators write it). */
  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('P-256 key without coordinates');
    return encodeCbor(
      new Map<CborValue, CborValue>([
        [1, COSE_EC2],
        [3, COSE_ES256],
        [-1, COSE_P256],
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), signCount, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create() answered: a new credential for the options' user, as the browser sends it as JSON. */
  register(options: PublicKeyCredentialCreationOptionsJSON, client: ClientSide): RegistrationResponseJSON {
    const rpId = client.rpId ?? options.rp.id;
    if (!rpId) throw new Error('registration options without an RP ID');
    this.rpId = rpId;
    this.userHandle = options.user.id;
    if (client.counter !== undefined) this.counter = client.counter;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.rawId.length);
    // Attested credential data: AAGUID (zeros: "none" attestation names no model), id length, id, key.
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.rawId, this.coseKey()]);
    const authData = this.authenticatorData(rpId, UP | UV | AT, this.counter, attested);
    const attestationObject = encodeCbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, client.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
        publicKeyAlgorithm: COSE_ES256,
      },
    };
  }

  /** navigator.credentials.get() answered: an assertion signed over the authenticator data and the client data's hash. */
  signIn(options: PublicKeyCredentialRequestOptionsJSON, client: ClientSide): AuthenticationResponseJSON {
    const rpId = client.rpId ?? options.rpId ?? this.rpId;
    if (!rpId) throw new Error('sign-in without an RP ID');
    this.counter = client.counter ?? (this.counter === 0 ? 0 : this.counter + 1);
    const authData = this.authenticatorData(rpId, UP | UV, this.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, client.origin);
    // ES256 signatures travel DER-encoded (WebAuthn §6.5.6), which is node's default for EC keys.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle === undefined ? {} : { userHandle: this.userHandle }),
      },
    };
  }
}
