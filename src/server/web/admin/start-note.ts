import { adminEnabled } from '../../services/admin/password';
import { anyAccount } from '../../services/admin/accounts';
import { serverSettings } from '../../settings/read-settings';
import { getDb } from '../runtime';

/** What the start log's line about the admin's logins depends on. */
export interface AdminLogins {
  /** ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set. */
  sharedPassword: boolean;
  /** At least one account exists (enabled or not): the shared password then opens nothing. */
  accounts: boolean;
}

const INVITE_OWNER = 'npm run admin:invite -- --role owner --name "<your name>"';

/**
 * The start log's line about the admin's logins: while only the shared ADMIN_PASSWORD opens it,
 * how to make the owner's own account; once accounts exist, that the password no longer works;
 * with neither, that the admin opens only for an invite and how to make the owner's; nothing once
 * accounts exist and the password is gone.
 */
export function accountsNote({ sharedPassword, accounts }: AdminLogins): string | undefined {
  if (sharedPassword && !accounts) {
    return `admin: the shared ADMIN_PASSWORD opens the admin until an account exists; create the owner's own login (passkey or password + app): ${INVITE_OWNER}`;
  }
  if (sharedPassword && accounts) return 'admin: accounts exist, so ADMIN_PASSWORD / ADMIN_PASSWORD_HASH no longer open the admin; remove them from the settings';
  if (!accounts) return `admin: no account exists and ADMIN_PASSWORD is not set, so /admin opens only for an invite link; make the owner's: ${INVITE_OWNER}`;
  return undefined;
}

/** accountsNote for this server's settings and database. */
export async function adminAccountsNote(): Promise<string | undefined> {
  return accountsNote({ sharedPassword: adminEnabled(serverSettings()), accounts: await anyAccount((await getDb()).db) });
}
