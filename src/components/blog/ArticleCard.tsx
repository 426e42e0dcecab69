import type { ArticleCardData } from '../../blog/cards';
import { languageName } from '../../i18n/fallback';
import { formatDate, isoDateInSpaZone } from '../../i18n/format';
import { LOCALE_META, type Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { Picture } from '../ui/Picture';

export interface ArticleCardProps {
  card: ArticleCardData;
  locale: Locale;
  t: Translate;
  headingLevel: 2 | 3;
  /** The first card of a listing: its picture is the phone's LCP element, so it loads first. */
  priority?: boolean;
}

/** A listing card; an article shown in another language says so and carries that `lang`. */
export function ArticleCard({ card, locale, t, headingLevel, priority = false }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const foreign = card.contentLocale !== locale;
  const contentLang = LOCALE_META[card.contentLocale].lang;
  const writtenIn = t('blog.writtenIn', { language: languageName(card.contentLocale, locale) });
  return (
    <article className="article-card">
      <Picture
        picture={card.picture}
        alt={card.heroAlt}
        lang={foreign ? contentLang : undefined}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="article-card__image"
        priority={priority}
      />
      <div className="article-card__body">
        <p className="article-card__meta">
          <a className="badge badge--category" href={card.category.href}>
            {card.category.name}
          </a>
          {foreign ? (
            <span className="badge badge--lang" title={writtenIn}>
              <span aria-hidden="true">{LOCALE_META[card.contentLocale].short}</span>
              <span className="visually-hidden">{writtenIn}</span>
            </span>
          ) : null}
        </p>
        <Heading className="article-card__title" lang={foreign ? contentLang : undefined}>
          <a href={card.href}>{card.title}</a>
        </Heading>
        <p className="article-card__excerpt" lang={foreign ? contentLang : undefined}>
          {card.excerpt}
        </p>
        <p className="article-card__byline">
          <time dateTime={isoDateInSpaZone(card.published)}>{formatDate(card.published, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('blog.by', { author: card.author })}
          <span aria-hidden="true"> · </span>
          {t('blog.readMinutes', { minutes: card.readMinutes })}
        </p>
        <ul className="tag-list" aria-label={t('article.tags')}>
          {card.tags.map((tag) => (
            <li key={tag.href}>
              <a href={tag.href}>{`#${tag.name}`}</a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
