import type { AstroCookies } from 'astro';
import { isLocale } from '../../../i18n/locales';
import { acceptTotpStep, accountForPassword, anyAccount, getAccount, passkeyOnlyAccount, totpOf, type Account } from '../../services/admin/accounts';
import { createChallenge, peekChallenge, takeChallenge } from '../../services/admin/challenges';
import { isKnownDevice, rememberDevice } from '../../services/admin/known-device';
import { checkPassword, hashPassword } from '../../services/admin/password';
import { signInOptions, verifySignIn } from '../../services/admin/passkeys';
import { spendRecoveryCode } from '../../services/admin/recovery-codes';
import { homeOf } from '../../../people/roles';
import { adminCookie } from '../../services/admin/session';
import { checkTotp } from '../../services/admin/totp';
import { recordTrail, SIGNED_OUT } from '../../services/admin/trail';
import { serverSettings } from '../../settings/read-settings';
import { clientKey, requestClientAddress } from '../client';
import { readForm } from '../form';
import { allowedOrigins } from '../origins';
import { getDb } from '../runtime';
import { jsonAnswer, readPasskeyRequest } from './relying-party';
import { accountLimiter, backToAdmin, loginLimiter, NO_STORE, startAccountSession, startSession } from './session';

/**
 * Signing in, every way: the shared password (only while no account exists), a person's login
 * and password then their one-time code (or a recovery code), a passkey, or, for an account with
 * passkeys only, the login and a recovery code. Each attempt is throttled per client (with a
 * pause for everyone but known devices) and per account, logged as one line, and kept in the trail.
 */
export interface SignInContext {
  request: Request;
  url: URL;
  cookies: AstroCookies;
  clientAddress: string;
}

/** Where the person's sign-in stands between a right password and their code: a one-time challenge in a short cookie. */
const stepCookie = (request: Request) => adminCookie(request, 'kingstone_admin_step');

/** Longest password read: scrypt of more says nothing more, and every byte costs. */
const MAX_PASSWORD_LENGTH = 256;

/** A fixed scrypt hash, checked when a login names no one: a wrong login costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;

const clientOf = ({ request, clientAddress }: SignInContext) => clientKey(requestClientAddress((n) => request.headers.get(n), clientAddress));

type Outcome = 'ok' | 'failed' | 'locked' | 'paused';

function logAttempt(how: string, outcome: Outcome, client: string, knownDevice: boolean): void {
  const reason = outcome === 'locked' ? { reason: 'rate-limited' } : outcome === 'paused' ? { reason: 'paused-for-everyone' } : {};
  console.log(JSON.stringify({ event: 'admin.login', how, ok: outcome === 'ok', ...reason, knownDevice, client }));
}

const errorQuery = (outcome: Outcome) => (outcome === 'locked' ? 'error=tooMany' : outcome === 'paused' ? 'error=paused' : 'error=loginFailed');

async function signedInAs(context: SignInContext, account: Account, how: string, client: string): Promise<string> {
  const { db } = await getDb();
  const label = await startAccountSession(context.request, context.cookies, account, client);
  await recordTrail(db, { actor: label, kind: 'sign-in', subject: how, outcome: 'ok', client });
  rememberDevice(context.request, context.cookies);
  return homeOf(account.role);
}

async function refusedSignIn(how: string, outcome: Outcome, client: string, who = SIGNED_OUT): Promise<void> {
  const { db } = await getDb();
  await recordTrail(db, { actor: who, kind: 'sign-in', subject: outcome === 'failed' ? how : `${how}: ${outcome}`, outcome: 'failed', client });
}

async function readSignInForm(request: Request): Promise<Record<string, string> | Response> {
  const form = await readForm(request, allowedOrigins(new URL(request.url).origin));
  return form.kind === 'ok' ? form.fields : new Response(null, { status: form.status, headers: NO_STORE });
}

/**
 * The sign-in form's post. With no account yet: the shared ADMIN_PASSWORD opens a session, as
 * before. Once accounts exist: login + password, then the code step (./second-factor page).
 */
