import type { FieldError } from '../../../studio/contract';
import type { StudioT } from '../studio-t';
import type { ArticleT } from './article-t';

/** A line under the actions: what an action did or why it did not, with the API's own reasons. */
export type ActionNote = { text: string; errors?: readonly FieldError[] } | undefined;

export interface EditorActionsProps {
  t: StudioT;
  at: ArticleT;
  saving: boolean;
  saved: boolean;
  /** A saved article can be renamed and deleted. */
  existing: boolean;
  note: ActionNote;
  onRename(): void;
  onDelete(): void;
}

/** Save (the form's submit), Rename and Delete, and what the last of them answered; sticky at the bottom on a phone. */
export function EditorActions({ t, at, saving, saved, existing, note, onRename, onDelete }: EditorActionsProps) {
  return (
    // aria-disabled while saving (the save ignores a second press): a disabled button would drop the focus.
    <div className="studio-actions studio-actions--sticky">
      <button type="submit" className="btn btn--primary" aria-disabled={saving}>
        {t(saving ? 'studio.saving' : 'studio.save')}
      </button>
      {existing ? (
        <>
          <button type="button" className="btn btn--light" onClick={onRename}>
            {at('studioArticles.rename')}
          </button>
          <button type="button" className="btn btn--light" onClick={onDelete}>
            {at('studioArticles.delete')}
          </button>
        </>
      ) : null}
      <div role="status" className="studio-saved">
        {saved ? t('studio.saved') : note ? note.text : ''}
        {note?.errors && note.errors.length > 0 ? (
          <ul className="studio-error">
            {note.errors.map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
