import type { Kysely } from 'kysely';
import { formatAppointment } from '../../../booking/status-text';
import { canMove, visitorCanCancel } from '../../../booking/transitions';
import { AVAILABILITY_PATH } from '../../../booking/api-path';
import { BUSINESS } from '../../../config/business';
import { TIME_ZONE, type Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/t';
import type { BookingChangeFormProps } from '../../../components/booking/BookingChangeForm';
import { OPENING_GRID } from '../../../components/booking/booking-props';
import type { Booking, Database } from '../../data/schema';
import { askedTimeError, changeRoomCheck, type AskedTime } from '../../services/booking/change-ask';
import { availableTimesFor } from '../../services/booking/occupancy';
import { isPostgres } from '../../services/booking/store';
import { applyTransition, changePending } from '../../services/booking/transition';
import { enabledChannels, reminderLeadHours, visitorMailEnabled } from '../runtime';
import { bookingPageTimes } from './booking-times';

/**
 * The visitor's own change of time on the status page (issue 38): what the card says about an
 * ask (waiting, accepted, declined), the "ask for another time" form with the chosen day's free
 * times, and its post. The move is `request_change` (src/booking/transitions.ts); the owner
 * answers it in the admin or from Telegram.
 */

/** What the form shows again: the day and time posted, and the error at its field. */
export interface ChangeShown {
  date?: string | undefined;
  time?: string | undefined;
  errors?: { date?: string | undefined; time?: string | undefined } | undefined;
}

/** The page's part of the change of time: the card's line, and the form when the visitor may ask. */
export interface ChangePart {
  note?: string | undefined;
  form?: BookingChangeFormProps | undefined;
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' } });

/** "YYYY-MM-DD HH:MM" of a history row as the visitor reads it, or undefined for anything else. */
function detailWhen(detail: string | null, locale: Locale): string | undefined {
  return detail && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(detail) ? formatAppointment(detail.slice(0, 10), detail.slice(11), locale) : undefined;
}

/**
 * The card's line: the ask waiting for the owner, or the owner's last answer to one (while the
 * booking is still new or confirmed: a cancelled visit's old answer says nothing useful).
 */
async function changeNote(db: Kysely<Database>, b: Booking, locale: Locale, t: Translate): Promise<string | undefined> {
  if (b.change_date && b.change_time) return t('change.pending', { when: formatAppointment(b.change_date, b.change_time, locale) });
  if (b.status !== 'new' && b.status !== 'confirmed') return undefined;
  const answer = await db
    .selectFrom('booking_events')
    .select(['action', 'detail'])
    .where('booking_id', '=', Number(b.id))
    .where('action', 'in', ['accept_change', 'decline_change'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const when = answer ? detailWhen(answer.detail, locale) : undefined;
  if (!answer || when === undefined) return undefined;
  return t(answer.action === 'accept_change' ? 'change.accepted' : 'change.declined', { when });
}

/** Whether the visitor may ask for another time now: the moves table allows it, none is pending, and the cut-off has not passed. */
export function mayAskChange(b: Booking, now: Date): boolean {
  return canMove('request_change', b.status, 'visitor', changePending(b)) && visitorCanCancel(b, now, BUSINESS.cancelCutoffHours, TIME_ZONE);
}

/**
 * The page's change part. The form starts on the booking's own day; its times are the free ones
 * for the booking's course (availableTimesFor: what the ask's room check counts, the booking's own
 * time included, since it stays booked until the owner answers), or the day's opening times for a
 * booking with no course.
 */
export async function changePart(db: Kysely<Database>, b: Booking, locale: Locale, t: Translate, now: Date, self: string, shown: ChangeShown = {}): Promise<ChangePart> {
  const note = await changeNote(db, b, locale, t);
  if (!mayAskChange(b, now)) return { note };
  const option = b.service_option ?? '';
  const free = (date: string, course: string) => availableTimesFor(db, date, course, now);
  // A time refused at its field stays in the list, chosen (bookingPageTimes keeps it).
  const values = { date: shown.date ?? b.date, service: option, ...(shown.time ? { time: shown.time } : {}) };
  const { first } = await bookingPageTimes({ values, errors: shown.errors?.time ? { time: shown.errors.time } : undefined }, now, free);
  return {
    note,
    form: {
      strings: {
        title: t('change.title'),
        lead: t('change.lead'),
        date: t('change.date'),
        time: t('change.time'),
        required: t('booking.required'),
        timeChoose: t('booking.timeChoose'),
        timesStatus: { loading: t('booking.timesLoading'), none: t('booking.timesNone'), failed: t('booking.timesFailed') },
        timesShow: t('booking.timesShow'),
        send: t('change.send'),
      },
      action: self,
      option,
      date: values.date,
      times: first.times,
      time: shown.time,
      errors: shown.errors,
      grid: OPENING_GRID,
      timesUrl: AVAILABILITY_PATH,
    },
  };
}

/** A field as posted: at most 32 characters (a date or time input sends ten or five), else empty. */
const typed = (value: string | undefined) => (value !== undefined && value.length <= 32 ? value.trim() : '');

/**
 * The visitor's ask posted from the status page: `?times` only shows the day's free times (200,
 * nothing stored); otherwise the ask is checked against the booking rules, then stored with the
 * room check under the day's lock, and answered with a redirect (?done=change, or the page's
 * "too late" or "changed meanwhile"). A time refused (a rule, a full time with the nearest free
 * ones, the booking's own time) is answered with the page again, the error at its field (422).
 */
export async function postChange(
  db: Kysely<Database>,
  booking: Booking,
  fields: Readonly<Record<string, string>>,
  showTimes: boolean,
  now: Date,
  self: string,
  t: Translate,
): Promise<Response | { status: 200 | 422; shown: ChangeShown }> {
  const asked: AskedTime = { date: typed(fields['date']), time: typed(fields['time']) };
  if (showTimes) return { status: 200, shown: { date: asked.date } };
  if (!mayAskChange(booking, now)) {
    return redirect(`${self}?done=${changePending(booking) || !canMove('request_change', booking.status, 'visitor') ? 'stale' : 'late'}`);
  }
  const error = askedTimeError(booking, asked, now);
  if (error) {
    const atDate = error === 'booking.error.date' || error === 'booking.error.closed';
    const text = t(error);
    return { status: 422, shown: { ...asked, errors: atDate ? { date: text } : { time: text } } };
  }
  const result = await applyTransition(db, {
    id: Number(booking.id),
    action: 'request_change',
    actor: 'visitor',
    now,
    change: asked,
    roomCheck: changeRoomCheck('ask', asked, now, isPostgres(db)),
    ownerChannels: enabledChannels(),
    visitorMail: visitorMailEnabled(),
    cancelCutoffHours: BUSINESS.cancelCutoffHours,
    reminderLeadHours: reminderLeadHours(),
  });
  if (result.kind === 'refused' && result.why === 'full') {
    const text = result.nearest.length > 0 ? t('booking.error.full', { times: result.nearest.join(', ') }) : t('booking.error.fullDay');
    return { status: 422, shown: { ...asked, errors: { time: text } } };
  }
  const done = result.kind === 'changed' || result.kind === 'unchanged' ? 'change' : result.kind === 'refused' && result.why === 'too_late' ? 'late' : 'stale';
  return redirect(`${self}?done=${done}`);
}
