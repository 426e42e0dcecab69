import '../../../styles/photo-upload.css';
import { useId, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import type { PhotoTarget, PhotoUploadResponse } from '../../../studio/article-contract';
import { ApiError } from '../studio-api';
import { ChosenPhoto, isSendable } from './ChosenPhoto';
import { preparePhoto, type PreparedPhoto, type PrepareStep } from './prepare-photo';
import { uploadWithProgress } from './photos-api';
import { createPhotosT, type PhotosStrings, type PhotosT } from './photos-t';
import { announceStudioSave } from '../saved-event';

export type UploadedPhoto = Extract<PhotoUploadResponse, { kind: 'uploaded' }>;

export interface PhotoUploadProps {
  /** Where the photo goes (src/studio/article-contract.ts): "article-hero:<slug>", a gallery photo, the poster. */
  target: PhotoTarget;
  /** The file it replaces, relative to the site folder ("src/content/blog/x/hero.jpg"), named to the owner. */
  file: string;
  /** The narrowest photo the place takes, in pixels (PhotoSlot.minWidth). */
  minWidth: number;
  onUploaded: (photo: UploadedPhoto) => void;
  /** The photos studio's words in the owner's language (photosStrings(locale), server side). */
  strings: PhotosStrings;
  locale: Locale;
  /** The admin page with the owner's ?lang, for a login that expired. */
  loginHref: string;
  /** The file input's label when several stand on one page ("Photo 2 of 6: choose a new photo"). */
  label?: string;
}

/** The chosen file on its way to being sendable (prepare-photo.ts), step by step. */
type Chosen = { kind: 'none' } | { kind: 'preparing'; step?: PrepareStep } | PreparedPhoto;

/** The formats the file picker offers: the server's four, and HEIC, which the browser converts when it can. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

type State = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'done'; photo: UploadedPhoto } | { kind: 'refused'; message: string } | { kind: 'failed'; error: unknown };

function failureText(t: PhotosT, error: unknown): string {
  const failure = error instanceof ApiError ? error.failure : { kind: 'network' as const };
  if (failure.kind === 'session') return t('studioPhotos.error.session');
  return failure.kind === 'status' ? t('studioPhotos.error.status', { status: failure.status }) : t('studioPhotos.error.network');
}

/**
 * Replaces one photo of the site: choose a file, see it (shrunk or converted from HEIC first when
 * the server would not take it as it is), send it with a progress bar, and read the answer in the
 * owner's language (the type, size and metadata are the server's to check). Reusable wherever a
 * photo is replaced: the photos page, the article editor's hero.
 */
export function PhotoUpload({ target, file, minWidth, onUploaded, strings, locale, loginHref, label }: PhotoUploadProps) {
  const t = useMemo(() => createPhotosT(strings), [strings]);
  const id = useId();
  const [chosen, setChosen] = useState<Chosen>({ kind: 'none' });
  const [state, setState] = useState<State>({ kind: 'idle' });
  /** The latest choice: a photo still being prepared when another is chosen is dropped. */
  const latest = useRef<File | undefined>(undefined);
  const sending = state.kind === 'sending';
  const ready = chosen.kind !== 'none' && chosen.kind !== 'preparing' ? chosen : undefined;

  async function choose(file: File | undefined) {
    latest.current = file;
    setState({ kind: 'idle' });
    if (!file) return setChosen({ kind: 'none' });
    setChosen({ kind: 'preparing' });
    const prepared = await preparePhoto(file, (step) => {
      if (latest.current === file) setChosen({ kind: 'preparing', step });
    });
    if (latest.current === file) setChosen(prepared);
  }

  async function send() {
    if (!ready || ready.kind === 'heic' || !isSendable(ready) || sending) return;
    setState({ kind: 'sending', percent: 0 });
    try {
      const outcome = await uploadWithProgress(locale, target, ready.blob, (percent) => setState({ kind: 'sending', percent }));
      if (outcome.kind === 'refused') return setState(outcome);
      setState({ kind: 'done', photo: outcome });
      setChosen({ kind: 'none' });
      onUploaded(outcome);
      announceStudioSave();
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }

  return (
    <div className="photo-upload">
      <label htmlFor={`${id}-file`}>{label ?? t('studioPhotos.upload.choose')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-rules`}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <p className="studio-hint" id={`${id}-rules`}>
        {t('studioPhotos.upload.current', { file: file.slice(file.lastIndexOf('/') + 1) })} {t('studioPhotos.upload.rules', { min: minWidth })}
      </p>
      {ready ? <ChosenPhoto t={t} locale={locale} prepared={ready} /> : null}
      {ready && isSendable(ready) ? (
        <button type="button" className="btn btn--primary" aria-disabled={sending} onClick={() => void send()}>
          {t('studioPhotos.upload.send')}
        </button>
      ) : null}
      {state.kind === 'sending' ? (
        <p className="photo-upload__progress">
          <label htmlFor={`${id}-progress`}>{t('studioPhotos.upload.progress')}</label>
          <progress id={`${id}-progress`} max={100} value={state.percent} />
          <span>{state.percent} %</span>
        </p>
      ) : null}
      <div role="status">
        {chosen.kind === 'preparing' && chosen.step ? <p className="studio-hint">{t(chosen.step === 'converting' ? 'studioPhotos.upload.converting' : 'studioPhotos.upload.shrinking')}</p> : null}
        {state.kind === 'done' ? <p className="studio-saved">{t('studioPhotos.upload.done', { width: state.photo.width, height: state.photo.height })}</p> : null}
      </div>
      {state.kind === 'refused' ? (
        <p className="studio-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="studio-error" role="alert">
          {failureText(t, state.error)}{' '}
          {state.error instanceof ApiError && state.error.failure.kind === 'session' ? <a href={loginHref}>{t('studioPhotos.error.login')}</a> : null}
        </p>
      ) : null}
    </div>
  );
}
