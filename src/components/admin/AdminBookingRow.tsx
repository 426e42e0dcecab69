import { BOOKING_STATUSES, type BookingRecord } from '../../booking/record';
import type { Locale } from '../../i18n/locales';
import { telHref } from '../../i18n/format';
import type { Translate } from '../../i18n/t';
import { courseName, formatAppointment, formatReceived, languageName } from './admin-view';

export interface AdminBookingRowProps {
  t: Translate;
  locale: Locale;
  booking: BookingRecord;
  past: boolean;
  /** Column labels, shown beside each value when a row is a card (phones). */
  labels: { when: string; phone: string; service: string; language: string; notes: string; received: string; status: string };
  /** Where the status form posts: /admin/status with the current view's query. */
  statusAction: string;
}

/** One booking: a table row on wide screens, a card on phones (src/styles/admin.css). */
export function AdminBookingRow({ t, locale, booking: b, past, labels, statusAction }: AdminBookingRowProps) {
  const course = b.service_option === null ? '—' : (courseName(b.service_option, locale) ?? b.service_option);
  return (
    <tr id={`booking-${b.id}`} className={past ? 'admin-row admin-row--past' : 'admin-row'}>
      <th scope="row" className="admin-row__name">
        {b.name}
      </th>
      <td data-label={labels.when} className="admin-row__when">
        <time dateTime={`${b.date}T${b.time}`}>{formatAppointment(b.date, b.time, locale)}</time>
        {past ? <span className="admin-row__past">{t('admin.past')}</span> : null}
      </td>
      <td data-label={labels.phone}>
        <a href={telHref(b.phone)}>{b.phone}</a>
      </td>
      <td data-label={labels.service}>{course}</td>
      <td data-label={labels.language}>{languageName(b.locale, locale)}</td>
      <td data-label={labels.notes} className="admin-row__notes">
        {b.notes || null}
      </td>
      <td data-label={labels.received}>
        #{b.id} · <time dateTime={b.created_at}>{formatReceived(b.created_at, locale)}</time>
      </td>
      <td data-label={labels.status}>
        <form method="post" action={statusAction} className="admin-status">
          <input type="hidden" name="id" value={b.id} />
          <select name="status" defaultValue={b.status} aria-label={t('admin.statusOf', { id: b.id })}>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--light">
            {t('admin.save')}
          </button>
        </form>
      </td>
    </tr>
  );
}
