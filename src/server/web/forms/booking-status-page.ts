import { applyTransition } from '../../services/booking/transition';
import { bookingReference, calendarPath, readStatusToken } from '../../services/booking/status-token';
import { clientKey, requestClientAddress } from '../client';
import { readForm } from '../form';
import { enabledChannels, getDb, getStatusLimiter, reminderLeadHours, visitorMailEnabled } from '../runtime';
import { allowedOrigins } from '../origins';
import type { Booking } from '../../data/schema';
import { courseOf, declineMessageOf, formatAppointment, statusText } from '../../../booking/status-text';
import { asksFirst, canMove, visitorCanCancel, type BookingAction } from '../../../booking/transitions';
import { BUSINESS } from '../../../config/business';
import { TIME_ZONE, type Locale } from '../../../i18n/locales';
import { localeFromParam, localizePath } from '../../../i18n/routing';
import { createT, type Translate } from '../../../i18n/t';
import { zonedInstant } from '../../../utils/time-zone';
import type { StatusCard } from '../../../components/booking/BookingStatusView';
import type { BaseLayoutProps } from '../../../views/base-view';
import type { FormPageRoute } from './form-page';
import { googleCalendarUrl } from '../../../booking/calendar';
import { postRating, ratingPart } from './booking-rating';
import { changePart, postChange, type ChangeShown } from './booking-change';
import { SHOW_TIMES_PARAM } from '../../../booking/api-path';
import type { BookingChangeFormProps } from '../../../components/booking/BookingChangeForm';

/** A status link stays open this long after the appointment's day; then it is a 404. */
export const STATUS_DAYS_AFTER = 30;
/** The moves a visitor makes from the status page. */
const VISITOR_ACTIONS = ['accept', 'refuse', 'cancel'] as const satisfies readonly BookingAction[];
type VisitorAction = (typeof VISITOR_ACTIONS)[number];
const isVisitorAction = (v: string | undefined): v is VisitorAction => (VISITOR_ACTIONS as readonly string[]).includes(v ?? '');
/** What the page says after a move (?done=…), or why it did not happen. */
const NOTICES = ['cancel', 'accept', 'refuse', 'stale', 'late', 'change'] as const;

export interface StatusPage {
  locale: Locale;
  t: Translate;
  layout: BaseLayoutProps;
  /** Absent for an unknown or expired link: the page shows the localized "not found". */
  status?: StatusCard;
  /** The "ask for another time" form, while the visitor may ask (./booking-change.ts): an island of its own. */
  change?: BookingChangeFormProps | undefined;
}

const isExpired = (b: Pick<Booking, 'date'>, now: Date) =>
  now.getTime() > zonedInstant(b.date, '00:00', TIME_ZONE) + (STATUS_DAYS_AFTER + 1) * 86_400_000;

/**
 * The private status page of one request (/booking/status/<token>, in each language): GET shows
 * where it stands; a POST (accept, refuse, cancel) makes the visitor's move and answers with a
 * redirect to the page again, so a reload never posts twice. An unknown, forged or expired token
 * is a localized 404; the page has its own rate limit, is never cached or indexed, and sends no
 * Referer to other sites (the token is in its URL). Not `no-referrer`: under it browsers post the
 * page's own forms with `Origin: null`, which the origin check refuses.
 */
