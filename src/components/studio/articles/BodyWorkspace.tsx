import { useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import { getAt } from '../data-path';
import { useSchemaForm } from '../form-context';
import type { ArticlesApi } from './article-api';
import { withoutEmptyLanguages, type ArticleDraft } from './article-draft';
import type { ArticleT } from './article-t';
import { BlockPalette } from './BlockPalette';
import { insertBlock, type BlockKind } from './block-insertion';
import { BodyEditor } from './BodyEditor';
import { PreviewPane } from './PreviewPane';
import { usePreview } from './use-preview';

export interface BodyWorkspaceProps {
  at: ArticleT;
  api: ArticlesApi;
  locale: Locale;
  slug: string | undefined;
  blocks: readonly BlockKind[];
  loginHref: string;
  /** A block was placed: its dataset is opened for editing. */
  onBlockInserted(name: string): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A language's body: the code editor, the block palette and the live preview; side by side on a
 * wide screen, one at a time on a phone (the Edit / Preview toggle).
 */
export function BodyWorkspace({ at, api, locale, slug, blocks, loginHref, onBlockInserted }: BodyWorkspaceProps) {
  const { t, data, update } = useSchemaForm();
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const cursor = useRef<(() => number) | undefined>(undefined);
  const body = getAt(data, ['texts', locale, 'body']);
  const datasets = getAt(data, ['data']);
  const preview = usePreview(api, {
    ...(slug === undefined ? {} : { slug }),
    locale,
    body: typeof body === 'string' ? body : '',
    data: withoutEmptyLanguages(isRecord(datasets) ? datasets : {}) as Record<string, unknown>,
  });
  const insert = (block: BlockKind, name: string) => {
    // At the cursor when the editor has one, else at the end of the body.
    const at = cursor.current?.() ?? (typeof body === 'string' ? body.length : 0);
    update((d) => insertBlock(d as ArticleDraft, locale, at, block, name));
    onBlockInserted(name);
  };
  return (
    <div className="studio-article-workspace" data-view={view}>
      <div className="studio-article-workspace__toggle" role="group" aria-label={at('studioArticles.view.label')}>
        {(['edit', 'preview'] as const).map((v) => (
          <button key={v} type="button" className="studio-pick" aria-pressed={view === v} onClick={() => setView(v)}>
            {at(v === 'edit' ? 'studioArticles.view.edit' : 'studioArticles.view.preview')}
          </button>
        ))}
      </div>
      <div className="studio-article-workspace__edit">
        <BodyEditor at={at} locale={locale} cursor={cursor} />
        <BlockPalette at={at} blocks={blocks} data={isRecord(datasets) ? datasets : {}} idPrefix={`studio-article-${locale}`} onInsert={insert} />
      </div>
      <div className="studio-article-workspace__preview">
        <PreviewPane t={t} at={at} locale={locale} preview={preview} loginHref={loginHref} />
      </div>
    </div>
  );
}
