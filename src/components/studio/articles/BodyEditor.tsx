import { lazy, Suspense, useRef, type RefObject } from 'react';
import { LOCALE_META, type Locale } from '../../../i18n/locales';
import { getAt } from '../data-path';
import { FieldNotes, useFieldNotes } from '../FieldNotes';
import { useSchemaForm } from '../form-context';
import type { ArticleT } from './article-t';

// CodeMirror comes in its own chunk, fetched when an article is opened: never with the studio's
// first script, and never on any other page.
const MarkdownEditor = lazy(() => import('./MarkdownEditor').then((m) => ({ default: m.MarkdownEditor })));

export interface BodyEditorProps {
  at: ArticleT;
  locale: Locale;
  /** Set by the editor to a function telling the cursor's offset, for the block palette. */
  cursor: RefObject<(() => number) | undefined>;
}

/** A language's Markdown body in the code editor, labelled, with its hint, error and (after a conflict) the other version. */
export function BodyEditor({ at, locale, cursor }: BodyEditorProps) {
  const { data, set } = useSchemaForm();
  const path = ['texts', locale, 'body'] as const;
  const hint = at('studioArticles.body.hint');
  const { id, error, describedBy } = useFieldNotes(path, hint);
  const after = useRef<HTMLDivElement>(null);
  const value = getAt(data, path);
  return (
    <div className="studio-field studio-article-body">
      <span className="studio-article-body__label" id={`${id}-label`}>
        {at('studioArticles.text.body')}
      </span>
      <Suspense fallback={<p className="studio-article-body__loading">{at('studioArticles.body.loading')}</p>}>
        <MarkdownEditor
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(body) => set(path, body)}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={error !== undefined}
          lang={LOCALE_META[locale].lang}
          escapeTo={after}
          cursor={cursor}
        />
      </Suspense>
      {/* Escape in the editor lands here, so the next Tab goes on from the editor, not into it. */}
      <div ref={after} tabIndex={-1} className="studio-article-body__notes">
        <FieldNotes path={path} hint={hint} />
      </div>
    </div>
  );
}
