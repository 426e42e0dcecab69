import type { Locale } from '../i18n/locales';
import { BenefitIcon } from './BenefitIcon';
import { BlockSection } from './BlockSection';
import type { BenefitGridData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface BenefitGridProps {
  id: string;
  data: BenefitGridData;
  locale: Locale;
  t: BlockT;
}

/** Benefits as a grid of short items, each with an optional decorative icon. */
export function BenefitGrid({ id, data, locale }: BenefitGridProps) {
  return (
    <BlockSection id={id} kind="benefits" title={pickOptionalText(data.title, locale)}>
      <ul className="benefit-grid">
        {data.items.map((item, i) => (
          <li key={i} className="benefit-grid__item">
            {item.icon === undefined ? null : <BenefitIcon name={item.icon} />}
            <h3 className="benefit-grid__title">{pickText(item.title, locale)}</h3>
            <p>{pickText(item.text, locale)}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
