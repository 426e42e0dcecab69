import type { Locale } from '../i18n/locales';
import { AsOf } from './AsOf';
import { BlockSection } from './BlockSection';
import type { AlertLevelsData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface AlertLevelsProps {
  id: string;
  data: AlertLevelsData;
  locale: Locale;
  t: BlockT;
}

/**
 * Alert levels by region. Each level has its colour (high red, elevated yellow, advisory blue,
 * normal green) and always its written label too, so the colour is never the only signal.
 */
export function AlertLevels({ id, data, locale, t }: AlertLevelsProps) {
  return (
    <BlockSection id={id} kind="alerts" title={pickOptionalText(data.title, locale)}>
      <AsOf date={data.asOf} locale={locale} t={t} />
      <ul className="alert-levels">
        {data.regions.map((region, i) => {
          const note = pickOptionalText(region.note, locale);
          return (
            <li key={i} className={`alert-levels__item alert-levels__item--${region.level}`} data-level={region.level}>
              <span className="alert-levels__region">{pickText(region.region, locale)}</span>
              <span className={`level-badge level-badge--${region.level}`}>{t(`block.level.${region.level}`)}</span>
              {note ? <span className="alert-levels__note">{note}</span> : null}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
