import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { createChallenge, takeChallenge, type Challenge } from './challenges';
import type { NewPasskey } from './accounts';
import type { PasskeyRow } from '../../../people/views';

/**
 * Passkeys (WebAuthn) through SimpleWebAuthn. The relying party is the admin's own origin, one of
 * the configured ones (src/server/web/origins.ts); the browser binds each passkey to its host.
 * Every challenge is stored (./challenges.ts) and taken once, user verification (the phone's
 * unlock) is required, so a passkey is two factors by itself, and a signature counter that does
 * not grow is refused (a cloned authenticator).
 */
export interface RelyingParty {
  /** The host name: "kingstonespa.vn", or "localhost" on the owner's computer. */
  id: string;
  origin: string;
  name: string;
}

/** A credential id as browsers send it: base64url, at most 1,023 bytes (WebAuthn §5.8.3). */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{16,1400}$/;

export interface PasskeyUser {
  id: string;
  login: string;
  name: string;
}

export async function newPasskeyOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  user: PasskeyUser,
  purpose: 'passkey-add' | 'passkey-invite',
  subject: string,
  payload?: unknown,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.selectFrom('admin_passkeys').select(['id', 'transports']).where('account_id', '=', user.id).execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.login,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports ? row.transports.split(',') : [] })),
    // A discoverable credential, so the browser can offer it in the sign-in form's autofill.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await createChallenge(db, purpose, subject, { token: options.challenge, payload });
  return options;
}

/**
 * Checks a new passkey against the challenge made for `subject` (taken once): the passkey to
 * store and what the challenge carried, or undefined.
 */
export async function verifyNewPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  purpose: 'passkey-add' | 'passkey-invite',
  subject: string,
  response: unknown,
  device: string,
): Promise<{ passkey: NewPasskey; challenge: Challenge } | undefined> {
  if (!isCredentialJson(response)) return undefined;
  let challenge: Challenge | undefined;
  try {
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: async (value) => {
        challenge = await takeChallenge(db, purpose, value);
        return challenge?.subject === subject;
      },
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified.verified || !challenge) return undefined;
    const { credential } = verified.registrationInfo;
    return {
      passkey: {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        device,
      },
      challenge,
    };
  } catch {
    return undefined;
  }
}

/** Options for a sign-in: no credentials listed, so the browser offers every passkey it holds for this site. */
export async function signInOptions(db: Kysely<Database>, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await createChallenge(db, 'passkey-sign-in', '', { token: options.challenge });
  return options;
}

/** The account a passkey sign-in proves, or undefined: unknown passkey, a challenge used before, a bad signature or origin, a counter going backwards. */
export async function verifySignIn(db: Kysely<Database>, rp: RelyingParty, response: unknown, now = new Date()): Promise<string | undefined> {
  if (!isCredentialJson(response)) return undefined;
  const stored = await db.selectFrom('admin_passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
  if (!stored) return undefined;
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: async (value) => (await takeChallenge(db, 'passkey-sign-in', value)) !== undefined,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: Number(stored.counter),
        transports: stored.transports ? stored.transports.split(',') : [],
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return undefined;
    // Only from the counter read: of two sign-ins racing with one signature, one moves it.
    const moved = await db
      .updateTable('admin_passkeys')
      .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now.toISOString() })
      .where('id', '=', stored.id)
      .where('counter', '=', stored.counter)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? stored.account_id : undefined;
  } catch {
    return undefined;
  }
}


export async function passkeysOf(db: Kysely<Database>, accountId: string): Promise<PasskeyRow[]> {
  const rows = await db.selectFrom('admin_passkeys').select(['id', 'device', 'created_at', 'last_used_at']).where('account_id', '=', accountId).orderBy('created_at').execute();
  return rows.map((r) => ({ id: r.id, device: r.device, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/** Removes one of the person's passkeys, unless it is their last way in with two factors. */
export async function removePasskey(db: Kysely<Database>, accountId: string, id: string, hasPasswordAndCode: boolean): Promise<'removed' | 'last' | 'unknown'> {
  const keys = await passkeysOf(db, accountId);
  if (!keys.some((k) => k.id === id)) return 'unknown';
  if (keys.length === 1 && !hasPasswordAndCode) return 'last';
  await db.deleteFrom('admin_passkeys').where('id', '=', id).where('account_id', '=', accountId).execute();
  return 'removed';
}

function isCredentialJson(value: unknown): value is { id: string; response: unknown } {
  if (value === null || typeof value !== 'object') return false;
  const { id, response } = value as Record<string, unknown>;
  return typeof id === 'string' && CREDENTIAL_ID.test(id) && response !== null && typeof response === 'object';
}
