import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isLocale, type Locale } from '../../../i18n/locales';
import type { AdminAccountTable, Database } from '../../data/schema';
import { useInvite, type Invite } from './invites';
import { isRole, roleMay, type Role } from '../../../people/roles';
import type { Account } from '../../../people/views';

export type { Account };
import { seal, unseal } from './sealed';

/**
 * A person's login to the back office: a display name, a language the admin opens in, a role
 * (./roles.ts), and at least one way in that is two factors: a passkey (./passkeys.ts), or a
 * password and a one-time code (./totp.ts). Accounts are created only from an invite.
 */

/** What a person types to sign in with a password: 3–32 lowercase letters, digits, dot, dash or underscore. */
export const LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const MAX_NAME_LENGTH = 60;

/** How the history, the trail and the git commits name a person: "Lan (editor)". */
export const personLabel = (account: Pick<Account, 'name' | 'role'>): string => `${account.name} (${account.role})`;

/** A display name as typed, trimmed and with runs of spaces made one; undefined when empty, too long or holding control characters. */
export function cleanName(text: string): string | undefined {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '' || [...name].length > MAX_NAME_LENGTH || /\p{Cc}/u.test(name)) return undefined;
  return name;
}

/** A login to offer for a name: "Trần Thị Lan" → "tran.thi.lan". */
export function suggestLogin(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 32)
    .replace(/\.+$/, '');
  return LOGIN_PATTERN.test(plain) ? plain : '';
}

function toAccount(row: Selectable<AdminAccountTable>): Account | undefined {
  if (!isRole(row.role) || !isLocale(row.locale)) return undefined;
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    locale: row.locale,
    role: row.role,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    hasPassword: row.password_hash !== null,
    telegramId: row.telegram_id,
  };
}