export async function answerPasswordSignIn(context: SignInContext): Promise<Response> {
  const { request, url, cookies } = context;
  const fields = await readSignInForm(request);
  if (fields instanceof Response) return fields;
  const client = clientOf(context);
  const knownDevice = isKnownDevice(request, cookies);
  const password = (fields.password ?? '').slice(0, MAX_PASSWORD_LENGTH);
  const { db } = await getDb();
  if (!(await anyAccount(db))) {
    const outcome = await loginLimiter.attempt(client, () => checkPassword(password, serverSettings()), { knownDevice });
    logAttempt('shared-password', outcome, client, knownDevice);
    if (outcome !== 'ok') {
      await refusedSignIn('shared password', outcome, client);
      return backToAdmin(url, errorQuery(outcome));
    }
    const label = await startSession(request, cookies);
    await recordTrail(db, { actor: label, kind: 'sign-in', subject: 'shared password', outcome: 'ok', client });
    rememberDevice(request, cookies);
    return backToAdmin(url);
  }
  const found = await accountForPassword(db, fields.login ?? '');
  let accountOutcome = 'ok' as Outcome;
  const outcome = await loginLimiter.attempt(
    client,
    async () => {
      if (!found) {
        decoy ??= hashPassword('a password no one has');
        await checkPassword(password, { ADMIN_PASSWORD_HASH: await decoy });
        return false;
      }
      accountOutcome = await accountLimiter.attempt(found.account.id, () => checkPassword(password, { ADMIN_PASSWORD_HASH: found.passwordHash }));
      return accountOutcome === 'ok';
    },
    { knownDevice },
  );
  const result: Outcome = outcome === 'ok' ? 'ok' : accountOutcome === 'locked' ? 'locked' : outcome;
  logAttempt('password', result, client, knownDevice);
  // A disabled account is refused like a wrong password: the form says nothing of who exists.
  if (result !== 'ok' || !found || found.account.disabledAt !== null) {
    await refusedSignIn('password', result === 'ok' ? 'failed' : result, client, found ? `${found.account.name} (${found.account.role})` : SIGNED_OUT);
    return backToAdmin(url, errorQuery(result === 'ok' ? 'failed' : result));
  }
  const token = await createChallenge(db, 'second-factor', found.account.id);
  const { name, secure } = stepCookie(request);
  cookies.set(name, token, { httpOnly: true, sameSite: 'strict', secure, path: '/admin', maxAge: 5 * 60 });
  return backToAdmin(url, '', '/admin/second-factor');
}

/** The account waiting for its code, if this browser is between the two steps. */
export async function pendingSecondFactor(request: Request, cookies: AstroCookies): Promise<Account | undefined> {
  const { db } = await getDb();
  const step = await peekChallenge(db, 'second-factor', cookies.get(stepCookie(request).name)?.value);
  if (!step) return undefined;
  const account = await getAccount(db, step.subject);
  return account && account.disabledAt === null ? account : undefined;
}

/** The code step: a TOTP code for the current window, not used before, or one of the person's recovery codes. */
export async function answerSecondFactor(context: SignInContext): Promise<Response> {
  const { request, url, cookies } = context;
  const fields = await readSignInForm(request);
  if (fields instanceof Response) return fields;
  const account = await pendingSecondFactor(request, cookies);
  if (!account) return backToAdmin(url, 'error=stepExpired');
  const client = clientOf(context);
  const knownDevice = isKnownDevice(request, cookies);
  const code = (fields.code ?? '').trim().slice(0, 40);
  const { db } = await getDb();
  const how = /^\d[\d\s]*$/.test(code) ? 'one-time code' : 'recovery code';
  const outcome = await loginLimiter.attempt(
    client,
    async () =>
      (await accountLimiter.attempt(`code:${account.id}`, async () => {
        if (how === 'recovery code') return spendRecoveryCode(db, account.id, code);
        const totp = await totpOf(db, account.id);
        const step = totp ? checkTotp(totp.secret, code, totp.lastStep) : undefined;
        return step !== undefined && (await acceptTotpStep(db, account.id, step));
      })) === 'ok',
    { knownDevice },
  );
  logAttempt(how, outcome, client, knownDevice);
  if (outcome !== 'ok') {
    await refusedSignIn(how, outcome, client, `${account.name} (${account.role})`);
    return backToAdmin(url, errorQuery(outcome), '/admin/second-factor');
  }
  await takeChallenge(db, 'second-factor', cookies.get(stepCookie(request).name)?.value);
  const { name, secure } = stepCookie(request);
  cookies.delete(name, { path: '/admin', secure, httpOnly: true, sameSite: 'strict' });
  return backToAdmin(url, '', await signedInAs(context, account, how === 'recovery code' ? 'password + recovery code' : 'password + one-time code', client));
}

