import { getService, getStartingOption } from '../../config/catalogue';
import { servicePath } from '../../config/navigation';
import { formatDuration, formatPrice } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';

export interface RelatedServicesProps {
  /** Ids of other service pages (the page's data.yaml `related`). */
  ids: string[];
  locale: Locale;
  t: Translate;
}

/** Two or three other service pages: name (linked), summary, starting length and price. */
export function RelatedServices({ ids, locale, t }: RelatedServicesProps) {
  return (
    <section className="related-services" aria-labelledby="related-services-title">
      <h2 id="related-services-title">{t('servicePage.relatedTitle')}</h2>
      <ul className="related-services__list">
        {ids.map((id) => {
          const service = getService(id);
          const option = getStartingOption(service);
          const price = formatPrice(option.price, locale);
          return (
            <li key={id} className="related-services__item">
              <h3 className="related-services__name">
                <a href={localizePath(servicePath(id), locale)}>{service.name[locale]}</a>
              </h3>
              <p>{service.summary[locale]}</p>
              <p className="related-services__meta">
                {formatDuration(option.minutes, locale)} ·{' '}
                <data value={option.price}>{service.options.length > 1 ? t('services.from', { price }) : price}</data>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
