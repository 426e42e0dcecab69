import { LOCALE_META, type Locale } from '../../../i18n/locales';
import { FailureNotice } from '../FailureNotice';
import { readablePath } from '../readable';
import type { StudioT } from '../studio-t';
import type { ArticleT } from './article-t';
import type { PreviewState } from './use-preview';

export interface PreviewPaneProps {
  t: StudioT;
  at: ArticleT;
  locale: Locale;
  preview: PreviewState;
  loginHref: string;
}

/** The body as the site renders it (the server's own Markdown pipeline and block components). */
export function PreviewPane({ t, at, locale, preview, loginHref }: PreviewPaneProps) {
  const html = preview.kind === 'ready' || preview.kind === 'loading' ? preview.html : undefined;
  return (
    <section className="studio-article-preview" aria-labelledby={`studio-article-preview-title-${locale}`}>
      <h3 id={`studio-article-preview-title-${locale}`}>{at('studioArticles.preview.title', { language: LOCALE_META[locale].name })}</h3>
      <p role="status" className="studio-article-preview__status">
        {preview.kind === 'loading' ? at('studioArticles.preview.loading') : preview.kind === 'empty' ? at('studioArticles.preview.empty') : ''}
      </p>
      {preview.kind === 'invalid' ? (
        <div className="studio-summary">
          <p>{at('studioArticles.preview.invalid')}</p>
          <ul>
            {preview.errors.map((error, i) => {
              const where = readablePath(t, error.path);
              return <li key={i}>{where === '' ? error.message : `${where}: ${error.message}`}</li>;
            })}
          </ul>
        </div>
      ) : null}
      {preview.kind === 'failed' ? <FailureNotice t={t} error={preview.error} loginHref={loginHref} /> : null}
      {html === undefined ? null : (
        // Our own Markdown rendered by our own pipeline (the preview endpoint): the one place the
        // studio shows HTML it did not build itself. It stays on this admin page.
        <div className="prose article__body studio-article-preview__body" lang={LOCALE_META[locale].lang} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
