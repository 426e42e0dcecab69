import type { Locale } from '../i18n/locales';
import { AsOf } from './AsOf';
import { BlockSection } from './BlockSection';
import { pickTextOrMoney } from './money';
import type { QuickFactsData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface QuickFactsProps {
  id: string;
  data: QuickFactsData;
  locale: Locale;
  t: BlockT;
}

/** Label–value facts as a description list. */
export function QuickFacts({ id, data, locale, t }: QuickFactsProps) {
  return (
    <BlockSection id={id} kind="facts" title={pickOptionalText(data.title, locale)}>
      {data.asOf ? <AsOf date={data.asOf} locale={locale} t={t} /> : null}
      <dl className="quick-facts">
        {data.items.map((item, i) => (
          <div key={i} className="quick-facts__item">
            <dt>{pickText(item.label, locale)}</dt>
            <dd>{pickTextOrMoney(item.value, locale)}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
