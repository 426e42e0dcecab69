import '../../styles/sidebar.css';
import { getService, getStartingOption } from '../../config/catalogue';
import { bookingPath, servicePath } from '../../config/navigation';
import { SITE } from '../../config/site';
import { formatDuration, formatPrice } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';

export interface HotServiceListProps {
  locale: Locale;
  t: Translate;
  /** The service of the page, marked as the current entry. */
  currentId: string;
}

/** The featured services (site config) with their starting price from the catalogue and a book button each. */
export function HotServiceList({ locale, t, currentId }: HotServiceListProps) {
  return (
    <section className="sidebar-box" aria-labelledby="sidebar-hot">
      <h2 id="sidebar-hot" className="sidebar-box__title">
        {t('blog.hotServices')}
      </h2>
      <ul className="hot-services">
        {SITE.featuredServices.map((id) => {
          const service = getService(id);
          const option = getStartingOption(service);
          const price = formatPrice(option.price, locale);
          const name = service.name[locale];
          return (
            <li key={id} className="hot-services__item">
              <a
                className="hot-services__name"
                href={localizePath(servicePath(id), locale)}
                aria-current={id === currentId ? 'page' : undefined}
              >
                {name}
              </a>
              <span className="hot-services__detail">
                {formatDuration(option.minutes, locale)} ·{' '}
                <data value={option.price}>{service.options.length > 1 ? t('services.from', { price }) : price}</data>
              </span>
              <a className="btn btn--primary btn--small hot-services__book" href={localizePath(bookingPath(id), locale)} aria-label={t('servicePage.bookService', { service: name })}>
                {t('servicePage.book')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
