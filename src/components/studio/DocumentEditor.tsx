import { useCallback, useEffect, useMemo, useReducer, useRef, type SubmitEvent } from 'react';
import type { Locale } from '../../i18n/locales';
import type { DocumentBody } from '../../studio/contract';
import { ConflictNotice } from './ConflictNotice';
import { editorReducer, hasUnsavedEdits, startEditing } from './editor-state';
import { ErrorSummary } from './ErrorSummary';
import { NoticePreview } from './NoticePreview';
import { TIME_ZONE } from '../../i18n/locales';
import { clockText, wallClock } from '../../utils/time-zone';
import { withNewOptionIds } from './fixed-ids';
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
  /** Back to the list of documents (asks first when edits are not saved). */
  onBack(): void;
}

/** The spa's wall-clock time now, "YYYY-MM-DD HH:MM" (the notice preview's today). */
function spaNow(): string {
  const { date, minutes } = wallClock(Date.now(), TIME_ZONE);
  return `${date} ${clockText(minutes)}`;
}

/** One document's form: save, and what the save answered (errors by field, a conflict, saved). */
export function DocumentEditor({ t, locale, api, doc, onSaved, onFailure, onUnsaved, onBack }: DocumentEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, doc, startEditing);
  const errors = useMemo(() => new Map(state.errors.map((e) => [e.path, e.message])), [state.errors]);
  const onChange = useCallback((data: unknown) => dispatch({ type: 'edit', data }), []);
  const unsaved = hasUnsavedEdits(state);
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  async function save() {
    if (state.status === 'saving') return;
    // A new option left without an id gets one from the service and its minutes, shown before it is sent.
    const data = withNewOptionIds(state.data);
    if (data !== state.data) dispatch({ type: 'edit', data });
    dispatch({ type: 'saving' });
    try {
      const answer = await api.save(doc.id, state.version, data);
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

  // The chosen document opens where the owner's eyes are: its heading at the top, with the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="studio-editor" aria-labelledby="studio-editor-title">
      <button type="button" className="btn btn--light studio-back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('studio.back')}
      </button>
      <h2 id="studio-editor-title" ref={heading} tabIndex={-1}>
        {t('studio.editing', { title: state.doc.title })}
      </h2>
      {state.status === 'invalid' && state.errors.length > 0 ? <ErrorSummary t={t} errors={state.errors} attempt={state.attempt} /> : null}
      {state.theirs ? <ConflictNotice t={t} busy={state.status === 'saving'} onLoadTheirs={() => dispatch({ type: 'loadTheirs' })} onSaveMine={() => void save()} /> : null}
      <form className="studio-form" noValidate onSubmit={submit}>
        <SchemaForm t={t} locale={locale} schema={state.doc.schema} data={state.data} stored={state.stored} errors={errors} theirs={state.theirs?.data} onChange={onChange} />
        {doc.id === 'notice' ? <NoticePreview t={t} locale={locale} data={state.data} now={spaNow()} /> : null}
        {/* aria-disabled while saving (save() ignores a second press): a disabled button would drop the focus. */}
        <div className="studio-actions studio-actions--sticky">
          <button type="submit" className="btn btn--primary" aria-disabled={state.status === 'saving'}>
            {t(state.status === 'saving' ? 'studio.saving' : 'studio.save')}
          </button>
          <p role="status" className={unsaved ? 'studio-unsaved' : 'studio-saved'}>
            {unsaved ? t('studio.unsavedMark') : state.status === 'saved' ? t('studio.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
