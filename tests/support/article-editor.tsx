import { renderToStaticMarkup } from 'react-dom/server';
import { createArticlesApi } from '../../src/components/studio/articles/article-api';
import type { ArticleEditorState } from '../../src/components/studio/articles/article-editor-state';
import { ArticleEditor } from '../../src/components/studio/articles/ArticleEditor';
import { photosStrings } from '../../src/components/studio/photos/photos-strings';
import type { Locale } from '../../src/i18n/locales';
import { fakeFetch } from './fake-fetch';
import { articleFieldTranslator, articleSchemas, articleT } from './studio-ui';

/** The article editor's HTML from `start`, in `locale`, with an API that answers nothing and callbacks that do nothing. */
export const renderArticleEditor = (start: ArticleEditorState, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <ArticleEditor
      t={articleFieldTranslator(locale)}
      at={articleT(locale)}
      locale={locale}
      api={createArticlesApi(locale, fakeFetch([]).fetcher)}
      schemas={articleSchemas(locale)}
      articles={[]}
      start={start}
      heroUpload={{ strings: photosStrings(locale), minWidth: 1200 }}
      loginHref="/admin"
      onBack={() => {}}
      onReload={() => {}}
      onDeleted={() => {}}
      onTagCreated={() => {}}
      onFailure={() => {}}
      onUnsaved={() => {}}
    />,
  );
