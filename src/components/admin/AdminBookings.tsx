import type { BookingFilter, BookingOrder, BookingRecord } from '../../booking/record';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { AdminBookingRow } from './AdminBookingRow';
import { AdminFilter } from './AdminFilter';
import { adminQuery, isPastAppointment } from './admin-view';

export interface AdminBookingsProps {
  t: Translate;
  locale: Locale;
  bookings: BookingRecord[];
  filter: BookingFilter;
  order: BookingOrder;
  /** The admin's ?lang, when the owner chose one; kept on every admin link and form. */
  lang: string | undefined;
  /** The booking whose status was just saved (?saved=), for the notice. */
  saved: number | undefined;
  /** The spa's date and HH:MM now, to mark past appointments. */
  now: { today: string; clock: string };
}

/** The owner's list: filters and orders, CSV links, and a status form on every booking. */
export function AdminBookings({ t, locale, bookings, filter, order, lang, saved, now }: AdminBookingsProps) {
  const csvQuery = adminQuery({ status: filter.status, from: filter.from, to: filter.to });
  const statusAction = `/admin/status${adminQuery({ lang, ...filter, sort: order })}`;
  const labels = {
    when: t('admin.inSpaTime', { label: t('admin.colWhen') }),
    phone: t('admin.colPhone'),
    service: t('admin.colService'),
    language: t('admin.colLanguage'),
    notes: t('admin.colNotes'),
    received: t('admin.inSpaTime', { label: t('admin.colReceived') }),
    status: t('admin.colStatus'),
  };
  return (
    <section aria-labelledby="admin-bookings">
      <h1 id="admin-bookings">{t('admin.title')}</h1>
      {/* Present on every load, so a screen reader announces a notice that appears in it; the
          page title repeats the notice for the reload that follows a form post without JavaScript. */}
      <div role="status" className="admin-notice-region">
        {saved === undefined ? null : <p className="admin-notice">{t('admin.saved', { id: saved })}</p>}
      </div>
      <AdminFilter t={t} filter={filter} order={order} lang={lang} />
      <p>
        <a href={`/admin/bookings.csv${csvQuery}`}>{t('admin.exportBookings')}</a> · <a href="/admin/newsletter.csv">{t('admin.exportNewsletter')}</a>
      </p>
      <p>{t('admin.count', { count: bookings.length })}</p>
      {bookings.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <div className="admin-table-frame" role="region" aria-label={t('admin.list')} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                {[t('admin.colName'), labels.when, labels.phone, labels.service, labels.language, labels.notes, labels.received, labels.status].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => (
                <AdminBookingRow
                  key={b.id}
                  t={t}
                  locale={locale}
                  booking={b}
                  past={isPastAppointment(b.date, b.time, now.today, now.clock)}
                  labels={labels}
                  statusAction={statusAction}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
