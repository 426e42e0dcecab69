import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import type { DocumentBody, DocumentId, DocumentSummary } from '../../studio/contract';
import { DocumentEditor } from './DocumentEditor';
import { DocumentPicker } from './DocumentPicker';
import { FailureNotice } from './FailureNotice';
import { PublishPanel } from './PublishPanel';
import { ReleaseHistory } from './ReleaseHistory';
import { createStudioApi } from './studio-api';
import { createStudioT, type StudioStrings } from './studio-t';

export interface StudioProps {
  /** The studio dictionary in the owner's language (src/i18n/ui/studio/). */
  strings: StudioStrings;
  locale: Locale;
  /** The admin page with the owner's ?lang, for a login that expired. */
  loginHref: string;
}

/** The document a location's "#service%3Athai-massage" names, if it is one a studio id can be. */
function decodeHash(hash: string): DocumentId | undefined {
  if (hash.length < 2 || hash.length > 200) return undefined;
  try {
    const id = decodeURIComponent(hash.slice(1));
    return id === 'business' || id === 'notice' || /^service:[a-z0-9-]+$/.test(id) ? (id as DocumentId) : undefined;
  } catch {
    return undefined;
  }
}

/** The owner's studio (an island on /admin/studio): pick, edit and save a document, publish, restore. */
export function Studio({ strings, locale, loginHref }: StudioProps) {
  const t = useMemo(() => createStudioT(strings), [strings]);
  const api = useMemo(() => createStudioApi(locale), [locale]);
  const [documents, setDocuments] = useState<DocumentSummary[] | undefined>(undefined);
  const [doc, setDoc] = useState<DocumentBody | undefined>(undefined);
  const [picked, setPicked] = useState<DocumentId | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [saves, setSaves] = useState(0);
  const [historyRun, setHistoryRun] = useState(0);
  const [loads, setLoads] = useState(0);
  const [follow, setFollow] = useState(0);

  const onFailure = useCallback((error: unknown) => setFailure(error), []);
  // Edits not saved yet: asked about before another document replaces them or the page is left.
  const unsaved = useRef(false);
  const onUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  useEffect(() => {
    api.documents().then(setDocuments, onFailure);
  }, [api, onFailure]);

  // A document opens in its own view, the list hidden; the phone's back gesture (a history entry
  // per opened document) and the view's own back button return to the list.
  const pickedRef = useRef<DocumentId | undefined>(undefined);
  const close = useCallback(() => {
    const was = pickedRef.current;
    pickedRef.current = undefined;
    unsaved.current = false;
    setPicked(undefined);
    setDoc(undefined);
    // Back where the owner left: the list's button of the document that was open.
    if (was) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-document="${CSS.escape(was)}"]`)?.focus());
  }, []);

  const open = useCallback(
    async (id: DocumentId, how: 'push' | 'replace' | 'none') => {
      pickedRef.current = id;
      setPicked(id);
      setDoc(undefined);
      setFailure(undefined);
      if (how !== 'none') window.history[how === 'push' ? 'pushState' : 'replaceState']({ studioDocument: id }, '', `#${encodeURIComponent(id)}`);
      try {
        const body = await api.document(id);
        if (pickedRef.current !== id) return;
        setDoc(body);
        setLoads((n) => n + 1);
      } catch (error) {
        onFailure(error);
      }
    },
    [api, onFailure],
  );

  function pick(id: DocumentId) {
    if (unsaved.current && !window.confirm(t('studio.unsaved'))) return;
    void open(id, 'push');
  }

  function back() {
    if (unsaved.current && !window.confirm(t('studio.unsaved'))) return;
    unsaved.current = false;
    if ((window.history.state as { studioDocument?: string } | null)?.studioDocument) window.history.back();
    else close();
  }

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const id = (event.state as { studioDocument?: DocumentId } | null)?.studioDocument;
      if (id === pickedRef.current) return;
      if (unsaved.current && !window.confirm(t('studio.unsaved'))) {
        // Stay: put back the entry the gesture took away.
        if (pickedRef.current) window.history.pushState({ studioDocument: pickedRef.current }, '', `#${encodeURIComponent(pickedRef.current)}`);
        return;
      }
      if (id) void open(id, 'none');
      else close();
    };
    window.addEventListener('popstate', onPop);
    // A reload or a shared link (#notice) opens that document.
    const linked = decodeHash(window.location.hash);
    if (linked) void open(linked, 'replace');
    return () => window.removeEventListener('popstate', onPop);
  }, [open, close, t]);

  const titles = useMemo(() => new Map((documents ?? []).map((d) => [d.id, d.title])), [documents]);
  return (
    <div className="studio">
      {failure === undefined ? null : <FailureNotice t={t} error={failure} loginHref={loginHref} />}
      {picked === undefined ? (
        documents === undefined ? (
          <p>{t('studio.loading')}</p>
        ) : (
          <DocumentPicker t={t} documents={documents} selected={picked} onPick={pick} />
        )
      ) : doc ? (
        <DocumentEditor key={loads} t={t} locale={locale} api={api} doc={doc} onSaved={() => setSaves((n) => n + 1)} onFailure={onFailure} onUnsaved={onUnsaved} onBack={back} />
      ) : (
        <p className="studio-pick-hint">{t('studio.loading')}</p>
      )}
      <PublishPanel
        t={t}
        locale={locale}
        follow={follow}
        api={api}
        saves={saves}
        titles={titles}
        onFinished={() => setHistoryRun((n) => n + 1)}
        onDiscarded={(target) => {
          // An open editor of that document shows what is live again.
          if (target.kind === 'document' && pickedRef.current === target.id) void open(target.id, 'none');
        }}
        onFailure={onFailure}
      />
      {picked === undefined ? <ReleaseHistory t={t} locale={locale} api={api} titles={titles} refresh={historyRun} onRestored={() => {
            setFollow((n) => n + 1);
            setSaves((n) => n + 1);
          }} onFailure={onFailure} /> : null}
    </div>
  );
}
