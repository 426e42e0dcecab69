import type { AdminAsksFirst, DeclineRetry } from '../../booking/admin-address';
import { cardId } from '../../booking/admin-address';
import type { Handoff } from '../../booking/handoff';
import type { BookingEventRecord, BookingRecord } from '../../booking/record';
import { bookingReference } from '../../booking/reference';
import type { Locale } from '../../i18n/locales';
import { telHref } from '../../i18n/format';
import type { Translate } from '../../i18n/t';
import { AdminChangeAsk } from './AdminChangeAsk';
import { AdminContact } from './AdminContact';
import { AdminHandoff } from './AdminHandoff';
import { AdminHistory } from './AdminHistory';
import { AdminMoves } from './AdminMoves';
import { AdminNoShows } from './AdminNoShows';
import { AdminRating } from './AdminRating';
import type { BookingRatingRecord } from '../../booking/rating';
import { courseName, formatAppointment, formatReceived, languageName } from './admin-view';

export interface AdminBookingRowProps {
  t: Translate;
  locale: Locale;
  booking: BookingRecord;
  /** Its history lines, oldest first. */
  history: readonly BookingEventRecord[];
  past: boolean;
  /** Column labels, shown beside each value when a row is a card (phones). */
  labels: { when: string; phone: string; service: string; language: string; notes: string; received: string; status: string };
  /** Where the move forms post: /admin/status with the current view's query. */
  statusAction: string;
  /** The spa's date today. */
  today: string;
  /** The list's current view (/admin?…), to come back to this card. */
  viewHref: string;
  /** A move that asks first, pressed once on this booking. */
  ask?: AdminAsksFirst | undefined;
  /** After a confirm or a proposal: present, with what to send unless the guest is told by e-mail. */
  guest?: { handoff: Handoff | undefined } | undefined;
  /** A proposal just refused for this booking, as typed: its form opens with it. */
  retry?: { date: string; time: string } | undefined;
  /** A decline just refused for this booking (its message too long), as typed: its form opens with it. */
  declineRetry?: DeclineRetry | undefined;
  /** The guest's private rating of this visit, for a role that sees ratings (src/people/roles.ts). */
  rating?: BookingRatingRecord | undefined;
  /** How many of this phone number's earlier visits were no-shows. */
  noShows?: number | undefined;
}

/** One booking: a table row on wide screens, a card on phones (src/styles/admin.css). */
export function AdminBookingRow({ t, locale, booking: b, history, past, labels, statusAction, today, viewHref, ask, guest, retry, declineRetry, rating, noShows }: AdminBookingRowProps) {
  const id = Number(b.id);
  const language = languageName(b.locale, locale);
  const course = b.service_option === null ? '—' : (courseName(b.service_option, locale) ?? b.service_option);
  const proposal = b.status === 'proposed' && b.proposed_date && b.proposed_time ? formatAppointment(b.proposed_date, b.proposed_time, locale) : undefined;
  return (
    <tr id={cardId(id)} className={past ? 'admin-row admin-row--past' : 'admin-row'}>
      <th scope="row" className="admin-row__name">
        {b.name} <span className="admin-row__ref">{bookingReference(id)}</span>
        {b.source === 'site' ? null : <span className="admin-chip admin-chip--source">{t(`ownerBooking.source.${b.source}`)}</span>}
      </th>
      <td data-label={labels.when} className="admin-row__when">
        <time dateTime={`${b.date}T${b.time}`}>{formatAppointment(b.date, b.time, locale)}</time>
        {past ? <span className="admin-row__past">{t('admin.past')}</span> : null}
        {proposal === undefined ? null : <span className="admin-row__proposal">{t('admin.proposed', { when: proposal })}</span>}
      </td>
      <td data-label={labels.phone}>
        {b.phone === '' ? t('ownerBooking.noPhone') : <a href={telHref(b.phone)}>{b.phone}</a>}
        <AdminContact t={t} method={b.contact_method} handle={b.contact_handle} />
        <AdminNoShows t={t} count={noShows} />
      </td>
      <td data-label={labels.service}>{course}</td>
      <td data-label={labels.language} className="admin-row__short">
        {language}
      </td>
      <td data-label={labels.notes} className="admin-row__notes">
        {b.notes || null}
      </td>
      <td data-label={labels.received} className="admin-row__short">
        <time dateTime={b.created_at}>{formatReceived(b.created_at, locale)}</time>
      </td>
      <td data-label={labels.status} className="admin-row__status">
        <p className="admin-row__state">
          <strong className={`admin-chip admin-chip--${b.status}`}>{t(`admin.status.${b.status}`)}</strong>
          {b.status === 'declined' && b.decline_reason ? ` · ${t('admin.declinedFor', { reason: t(`admin.reason.${b.decline_reason}`) })}` : null}
        </p>
        {b.status === 'declined' && b.decline_message ? (
          <div className="admin-row__message">
            <p className="admin-row__message-label">{t('admin.declineMessageShown')}</p>
            <p className="admin-row__message-text">{b.decline_message}</p>
          </div>
        ) : null}
        {rating === undefined ? null : <AdminRating t={t} rating={rating} />}
        {guest === undefined ? null : <AdminHandoff t={t} id={id} handoff={guest.handoff} language={language} />}
        <AdminChangeAsk t={t} locale={locale} booking={b} action={statusAction} />
        <AdminMoves t={t} booking={b} action={statusAction} today={today} ask={ask} keepHref={`${viewHref}#${cardId(id)}`} retry={retry} declineRetry={declineRetry} />
        <AdminHistory t={t} locale={locale} events={history} />
      </td>
    </tr>
  );
}
