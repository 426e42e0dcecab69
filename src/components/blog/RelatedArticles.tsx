import '../../styles/article-card.css';
import '../../styles/blog.css';
import type { ArticleCardData } from '../../blog/cards';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { ArticleCard } from './ArticleCard';

export interface RelatedArticlesProps {
  cards: ArticleCardData[];
  locale: Locale;
  t: Translate;
}

export function RelatedArticles({ cards, locale, t }: RelatedArticlesProps) {
  if (cards.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{t('article.related')}</h2>
      <div className="article-grid">
        {cards.map((card) => (
          <ArticleCard key={card.slug} card={card} locale={locale} t={t} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
