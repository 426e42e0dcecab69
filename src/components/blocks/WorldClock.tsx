import { LOCALE_META, type Locale } from '../../i18n/locales';
import { formatClock, isoInZone } from '../../scripts/world-clock';
import { BlockSection } from './BlockSection';
import type { WorldClockData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface WorldClockProps {
  id: string;
  data: WorldClockData;
  locale: Locale;
  t: BlockT;
  /** The instant shown before the script runs; the build time by default. */
  now?: Date;
}

/**
 * The time in several cities. The static HTML shows the build time; src/scripts/world-clock.ts
 * makes it tick with the same formatter, so the text keeps its width when it takes over.
 */
export function WorldClock({ id, data, locale, now = new Date() }: WorldClockProps) {
  const lang = LOCALE_META[locale].lang;
  return (
    <BlockSection id={id} kind="clock" title={pickOptionalText(data.title, locale)}>
      <ul className="world-clock">
        {data.clocks.map((clock, i) => (
          <li key={i} className="world-clock__item">
            <span className="world-clock__label">{pickText(clock.label, locale)}</span>
            <time
              className="world-clock__time"
              dateTime={isoInZone(now, clock.zone)}
              data-clock-zone={clock.zone}
              data-clock-lang={lang}
            >
              {formatClock(now, clock.zone, lang)}
            </time>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
