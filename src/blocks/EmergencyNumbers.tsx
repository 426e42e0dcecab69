import type { Locale } from '../i18n/locales';
import { BlockSection } from './BlockSection';
import type { EmergencyNumbersData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface EmergencyNumbersProps {
  id: string;
  data: EmergencyNumbersData;
  locale: Locale;
  t: BlockT;
}

/** Short emergency numbers, each a tap-to-call link named by what it is for. */
export function EmergencyNumbers({ id, data, locale, t }: EmergencyNumbersProps) {
  return (
    <BlockSection id={id} kind="emergency" title={pickOptionalText(data.title, locale)}>
      <ul className="emergency-numbers">
        {data.items.map((item, i) => {
          const label = pickText(item.label, locale);
          const note = pickOptionalText(item.note, locale);
          return (
            <li key={i} className="emergency-numbers__item">
              {/* The visible number and label are the link's name (WCAG 2.5.3), after a hidden verb. */}
              <a className="emergency-numbers__call" href={`tel:${item.number}`}>
                <span className="visually-hidden">{t('block.emergency.call')} </span>
                <span className="emergency-numbers__number">{item.number}</span>{' '}
                <span className="emergency-numbers__label">{label}</span>
              </a>
              {note ? <p className="emergency-numbers__note">{note}</p> : null}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
