import type { AstroCookies } from 'astro';
import { LOCALE_META, type Locale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { homeOf } from '../../../people/roles';
import { recordTrail, type TrailOutcome } from '../../services/admin/trail';
import { clientKey, requestClientAddress } from '../client';
import { getDb } from '../runtime';
import { studioError } from '../studio/studio-http';
import { ADMIN_ROUTES, type SignedOutAnswer } from './admin-routes';
import type { AdminPerson } from './person';
import { adminLocale, backToAdmin, currentPerson, isAdminEnabled, NO_STORE } from './session';

/** What the gate decided: a refusal to send as it is, or the request goes on, signed in or not. */
export type GateVerdict = Response | { admin: AdminPerson | undefined };

export interface GateRequest {
  request: Request;
  url: URL;
  cookies: AstroCookies;
  /** The route Astro matched: a file's path under src/pages, without its extension. */
  routePattern: string;
}

function refusal(answer: SignedOutAnswer, status: 401 | 403, url: URL, admin?: AdminPerson): Response {
  const locale = adminLocale(url, admin ? { admin } : undefined);
  if (answer === 'studio-401') return status === 401 ? studioError(401, locale) : studioError(403, locale, 'studioApi.error.forbidden');
  if (answer === 'to-sign-in' && status === 401) return backToAdmin(url);
  if (answer === 'to-sign-in' && admin) return forbiddenPage(locale, homeOf(admin.role));
  return new Response(null, { status, headers: NO_STORE });
}

/** A page the person's role does not open: said in their language, with the way to their own first page. */
function forbiddenPage(locale: Locale, home: string): Response {
  const t = createT(locale);
  // Only our dictionaries' words and a fixed path go in: nothing from the request.
  const html = `<!doctype html><html lang="${LOCALE_META[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${t('people.forbiddenTitle')} | Kingstone Spa</title></head><body><main><h1>${t('people.forbiddenTitle')}</h1><p>${t('people.forbidden')}</p><p><a href="${home}">${t('people.forbiddenHome')}</a></p></main></body></html>`;
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE } });
}

/**
 * A refusal worth a row in the trail: a signed-in person refused by their role (`access.denied`),
 * or the first request of a session the owner ended by disabling its account (`session.refused`),
 * with what they tried and from where.
 */
async function recordRefusal(request: Request, actor: string, kind: 'access.denied' | 'session.refused', subject: string): Promise<void> {
  try {
    const client = clientKey(requestClientAddress((name) => request.headers.get(name), undefined));
    await recordTrail((await getDb()).db, { actor, kind, subject, outcome: 'refused', client });
  } catch (error) {
    console.error(`admin trail: a refusal of ${actor} was not recorded: ${(error as Error).message}`);
  }
}

/**
 * The one check in front of every admin route, in this order: the route is declared (404: an
 * undeclared route never runs), the admin is switched on (404 with no body otherwise, as if it did
 * not exist), a live session unless the route lets the signed-out through (a session ended by
 * disabling its account counts as none, and leaves a row naming the person), then the person's role
 * allows the route's access, and a route about one's own account has an account behind it (403).
 */
export async function adminGate({ request, url, cookies, routePattern }: GateRequest): Promise<GateVerdict> {
  const route = ADMIN_ROUTES[routePattern];
  if (!route || !(await isAdminEnabled())) return new Response(null, { status: 404, headers: NO_STORE });
  const found = await currentPerson(request, cookies);
  const tried = `${request.method} ${routePattern}`;
  // Refused as anyone without a session, but named: the owner disabled this person.
  if (found && 'disabled' in found) await recordRefusal(request, found.disabled, 'session.refused', `account disabled: ${tried}`);
  const admin: AdminPerson | undefined = found && 'label' in found ? found : undefined;
  if (!admin) return route.signedOut === 'sign-in' ? { admin } : refusal(route.signedOut, 401, url);
  if (!admin.may(route.access) || (route.account && admin.accountId === undefined)) {
    await recordRefusal(request, admin.label, 'access.denied', tried);
    return refusal(route.signedOut, 403, url, admin);
  }
  return { admin };
}

/** What a route may tell the trail that the gate cannot see: the subject it acted on, a refusal it answered with a redirect. */
export interface TrailNote {
  subject?: string | undefined;
  outcome?: TrailOutcome | undefined;
  /** The service wrote the row itself, as every caller of it must (an invite: ../../services/admin/invites.ts): the gate adds none. */
  recorded?: true | undefined;
}

export interface ActionContext {
  request: Request;
  routePattern: string;
  params: Record<string, string | undefined>;
  locals: App.Locals;
  clientAddress?: string | undefined;
}

/**
 * After an admin route answered: one row in the trail for a write the route declares (`does`) or
 * a read it declares worth one (`reads`), with who, what, to what and how it ended. A row that
 * cannot be written is logged, never turned into a failed answer: the action already happened.
 */
export async function recordAdminAction({ request, routePattern, params, locals, clientAddress }: ActionContext, response: Response): Promise<void> {
  const route = ADMIN_ROUTES[routePattern];
  const kind = request.method === 'GET' || request.method === 'HEAD' ? route?.reads : route?.does;
  if (!kind || !locals.admin) return;
  const note = locals.trail ?? {};
  if (note.recorded) return;
  const subject = note.subject ?? (Object.values(params).filter((v): v is string => v !== undefined).join(':') || undefined);
  try {
    await recordTrail((await getDb()).db, {
      actor: locals.admin.label,
      kind,
      subject,
      outcome: note.outcome ?? (response.status < 400 ? 'ok' : 'refused'),
      client: clientKey(requestClientAddress((name) => request.headers.get(name), clientAddress)),
    });
  } catch (error) {
    console.error(`admin trail: a ${kind} by ${locals.admin.label} was not recorded: ${(error as Error).message}`);
  }
}
