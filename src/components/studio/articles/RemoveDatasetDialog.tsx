import { useState } from 'react';
import { LOCALE_META } from '../../../i18n/locales';
import type { FieldError } from '../../../studio/contract';
import { useSchemaForm } from '../form-context';
import type { ArticleDraft } from './article-draft';
import type { ArticleT } from './article-t';
import { ConfirmDialog } from './ConfirmDialog';
import { datasetUses, withoutDataset } from './dataset-removal';

export interface RemoveDatasetDialogProps {
  at: ArticleT;
  /** The dataset asked about; undefined: the dialog is closed. */
  name: string | undefined;
  onClose(): void;
  onRemoved(name: string): void;
}

/** Where a body still places the dataset, as the dialog lists it; empty when it may go. */
export function removalRefusal(at: ArticleT, draft: ArticleDraft, name: string): FieldError[] {
  return datasetUses(draft, name).map((use) => ({
    path: `texts.${use.locale}.body`,
    message: at('studioArticles.data.remove.use', { language: LOCALE_META[use.locale].name, line: use.line, tag: use.tag }),
  }));
}

/** Asks before a dataset leaves the article, and refuses while a language's body still places it, naming each line. */
export function RemoveDatasetDialog({ at, name, onClose, onRemoved }: RemoveDatasetDialogProps) {
  const form = useSchemaForm();
  const [uses, setUses] = useState<FieldError[]>([]);
  const close = () => {
    setUses([]);
    onClose();
  };
  const confirm = () => {
    if (name === undefined) return;
    const found = removalRefusal(at, form.data as ArticleDraft, name);
    setUses(found);
    if (found.length > 0) return;
    form.update((draft) => withoutDataset(draft as ArticleDraft, name));
    onRemoved(name);
  };
  return (
    <ConfirmDialog
      id="studio-article-remove-dataset"
      open={name !== undefined}
      title={at('studioArticles.data.remove.title', { name: name ?? '' })}
      confirmLabel={at('studioArticles.data.remove.confirm')}
      cancelLabel={at('studioArticles.dialog.cancel')}
      refusal={uses.length > 0 ? { title: at('studioArticles.data.remove.inUse'), errors: uses } : undefined}
      busy={false}
      onCancel={close}
      onConfirm={confirm}
    >
      <p>{at('studioArticles.data.remove.body')}</p>
    </ConfirmDialog>
  );
}
