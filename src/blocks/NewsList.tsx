import type { Locale } from '../i18n/locales';
import { AsOf } from './AsOf';
import { BlockSection } from './BlockSection';
import type { NewsListData } from './schemas';
import { blockDomId, pickOptionalText, pickText, type BlockT } from './text';

export interface NewsListProps {
  id: string;
  data: NewsListData;
  locale: Locale;
  t: BlockT;
}

/** A dated list of news items; the "as of" date is always shown, since the list goes stale. */
export function NewsList({ id, data, locale, t }: NewsListProps) {
  return (
    <BlockSection id={id} kind="news" title={pickOptionalText(data.title, locale)}>
      <AsOf date={data.asOf} locale={locale} t={t} />
      <ul className="news-list">
        {data.items.map((item, i) => {
          const headingId = blockDomId(id, i);
          return (
            <li key={i} className={item.urgent ? 'news-list__item is-urgent' : 'news-list__item'} data-type={item.type}>
              <article aria-labelledby={headingId}>
                <p className="news-list__meta">
                  <span className="news-list__time">{pickText(item.time, locale)}</span>
                  <span className="news-list__category">{pickText(item.category, locale)}</span>
                  {item.urgent ? <strong className="news-list__urgent">{t('block.urgent')}</strong> : null}
                  {item.status ? (
                    <span className={`status-badge status-badge--${item.status}`}>{t(`block.status.${item.status}`)}</span>
                  ) : null}
                </p>
                <h3 className="news-list__title" id={headingId}>
                  {pickText(item.title, locale)}
                </h3>
                <p className="news-list__summary">{pickText(item.summary, locale)}</p>
              </article>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
