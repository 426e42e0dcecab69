import { BOOKING_STATUSES, type BookingFilter, type BookingOrder } from '../../booking/record';
import type { Translate } from '../../i18n/t';
import { adminQuery } from '../../booking/admin-address';
import { SEARCH_MAX } from '../../booking/search';

export interface AdminFilterProps {
  t: Translate;
  filter: BookingFilter;
  order: BookingOrder;
  /** The admin's ?lang, when the owner chose one. */
  lang: string | undefined;
  /** ?q= was longer than SEARCH_MAX: said under the field. */
  searchTooLong: boolean;
}

const ORDERS = ['appointment', 'received'] as const satisfies readonly BookingOrder[];

/** Filters (a GET form) and the two orders (plain links): both work without JavaScript. */
export function AdminFilter({ t, filter, order, lang, searchTooLong }: AdminFilterProps) {
  return (
    <>
      <form className="admin-filter" method="get" action="/admin">
        {lang ? <input type="hidden" name="lang" value={lang} /> : null}
        <input type="hidden" name="sort" value={order} />
        <label className="admin-filter__search">
          {t('admin.search')}
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            aria-invalid={searchTooLong ? 'true' : undefined}
            aria-describedby={searchTooLong ? 'admin-search-error' : undefined}
          />
        </label>
        {searchTooLong ? (
          <p id="admin-search-error" className="field-error">
            {t('admin.searchTooLong', { max: SEARCH_MAX })}
          </p>
        ) : null}
        <label>
          {t('admin.filterStatus')}
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('admin.all')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
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
        <button type="submit" className="btn btn--light">
          {t('admin.filter')}
        </button>
      </form>
      <nav className="admin-sort" aria-label={t('admin.sortBy')}>
        <ul>
          {ORDERS.map((o) => (
            <li key={o}>
              <a href={`/admin${adminQuery({ lang, ...filter, sort: o })}`} aria-current={o === order ? 'true' : undefined}>
                {t(`admin.sort.${o}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
