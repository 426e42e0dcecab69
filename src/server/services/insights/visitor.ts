/**
 * Who counts as one visitor on a day (issue 39): a hash of the day's salt, the client's address
 * (an IPv6 /64, as the limits count it) and its user agent. The salt is random, shared by every
 * server through the database, and deleted once the day is rolled up (rollup.ts), so a hash can
 * be linked to nobody afterwards and no two days' hashes to each other. No cookie, nothing stored
 * in the browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { limitAddress } from '../../http/address-prefix';
import type { Database } from '../../data/schema';

/** The day's salt: made by whichever server asks first, then the same for all. */
export async function daySalt(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto('insight_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.selectFrom('insight_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

/** The visitor's hash on the salt's day: 16 bytes of SHA-256, enough to tell a day's visitors apart. */
export function visitorHash(salt: string, clientAddress: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${limitAddress(clientAddress)}\n${userAgent.slice(0, 512)}`).digest('base64url').slice(0, 22);
}

/** Salts by day for one process: one database round trip per day, not per view. */
export class SaltCache {
  private day = '';
  private salt: Promise<string> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  saltOf(day: string): Promise<string> {
    if (day !== this.day || !this.salt) {
      this.day = day;
      this.salt = daySalt(this.db, day);
      // A failed read is asked again by the next view rather than remembered.
      this.salt.catch(() => {
        if (this.day === day) this.salt = undefined;
      });
    }
    return this.salt;
  }
}
