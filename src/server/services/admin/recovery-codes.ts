import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { installSecret } from '../install-secret';

/**
 * Ten one-time codes a person keeps on paper for the day the phone is lost (OWASP ASVS 6.5.1):
 * each opens one sign-in in place of the passkey or the authenticator code, then is spent. Only
 * keyed hashes are stored; the codes are shown once, when made.
 */
export const RECOVERY_CODE_COUNT = 10;
// Letters and digits that cannot be mistaken for one another on paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

const hashOf = (code: string) => createHmac('sha256', installSecret('recovery-code')).update(normalize(code)).digest('hex');
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newCode(): string {
  // randomInt draws each letter uniformly (a byte modulo 31 would favour the first letters).
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** New codes for the account, replacing all earlier ones; the only time they are readable. */
export async function renewRecoveryCodes(db: Kysely<Database>, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_recovery_codes').where('account_id', '=', accountId).execute();
    await trx
      .insertInto('admin_recovery_codes')
      .values(codes.map((code) => ({ account_id: accountId, code_hash: hashOf(code), used_at: null })))
      .execute();
  });
  return codes;
}

/** Spends a code: true once for each code, then never again (of two racing uses, one wins). */
export async function spendRecoveryCode(db: Kysely<Database>, accountId: string, given: string, now = new Date()): Promise<boolean> {
  const code = normalize(given);
  if (code.length !== GROUP * 2 || ![...code].every((c) => ALPHABET.includes(c))) return false;
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hashOf(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
