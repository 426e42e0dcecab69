import type { Locale } from '../i18n/locales';
import { BlockSection } from './BlockSection';
import { pickTextOrMoney } from './money';
import type { AdviceCardsData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface AdviceCardsProps {
  id: string;
  data: AdviceCardsData;
  locale: Locale;
  t: BlockT;
}

/** Tips as cards: a short title and a paragraph each. */
export function AdviceCards({ id, data, locale }: AdviceCardsProps) {
  return (
    <BlockSection id={id} kind="advice" title={pickOptionalText(data.title, locale)}>
      <ul className="advice-cards">
        {data.items.map((item, i) => (
          <li key={i} className="advice-cards__item">
            <h3 className="advice-cards__title">{pickTextOrMoney(item.title, locale)}</h3>
            <p>{pickText(item.text, locale)}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
