import { useId, useMemo, useState } from 'react';
import { PHOTO_BODY_LIMIT } from '../../../studio/contract';
import type { Locale } from '../../../i18n/locales';
import type { PhotoTarget, PhotoUploadResponse } from '../../../studio/article-contract';
import { ApiError } from '../studio-api';
import { ChosenPhotoPreview } from './ChosenPhotoPreview';
import { uploadWithProgress } from './photos-api';
import { createPhotosT, type PhotosStrings, type PhotosT } from './photos-t';

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

type State = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'done'; photo: UploadedPhoto } | { kind: 'refused'; message: string } | { kind: 'failed'; error: unknown };

const MEGABYTE = 1024 * 1024;

function failureText(t: PhotosT, error: unknown): string {
  const failure = error instanceof ApiError ? error.failure : { kind: 'network' as const };
  if (failure.kind === 'session') return t('studioPhotos.error.session');
  return failure.kind === 'status' ? t('studioPhotos.error.status', { status: failure.status }) : t('studioPhotos.error.network');
}

/**
 * Replaces one photo of the site: choose a file, see it, send it with a progress bar, and read the
 * answer in the owner's language (a file over the limit is refused before it is sent; the type,
 * size and metadata are the server's to check). Reusable wherever a photo is replaced: the photos
 * page, the article editor's hero.
 */
export function PhotoUpload({ target, file, minWidth, onUploaded, strings, locale, loginHref, label }: PhotoUploadProps) {
  const t = useMemo(() => createPhotosT(strings), [strings]);
  const id = useId();
  const [chosen, setChosen] = useState<File | undefined>(undefined);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const max = PHOTO_BODY_LIMIT / MEGABYTE;
  const tooLarge = chosen !== undefined && chosen.size > PHOTO_BODY_LIMIT;
  const sending = state.kind === 'sending';

  async function send() {
    if (!chosen || tooLarge || sending) return;
    setState({ kind: 'sending', percent: 0 });
    try {
      const outcome = await uploadWithProgress(locale, target, chosen, (percent) => setState({ kind: 'sending', percent }));
      if (outcome.kind === 'refused') return setState(outcome);
      setState({ kind: 'done', photo: outcome });
      setChosen(undefined);
      onUploaded(outcome);
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
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-describedby={`${id}-rules`}
        onChange={(event) => {
          setChosen(event.currentTarget.files?.[0]);
          setState({ kind: 'idle' });
        }}
      />
      <p className="studio-hint" id={`${id}-rules`}>
        {t('studioPhotos.upload.current', { file: file.slice(file.lastIndexOf('/') + 1) })} {t('studioPhotos.upload.rules', { max, min: minWidth })}
      </p>
      {chosen && !tooLarge ? <ChosenPhotoPreview t={t} file={chosen} /> : null}
      {tooLarge ? (
        <p className="studio-error" role="alert">
          {t('studioPhotos.upload.tooLarge', { size: (chosen.size / MEGABYTE).toFixed(1), max })}
        </p>
      ) : null}
      {chosen && !tooLarge ? (
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
      <div role="status">{state.kind === 'done' ? <p className="studio-saved">{t('studioPhotos.upload.done', { width: state.photo.width, height: state.photo.height })}</p> : null}</div>
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
