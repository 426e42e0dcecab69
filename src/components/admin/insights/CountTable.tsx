import type { Count } from '../../../insights/report-shape';
import type { Translate } from '../../../i18n/t';

export interface CountTableProps {
  t: Translate;
  caption: string;
  keyLabel: string;
  counts: Count[];
  /** The key in the admin's words (a source's, a route's name); a page's path is shown as it is. */
  label: (key: string) => string;
  number: (value: number) => string;
  /** Taps: the first number is taps, not views. */
  countLabel?: string;
  /** Rows shown at most (the CSV has them all). */
  limit?: number;
}

/** One of the report's lists as a table: its key, then views (or taps) and visitors. */
export function CountTable({ t, caption, keyLabel, counts, label, number, countLabel, limit = 20 }: CountTableProps) {
  return (
    <div className="admin-table-frame insights-table">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            <th scope="col">{countLabel ?? t('insights.views')}</th>
            <th scope="col">{t('insights.visitors')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('insights.empty')}</td>
            </tr>
          ) : (
            counts.slice(0, limit).map((count) => (
              <tr key={count.key}>
                <th scope="row">{label(count.key)}</th>
                <td>{number(count.views)}</td>
                <td>{number(count.visitors)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
