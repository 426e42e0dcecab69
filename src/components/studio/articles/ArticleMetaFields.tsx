import type { Locale } from '../../../i18n/locales';
import type { ArticleSchemas, ArticleSummary } from '../../../studio/article-contract';
import { ScalarField } from '../ScalarField';
import type { ArticlesApi } from './article-api';
import type { ArticleT } from './article-t';
import { HeroPhotoField, type HeroUpload } from './HeroPhotoField';
import { OriginalLanguageField } from './OriginalLanguageField';
import { RelatedPicker } from './RelatedPicker';
import { TagPicker } from './TagPicker';

export interface ArticleMetaFieldsProps {
  at: ArticleT;
  api: ArticlesApi;
  schemas: ArticleSchemas;
  articles: readonly ArticleSummary[];
  /** undefined for an article not saved yet. */
  slug: string | undefined;
  locale: Locale;
  loginHref: string;
  heroUpload: HeroUpload;
  onTagCreated(tag: { id: string; name: string }): void;
  onFailure(error: unknown): void;
}

/** Dates as meta.yaml writes them; the pattern gives the field part 1's date hint. */
const DATE = { kind: 'string', format: undefined, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const RANK = { kind: 'number', integer: true, min: 1 } as const;

/** What the article is, whatever its language: meta.yaml's fields, by part 1's inputs where one fits. */
export function ArticleMetaFields({ at, api, schemas, articles, slug, locale, loginHref, heroUpload, onTagCreated, onFailure }: ArticleMetaFieldsProps) {
  return (
    <fieldset className="studio-group studio-article-meta">
      <legend>{at('studioArticles.section.meta')}</legend>
      <OriginalLanguageField at={at} editable={slug === undefined} />
      <ScalarField node={{ kind: 'enum', values: schemas.categories.map((c) => c.id) }} path={['meta', 'category']} label={at('studioArticles.meta.category')} required />
      <TagPicker at={at} api={api} tags={schemas.tags} onCreated={onTagCreated} onFailure={onFailure} />
      <ScalarField node={DATE} path={['meta', 'published']} label={at('studioArticles.meta.published')} required />
      <ScalarField node={DATE} path={['meta', 'updated']} label={at('studioArticles.meta.updated')} required={false} />
      <ScalarField node={{ kind: 'enum', values: schemas.authors.map((a) => a.id) }} path={['meta', 'author']} label={at('studioArticles.meta.author')} required />
      <RelatedPicker at={at} articles={articles} slug={slug} />
      <ScalarField node={RANK} path={['meta', 'popularRank']} label={at('studioArticles.meta.popularRank')} required={false} />
      <HeroPhotoField at={at} slug={slug} locale={locale} loginHref={loginHref} upload={heroUpload} />
    </fieldset>
  );
}
