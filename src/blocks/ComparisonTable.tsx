import type { Locale } from '../i18n/locales';
import { AsOf } from './AsOf';
import { BlockSection } from './BlockSection';
import { alignClass, cellText } from './cells';
import type { ComparisonTableData } from './schemas';
import { TableScroll } from './TableScroll';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface ComparisonTableProps {
  id: string;
  data: ComparisonTableData;
  locale: Locale;
  t: BlockT;
}

/** Rows compared across columns, with an optional emphasised column and a verdict per row. */
export function ComparisonTable({ id, data, locale, t }: ComparisonTableProps) {
  const caption = pickText(data.caption, locale);
  const hasVerdicts = data.rows.some((row) => row.verdict !== undefined);
  const highlight = (key: string) => (key === data.highlight ? ' is-highlight' : '');
  return (
    <BlockSection id={id} kind="comparison" title={pickOptionalText(data.title, locale)}>
      {data.asOf ? <AsOf date={data.asOf} locale={locale} t={t} /> : null}
      <TableScroll label={caption} hint={t('block.scrollHint')}>
        <table className="block-table block-table--comparison">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{pickOptionalText(data.rowHeader, locale) ?? t('block.item')}</th>
              {data.columns.map((column) => (
                <th
                  scope="col"
                  key={column.key}
                  className={`${alignClass(column, data.rows[0]?.cells[column.key])}${highlight(column.key)}`}
                >
                  {pickText(column.label, locale)}
                  {column.key === data.highlight ? <span className="badge">{t('block.recommended')}</span> : null}
                </th>
              ))}
              {hasVerdicts ? <th scope="col">{t('block.verdict')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">{pickText(row.label, locale)}</th>
                {data.columns.map((column) => (
                  <td key={column.key} className={`${alignClass(column, row.cells[column.key])}${highlight(column.key)}`}>
                    {cellText(row.cells[column.key], column, locale)}
                  </td>
                ))}
                {hasVerdicts ? (
                  <td className={row.verdict ? `verdict verdict--${row.verdict.tone}` : undefined}>
                    {row.verdict ? pickText(row.verdict.text, locale) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </BlockSection>
  );
}
