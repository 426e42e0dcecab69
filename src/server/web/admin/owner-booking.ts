import { randomUUID } from 'node:crypto';
import { cardId } from '../../../booking/admin-address';
import { SPA_AVAILABILITY_FACTS } from '../../../booking/availability';
import { checkOwnerBooking, type OwnerBookingField } from '../../../booking/owner-booking';
import { bookingReference } from '../../../booking/reference';
import { spaClock } from '../../../booking/schema';
import { findOption, SERVICES } from '../../../config/catalogue';
import { optionLabel } from '../../../booking/option-label';
import type { Locale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { enterOwnerBooking, ownerTimesFor } from '../../services/booking/owner-booking';
import { readForm } from '../form';
import { allowedOrigins } from '../origins';
import { enabledChannels, getDb } from '../runtime';
import { backToAdmin, NO_STORE } from './session';

/** The plain form's "show the free times" button posts here with this parameter: nothing is stored. */
export const SHOW_OWNER_TIMES = 'times';

/** What the owner's "new booking" page shows: the form's values, each wrong field's words, the times offered. */
export interface NewBookingView {
  values: Record<string, string>;
  errors: Partial<Record<OwnerBookingField, string>>;
  /** The start times offered for the chosen day and course (none before a course is chosen). */
  times: string[];
  /** The spa's today: the date field's first day and default. */
  today: string;
}

const KEY = /^[\w-]{8,64}$/;

export interface OwnerBookingRequest {
  request: Request;
  url: URL;
  locals: App.Locals;
}

/** The form's values as typed (only its own fields), with a fresh key when it has none. */
function formValues(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ['source', 'name', 'phone', 'service', 'date', 'time', 'notes', 'locale', 'key']) {
    const value = fields[name];
    if (value !== undefined) values[name] = value.slice(0, 2000);
  }
  if (!KEY.test(values['key'] ?? '')) values['key'] = randomUUID();
  return values;
}

async function viewOf(values: Record<string, string>, errors: NewBookingView['errors'], now: Date): Promise<NewBookingView> {
  const { today } = spaClock(now);
  const date = values['date'] || today;
  const option = values['service'] ?? '';
  const times = findOption(option) ? await ownerTimesFor((await getDb()).db, date, option, now) : [];
  // A time refused as taken stays in the list, chosen, beside its message.
  const kept = errors.time && values['time'] && !times.includes(values['time']) ? [...times, values['time']].sort() : times;
  return { values: { ...values, date }, errors, times: kept, today };
}

/**
 * The owner's "new booking" page (/admin/new-booking): GET shows a blank form (a phone call,
 * today, the admin's language for the guest); a POST with `?times` shows the form again with the
 * free times of its day and course; a POST stores the booking (src/server/services/booking/owner-booking.ts)
 * and goes to its card in the list (303), or shows the form again with the words at each wrong
 * field (422). The trail's row (booking.enter) names the booking or says it was refused.
 */
export async function answerNewBooking({ request, url, locals }: OwnerBookingRequest, locale: Locale, now = new Date()): Promise<Response | { status: number; view: NewBookingView }> {
  if (request.method !== 'POST') {
    return { status: 200, view: await viewOf(formValues({ source: 'phone', locale }), {}, now) };
  }
  const form = await readForm(request, allowedOrigins(url.origin));
  if (form.kind === 'refused') return new Response(null, { status: form.status, headers: NO_STORE });
  const values = formValues(form.fields);
  if (url.searchParams.has(SHOW_OWNER_TIMES)) {
    // Only looked at: no booking, and the trail says so.
    locals.trail = { subject: 'free times (nothing stored)', outcome: 'ok' };
    return { status: 200, view: await viewOf(values, {}, now) };
  }
  const t = createT(locale);
  const check = checkOwnerBooking(values, now, SPA_AVAILABILITY_FACTS);
  if (!check.ok) {
    const errors = Object.fromEntries(Object.entries(check.errors).map(([field, key]) => [field, t(key)]));
    return { status: 422, view: await viewOf(values, errors, now) };
  }
  const { db } = await getDb();
  const result = await enterOwnerBooking(db, { booking: check.booking, idempotencyKey: values['key'], now, channels: enabledChannels() });
  if (result.kind === 'full') {
    locals.trail = { subject: `${check.booking.date} ${check.booking.time} ${check.booking.service} full` };
    const time = result.nearest.length > 0 ? t('booking.error.full', { times: result.nearest.join(', ') }) : t('booking.error.fullDay');
    return { status: 422, view: await viewOf(values, { time }, now) };
  }
  locals.trail = { subject: `${bookingReference(result.id)} ${check.booking.source}` };
  const answer = backToAdmin(url, `saved=${result.id}`);
  answer.headers.set('Location', `${answer.headers.get('Location') ?? '/admin'}#${cardId(result.id)}`);
  return answer;
}

/** The catalogue's courses as the form lists them, in the admin's language (the visitor's form's labels). */
export function courseOptions(locale: Locale): { id: string; label: string }[] {
  return SERVICES.flatMap((service) => service.options.map((o) => ({ id: o.id, label: optionLabel(service, o, locale) })));
}
