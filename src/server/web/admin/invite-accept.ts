import type { AstroCookies } from 'astro';
import { isLocale, type Locale } from '../../../i18n/locales';
import { cleanName, createAccount, LOGIN_PATTERN, loginTaken, newAccountId, suggestLogin, type NewAccount } from '../../services/admin/accounts';
import { describeDevice } from '../../services/admin/device';
import type { Account, Invite, InviteFieldError, InviteForm, InviteView } from '../../../people/views';
import { findInvite, inviteTotpSecret } from '../../services/admin/invites';
import { hashPassword } from '../../services/admin/password';
import { passwordProblem } from '../../services/admin/password-rules';
import { newPasskeyOptions, verifyNewPasskey } from '../../services/admin/passkeys';
import { renewRecoveryCodes } from '../../services/admin/recovery-codes';
import { homeOf } from '../../../people/roles';
import { checkTotp, otpauthUri } from '../../services/admin/totp';
import { recordTrail } from '../../services/admin/trail';
import { clientKey, requestClientAddress } from '../client';
import { readForm } from '../form';
import { allowedOrigins } from '../origins';
import { getDb } from '../runtime';
import { BUSINESS } from '../../../config/business';
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import type { RelyingParty } from '../../services/admin/passkeys';
import { jsonAnswer, readPasskeyRequest } from './relying-party';
import { NO_STORE, startAccountSession } from './session';

/**
 * Accepting an invite (/admin/invite/<token>): the invitee confirms a name, picks a login and a
 * language, then sets up two factors, a passkey (in the browser, ./invite-accept's JSON answers)
 * or a password and an authenticator app (the plain form), gets ten recovery codes shown once,
 * and is signed in. The invite is used up in the same transaction that creates the account.
 */
export interface InviteContext {
  request: Request;
  url: URL;
  cookies: AstroCookies;
  clientAddress: string;
  token: string;
}

async function totpFor(invite: Invite, login: string): Promise<{ secret: string; uri: string }> {
  const { db } = await getDb();
  const secret = await inviteTotpSecret(db, invite);
  return { secret, uri: otpauthUri(secret, login || invite.name, BUSINESS.name) };
}

/** What the form shows first: the name the inviter typed, a login made from it, the invite's language. */
export async function openInvite(token: string): Promise<InviteView> {
  const { db } = await getDb();
  const invite = await findInvite(db, token);
  if (typeof invite === 'string') return { kind: 'problem', problem: invite };
  const form = { name: invite.name, login: suggestLogin(invite.name), locale: invite.locale };
  return { kind: 'form', invite, form, errors: {}, totp: await totpFor(invite, form.login) };
}

function readIdentity(fields: Record<string, string | undefined>, invite: Invite): { form: InviteForm; errors: Partial<Record<keyof InviteForm, InviteFieldError>>; name: string | undefined } {
  const rawName = (fields.name ?? '').slice(0, 200);
  const login = (fields.login ?? '').trim().toLowerCase().slice(0, 64);
  const locale = isLocale(fields.locale) ? fields.locale : invite.locale;
  const name = cleanName(rawName);
  const errors: Partial<Record<keyof InviteForm, InviteFieldError>> = {};
  if (!name) errors.name = 'name';
  if (!LOGIN_PATTERN.test(login)) errors.login = 'login';
  return { form: { name: rawName, login, locale }, errors, name };
}

async function welcome(context: InviteContext, invite: Invite, account: Account): Promise<string[]> {
  const { db } = await getDb();
  const codes = await renewRecoveryCodes(db, account.id);
  const client = clientKey(requestClientAddress((n) => context.request.headers.get(n), context.clientAddress));
  const label = await startAccountSession(context.request, context.cookies, account, client);
  await recordTrail(db, { actor: label, kind: 'account.create', subject: `${account.role}, invited by ${invite.createdBy}`, outcome: 'ok', client });
  return codes;
}

