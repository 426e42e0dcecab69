import { useState } from 'react';
import { formatDate, isoDateInSpaZone } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import type { ArticleSummary } from '../../../studio/article-contract';
import { filterArticles, isArticleFilter, TRANSLATION_STATES, type ArticleFilter } from './article-filter';
import type { ArticleT } from './article-t';
import { TranslationBadges } from './TranslationBadges';

export interface ArticleListProps {
  at: ArticleT;
  locale: Locale;
  articles: readonly ArticleSummary[];
  /** Category id → its name in the owner's language. */
  categories: ReadonlyMap<string, string>;
  /** The filter to start with (a test renders the list filtered). */
  initialFilter?: ArticleFilter;
  onOpen(slug: string): void;
  onNew(): void;
}

/** "2025년 10월 2일" for "2025-10-02" (midnight UTC is the same day in Ho Chi Minh City); anything else as it came. */
function readableDate(date: string, locale: Locale): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  return day === undefined || Number.isNaN(day.getTime()) ? date : formatDate(day, locale);
}

/** Every article with its category, date and each language's state; filter by state; start a new one. */
export function ArticleList({ at, locale, articles, categories, initialFilter = 'all', onOpen, onNew }: ArticleListProps) {
  const [filter, setFilter] = useState<ArticleFilter>(initialFilter);
  const shown = filterArticles(articles, filter);
  // Dates "YYYY-MM-DD" compare as text: a later day than today in the spa's zone is scheduled.
  const today = isoDateInSpaZone(new Date());
  return (
    <section className="studio-panel studio-article-list" aria-labelledby="studio-article-list-title">
      <h2 id="studio-article-list-title">{at('studioArticles.list.title')}</h2>
      <div className="studio-article-list__bar">
        <button type="button" className="btn btn--primary" onClick={onNew}>
          {at('studioArticles.list.new')}
        </button>
        <div className="studio-field">
          <label htmlFor="studio-article-filter">{at('studioArticles.list.filter')}</label>
          <select id="studio-article-filter" value={filter} onChange={(e) => isArticleFilter(e.currentTarget.value) && setFilter(e.currentTarget.value)}>
            <option value="all">{at('studioArticles.list.filterAll')}</option>
            {TRANSLATION_STATES.map((state) => (
              <option key={state} value={state}>
                {at('studioArticles.list.filterState', { state: at(`studioArticles.state.${state}`) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="studio-article-list__count">
        {shown.length === 0 ? at('studioArticles.list.empty') : at('studioArticles.list.count', { count: shown.length })}
      </p>
      <ul className="studio-article-list__items">
        {shown.map((article) => (
          <li key={article.slug} className="studio-article-row">
            <h3 className="studio-article-row__title">
              <button type="button" className="studio-article-row__open" onClick={() => onOpen(article.slug)}>
                {article.title}
              </button>
            </h3>
            <dl className="studio-article-row__facts">
              <div>
                <dt>{at('studioArticles.list.category')}</dt>
                <dd>{categories.get(article.category) ?? article.category}</dd>
              </div>
              <div>
                <dt>{at('studioArticles.list.published')}</dt>
                <dd>
                  <time dateTime={article.published}>{readableDate(article.published, locale)}</time>
                  {article.published > today ? <span className="studio-article-row__scheduled"> · {at('studioArticles.list.scheduled')}</span> : null}
                </dd>
              </div>
              <div>
                <dt>{at('studioArticles.list.languages')}</dt>
                <dd>
                  <TranslationBadges at={at} languages={article.languages} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
