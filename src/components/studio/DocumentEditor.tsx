import { useCallback, useEffect, useMemo, useReducer, type SubmitEvent } from 'react';
import type { Locale } from '../../i18n/locales';
import type { DocumentBody } from '../../studio/contract';
import { ConflictNotice } from './ConflictNotice';
import { editorReducer, hasUnsavedEdits, startEditing } from './editor-state';
import { ErrorSummary } from './ErrorSummary';
import { SchemaForm } from './SchemaForm';
import type { StudioApi } from './studio-api';
import type { StudioT } from './studio-t';

export interface DocumentEditorProps {
  t: StudioT;
  locale: Locale;
  api: StudioApi;
  doc: DocumentBody;
  /** A save was written (so the publish panel can say there is something to publish). */
  onSaved(): void;
  /** A call failed for a reason the form cannot show (network, session, server). */
  onFailure(error: unknown): void;
  /** Whether the form holds edits not saved yet, each time that changes. */
  onUnsaved(unsaved: boolean): void;
}

/** One document's form: save, and what the save answered (errors by field, a conflict, saved). */
export function DocumentEditor({ t, locale, api, doc, onSaved, onFailure, onUnsaved }: DocumentEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, doc, startEditing);
  const errors = useMemo(() => new Map(state.errors.map((e) => [e.path, e.message])), [state.errors]);
  const onChange = useCallback((data: unknown) => dispatch({ type: 'edit', data }), []);
  const unsaved = hasUnsavedEdits(state);
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  async function save() {
    if (state.status === 'saving') return;
    dispatch({ type: 'saving' });
    try {
      const answer = await api.save(doc.id, state.version, state.data);
      dispatch({ type: 'answer', answer });
      if (answer.kind === 'saved') onSaved();
    } catch (error) {
      dispatch({ type: 'failed' });
      onFailure(error);
    }
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <section className="studio-editor" aria-labelledby="studio-editor-title">
      <h2 id="studio-editor-title">{t('studio.editing', { title: state.doc.title })}</h2>
      {state.status === 'invalid' && state.errors.length > 0 ? <ErrorSummary t={t} errors={state.errors} attempt={state.attempt} /> : null}
      {state.theirs ? <ConflictNotice t={t} busy={state.status === 'saving'} onLoadTheirs={() => dispatch({ type: 'loadTheirs' })} onSaveMine={() => void save()} /> : null}
      <form className="studio-form" noValidate onSubmit={submit}>
        <SchemaForm t={t} locale={locale} schema={state.doc.schema} data={state.data} errors={errors} theirs={state.theirs?.data} onChange={onChange} />
        {/* aria-disabled while saving (save() ignores a second press): a disabled button would drop the focus. */}
        <div className="studio-actions studio-actions--sticky">
          <button type="submit" className="btn btn--primary" aria-disabled={state.status === 'saving'}>
            {t(state.status === 'saving' ? 'studio.saving' : 'studio.save')}
          </button>
          <p role="status" className="studio-saved">
            {state.status === 'saved' ? t('studio.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
