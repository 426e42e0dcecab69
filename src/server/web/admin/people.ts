import { isLocale } from '../../../i18n/locales';
import type { PeopleView } from '../../../people/views';
import { changeAccount, cleanName, listAccounts } from '../../services/admin/accounts';
import { createInvite, INVITE_PATH, pendingInvites, revokeInvite } from '../../services/admin/invites';
import { isRole } from '../../../people/roles';
import { clientKey, requestClientAddress } from '../client';
import { readForm } from '../form';
import { allowedOrigins } from '../origins';
import { getDb } from '../runtime';
import { signedIn } from './person';
import { backToAdmin, NO_STORE } from './session';

/**
 * The owner's people page (/admin/people): every account with its role, its ways in and when it
 * was last seen; role changes, disabling and enabling; invites made, shared and taken back.
 */
export async function loadPeople(): Promise<PeopleView> {
  const { db } = await getDb();
  const accounts = await listAccounts(db);
  const keys = await db.selectFrom('admin_passkeys').select(['account_id']).execute();
  const seen = await db
    .selectFrom('admin_sessions')
    .select(['account_id', (eb) => eb.fn.max('last_seen_at').as('seen')])
    .where('account_id', 'is not', null)
    .groupBy('account_id')
    .execute();
  return {
    people: accounts.map((a) => ({
      ...a,
      passkeys: keys.filter((k) => k.account_id === a.id).length,
      lastSeenAt: (seen.find((s) => s.account_id === a.id)?.seen as string | null | undefined) ?? null,
    })),
    invites: await pendingInvites(db),
  };
}

interface PeopleRequest {
  request: Request;
  url: URL;
  locals: App.Locals;
  clientAddress?: string | undefined;
}

async function peopleForm({ request, url }: PeopleRequest): Promise<Record<string, string> | Response> {
  const read = await readForm(request, allowedOrigins(url.origin));
  return read.kind === 'ok' ? read.fields : new Response(null, { status: read.status, headers: NO_STORE });
}

const back = (url: URL, notice: string) => backToAdmin(url, `notice=${notice}`, '/admin/people');

/** The invite's result: its one-time link, to show once, or the field that was wrong. */
export type InviteResult = { link: string; name: string } | { error: 'name' | 'role' };

export async function answerCreateInvite(context: PeopleRequest): Promise<InviteResult | Response> {
  const fields = await peopleForm(context);
  if (fields instanceof Response) return fields;
  const name = cleanName(fields.name ?? '');
  const role = fields.role;
  if (!isRole(role)) return { error: 'role' };
  if (!name) return { error: 'name' };
  const locale = isLocale(fields.locale) ? fields.locale : 'ko';
  const { db } = await getDb();
  const client = clientKey(requestClientAddress((header) => context.request.headers.get(header), context.clientAddress));
  // createInvite writes the trail's row (as it does for `npm run admin:invite`); the gate adds none.
  const token = await createInvite(db, { role, name, locale, by: signedIn(context.locals).label, client });
  context.locals.trail = { recorded: true };
  // The link is on the origin the owner is using now (one of the admin's allowed origins: readForm checked it).
  const origin = context.request.headers.get('origin') ?? context.url.origin;
  return { link: `${origin}${INVITE_PATH}${token}`, name };
}

export async function answerRevokeInvite(context: PeopleRequest): Promise<Response> {
  const fields = await peopleForm(context);
  if (fields instanceof Response) return fields;
  const { db } = await getDb();
  const revoked = await revokeInvite(db, fields.invite ?? '');
  context.locals.trail = { subject: (fields.invite ?? '').slice(0, 8), outcome: revoked ? 'ok' : 'refused' };
  return back(context.url, revoked ? 'inviteRevoked' : 'unknownInvite');
}

/** A role change, or disabling / enabling an account (`do`: role | disable | enable). */
export async function answerChangeAccount(context: PeopleRequest): Promise<Response> {
  const fields = await peopleForm(context);
  if (fields instanceof Response) return fields;
  const action = fields.do;
  const role = fields.role;
  const change = action === 'role' && isRole(role) ? { role } : action === 'disable' ? { disabled: true } : action === 'enable' ? { disabled: false } : undefined;
  if (!change) return new Response(null, { status: 400, headers: NO_STORE });
  const { db } = await getDb();
  const result = await changeAccount(db, fields.account ?? '', change);
  if (typeof result === 'string') {
    context.locals.trail = { outcome: 'refused', subject: result };
    return back(context.url, result === 'last-owner' ? 'lastOwner' : 'unknownAccount');
  }
  context.locals.trail = { subject: `${result.name}: ${action === 'role' ? result.role : action}` };
  return back(context.url, action === 'role' ? 'roleSaved' : action === 'disable' ? 'disabled' : 'enabled');
}
