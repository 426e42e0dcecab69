import { useEffect, useMemo, useReducer, useState, type SubmitEvent } from 'react';
import { isLocale, LOCALE_META, type Locale } from '../../../i18n/locales';
import type { ArticleSchemas, ArticleSummary } from '../../../studio/article-contract';
import { ConflictNotice } from '../ConflictNotice';
import { setAt } from '../data-path';
import { ErrorSummary } from '../ErrorSummary';
import { SchemaFormContext, type SchemaFormState } from '../form-context';
import type { StudioT } from '../studio-t';
import type { ArticlesApi } from './article-api';
import { draftOf, emptyText, saveRequest, type ArticleDraft } from './article-draft';
import { articleEditorReducer, errorPlaces, hasUnsavedEdits, type ArticleEditorState } from './article-editor-state';
import type { ArticleT } from './article-t';
import { ArticleDialogs } from './ArticleDialogs';
import { ArticleField } from './ArticleField';
import { ArticleMetaFields } from './ArticleMetaFields';
import type { HeroUpload } from './HeroPhotoField';
import { BodyWorkspace } from './BodyWorkspace';
import { DatasetList } from './DatasetList';
import { EditorActions, type ActionNote } from './EditorActions';
import { LanguagePanel } from './LanguagePanel';
import { LanguageTabs } from './LanguageTabs';
import { NewSlugField } from './NewSlugField';

export interface ArticleEditorProps {
  /** Part 1's translator, taught the article's paths (articleFieldT). */
  t: StudioT;
  at: ArticleT;
  locale: Locale;
  api: ArticlesApi;
  schemas: ArticleSchemas;
  articles: readonly ArticleSummary[];
  /** The state to start from: a loaded article (startEditing) or a new one (startNew). */
  start: ArticleEditorState;
  loginHref: string;
  heroUpload: HeroUpload;
  onBack(): void;
  /** Open the article again from the server (after Mark as checked or a rename), with a note to show. */
  onReload(slug: string, note: string): void;
  onDeleted(title: string): void;
  onTagCreated(tag: { id: string; name: string }): void;
  onFailure(error: unknown): void;
  onUnsaved(unsaved: boolean): void;
  /** The article's slug once it has one (a new article gets it from its first save): a discard of it reloads the editor. */
  onSlug?(slug: string | undefined): void;
}

