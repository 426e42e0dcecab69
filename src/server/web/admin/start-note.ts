import { adminEnabled } from '../../services/admin/password';
import { anyAccount } from '../../services/admin/accounts';
import { serverSettings } from '../../settings/read-settings';
import { getDb } from '../runtime';

/**
 * The start log's line about the admin's logins: while only the shared ADMIN_PASSWORD opens it,
 * how to make the owner's own account; once accounts exist, that the password no longer works.
 */
export async function adminAccountsNote(): Promise<string | undefined> {
  const sharedPassword = adminEnabled(serverSettings());
  const accounts = await anyAccount((await getDb()).db);
  if (sharedPassword && !accounts) {
    return 'admin: the shared ADMIN_PASSWORD opens the admin until an account exists; create the owner\'s own login (passkey or password + app): npm run admin:invite -- --role owner --name "<your name>"';
  }
  if (sharedPassword && accounts) return 'admin: accounts exist, so ADMIN_PASSWORD / ADMIN_PASSWORD_HASH no longer open the admin; remove them from the settings';
  return undefined;
}
