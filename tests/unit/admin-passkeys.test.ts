import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/data/connect';
import { createAccount, insertPasskey, newAccountId, type Account } from '../../src/server/services/admin/accounts';
import { createInvite, findInvite, type Invite } from '../../src/server/services/admin/invites';
import { newPasskeyOptions, signInOptions, verifyNewPasskey, verifySignIn, type RelyingParty } from '../../src/server/services/admin/passkeys';
import { DATABASE_TARGETS, openOwnTestDatabase } from '../support/database';
import { SoftAuthenticator } from '../support/soft-authenticator';

// Passkeys end to end against SimpleWebAuthn, with a software authenticator that signs for real:
// the invite's registration, a passkey added later, and every sign-in the server must refuse.

const RP: RelyingParty = { id: 'localhost', origin: 'http://localhost:4321', name: 'Kingstone Spa' };
const client = { origin: RP.origin };

describe.each(DATABASE_TARGETS)('passkeys on $name', ({ databaseUrl }) => {
  let db: Db;
  let serial = 0;
  beforeAll(async () => {
    vi.stubEnv('INSTALL_SECRET', '5c'.repeat(32));
    db = await openOwnTestDatabase('kingstone-passkeys-', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
    vi.unstubAllEnvs();
  });

  async function newInvite(): Promise<Invite> {
    const invite = await findInvite(db.db, await createInvite(db.db, { role: 'editor', name: 'Lan', locale: 'vi', by: 'test' }));
    if (typeof invite === 'string') throw new Error(`invite: ${invite}`);
    return invite;
  }

  /** An invite answered with `authenticator`'s new passkey, and the account made from it. */
  async function enrol(authenticator = new SoftAuthenticator()): Promise<{ authenticator: SoftAuthenticator; account: Account }> {
    const invite = await newInvite();
    serial += 1;
    const user = { id: newAccountId(), login: `lan${serial}`, name: 'Lan' };
    const options = await newPasskeyOptions(db.db, RP, user, 'passkey-invite', invite.id, { login: user.login });
    const verified = await verifyNewPasskey(db.db, RP, 'passkey-invite', invite.id, authenticator.register(options, client), 'iPhone · Safari');
    if (!verified) throw new Error('the registration was refused');
    expect(verified.challenge).toEqual({ subject: invite.id, payload: { login: user.login } });
    const account = await createAccount(db.db, invite, { ...user, locale: 'vi', secondFactor: { passkey: verified.passkey } });
    if (typeof account === 'string') throw new Error(`account: ${account}`);
    return { authenticator, account };
  }

  const signIn = async (authenticator: SoftAuthenticator, side: Parameters<SoftAuthenticator['signIn']>[1] = client) =>
    verifySignIn(db.db, RP, authenticator.signIn(await signInOptions(db.db, RP), side));

  it('registers a passkey from an invite, then signs its account in', async () => {
    const { authenticator, account } = await enrol();
    const [stored] = await db.db.selectFrom('admin_passkeys').selectAll().where('account_id', '=', account.id).execute();
    expect(stored).toMatchObject({ id: authenticator.id, counter: 0, transports: 'internal,hybrid', device: 'iPhone · Safari', last_used_at: null });
    expect(await signIn(authenticator)).toBe(account.id);
    const after = await db.db.selectFrom('admin_passkeys').select('last_used_at').where('id', '=', authenticator.id).executeTakeFirstOrThrow();
    expect(after.last_used_at).not.toBeNull();
    // A passkey that keeps no counter (0 every time) goes on signing in.
    expect(await signIn(authenticator)).toBe(account.id);
  });

  it('adds a second passkey to an account, which names the first so the browser does not make it twice', async () => {
    const { authenticator: first, account } = await enrol();
    const second = new SoftAuthenticator();
    const options = await newPasskeyOptions(db.db, RP, account, 'passkey-add', account.id);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([first.id]);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const verified = await verifyNewPasskey(db.db, RP, 'passkey-add', account.id, second.register(options, client), 'Laptop');
    if (!verified) throw new Error('the second passkey was refused');
    await insertPasskey(db.db, account.id, verified.passkey);
    expect(await signIn(second)).toBe(account.id);
    expect(await signIn(first)).toBe(account.id);
  });

  it('refuses an assertion presented twice, even re-signed with a higher counter', async () => {
    const { authenticator, account } = await enrol(new SoftAuthenticator(1));
    const options = await signInOptions(db.db, RP);
    const assertion = authenticator.signIn(options, client);
    expect(await verifySignIn(db.db, RP, assertion)).toBe(account.id);
    expect(await verifySignIn(db.db, RP, assertion)).toBeUndefined();
    // The challenge is spent: a fresh signature over it (counter moved on) is refused too.
    expect(await verifySignIn(db.db, RP, authenticator.signIn(options, client))).toBeUndefined();
  });

  it('lets exactly one of two requests racing with the same assertion through', async () => {
    const { authenticator, account } = await enrol(new SoftAuthenticator(1));
    const assertion = authenticator.signIn(await signInOptions(db.db, RP), client);
    const results = await Promise.all([verifySignIn(db.db, RP, assertion), verifySignIn(db.db, RP, assertion)]);
    expect(results.filter((r) => r === account.id)).toHaveLength(1);
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
  });

  it('refuses a counter that goes backwards or stays put, the sign of a cloned key', async () => {
    const { authenticator, account } = await enrol(new SoftAuthenticator(5));
    expect(await signIn(authenticator, { ...client, counter: 3 })).toBeUndefined();
    expect(await signIn(authenticator, { ...client, counter: 5 })).toBeUndefined();
    expect(await signIn(authenticator, { ...client, counter: 0 })).toBeUndefined();
    expect(await signIn(authenticator, { ...client, counter: 6 })).toBe(account.id);
    expect(await signIn(authenticator, { ...client, counter: 6 })).toBeUndefined();
    const stored = await db.db.selectFrom('admin_passkeys').select('counter').where('id', '=', authenticator.id).executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(6);
  });

  it('lets only one of two sign-ins through when a cloned key races the original with the same counter', async () => {
    const { authenticator, account } = await enrol(new SoftAuthenticator(5));
    // Two challenges, two valid signatures, one counter value: the copy and the original at once.
    const first = authenticator.signIn(await signInOptions(db.db, RP), { ...client, counter: 6 });
    const second = authenticator.signIn(await signInOptions(db.db, RP), { ...client, counter: 6 });
    const results = await Promise.all([verifySignIn(db.db, RP, first), verifySignIn(db.db, RP, second)]);
    expect(results.filter((r) => r === account.id)).toHaveLength(1);
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
  });

  it('refuses an assertion made for another origin or another site', async () => {
    const { authenticator, account } = await enrol();
    expect(await signIn(authenticator, { origin: 'https://kingstone-spa.example' })).toBeUndefined();
    expect(await signIn(authenticator, { origin: 'http://localhost:4322' })).toBeUndefined();
    expect(await signIn(authenticator, { ...client, rpId: 'kingstone-spa.example' })).toBeUndefined();
    expect(await signIn(authenticator)).toBe(account.id);
  });

  it('refuses a signature that does not match the stored key', async () => {
    const { authenticator } = await enrol();
    const assertion = authenticator.signIn(await signInOptions(db.db, RP), client);
    const signature = Buffer.from(assertion.response.signature, 'base64url');
    signature[signature.length - 1]! ^= 0x01;
    expect(await verifySignIn(db.db, RP, { ...assertion, response: { ...assertion.response, signature: signature.toString('base64url') } })).toBeUndefined();
  });

  it('refuses an unknown credential and anything that is not one', async () => {
    await enrol();
    expect(await signIn(new SoftAuthenticator())).toBeUndefined();
    for (const junk of [undefined, null, 'text', {}, { id: 'short', response: {} }, { id: 'A'.repeat(43), response: null }]) {
      expect(await verifySignIn(db.db, RP, junk)).toBeUndefined();
    }
  });

  it('refuses a registration answering a challenge made for another subject, or for none', async () => {
    const invite = await newInvite();
    const other = await newInvite();
    const user = { id: newAccountId(), login: 'minh', name: 'Minh' };
    const registration = new SoftAuthenticator().register(await newPasskeyOptions(db.db, RP, user, 'passkey-invite', invite.id), client);
    expect(await verifyNewPasskey(db.db, RP, 'passkey-invite', other.id, registration, 'Phone')).toBeUndefined();
    // Made by the server for no one: a challenge the browser invented.
    const forged = new SoftAuthenticator().register({ ...(await newPasskeyOptions(db.db, RP, user, 'passkey-invite', invite.id)), challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2U' }, client);
    expect(await verifyNewPasskey(db.db, RP, 'passkey-invite', invite.id, forged, 'Phone')).toBeUndefined();
    // A challenge made for adding a passkey to an account does not serve an invite, nor the reverse.
    const forAdd = new SoftAuthenticator().register(await newPasskeyOptions(db.db, RP, user, 'passkey-add', invite.id), client);
    expect(await verifyNewPasskey(db.db, RP, 'passkey-invite', invite.id, forAdd, 'Phone')).toBeUndefined();
    // The right subject, purpose and origin: accepted, once.
    const good = new SoftAuthenticator().register(await newPasskeyOptions(db.db, RP, user, 'passkey-invite', invite.id), client);
    expect(await verifyNewPasskey(db.db, RP, 'passkey-invite', invite.id, good, 'Phone')).toBeDefined();
    expect(await verifyNewPasskey(db.db, RP, 'passkey-invite', invite.id, good, 'Phone')).toBeUndefined();
  });

  it('refuses a registration from another origin', async () => {
    const invite = await newInvite();
    const options = await newPasskeyOptions(db.db, RP, { id: newAccountId(), login: 'hoa', name: 'Hoa' }, 'passkey-invite', invite.id);
    expect(await verifyNewPasskey(db.db, RP, 'passkey-invite', invite.id, new SoftAuthenticator().register(options, { origin: 'https://evil.example' }), 'Phone')).toBeUndefined();
  });
});
