import { useState } from 'react';
import type { FieldError } from '../../../studio/contract';
import type { ArticleActionResult } from './article-api';
import type { ArticleT } from './article-t';
import { ConfirmDialog } from './ConfirmDialog';

export interface ArticleDialogsProps {
  at: ArticleT;
  /** Which question is open. */
  open: 'rename' | 'delete' | undefined;
  title: string;
  onClose(): void;
  rename(to: string): Promise<ArticleActionResult>;
  remove(): Promise<ArticleActionResult>;
  onFailure(error: unknown): void;
}

type Refusal = { title: string; errors: readonly FieldError[] } | undefined;

/** Rename and Delete, each confirmed in a dialog that shows the API's refusal in its own words. */
export function ArticleDialogs({ at, open, title, onClose, rename, remove, onFailure }: ArticleDialogsProps) {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(undefined);
  const close = () => {
    setRefusal(undefined);
    setTo('');
    onClose();
  };
  async function run(action: () => Promise<ArticleActionResult>, refusedTitle: string) {
    if (busy) return;
    setBusy(true);
    try {
      const result = await action();
      if (result.kind === 'conflict') setRefusal({ title: at('studioArticles.action.conflict'), errors: [] });
      else if (result.kind === 'refused') setRefusal({ title: refusedTitle, errors: result.errors });
      else setRefusal(undefined);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }
  const toId = 'studio-article-rename-to';
  return (
    <>
      <ConfirmDialog
        id="studio-article-rename"
        open={open === 'rename'}
        title={at('studioArticles.rename.title')}
        confirmLabel={at('studioArticles.rename')}
        cancelLabel={at('studioArticles.dialog.cancel')}
        refusal={refusal}
        busy={busy}
        onCancel={close}
        onConfirm={() => void run(() => rename(to.trim()), at('studioArticles.rename.title'))}
      >
        <div className="studio-field">
          <label htmlFor={toId}>{at('studioArticles.rename.to')}</label>
          <input id={toId} type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} value={to} aria-describedby={`${toId}-hint`} onChange={(e) => setTo(e.currentTarget.value)} />
          <p className="studio-hint" id={`${toId}-hint`}>
            {at('studioArticles.hint.slug')} {at('studioArticles.rename.note')}
          </p>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        id="studio-article-delete"
        open={open === 'delete'}
        title={at('studioArticles.delete.title')}
        confirmLabel={at('studioArticles.delete')}
        cancelLabel={at('studioArticles.dialog.cancel')}
        refusal={refusal}
        busy={busy}
        onCancel={close}
        onConfirm={() => void run(remove, at('studioArticles.delete.refused'))}
      >
        <p>{at('studioArticles.delete.body', { title })}</p>
      </ConfirmDialog>
    </>
  );
}
