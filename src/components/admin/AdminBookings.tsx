import type { BookingEventRecord, BookingFilter, BookingOrder, BookingRecord } from '../../booking/record';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { AdminBookingRow } from './AdminBookingRow';
import { AdminFilter } from './AdminFilter';
import { adminQuery, type AdminAsk, type AdminNotice } from '../../booking/admin-address';
import type { Handoff } from '../../booking/handoff';
import { isPastAppointment, noticeText } from './admin-view';
import type { BookingRatingRecord } from '../../booking/rating';

export interface AdminBookingsProps {
  t: Translate;
  locale: Locale;
  bookings: BookingRecord[];
  /** The listed bookings' history lines by booking id, oldest first. */
  histories: ReadonlyMap<number, readonly BookingEventRecord[]>;
  filter: BookingFilter;
  order: BookingOrder;
  /** The admin's ?lang, when the owner chose one; kept on every admin link and form. */
  lang: string | undefined;
  /** What the last move did (?saved=, or ?refused= and why). */
  notice: AdminNotice | undefined;
  /** The spa's date and HH:MM now, to mark past appointments and bound proposals. */
  now: { today: string; clock: string };
  /** A move that asks first, pressed once (?ask=&move=). */
  ask: AdminAsk | undefined;
  /** By booking id: the confirmed and proposed bookings' hand-off (src/server/web/admin/bookings-list.ts). */
  guests: ReadonlyMap<number, { handoff: Handoff | undefined }>;
  /** ?q= was longer than the search takes. */
  searchTooLong: boolean;
  /** By booking id: the guests' private ratings (empty for a role that does not see them). */
  ratings?: ReadonlyMap<number, BookingRatingRecord> | undefined;
  /** By booking id: the phone number's earlier no-shows, where there are any. */
  noShows?: ReadonlyMap<number, number> | undefined;
}

/** The owner's list: filters and orders, CSV links, and the moves and history of every booking. */
export function AdminBookings({ t, locale, bookings, histories, filter, order, lang, notice, now, ask, guests, searchTooLong, ratings, noShows }: AdminBookingsProps) {
  const csvQuery = adminQuery({ status: filter.status, from: filter.from, to: filter.to, q: filter.q });
  const statusAction = `/admin/status${adminQuery({ lang, ...filter, sort: order })}`;
  const viewHref = `/admin${adminQuery({ lang, ...filter, sort: order })}`;
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
        {notice === undefined ? null : <p className={notice.kind === 'saved' ? 'admin-notice' : 'admin-notice admin-notice--refused'}>{noticeText(t, notice)}</p>}
      </div>
      <AdminFilter t={t} filter={filter} order={order} lang={lang} searchTooLong={searchTooLong} />
      <ul className="admin-downloads">
        <li>
          <a href={`/admin/bookings.csv${csvQuery}`}>{t('admin.exportBookings')}</a>
        </li>
        <li>
          <a href="/admin/newsletter.csv">{t('admin.exportNewsletter')}</a>
        </li>
      </ul>
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
                  history={histories.get(Number(b.id)) ?? []}
                  past={isPastAppointment(b.date, b.time, now.today, now.clock)}
                  labels={labels}
                  statusAction={statusAction}
                  today={now.today}
                  viewHref={viewHref}
                  ask={ask?.id === Number(b.id) ? ask.move : undefined}
                  retry={notice?.kind === 'refused' && notice.id === Number(b.id) ? notice.retry : undefined}
                  declineRetry={notice?.kind === 'refused' && notice.id === Number(b.id) ? notice.decline : undefined}
                  guest={guests.get(Number(b.id))}
                  rating={ratings?.get(Number(b.id))}
                  noShows={noShows?.get(Number(b.id))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
