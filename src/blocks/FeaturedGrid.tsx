import { getService } from '../config/catalogue';
import type { Locale } from '../i18n/locales';
import { AsOf } from './AsOf';
import { BlockSection } from './BlockSection';
import { describeOffer } from './offer';
import { pickTextOrMoney } from './money';
import type { FeaturedGridData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface FeaturedGridProps {
  id: string;
  data: FeaturedGridData;
  locale: Locale;
  t: BlockT;
}

/**
 * A grid of highlighted items (dishes, room types, styles, massage types) with an optional badge;
 * an item naming one of our services also shows its lengths and price from the catalogue.
 */
export function FeaturedGrid({ id, data, locale, t }: FeaturedGridProps) {
  return (
    <BlockSection id={id} kind="featured" title={pickOptionalText(data.title, locale)}>
      {data.asOf ? <AsOf date={data.asOf} locale={locale} t={t} /> : null}
      <ul className="featured-grid">
        {data.items.map((item, i) => {
          const meta = item.meta === undefined ? undefined : pickTextOrMoney(item.meta, locale);
          return (
            <li key={i} className="featured-grid__item">
              {item.badge === undefined ? null : (
                <span className={`block-badge block-badge--${item.badge}`}>{t(`block.badge.${item.badge}`)}</span>
              )}
              <h3 className="featured-grid__title">{pickText(item.title, locale)}</h3>
              <p>{pickText(item.text, locale)}</p>
              {meta === undefined ? null : <p className="featured-grid__meta">{meta}</p>}
              {item.service === undefined ? null : (
                <p className="featured-grid__meta featured-grid__offer">{describeOffer(getService(item.service), locale, t)}</p>
              )}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
