import '../../styles/article-card.css';
import '../../styles/blog.css';
import type { LinkItem } from '../../blog/cards';
import { formatDate, isoDateInSpaZone } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

export interface ArticleHeaderProps {
  /** Locale of the page's UI (dates, labels). */
  locale: Locale;
  t: Translate;
  title: string;
  /** The title's language when it is not the page's (a fallback article); the labels stay the page's. */
  titleLang?: string | undefined;
  category: LinkItem;
  published: Date;
  updated: Date | undefined;
  author: string;
  readMinutes: number;
  tags: LinkItem[];
}

export function ArticleHeader(props: ArticleHeaderProps) {
  const { locale, t } = props;
  return (
    <header className="article-header">
      <a className="badge badge--category" href={props.category.href}>
        {props.category.name}
      </a>
      <h1 lang={props.titleLang}>{props.title}</h1>
      <p className="article-header__meta">
        <time dateTime={isoDateInSpaZone(props.published)}>{formatDate(props.published, locale)}</time>
        {props.updated ? (
          <>
            <span aria-hidden="true"> · </span>
            <time dateTime={isoDateInSpaZone(props.updated)}>
              {t('blog.updated', { date: formatDate(props.updated, locale) })}
            </time>
          </>
        ) : null}
        <span aria-hidden="true"> · </span>
        {t('blog.by', { author: props.author })}
        <span aria-hidden="true"> · </span>
        {t('blog.readMinutes', { minutes: props.readMinutes })}
      </p>
      <ul className="tag-list" aria-label={t('article.tags')}>
        {props.tags.map((tag) => (
          <li key={tag.href}>
            <a href={tag.href}>{`#${tag.name}`}</a>
          </li>
        ))}
      </ul>
    </header>
  );
}