/** An account with passkeys only, its passkey lost: the login and one recovery code (spent). */
export async function answerRecovery(context: SignInContext): Promise<Response> {
  const { request, url, cookies } = context;
  const fields = await readSignInForm(request);
  if (fields instanceof Response) return fields;
  const client = clientOf(context);
  const knownDevice = isKnownDevice(request, cookies);
  const { db } = await getDb();
  // With a password, a recovery code stands in for the one-time code only, after the password.
  const account = await passkeyOnlyAccount(db, fields.login ?? '');
  const outcome = await loginLimiter.attempt(
    client,
    async () => account !== undefined && account.disabledAt === null && (await accountLimiter.attempt(`code:${account.id}`, () => spendRecoveryCode(db, account.id, fields.code ?? ''))) === 'ok',
    { knownDevice },
  );
  logAttempt('recovery code', outcome, client, knownDevice);
  if (outcome !== 'ok' || !account) {
    await refusedSignIn('recovery code', outcome === 'ok' ? 'failed' : outcome, client, account ? `${account.name} (${account.role})` : SIGNED_OUT);
    return backToAdmin(url, errorQuery(outcome === 'ok' ? 'failed' : outcome), '/admin/recover');
  }
  // Straight to the profile: a person who lost their passkey adds a new one there.
  await signedInAs(context, account, 'recovery code', client);
  return backToAdmin(url, 'notice=recovered', '/admin/account');
}


/** A passkey sign-in's options (its challenge kept for five minutes, taken once). */
export async function answerPasskeyOptions({ request, url }: SignInContext): Promise<Response> {
  const read = await readPasskeyRequest(request, url);
  if (read instanceof Response) return read;
  const { rp } = read;
  const { db } = await getDb();
  return jsonAnswer(200, await signInOptions(db, rp));
}

/** A passkey's answer: the account it proves signs in, and the page its role opens comes back. */
export async function answerPasskeySignIn(context: SignInContext): Promise<Response> {
  const { request, url, cookies } = context;
  const read = await readPasskeyRequest(request, url);
  if (read instanceof Response) return read;
  const { rp } = read;
  const client = clientOf(context);
  const knownDevice = isKnownDevice(request, cookies);
  const { db } = await getDb();
  let account: Account | undefined;
  const outcome = await loginLimiter.attempt(
    client,
    async () => {
      const id = await verifySignIn(db, rp, read.value);
      account = id ? await getAccount(db, id) : undefined;
      return account !== undefined && account.disabledAt === null;
    },
    { knownDevice },
  );
  logAttempt('passkey', outcome, client, knownDevice);
  if (outcome !== 'ok' || !account) {
    await refusedSignIn('passkey', outcome, client);
    return jsonAnswer(outcome === 'ok' || outcome === 'failed' ? 401 : 429, { error: outcome === 'ok' ? 'failed' : outcome });
  }
  const home = await signedInAs(context, account, 'passkey', client);
  const lang = url.searchParams.get('lang');
  return jsonAnswer(200, { next: `${home}${isLocale(lang) ? `?lang=${lang}` : ''}` });
}
