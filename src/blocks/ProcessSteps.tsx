import { formatDuration } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { Icon } from '../components/ui/Icon';
import { BlockSection } from './BlockSection';
import type { ProcessStepsData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface ProcessStepsProps {
  id: string;
  data: ProcessStepsData;
  locale: Locale;
  t: BlockT;
}

/** Numbered steps; with minutes (the schema makes them all-or-none), each step's length and the total. */
export function ProcessSteps({ id, data, locale, t }: ProcessStepsProps) {
  const minutes = data.steps.map((s) => s.minutes ?? 0);
  const total = minutes.reduce((sum, m) => sum + m, 0);
  return (
    <BlockSection id={id} kind="steps" title={pickOptionalText(data.title, locale)}>
      <ol className="process-steps">
        {data.steps.map((step, i) => (
          <li key={i} className="process-steps__item">
            <h3 className="process-steps__title">{pickText(step.title, locale)}</h3>
            {step.minutes === undefined ? null : (
              <p className="process-steps__time">
                <Icon name="clock" size={16} />
                {formatDuration(step.minutes, locale)}
              </p>
            )}
            <p className="process-steps__text">{pickText(step.text, locale)}</p>
          </li>
        ))}
      </ol>
      {total > 0 ? (
        <p className="process-steps__total">{t('block.totalTime', { duration: formatDuration(total, locale) })}</p>
      ) : null}
    </BlockSection>
  );
}
