import { isLocale } from '../../../i18n/locales';
import type { OwnAccountView } from '../../../people/views';
import { getAccount, setAccountLocale, unlinkTelegram } from '../../services/admin/accounts';
import { createChallenge } from '../../services/admin/challenges';
import { describeDevice } from '../../services/admin/device';
import { insertPasskey } from '../../services/admin/accounts';
import { newPasskeyOptions, passkeysOf, removePasskey, verifyNewPasskey } from '../../services/admin/passkeys';
import { recoveryCodesLeft, renewRecoveryCodes } from '../../services/admin/recovery-codes';
import { endAccountSession, sessionsOf } from '../../services/admin/session';
import { serverSettings } from '../../settings/read-settings';
import { readForm } from '../form';
import { allowedOrigins } from '../origins';
import { getDb } from '../runtime';
import { withAccount } from './person';
import { jsonAnswer, readPasskeyRequest } from './relying-party';
import { backToAdmin, NO_STORE } from './session';

/**
 * A person's own profile (/admin/account): their sessions (device, last seen, place as the client
 * key's short hash) and ending any, their passkeys (add, remove all but the last way in), new
 * recovery codes, their language, and linking their Telegram account to the bot.
 */
export interface AccountRequest {
  request: Request;
  url: URL;
  locals: App.Locals;
}

export async function loadOwnAccount(locals: App.Locals): Promise<OwnAccountView | undefined> {
  const person = withAccount(locals);
  const { db } = await getDb();
  const account = await getAccount(db, person.accountId);
  if (!account) return undefined;
  const settings = serverSettings();
  return {
    account,
    sessions: await sessionsOf(db, account.id),
    passkeys: await passkeysOf(db, account.id),
    recoveryCodesLeft: await recoveryCodesLeft(db, account.id),
    telegramOn: Boolean(settings.TELEGRAM_BOT_TOKEN && settings.TELEGRAM_WEBHOOK_SECRET && settings.TELEGRAM_CHAT_ID),
  };
}

async function ownForm({ request, url }: AccountRequest): Promise<Record<string, string> | Response> {
  const read = await readForm(request, allowedOrigins(url.origin));
  return read.kind === 'ok' ? read.fields : new Response(null, { status: read.status, headers: NO_STORE });
}

const back = (url: URL, notice: string) => backToAdmin(url, `notice=${notice}`, '/admin/account');

/** Ends one of the person's sessions (this one too: then they are signed out). */
export async function answerEndSession(context: AccountRequest): Promise<Response> {
  const fields = await ownForm(context);
  if (fields instanceof Response) return fields;
  const person = withAccount(context.locals);
  const { db } = await getDb();
  const id = fields.session ?? '';
  if (!(await endAccountSession(db, person.accountId, id))) {
    context.locals.trail = { outcome: 'refused' };
    return back(context.url, 'unknownSession');
  }
  context.locals.trail = { subject: id.slice(0, 8) };
  return id === person.sessionId ? backToAdmin(context.url) : back(context.url, 'sessionEnded');
}

export async function answerLanguage(context: AccountRequest): Promise<Response> {
  const fields = await ownForm(context);
  if (fields instanceof Response) return fields;
  const locale = fields.locale;
  if (!isLocale(locale)) return new Response(null, { status: 400, headers: NO_STORE });
  const { db } = await getDb();
  await setAccountLocale(db, withAccount(context.locals).accountId, locale);
  context.locals.trail = { subject: locale };
  // The page opens in the new language: the address's ?lang= is dropped.
  return new Response(null, { status: 303, headers: { Location: '/admin/account?notice=languageSaved', ...NO_STORE } });
}

export async function answerRemovePasskey(context: AccountRequest): Promise<Response> {
  const fields = await ownForm(context);
  if (fields instanceof Response) return fields;
  const { db } = await getDb();
  const account = await getAccount(db, withAccount(context.locals).accountId);
  if (!account) return new Response(null, { status: 403, headers: NO_STORE });
  const removed = await removePasskey(db, account.id, fields.passkey ?? '', account.hasPassword);
  context.locals.trail = { subject: (fields.passkey ?? '').slice(0, 12), outcome: removed === 'removed' ? 'ok' : 'refused' };
  return back(context.url, removed === 'removed' ? 'passkeyRemoved' : removed === 'last' ? 'lastPasskey' : 'unknownPasskey');
}

/** New recovery codes, replacing the old: the page shows them once. */
export async function renewOwnRecoveryCodes(context: AccountRequest): Promise<string[] | Response> {
  const fields = await ownForm(context);
  if (fields instanceof Response) return fields;
  const { db } = await getDb();
  return renewRecoveryCodes(db, withAccount(context.locals).accountId);
}

/** A one-time code for the bot's deep link (10 minutes), or the link undone. */
export async function answerTelegram(context: AccountRequest): Promise<{ code: string } | Response> {
  const fields = await ownForm(context);
  if (fields instanceof Response) return fields;
  const person = withAccount(context.locals);
  const { db } = await getDb();
  if (fields.do === 'unlink') {
    await unlinkTelegram(db, person.accountId);
    context.locals.trail = { subject: 'unlinked' };
    return back(context.url, 'telegramUnlinked');
  }
  context.locals.trail = { subject: 'code issued' };
  return { code: await createChallenge(db, 'telegram-link', person.accountId) };
}


export async function answerAddPasskeyOptions(context: AccountRequest): Promise<Response> {
  const read = await readPasskeyRequest(context.request, context.url);
  if (read instanceof Response) return read;
  const { rp } = read;
  const { db } = await getDb();
  const account = await getAccount(db, withAccount(context.locals).accountId);
  if (!account) return jsonAnswer(403, { error: 'account' });
  return jsonAnswer(200, await newPasskeyOptions(db, rp, account, 'passkey-add', account.id));
}

export async function answerAddPasskey(context: AccountRequest): Promise<Response> {
  const read = await readPasskeyRequest(context.request, context.url);
  if (read instanceof Response) return read;
  const { rp } = read;
  const { db } = await getDb();
  const accountId = withAccount(context.locals).accountId;
  const checked = await verifyNewPasskey(db, rp, 'passkey-add', accountId, read.value, describeDevice(context.request.headers.get('user-agent')));
  if (!checked) {
    context.locals.trail = { outcome: 'refused' };
    return jsonAnswer(400, { error: 'passkey' });
  }
  await insertPasskey(db, accountId, checked.passkey);
  context.locals.trail = { subject: checked.passkey.device };
  return jsonAnswer(200, { next: '/admin/account?notice=passkeyAdded' });
}
