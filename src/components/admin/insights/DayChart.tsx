import type { Translate } from '../../../i18n/t';

export interface DayChartProps {
  t: Translate;
  days: { day: string; views: number; visitors: number }[];
  /** Formats a count in the admin's language. */
  number: (value: number) => string;
}

const HEIGHT = 120;
const WIDTH = 300;

/**
 * Visitors and views per day as bars, drawn on the server as SVG (no chart script ships), with
 * the same numbers as a table for screen readers and for anyone who wants the figures.
 */
export function DayChart({ t, days, number }: DayChartProps) {
  const top = Math.max(1, ...days.map((d) => d.views));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = (value: number) => (value / top) * (HEIGHT - 4);
  const from = days[0]?.day ?? '';
  const to = days.at(-1)?.day ?? '';
  return (
    <div className="insights-chart">
      <figure>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="insights-chart-title" preserveAspectRatio="none">
          <title id="insights-chart-title">{t('insights.chartLabel', { from, to })}</title>
          {days.map((d, index) => (
            <g key={d.day}>
              <rect className="insights-chart__views" x={index * slot + slot * 0.1} width={slot * 0.8} y={HEIGHT - bar(d.views)} height={bar(d.views)} />
              <rect className="insights-chart__visitors" x={index * slot + slot * 0.25} width={slot * 0.5} y={HEIGHT - bar(d.visitors)} height={bar(d.visitors)} />
            </g>
          ))}
        </svg>
        <figcaption>
          <span className="insights-key insights-key--views">{t('insights.views')}</span>{' '}
          <span className="insights-key insights-key--visitors">{t('insights.visitors')}</span>
        </figcaption>
      </figure>
      <details>
        <summary>{t('insights.showTable')}</summary>
        <table className="admin-table">
          <caption>{t('insights.perDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.day')}</th>
              <th scope="col">{t('insights.visitors')}</th>
              <th scope="col">{t('insights.views')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{number(d.visitors)}</td>
                <td>{number(d.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
