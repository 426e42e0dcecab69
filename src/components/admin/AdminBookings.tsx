import type { Booking } from '../../server/db/schema';
import { BOOKING_STATUSES } from '../../server/db/schema';
import type { BookingFilter } from '../../server/admin/queries';
import type { Translate, UIKey } from '../../i18n/t';

export interface AdminBookingsProps {
  t: Translate;
  bookings: Booking[];
  filter: BookingFilter;
  /** "?lang=vi" or "", kept on every admin link and form. */
  langQuery: string;
}

/** The owner's list: filters, CSV links, and a status form on every row. */
export function AdminBookings({ t, bookings, filter, langQuery }: AdminBookingsProps) {
  const statusLabel = (s: string) => t(`admin.status.${s}` as UIKey);
  const csvQuery = new URLSearchParams(
    Object.entries({ status: filter.status, from: filter.from, to: filter.to }).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return (
    <section aria-labelledby="admin-bookings">
      <h1 id="admin-bookings">{t('admin.title')}</h1>
      <form className="admin-filter" method="get" action="/admin">
        {langQuery ? <input type="hidden" name="lang" value={new URLSearchParams(langQuery).get('lang') ?? ''} /> : null}
        <label>
          {t('admin.filterStatus')}
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('admin.all')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.filterFrom')}
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label>
          {t('admin.filterTo')}
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <button type="submit" className="btn btn--light btn--small">
          {t('admin.filter')}
        </button>
      </form>
      <p>
        <a href={`/admin/bookings.csv${csvQuery ? `?${csvQuery}` : ''}`}>{t('admin.exportBookings')}</a> ·{' '}
        <a href="/admin/newsletter.csv">{t('admin.exportNewsletter')}</a>
      </p>
      <p role="status">{t('admin.count', { count: bookings.length })}</p>
      {bookings.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="admin-bookings" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                {(['admin.colReceived', 'admin.colName', 'admin.colPhone', 'admin.colService', 'admin.colWhen', 'admin.colNotes', 'admin.colStatus'] as const).map((k) => (
                  <th key={k} scope="col">
                    {t(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => (
                <tr key={b.id}>
                  <td>
                    #{b.id} · {b.created_at.slice(0, 16).replace('T', ' ')}
                  </td>
                  <th scope="row">{b.name}</th>
                  <td>
                    <a href={`tel:${b.phone}`}>{b.phone}</a>
                  </td>
                  <td>{b.service_option ?? '—'}</td>
                  <td>
                    {b.date} {b.time}
                  </td>
                  <td className="admin-table__notes">{b.notes}</td>
                  <td>
                    <form method="post" action={`/admin/status${langQuery}`} className="admin-status">
                      <input type="hidden" name="id" value={b.id} />
                      <select name="status" defaultValue={b.status} aria-label={t('admin.statusOf', { id: b.id })}>
                        {BOOKING_STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {statusLabel(s)}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="btn btn--light btn--small">
                        {t('admin.save')}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
