import { describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../src/server/services/admin/accounts';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import { accountsNote, adminAccountsNote } from '../../src/server/web/admin/start-note';
import { getDb } from '../../src/server/web/runtime';
import { useStudioSession } from '../support/studio-routes';

// The start log's line about the admin's logins (src/server/web/admin/start-note.ts, printed by
// src/pages/api/internal/start.ts): what the operator must do next, for each state of an install.

useStudioSession();

const MAKE_OWNER = 'npm run admin:invite -- --role owner --name "<your name>"';

describe('the start note about the admin’s logins', () => {
  it('tells an install on the shared password to make the owner’s own login', () => {
    const note = accountsNote({ sharedPassword: true, accounts: false });
    expect(note).toBe(`admin: the shared ADMIN_PASSWORD opens the admin until an account exists; create the owner's own login (passkey or password + app): ${MAKE_OWNER}`);
  });

  it('tells an install with accounts that the shared password no longer works, and to remove it', () => {
    expect(accountsNote({ sharedPassword: true, accounts: true })).toBe('admin: accounts exist, so ADMIN_PASSWORD / ADMIN_PASSWORD_HASH no longer open the admin; remove them from the settings');
  });

  it('tells a fresh install with neither that the admin opens only for an invite, and how to make the owner’s', () => {
    expect(accountsNote({ sharedPassword: false, accounts: false })).toBe(`admin: no account exists and ADMIN_PASSWORD is not set, so /admin opens only for an invite link; make the owner's: ${MAKE_OWNER}`);
  });

  it('says nothing once accounts exist and the shared password is gone', () => {
    expect(accountsNote({ sharedPassword: false, accounts: true })).toBeUndefined();
  });

  it('reads the server’s settings and database: the password set, then the first account, then the password removed', async () => {
    expect(await adminAccountsNote()).toContain('opens the admin until an account exists');
    const { db } = await getDb();
    const invite = await findInvite(db, await createInvite(db, { role: 'owner', name: 'Lan', locale: 'vi', by: 'npm run admin:invite' }));
    if (typeof invite === 'string') throw new Error(invite);
    const made = await createAccount(db, invite, { login: 'lan', name: 'Lan', locale: 'vi', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'JBSWY3DPEHPK3PXP', totpStep: 1 } });
    expect(typeof made).toBe('object');
    expect(await adminAccountsNote()).toContain('no longer open the admin');
    vi.stubEnv('ADMIN_PASSWORD', '');
    expect(await adminAccountsNote()).toBeUndefined();
  });
});
