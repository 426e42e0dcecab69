import { LOCALE_META, type Locale } from '../i18n/locales';
import { utcOffsetLabel } from '../browser/world-clock';
import { BlockSection } from './BlockSection';
import type { WorldClockData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface WorldClockProps {
  id: string;
  data: WorldClockData;
  locale: Locale;
  t: BlockT;
  /** The instant whose UTC offsets the static HTML shows; the build time by default. */
  now?: Date;
}

/**
 * The time in several cities. Without JavaScript each city shows its UTC offset ("UTC+09:00"),
 * true for as long as the page lives, where a time would be the build's; src/browser/world-clock.ts
 * turns each into a ticking `<time>` (text of about the same width, so nothing shifts).
 */
export function WorldClock({ id, data, locale, now = new Date() }: WorldClockProps) {
  const lang = LOCALE_META[locale].lang;
  return (
    <BlockSection id={id} kind="clock" title={pickOptionalText(data.title, locale)}>
      <ul className="world-clock">
        {data.clocks.map((clock, i) => (
          <li key={i} className="world-clock__item">
            <span className="world-clock__label">{pickText(clock.label, locale)}</span>
            <span className="world-clock__time" data-clock-zone={clock.zone} data-clock-lang={lang}>
              {utcOffsetLabel(now, clock.zone)}
            </span>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
