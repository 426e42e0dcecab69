import type { Service } from '../../config/catalogue-schema';
import { formatDuration, formatPrice } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

export interface OptionPriceTableProps {
  service: Service;
  locale: Locale;
  t: Translate;
}

/** A service's options (length, tier, price), straight from the catalogue. */
export function OptionPriceTable({ service, locale, t }: OptionPriceTableProps) {
  return (
    <table className="price-table">
      <caption className="visually-hidden">{t('services.optionsLabel', { service: service.name[locale] })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('services.duration')}</th>
          <th scope="col">{t('services.price')}</th>
        </tr>
      </thead>
      <tbody>
        {service.options.map((option) => (
          <tr key={option.id}>
            <th scope="row">
              {formatDuration(option.minutes, locale)}
              {option.tier === 'vip' ? <span className="badge">{t('services.vip')}</span> : null}
            </th>
            <td>
              <data value={option.price}>{formatPrice(option.price, locale)}</data>
              {option.guests > 1 ? <small>{` · ${t('services.guests', { count: option.guests })}`}</small> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
