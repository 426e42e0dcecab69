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

/** The owner's studio (an island on /admin/studio): pick, edit and save a document, publish, restore. */
export function Studio({ strings, locale, loginHref }: StudioProps) {
  const t = useMemo(() => createStudioT(strings), [strings]);
  const api = useMemo(() => createStudioApi(locale), [locale]);
  const [documents, setDocuments] = useState<DocumentSummary[] | undefined>(undefined);
  const [doc, setDoc] = useState<DocumentBody | undefined>(undefined);
  const [picked, setPicked] = useState<DocumentId | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [unpublished, setUnpublished] = useState(false);
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

  async function pick(id: DocumentId) {
    if (unsaved.current && !window.confirm(t('studio.unsaved'))) return;
    setPicked(id);
    setFailure(undefined);
    try {
      const body = await api.document(id);
      setDoc(body);
      setLoads((n) => n + 1);
    } catch (error) {
      onFailure(error);
    }
  }

  const titles = useMemo(() => new Map((documents ?? []).map((d) => [d.id, d.title])), [documents]);
  return (
    <div className="studio">
      {failure === undefined ? null : <FailureNotice t={t} error={failure} loginHref={loginHref} />}
      {documents === undefined ? <p>{t('studio.loading')}</p> : <DocumentPicker t={t} documents={documents} selected={picked} onPick={(id) => void pick(id)} />}
      {doc ? (
        <DocumentEditor key={loads} t={t} locale={locale} api={api} doc={doc} onSaved={() => setUnpublished(true)} onFailure={onFailure} onUnsaved={onUnsaved} />
      ) : (
        <p className="studio-pick-hint">{picked ? t('studio.loading') : t('studio.pick')}</p>
      )}
      <PublishPanel
        t={t}
        locale={locale}
        follow={follow}
        api={api}
        unpublished={unpublished}
        onFinished={(status) => {
          if (status.state === 'done') setUnpublished(false);
          setHistoryRun((n) => n + 1);
        }}
        onFailure={onFailure}
      />
      <ReleaseHistory t={t} locale={locale} api={api} titles={titles} refresh={historyRun} onRestored={() => setFollow((n) => n + 1)} onFailure={onFailure} />
    </div>
  );
}
