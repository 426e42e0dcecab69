import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import type { PhotoGallery } from '../../../studio/article-contract';
import type { FieldError } from '../../../studio/contract';
import { GalleryPhotoItem } from './GalleryPhotoItem';
import { isChanged, moved, photoDomId, photoErrors, savedGallery, withAlt } from './gallery-state';
import type { PhotosApi } from './photos-api';
import type { PhotosStrings, PhotosT } from './photos-t';
import { announceStudioSave } from '../saved-event';

export interface GalleryEditorProps {
  t: PhotosT;
  strings: PhotosStrings;
  locale: Locale;
  loginHref: string;
  api: PhotosApi;
  gallery: PhotoGallery;
  /** Says a move out loud (the page's one live region). */
  announce: (text: string) => void;
  onUnsaved: (service: string, unsaved: boolean) => void;
  onFailure: (error: unknown) => void;
}

type Outcome = { kind: 'none' } | { kind: 'saved' } | { kind: 'invalid'; errors: FieldError[] } | { kind: 'conflict'; current: PhotoGallery };

/** One service page's gallery: reorder with buttons, replace photos, edit descriptions, save order and descriptions together. */
export function GalleryEditor({ t, strings, locale, loginHref, api, gallery: initial, announce, onUnsaved, onFailure }: GalleryEditorProps) {
  const [saved, setSaved] = useState(initial);
  const [photos, setPhotos] = useState(initial.photos);
  const [stamps, setStamps] = useState<Record<string, number>>({});
  const [replaced, setReplaced] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [saving, setSaving] = useState(false);
  const focusAfterMove = useRef<{ id: string; fallback: string } | undefined>(undefined);
  const summary = useRef<HTMLDivElement>(null);
  const service = saved.service;
  const changed = isChanged(saved, photos);
  const headingId = `gallery-${service}`;

  useEffect(() => onUnsaved(service, changed), [onUnsaved, service, changed]);
  useEffect(() => {
    const want = focusAfterMove.current;
    if (!want) return;
    focusAfterMove.current = undefined;
    const button = document.getElementById(want.id);
    (button?.getAttribute('aria-disabled') === 'true' ? document.getElementById(want.fallback) : button)?.focus();
  }, [photos]);
  useEffect(() => {
    if (outcome.kind === 'invalid' || outcome.kind === 'conflict') summary.current?.focus();
  }, [outcome]);

  function move(from: number, to: number, button: 'up' | 'down') {
    const photo = photos[from];
    if (!photo) return;
    const id = photoDomId(service, photo.name);
    focusAfterMove.current = { id: `${id}-${button}`, fallback: `${id}-${button === 'up' ? 'down' : 'up'}` };
    setPhotos(moved(photos, from, to));
    setOutcome({ kind: 'none' });
    announce(t('studioPhotos.photo.moved', { alt: photo.alt[locale] || photo.name, n: to + 1, count: photos.length }));
  }

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      const alt = Object.fromEntries(photos.map((photo) => [photo.name, photo.alt]));
      const answer = await api.saveGallery(service, { version: saved.version, order: photos.map((photo) => photo.name), alt });
      if (answer.kind === 'saved') {
        const next = savedGallery(saved, photos, answer.version);
        setSaved(next);
        setPhotos(next.photos);
        setOutcome({ kind: 'saved' });
        announceStudioSave();
      } else setOutcome(answer);
    } catch (error) {
      onFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const errors = outcome.kind === 'invalid' ? outcome.errors : [];
  return (
    <section className="studio-panel photo-gallery" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('studioPhotos.gallery.title', { title: saved.title })}</h2>
      {outcome.kind === 'invalid' ? (
        <div className="studio-summary" role="alert" tabIndex={-1} ref={summary}>
          <p>{t('studioPhotos.errorSummary', { count: errors.length })}</p>
          <ul>
            {errors.map((error, i) => (
              <li key={i}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome.kind === 'conflict' ? (
        <div className="studio-conflict" role="alert" tabIndex={-1} ref={summary}>
          <p>
            <strong>{t('studioPhotos.conflict.title')}</strong> {t('studioPhotos.conflict.body')}
          </p>
          <button
            type="button"
            className="btn btn--light"
            onClick={() => {
              setSaved(outcome.current);
              setPhotos(outcome.current.photos);
              setOutcome({ kind: 'none' });
            }}
          >
            {t('studioPhotos.conflict.reload')}
          </button>
        </div>
      ) : null}
      <ol className="photo-list">
        {photos.map((photo, index) => {
          const idPrefix = photoDomId(service, photo.name);
          return (
            <GalleryPhotoItem
              key={photo.name}
              t={t}
              strings={strings}
              locale={locale}
              loginHref={loginHref}
              photo={photo}
              index={index}
              count={photos.length}
              thumbnail={api.thumbnail(photo.target, stamps[photo.name] ?? 0)}
              replaced={replaced.has(photo.name)}
              errors={photoErrors(errors, photo.name)}
              idPrefix={idPrefix}
              onMove={move}
              onAlt={(l, text) => setPhotos((list) => list.map((p) => (p.name === photo.name ? withAlt(p, l, text) : p)))}
              onUploaded={() => {
                setStamps((s) => ({ ...s, [photo.name]: (s[photo.name] ?? 0) + 1 }));
                setReplaced((r) => new Set([...r, photo.name]));
              }}
            />
          );
        })}
      </ol>
      <div className="studio-actions">
        <button type="button" className="btn btn--primary" aria-disabled={saving || !changed} onClick={() => changed && void save()}>
          {saving ? t('studioPhotos.saving') : t('studioPhotos.save')}
        </button>
        <div role="status">
          {outcome.kind === 'saved' && !changed ? <p className="studio-saved">{t('studioPhotos.saved')}</p> : null}
          {changed ? <p className="studio-hint">{t('studioPhotos.unsaved')}</p> : null}
        </div>
      </div>
    </section>
  );
}
