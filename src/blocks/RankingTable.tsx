import type { Locale } from '../i18n/locales';
import { AsOf } from './AsOf';
import { BlockSection } from './BlockSection';
import { alignClass, cellText } from './cells';
import type { RankingTableData } from './schemas';
import { TableScroll } from './TableScroll';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface RankingTableProps {
  id: string;
  data: RankingTableData;
  locale: Locale;
  t: BlockT;
}

/** A ranked table of venues: rank, then the data's columns; the first column heads each row. */
export function RankingTable({ id, data, locale, t }: RankingTableProps) {
  const caption = pickText(data.caption, locale);
  const note = pickOptionalText(data.note, locale);
  return (
    <BlockSection id={id} kind="ranking" title={pickOptionalText(data.title, locale)}>
      {data.asOf ? <AsOf date={data.asOf} locale={locale} t={t} /> : null}
      <TableScroll label={caption} hint={t('block.scrollHint')}>
        <table className="block-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="block-table__rank">
                {t('block.rank')}
              </th>
              {data.columns.map((column) => (
                <th scope="col" key={column.key} className={alignClass(column, data.rows[0]?.cells[column.key])}>
                  {pickText(column.label, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.rank}>
                <td className="block-table__rank">{row.rank}</td>
                {data.columns.map((column, i) => {
                  const value = row.cells[column.key];
                  const className = `${alignClass(column, value)}${column.format === 'rating' ? ' block-table__rating' : ''}`;
                  const text = cellText(value, column, locale);
                  return i === 0 ? (
                    <th scope="row" key={column.key} className={className}>
                      {text}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {note === undefined ? null : <p className="block__note">{note}</p>}
    </BlockSection>
  );
}