/** One article: its meta, a tab per language with the body, preview and blocks, its datasets; save, rename, delete. */
export function ArticleEditor({ t, at, locale, api, schemas, articles, start, loginHref, heroUpload, onBack, onReload, onDeleted, onTagCreated, onFailure, onUnsaved, onSlug }: ArticleEditorProps) {
  const [state, dispatch] = useReducer(articleEditorReducer, start);
  const original = isLocale(state.draft.meta['original']) ? state.draft.meta['original'] : undefined;
  // The tab and the datasets open at first: those a refused save names, else the owner's language or the original.
  const [selected, setSelected] = useState<Locale>(() => errorPlaces(start.errors).language ?? (start.draft.texts[locale] ? locale : (original ?? locale)));
  const [openDatasets, setOpenDatasets] = useState<ReadonlySet<string>>(() => new Set(errorPlaces(start.errors).datasets));
  const [dialog, setDialog] = useState<'rename' | 'delete' | undefined>(undefined);
  const [note, setNote] = useState<ActionNote>(undefined);
  const unsaved = hasUnsavedEdits(state);
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);
  useEffect(() => onSlug?.(state.slug), [state.slug, onSlug]);

  const errors = useMemo(() => new Map(state.errors.map((e) => [e.path, e.message])), [state.errors]);
  const theirs = useMemo(() => (state.theirs ? draftOf(state.theirs) : undefined), [state.theirs]);
  const form = useMemo<SchemaFormState>(
    () => ({
      t,
      locale,
      data: state.draft,
      errors,
      theirs,
      set: (path, value) => dispatch({ type: 'edit', change: (d) => setAt(d, path, value) as ArticleDraft }),
      update: (change) => dispatch({ type: 'edit', change: (d) => change(d) as ArticleDraft }),
      Field: ArticleField,
    }),
    [t, locale, state.draft, errors, theirs],
  );

  // A refused save shows the fields it names: their language's tab, their datasets' forms.
  useEffect(() => {
    if (state.attempt === 0) return;
    const places = errorPlaces(state.errors);
    if (places.language) setSelected(places.language);
    if (places.datasets.length > 0) setOpenDatasets((open) => new Set([...open, ...places.datasets]));
  }, [state.attempt, state.errors]);

  async function save() {
    if (state.status === 'saving') return;
    setNote(undefined);
    dispatch({ type: 'saving' });
    try {
      const target = state.slug === undefined || state.version === undefined ? { slug: state.newSlug.trim() } : { version: state.version };
      dispatch({ type: 'answer', answer: await api.save(saveRequest(state.draft, state.stored, target), state.slug) });
    } catch (error) {
      dispatch({ type: 'failed' });
      onFailure(error);
    }
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  /** Actions on the saved article as a whole work on what is stored, so unsaved edits must be saved first. */
  const whenSaved = (action: () => void) => (unsaved || state.slug === undefined ? setNote({ text: at('studioArticles.action.saveFirst') }) : action());
  async function markChecked(l: Locale) {
    const { slug, version } = state;
    if (slug === undefined || version === undefined) return;
    try {
      const result = await api.checked(slug, version, l);
      if (result.kind === 'done') onReload(slug, at('studioArticles.outdated.checked', { language: LOCALE_META[l].name }));
      else setNote(result.kind === 'conflict' ? { text: at('studioArticles.action.conflict') } : { text: at('studioArticles.outdated.check'), errors: result.errors });
    } catch (error) {
      onFailure(error);
    }
  }

  const title = state.draft.texts[locale]?.title || (original ? state.draft.texts[original]?.title : undefined) || state.slug || at('studioArticles.editor.untitled');
  return (
    <section className="studio-editor studio-article-editor" aria-labelledby="studio-article-editor-title">
      <button type="button" className="btn btn--light" onClick={onBack}>
        {at('studioArticles.editor.back')}
      </button>
      <h2 id="studio-article-editor-title">{state.slug === undefined ? at('studioArticles.editor.new') : at('studioArticles.editor.editing', { title })}</h2>
      {state.status === 'invalid' && state.errors.length > 0 ? <ErrorSummary t={t} errors={state.errors} attempt={state.attempt} /> : null}
      {state.theirs ? <ConflictNotice t={t} busy={state.status === 'saving'} onLoadTheirs={() => dispatch({ type: 'loadTheirs' })} onSaveMine={() => void save()} /> : null}
      <SchemaFormContext value={form}>
        <form className="studio-form" noValidate onSubmit={submit}>
          {state.slug === undefined ? <NewSlugField at={at} value={state.newSlug} onChange={(slug) => dispatch({ type: 'slug', slug })} /> : null}
          <ArticleMetaFields at={at} api={api} schemas={schemas} articles={articles} slug={state.slug} locale={locale} loginHref={loginHref} heroUpload={heroUpload} onTagCreated={onTagCreated} onFailure={onFailure} />
          <LanguageTabs
            at={at}
            selected={selected}
            languages={state.languages}
            onSelect={setSelected}
            panel={(l) => (
              <LanguagePanel
                at={at}
                locale={l}
                original={original}
                state={state.languages[l]}
                present={state.draft.texts[l] !== undefined}
                saved={state.slug !== undefined}
                onStart={() => form.update((d) => ({ ...(d as ArticleDraft), texts: { ...(d as ArticleDraft).texts, [l]: emptyText() } }))}
                onMarkChecked={() => whenSaved(() => void markChecked(l))}
              >
                {l === selected && state.draft.texts[l] !== undefined ? (
                  <BodyWorkspace
                    at={at}
                    api={api}
                    locale={l}
                    slug={state.slug}
                    blocks={schemas.blocks}
                    loginHref={loginHref}
                    onBlockInserted={(name) => setOpenDatasets((open) => new Set([...open, name]))}
                  />
                ) : null}
              </LanguagePanel>
            )}
          />
          <DatasetList
            at={at}
            blocks={schemas.blocks}
            open={openDatasets}
            onToggle={(name) =>
              setOpenDatasets((open) => {
                const next = new Set(open);
                if (!next.delete(name)) next.add(name);
                return next;
              })
            }
          />
          <EditorActions
            t={t}
            at={at}
            saving={state.status === 'saving'}
            saved={state.status === 'saved'}
            existing={state.slug !== undefined}
            note={note}
            onRename={() => whenSaved(() => setDialog('rename'))}
            onDelete={() => whenSaved(() => setDialog('delete'))}
          />
        </form>
      </SchemaFormContext>
      {state.slug === undefined || state.version === undefined ? null : (
        <ArticleDialogs
          at={at}
          open={dialog}
          title={title}
          onClose={() => setDialog(undefined)}
          onFailure={onFailure}
          rename={async (to) => {
            const result = await api.rename(state.slug ?? '', state.version ?? '', to);
            if (result.kind === 'done') onReload(to, at('studioArticles.rename.done', { slug: to }));
            return result;
          }}
          remove={async () => {
            const result = await api.remove(state.slug ?? '', state.version ?? '');
            if (result.kind === 'done') onDeleted(title);
            return result;
          }}
        />
      )}
    </section>
  );
}
