import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isLocale, type Locale } from '../../../i18n/locales';
import type { Database } from '../../data/schema';
import { isRole, type Role } from '../../../people/roles';
import type { Invite, InviteProblem } from '../../../people/views';

export type { Invite, InviteProblem };
import { seal, unseal } from './sealed';
import { newTotpSecret } from './totp';
import { recordTrail } from './trail';

/**
 * An invite is a one-time link (/admin/invite/<token>) that creates one account with the role the
 * inviter chose: good for 24 hours, used once, revocable while pending. Only the token's hash is
 * stored, so the database cannot be read for a link that still works.
 */
export const INVITE_HOURS = 24;
export const INVITE_PATH = '/admin/invite/';
/** 32 random bytes in base64url. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InviteRequest {
  role: Role;
  name: string;
  locale: Locale;
  /** Who invites: "Lan (owner)", or the command line ("npm run admin:invite"). The trail's row names them so. */
  by: string;
  /** The inviter's client key (src/server/web/client.ts), for the trail; none from the command line. */
  client?: string | undefined;
}

/**
 * Makes an invite and its `invite.create` row in the trail, in one transaction: whoever calls it
 * (the people page, `npm run admin:invite` for the first owner or a locked-out one), the trail
 * says who invited whom, with which role.
 */
export async function createInvite(db: Kysely<Database>, request: InviteRequest, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_invites')
      .values({
        id: idOf(token),
        role: request.role,
        name: request.name,
        locale: request.locale,
        created_at: now.toISOString(),
        created_by: request.by,
        expires_at: new Date(now.getTime() + INVITE_HOURS * 3600_000).toISOString(),
        totp_secret: null,
        used_at: null,
        revoked_at: null,
      })
      .execute();
    await recordTrail(trx, { actor: request.by, kind: 'invite.create', subject: `${request.name} (${request.role})`, outcome: 'ok', client: request.client, at: now });
  });
  return token;
}



function toInvite(row: { id: string; role: string; name: string; locale: string; created_by: string; created_at: string; expires_at: string }): Invite | undefined {
  if (!isRole(row.role) || !isLocale(row.locale)) return undefined;
  return { id: row.id, role: row.role, name: row.name, locale: row.locale, createdBy: row.created_by, createdAt: row.created_at, expiresAt: row.expires_at };
}

export async function findInvite(db: Kysely<Database>, token: string, now = new Date()): Promise<Invite | InviteProblem> {
  if (!INVITE_TOKEN_PATTERN.test(token)) return 'unknown';
  const row = await db.selectFrom('admin_invites').selectAll().where('id', '=', idOf(token)).executeTakeFirst();
  if (!row) return 'unknown';
  if (row.revoked_at) return 'revoked';
  if (row.used_at) return 'used';
  if (row.expires_at <= now.toISOString()) return 'expired';
  return toInvite(row) ?? 'unknown';
}

/**
 * The authenticator key the invite's password path shows: made at the first view and kept with
 * the invite (sealed), so the QR code scanned and the code typed after it agree.
 */
export async function inviteTotpSecret(db: Kysely<Database>, invite: Invite): Promise<string> {
  const row = await db.selectFrom('admin_invites').select('totp_secret').where('id', '=', invite.id).executeTakeFirst();
  const kept = row?.totp_secret ? unseal(row.totp_secret) : undefined;
  if (kept) return kept;
  const secret = newTotpSecret();
  await db.updateTable('admin_invites').set({ totp_secret: seal(secret) }).where('id', '=', invite.id).where('totp_secret', 'is', null).execute();
  // Another view may have made one first: the stored one wins.
  const stored = await db.selectFrom('admin_invites').select('totp_secret').where('id', '=', invite.id).executeTakeFirst();
  return (stored?.totp_secret && unseal(stored.totp_secret)) || secret;
}

/** Marks the invite used inside the transaction that creates its account: of two racing uses, one wins. */
export async function useInvite(trx: Transaction<Database>, invite: Invite, now = new Date()): Promise<boolean> {
  const result = await trx
    .updateTable('admin_invites')
    // The key the password path showed now lives (sealed) with the account only.
    .set({ used_at: now.toISOString(), totp_secret: null })
    .where('id', '=', invite.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invites not used, revoked or expired, newest first, for the owner's people page. */
export async function pendingInvites(db: Kysely<Database>, now = new Date()): Promise<Invite[]> {
  const rows = await db
    .selectFrom('admin_invites')
    .selectAll()
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.flatMap((row) => toInvite(row) ?? []);
}

/** Takes a pending invite back; false when there was none with that id. */
export async function revokeInvite(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(id)) return false;
  const result = await db.updateTable('admin_invites').set({ revoked_at: now.toISOString() }).where('id', '=', id).where('used_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether an invite can still be used: the admin opens for it before any account or password exists. */
export async function anyPendingInvite(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('admin_invites').select('id').where('used_at', 'is', null).where('revoked_at', 'is', null).where('expires_at', '>', now.toISOString()).limit(1).executeTakeFirst();
  return row !== undefined;
}