export async function answerStatusPage(route: FormPageRoute & { params: { token?: string | undefined } }): Promise<StatusPage | Response | undefined> {
  const locale = localeFromParam(route.params.lang);
  if (!locale) return undefined;
  const t = createT(locale);
  const token = route.params.token ?? '';
  const headers = route.response.headers;
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  headers.set('Referrer-Policy', 'same-origin');
  const self = localizePath(`/booking/status/${token}`, locale);
  const layout: BaseLayoutProps = { locale, path: `/booking/status/${token}`, title: `${t('status.title')} | ${BUSINESS.name}`, description: t('status.lead'), noindex: true };
  const notFound = (): StatusPage => {
    route.response.status = 404;
    return { locale, t, layout: { ...layout, title: `${t('status.notFoundTitle')} | ${BUSINESS.name}` } };
  };

  const client = clientKey(requestClientAddress((name) => route.request.headers.get(name), route.request.method === 'POST' ? route.clientAddress : undefined));
  if (!(await getStatusLimiter().request(client))) {
    route.response.status = 429;
    headers.set('Retry-After', '60');
    return { ...notFound(), layout: { ...layout, title: `${t('booking.error.tooMany')} | ${BUSINESS.name}` } };
  }
  const id = readStatusToken(token);
  if (id === undefined) return notFound();
  const { db } = await getDb();
  const now = new Date();
  const found = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!found || isExpired(found, now)) return notFound();

  if (route.request.method === 'POST') {
    const form = await readForm(route.request, allowedOrigins(route.url.origin));
    if (form.kind === 'refused') return new Response(null, { status: form.status, headers: { 'Cache-Control': 'no-store' } });
    const action = form.fields['action'];
    if (action === 'rate') {
      // The visitor's rating of a done visit (./booking-rating.ts): a redirect, or the page again with the error.
      const posted = await postRating(db, found, form.fields, now, self);
      if (posted instanceof Response) return posted;
      route.response.status = 422;
      const rating = await ratingPart(db, found, t, null, posted.refused);
      const error = rating?.kind === 'form' ? rating.error?.text : undefined;
      return { locale, t, layout: { ...layout, title: `${error ?? ''} | ${layout.title}` }, status: { ...statusView(found, locale, t, now, null, null, self), rating } };
    }
    if (action === 'request_change') {
      // The visitor's ask for another time (./booking-change.ts): a redirect, or the page again with the day's times or the error.
      const posted = await postChange(db, found, form.fields, route.url.searchParams.has(SHOW_TIMES_PARAM), now, self, t);
      if (posted instanceof Response) return posted;
      route.response.status = posted.status;
      const error = posted.shown.errors?.date ?? posted.shown.errors?.time;
      const page = await withChange(db, found, locale, t, now, self, statusView(found, locale, t, now, null, null, self), posted.shown);
      return { locale, t, layout: error ? { ...layout, title: `${error} | ${layout.title}` } : layout, ...page };
    }
    if (!isVisitorAction(action)) return new Response(null, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    // Cancelling (or refusing a proposal, which cancels) cannot be undone: the first press asks,
    // only the question's "Yes" (confirm=1) moves the request.
    if (asksFirst(action) && form.fields['confirm'] !== '1') {
      return new Response(null, { status: 303, headers: { Location: `${self}?ask=${action}#booking-status-ask`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' } });
    }
    const result = await applyTransition(db, {
      id,
      action,
      actor: 'visitor',
      now,
      ownerChannels: enabledChannels(),
      visitorMail: visitorMailEnabled(),
      cancelCutoffHours: BUSINESS.cancelCutoffHours,
      reminderLeadHours: reminderLeadHours(),
    });
    const notice = result.kind === 'changed' || result.kind === 'unchanged' ? action : result.kind === 'refused' && result.why === 'too_late' ? 'late' : 'stale';
    return new Response(null, { status: 303, headers: { Location: `${self}?done=${notice}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' } });
  }

  const status = statusView(found, locale, t, now, route.url.searchParams.get('done'), route.url.searchParams.get('ask'), self);
  const withRating = { ...status, rating: await ratingPart(db, found, t, route.url.searchParams.get('done')) };
  return { locale, t, layout, ...(await withChange(db, found, locale, t, now, self, withRating)) };
}

/** The card with its line about an ask for another time, and the form to ask while the visitor may. */
async function withChange(db: Parameters<typeof changePart>[0], b: Booking, locale: Locale, t: Translate, now: Date, self: string, status: StatusCard, shown?: ChangeShown) {
  const part = await changePart(db, b, locale, t, now, self, shown);
  return { status: { ...status, change: part.note }, change: part.form };
}

function statusView(b: Booking, locale: Locale, t: Translate, now: Date, done: string | null, ask: string | null, self: string): StatusCard {
  const { state, next } = statusText(b, locale, t);
  const course = courseOf(b.service_option, locale, t);
  const facts = [
    { label: t('status.when'), value: formatAppointment(b.date, b.time, locale) },
    ...(b.status === 'proposed' && b.proposed_date && b.proposed_time ? [{ label: t('status.proposedWhen'), value: formatAppointment(b.proposed_date, b.proposed_time, locale) }] : []),
    { label: t('status.course'), value: course.label },
    { label: t('status.name'), value: b.name },
    { label: t('status.phone'), value: b.phone },
  ];
  const inTime = visitorCanCancel(b, now, BUSINESS.cancelCutoffHours, TIME_ZONE);
  const actions = [
    ...(canMove('accept', b.status, 'visitor') ? [{ action: 'accept' as const, label: t('status.accept'), primary: true }] : []),
    ...(canMove('refuse', b.status, 'visitor') ? [{ action: 'refuse' as const, label: t('status.refuse'), primary: false }] : []),
    // Refusing a proposal already cancels; a second cancel button would say the same.
    ...(canMove('cancel', b.status, 'visitor') && inTime && b.status !== 'proposed' ? [{ action: 'cancel' as const, label: t('status.cancel'), primary: false }] : []),
  ];
  const tooLate = canMove('cancel', b.status, 'visitor') && !inTime ? t('status.cancelTooLate', { hours: BUSINESS.cancelCutoffHours }) : undefined;
  const notice = (NOTICES as readonly string[]).includes(done ?? '')
    ? done === 'stale'
      ? t('status.stale')
      : done === 'late'
        ? t('status.cancelTooLate', { hours: BUSINESS.cancelCutoffHours })
        : done === 'change'
          ? t('change.sent')
          : t(`status.done.${done as 'cancel' | 'accept' | 'refuse'}`)
    : undefined;
  const id = Number(b.id);
  const message = declineMessageOf(b);
  // ?ask=cancel|refuse: the question, while that button is still offered (a stale link shows the page as it is).
  const asked = actions.find((a): a is (typeof actions)[number] & { action: 'cancel' | 'refuse' } => a.action === ask && asksFirst(a.action));
  return {
    reference: bookingReference(id),
    ask:
      asked === undefined
        ? undefined
        : {
            action: asked.action,
            question: asked.action === 'refuse' ? t('status.askRefuse', { ref: bookingReference(id) }) : t('status.askCancel', { ref: bookingReference(id) }),
            yes: asked.action === 'refuse' ? t('status.yesRefuse') : t('status.yesCancel'),
            keep: t('status.keep'),
            keepHref: self,
          },
    state,
    stateClass: b.status === 'spam' ? 'new' : b.status,
    next,
    message: message === undefined ? undefined : { heading: t('status.messageFrom', { spa: BUSINESS.name }), text: message },
    facts,
    notice,
    actions,
    tooLate,
    calendar:
      b.status === 'confirmed'
        ? {
            ics: calendarPath(id),
            icsLabel: t('status.calendar'),
            google: googleCalendarUrl({ date: b.date, time: b.time, minutes: course.minutes, title: `${BUSINESS.name} · ${course.label}`, locale }),
            googleLabel: t('status.googleCalendar'),
          }
        : undefined,
  };
}