/** The plain form's post: a password (not short, common or personal, typed twice) and a code from the app that scanned the invite's key. */
export async function acceptWithPassword(context: InviteContext): Promise<InviteView | Response> {
  const read = await readForm(context.request, allowedOrigins(context.url.origin));
  if (read.kind === 'refused') return new Response(null, { status: read.status, headers: NO_STORE });
  const { db } = await getDb();
  const invite = await findInvite(db, context.token);
  if (typeof invite === 'string') return { kind: 'problem', problem: invite };
  const fields = read.fields;
  const { form, errors: identityErrors, name } = readIdentity(fields, invite);
  const errors: Extract<InviteView, { kind: 'form' }>['errors'] = { ...identityErrors };
  const password = (fields.password ?? '').slice(0, 256);
  const problem = await passwordProblem(password, [form.login, form.name]);
  if (problem) errors.password = `password.${problem}`;
  else if (password !== (fields.password2 ?? '').slice(0, 256)) errors.password = 'password.mismatch';
  const totp = await totpFor(invite, form.login);
  const step = checkTotp(totp.secret, fields.code ?? '', null);
  if (step === undefined) errors.code = 'code';
  if (Object.keys(errors).length > 0 || !name || step === undefined) return { kind: 'form', invite, form, errors, totp };
  const made = await createAccount(db, invite, {
    login: form.login,
    name,
    locale: form.locale,
    secondFactor: { passwordHash: await hashPassword(password), totpSecret: totp.secret, totpStep: step },
  });
  if (made === 'invite-gone') return { kind: 'problem', problem: 'used' };
  if (made === 'login-taken') return { kind: 'form', invite, form, errors: { login: 'loginTaken' }, totp };
  return { kind: 'created', account: made, codes: await welcome(context, invite, made), home: homeOf(made.role) };
}


interface PendingPasskeyAccount {
  accountId: string;
  name: string;
  login: string;
  locale: Locale;
}

/** What both passkey steps read first: the JSON and its relying party, then the invite, still usable (410 otherwise). */
async function openInvitePasskey(context: InviteContext): Promise<Response | { value: unknown; rp: RelyingParty; invite: Invite; db: Kysely<Database> }> {
  const read = await readPasskeyRequest(context.request, context.url);
  if (read instanceof Response) return read;
  const { db } = await getDb();
  const invite = await findInvite(db, context.token);
  if (typeof invite === 'string') return jsonAnswer(410, { error: invite });
  return { ...read, invite, db };
}

/** The passkey path's first step: the identity checked, then the browser's options (or the fields' errors). */
export async function answerInvitePasskeyOptions(context: InviteContext): Promise<Response> {
  const opened = await openInvitePasskey(context);
  if (opened instanceof Response) return opened;
  const { rp, invite, db } = opened;
  const value = opened.value !== null && typeof opened.value === 'object' ? (opened.value as Record<string, string | undefined>) : {};
  const { form, errors, name } = readIdentity(value, invite);
  if (!errors.login && (await loginTaken(db, form.login))) errors.login = 'loginTaken';
  if (Object.keys(errors).length > 0 || !name) return jsonAnswer(422, { errors });
  const pending: PendingPasskeyAccount = { accountId: newAccountId(), name, login: form.login, locale: form.locale };
  return jsonAnswer(200, await newPasskeyOptions(db, rp, { id: pending.accountId, login: pending.login, name: pending.name }, 'passkey-invite', invite.id, pending));
}

/** The passkey path's second step: the new passkey checked against the invite's challenge, the account made, the codes shown. */
export async function answerInvitePasskey(context: InviteContext): Promise<Response> {
  const opened = await openInvitePasskey(context);
  if (opened instanceof Response) return opened;
  const { rp, invite, db } = opened;
  const checked = await verifyNewPasskey(db, rp, 'passkey-invite', invite.id, opened.value, describeDevice(context.request.headers.get('user-agent')));
  const pending = checked?.challenge.payload as PendingPasskeyAccount | undefined;
  if (!checked || !pending) return jsonAnswer(400, { error: 'passkey' });
  const request: NewAccount = { id: pending.accountId, login: pending.login, name: pending.name, locale: pending.locale, secondFactor: { passkey: checked.passkey } };
  const made = await createAccount(db, invite, request);
  if (made === 'invite-gone') return jsonAnswer(410, { error: 'used' });
  if (made === 'login-taken') return jsonAnswer(422, { errors: { login: 'loginTaken' } });
  return jsonAnswer(200, { codes: await welcome(context, invite, made), next: homeOf(made.role) });
}