export async function anyAccount(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('admin_accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function getAccount(db: Kysely<Database>, id: string): Promise<Account | undefined> {
  const row = await db.selectFrom('admin_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** The account and what its password sign-in checks: the hash and the sealed TOTP key. */
export async function accountForPassword(db: Kysely<Database>, login: string): Promise<{ account: Account; passwordHash: string; totpSecret: string | undefined; totpLastStep: number | null } | undefined> {
  const clean = login.trim().toLowerCase();
  if (!LOGIN_PATTERN.test(clean)) return undefined;
  const row = await db.selectFrom('admin_accounts').selectAll().where('login', '=', clean).executeTakeFirst();
  const account = row ? toAccount(row) : undefined;
  if (!row || !account || row.password_hash === null) return undefined;
  return { account, passwordHash: row.password_hash, totpSecret: row.totp_secret ? unseal(row.totp_secret) : undefined, totpLastStep: row.totp_last_step };
}

/** Whether someone has this login already (a disabled account keeps its own). */
export async function loginTaken(db: Kysely<Database>, login: string): Promise<boolean> {
  return (await db.selectFrom('admin_accounts').select('id').where('login', '=', login).executeTakeFirst()) !== undefined;
}

/** The account a recovery-code sign-in may open: one without a password (its recovery code then stands in for the passkey). */
export async function passkeyOnlyAccount(db: Kysely<Database>, login: string): Promise<Account | undefined> {
  const clean = login.trim().toLowerCase();
  if (!LOGIN_PATTERN.test(clean)) return undefined;
  const row = await db.selectFrom('admin_accounts').selectAll().where('login', '=', clean).where('password_hash', 'is', null).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** The TOTP key and last accepted step of an account (the second step of a password sign-in). */
export async function totpOf(db: Kysely<Database>, id: string): Promise<{ secret: string; lastStep: number | null } | undefined> {
  const row = await db.selectFrom('admin_accounts').select(['totp_secret', 'totp_last_step']).where('id', '=', id).executeTakeFirst();
  const secret = row?.totp_secret ? unseal(row.totp_secret) : undefined;
  return secret && row ? { secret, lastStep: row.totp_last_step } : undefined;
}

/**
 * Keeps the step of an accepted code, only if it is later than the last one: of two requests
 * racing with the same code, one moves the step and the other is refused.
 */
export async function acceptTotpStep(db: Kysely<Database>, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listAccounts(db: Kysely<Database>): Promise<Account[]> {
  const rows = await db.selectFrom('admin_accounts').selectAll().orderBy('created_at').execute();
  return rows.flatMap((row) => toAccount(row) ?? []);
}

export interface NewPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  device: string;
}

export interface NewAccount {
  /** Made before the passkey's registration, which names it as the user handle. */
  id?: string;
  login: string;
  name: string;
  locale: Locale;
  /** Password + TOTP, or a passkey: an account is never made with one factor. */
  secondFactor: { passwordHash: string; totpSecret: string; totpStep: number } | { passkey: NewPasskey };
}

export const newAccountId = (): string => randomBytes(16).toString('base64url');

/** Creates the invite's account and uses the invite up, together or not at all. */
export async function createAccount(db: Kysely<Database>, invite: Invite, request: NewAccount, now = new Date()): Promise<Account | 'login-taken' | 'invite-gone'> {
  const id = request.id ?? newAccountId();
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await useInvite(trx, invite, now))) throw new Refusal('invite-gone');
      if (await loginTaken(trx, request.login)) throw new Refusal('login-taken');
      const factor = request.secondFactor;
      await trx
        .insertInto('admin_accounts')
        .values({
          id,
          login: request.login,
          name: request.name,
          locale: request.locale,
          role: invite.role,
          created_at: now.toISOString(),
          disabled_at: null,
          password_hash: 'passwordHash' in factor ? factor.passwordHash : null,
          totp_secret: 'totpSecret' in factor ? seal(factor.totpSecret) : null,
          totp_last_step: 'totpStep' in factor ? factor.totpStep : null,
          telegram_id: null,
        })
        .execute();
      if ('passkey' in factor) await insertPasskey(trx, id, factor.passkey, now);
      const account = await trx.selectFrom('admin_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toAccount(account)!;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.reason;
    throw error;
  }
}

class Refusal extends Error {
  readonly reason: 'login-taken' | 'invite-gone';
  constructor(reason: 'login-taken' | 'invite-gone') {
    super(reason);
    this.reason = reason;
  }
}

export async function insertPasskey(db: Kysely<Database>, accountId: string, passkey: NewPasskey, now = new Date()): Promise<void> {
  await db
    .insertInto('admin_passkeys')
    .values({
      id: passkey.id,
      account_id: accountId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      device: passkey.device,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
}

/** Why the owner's change to an account is refused: the spa must keep one owner who can sign in. */
export type AccountChangeProblem = 'unknown' | 'last-owner';

/**
 * An account session's `password_tag` once the owner disabled its account (an account's session
 * has no password tag otherwise): the session is over (./session.ts refuses it, naming the person).
 */
export const DISABLED_SESSION_MARK = 'account-disabled';

async function otherActiveOwners(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom('admin_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('id', '!=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The owner changes a role, or disables or re-enables an account; a disabled account's sessions are ended here and refused at their next request. */
export async function changeAccount(db: Kysely<Database>, id: string, change: { role?: Role; disabled?: boolean }, now = new Date()): Promise<Account | AccountChangeProblem> {
  return db.transaction().execute(async (trx): Promise<Account | AccountChangeProblem> => {
    // Two owners disabling each other at once must not both find the other still active: the
    // active owners' rows are locked first by a write that changes nothing (PostgreSQL's row
    // locks; a SQLite transaction holds the write lock already), so the second check waits.
    await trx.updateTable('admin_accounts').set({ role: 'owner' }).where('role', '=', 'owner').where('disabled_at', 'is', null).execute();
    const account = await getAccount(trx, id);
    if (!account) return 'unknown';
    const losesOwner = account.role === 'owner' && account.disabledAt === null && ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
    if (losesOwner && (await otherActiveOwners(trx, id)) === 0) return 'last-owner';
    await trx
      .updateTable('admin_accounts')
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled === undefined ? {} : { disabled_at: change.disabled ? now.toISOString() : null }),
      })
      .where('id', '=', id)
      .execute();
    // Its sessions end now and never count again, even if it is enabled later; each row is kept,
    // marked, until its lifetime is over, so its next request is refused as the disabled
    // person's and the trail says so (./session.ts), instead of being an anonymous 401.
    if (change.disabled) await trx.updateTable('admin_sessions').set({ password_tag: DISABLED_SESSION_MARK }).where('account_id', '=', id).execute();
    return (await getAccount(trx, id)) ?? 'unknown';
  });
}

export async function setAccountLocale(db: Kysely<Database>, id: string, locale: Locale): Promise<void> {
  await db.updateTable('admin_accounts').set({ locale }).where('id', '=', id).execute();
}

/** Links a Telegram user to an account (one account per Telegram user: a newer link moves it). */
export async function linkTelegram(db: Kysely<Database>, id: string, telegramId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('admin_accounts').set({ telegram_id: null }).where('telegram_id', '=', telegramId).execute();
    await trx.updateTable('admin_accounts').set({ telegram_id: telegramId }).where('id', '=', id).execute();
  });
}

export async function unlinkTelegram(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('admin_accounts').set({ telegram_id: null }).where('id', '=', id).execute();
}

/** The enabled account a Telegram user linked, if any. */
export async function accountOfTelegram(db: Kysely<Database>, telegramId: string): Promise<Account | undefined> {
  const row = await db.selectFrom('admin_accounts').selectAll().where('telegram_id', '=', telegramId).where('disabled_at', 'is', null).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** Whether anyone's Telegram presses count: an enabled account linked to Telegram whose role answers bookings. */
export async function anyTelegramPresser(db: Kysely<Database>): Promise<boolean> {
  const rows = await db.selectFrom('admin_accounts').select('role').where('telegram_id', 'is not', null).where('disabled_at', 'is', null).execute();
  return rows.some((row) => isRole(row.role) && roleMay(row.role, 'bookings'));
}
