import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isoDateInSpaZone } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import type { ArticleSchemas, ArticleSummary } from '../../../studio/article-contract';
import { FailureNotice } from '../FailureNotice';
import { createStudioT, type StudioStrings } from '../studio-t';
import { createArticlesApi } from './article-api';
import { newArticleDraft } from './article-draft';
import { startEditing, startNew, type ArticleEditorState } from './article-editor-state';
import { articleFieldT, createArticleT, type ArticleStrings } from './article-t';
import type { HeroUpload } from './HeroPhotoField';
import { ArticleEditor } from './ArticleEditor';
import { ArticleList } from './ArticleList';
import { PublishPanel } from '../PublishPanel';
import { createStudioApi } from '../studio-api';
import type { PendingTarget } from '../pending-groups';

export interface ArticleStudioProps {
  /** Part 1's studio dictionary in the owner's language (its forms, summary and notices speak it). */
  strings: StudioStrings;
  /** The articles studio's dictionary in the owner's language (src/i18n/ui/studio-articles/). */
  articleStrings: ArticleStrings;
  locale: Locale;
  /** Our services' names by id, from the catalogue: the blocks that name a service offer them by name. */
  serviceNames: Readonly<Record<string, string>>;
  /** The admin page with the owner's ?lang, for a login that expired. */
  loginHref: string;
  /** What the hero's photo upload needs from the server: the photos studio's words, the narrowest hero. */
  heroUpload: HeroUpload;
}

/** The articles studio (an island on /admin/studio/articles): the list, and one article's editor at a time. */
export function ArticleStudio({ strings, articleStrings, locale, serviceNames, loginHref, heroUpload }: ArticleStudioProps) {
  const studioT = useMemo(() => createStudioT(strings), [strings]);
  const at = useMemo(() => createArticleT(articleStrings), [articleStrings]);
  const api = useMemo(() => createArticlesApi(locale), [locale]);
  const [articles, setArticles] = useState<ArticleSummary[] | undefined>(undefined);
  const [schemas, setSchemas] = useState<ArticleSchemas | undefined>(undefined);
  const [editing, setEditing] = useState<{ start: ArticleEditorState; key: number } | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [note, setNote] = useState('');
  const onFailure = useCallback((error: unknown) => setFailure(error), []);

  const t = useMemo(() => {
    const choices = { ...serviceNames, ...Object.fromEntries([...(schemas?.categories ?? []), ...(schemas?.authors ?? [])].map((c) => [c.id, c.name])) };
    return articleFieldT(studioT, at, choices);
  }, [studioT, at, serviceNames, schemas]);

  // Edits not saved yet: asked about before the list or another article replaces them, or the page is left.
  const unsaved = useRef(false);
  // Each time the edits are all saved (a save, a reload), the publish panel asks what is pending again.
  const [saves, setSaves] = useState(0);
  const onUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
    if (!value) setSaves((n) => n + 1);
  }, []);
  const studioApi = useMemo(() => createStudioApi(locale), [locale]);
  // The slug of the article the editor shows, once it has one: a discard of it reloads the editor.
  const editingSlug = useRef<string | undefined>(undefined);
  const onSlug = useCallback((slug: string | undefined) => {
    editingSlug.current = slug;
  }, []);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const mayLeave = () => !unsaved.current || window.confirm(studioT('studio.unsaved'));

  const loadList = useCallback(() => api.list().then(setArticles, onFailure), [api, onFailure]);
  useEffect(() => {
    void loadList();
    api.schemas().then(setSchemas, onFailure);
  }, [api, loadList, onFailure]);

  async function open(slug: string, message = '') {
    setFailure(undefined);
    try {
      const body = await api.article(slug);
      unsaved.current = false;
      setEditing((e) => ({ start: startEditing(body), key: (e?.key ?? 0) + 1 }));
      setNote(message);
    } catch (error) {
      onFailure(error);
    }
  }
  function startArticle() {
    if (!mayLeave() || !schemas) return;
    const draft = newArticleDraft(locale, isoDateInSpaZone(new Date()), schemas.categories[0]?.id, schemas.authors[0]?.id);
    setEditing((e) => ({ start: startNew(draft, locale), key: (e?.key ?? 0) + 1 }));
    setNote('');
  }
  function backToList(message = '') {
    unsaved.current = false;
    setSaves((n) => n + 1);
    setEditing(undefined);
    setNote(message);
    void loadList();
  }

  /**
   * An article's saved changes were thrown away from the publish panel: the list shows what is on
   * disk, and an editor of that article reloads it, or goes back to the list when the discard
   * removed it (a new article, or a rename undone).
   */
  async function discarded(target: PendingTarget) {
    if (target.kind !== 'article') return;
    const slug = editingSlug.current;
    let list: ArticleSummary[];
    try {
      list = await api.list();
    } catch (error) {
      onFailure(error);
      return;
    }
    setArticles(list);
    if (!editing || slug !== target.slug) return;
    if (slug !== undefined && list.some((article) => article.slug === slug)) void open(slug);
    else backToList();
  }

  const categories = useMemo(() => new Map((schemas?.categories ?? []).map((c) => [c.id, c.name])), [schemas]);
  return (
    <div className="studio studio-article-studio">
      {failure === undefined ? null : <FailureNotice t={studioT} error={failure} loginHref={loginHref} />}
      <p role="status" className="studio-saved">
        {note}
      </p>
      {articles === undefined || schemas === undefined ? (
        failure === undefined ? (
          <p>{studioT('studio.loading')}</p>
        ) : null
      ) : editing ? (
        <ArticleEditor
          key={editing.key}
          t={t}
          at={at}
          locale={locale}
          api={api}
          schemas={schemas}
          articles={articles}
          start={editing.start}
          loginHref={loginHref}
          heroUpload={heroUpload}
          onBack={() => mayLeave() && backToList()}
          onReload={(slug, message) => void open(slug, message)}
          onDeleted={(title) => backToList(at('studioArticles.deleted', { title }))}
          onTagCreated={(tag) => setSchemas((s) => (s ? { ...s, tags: [...s.tags, tag] } : s))}
          onFailure={onFailure}
          onUnsaved={onUnsaved}
          onSlug={onSlug}
        />
      ) : (
        <ArticleList at={at} locale={locale} articles={articles} categories={categories} onOpen={(slug) => void open(slug)} onNew={startArticle} />
      )}
      <PublishPanel t={studioT} locale={locale} api={studioApi} saves={saves} follow={0} onFinished={() => undefined} onDiscarded={(target) => void discarded(target)} onFailure={onFailure} />
    </div>
  );
}
