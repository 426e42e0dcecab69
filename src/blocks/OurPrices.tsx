import { BUSINESS } from '../config/business';
import { getService, optionTierWord } from '../config/catalogue';
import { servicePath } from '../config/navigation';
import { formatDuration, formatPrice } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { BlockSection } from './BlockSection';
import type { OurPricesData } from './schemas';
import { TableScroll } from './TableScroll';
import { pickOptionalText, type BlockT } from './text';

export interface OurPricesProps {
  id: string;
  data: OurPricesData;
  locale: Locale;
  t: BlockT;
}

/** The spa's own prices for the listed services, always read from the catalogue (never typed in an article). */
export function OurPrices({ id, data, locale, t }: OurPricesProps) {
  const caption = pickOptionalText(data.caption, locale) ?? t('block.pricesCaption', { name: BUSINESS.name });
  const services = data.services.map(getService);
  return (
    <BlockSection id={id} kind="prices" title={pickOptionalText(data.title, locale)}>
      <TableScroll label={caption} hint={t('block.scrollHint')}>
        <table className="block-table block-table--prices">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('block.service')}</th>
              <th scope="col">{t('block.duration')}</th>
              <th scope="col" className="is-end">
                {t('block.price')}
              </th>
            </tr>
          </thead>
          {services.map((service) => (
            <tbody key={service.id}>
              {service.options.map((option, i) => (
                <tr key={option.id}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={service.options.length}>
                      {service.page ? (
                        <a href={localizePath(servicePath(service.id), locale)}>{service.name[locale]}</a>
                      ) : (
                        service.name[locale]
                      )}
                    </th>
                  ) : null}
                  <td>
                    {formatDuration(option.minutes, locale)}
                    {/* No badge where the name already says it (Super King VIP): optionTierWord's rule. */}
                    {optionTierWord(service, option, locale) === undefined ? null : <span className="badge">{t('block.vip')}</span>}
                  </td>
                  <td className="is-end block-table__price">
                    <data value={option.price}>{formatPrice(option.price, locale)}</data>
                    {option.guests > 1 ? <small>{t('block.guests', { count: option.guests })}</small> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </TableScroll>
    </BlockSection>
  );
}
