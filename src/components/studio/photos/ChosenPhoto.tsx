import { LOCALE_META, type Locale } from '../../../i18n/locales';
import { PHOTO_BODY_LIMIT } from '../../../studio/contract';
import { ChosenPhotoPreview } from './ChosenPhotoPreview';
import type { PreparedPhoto } from './prepare-photo';
import type { PhotosT } from './photos-t';

export interface ChosenPhotoProps {
  t: PhotosT;
  locale: Locale;
  prepared: PreparedPhoto;
}

const MEGABYTE = 1024 * 1024;

/** A size in megabytes with one decimal, as the owner's language writes it ("21,3" in Vietnamese). */
export function megabytes(bytes: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_META[locale].lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / MEGABYTE);
}

/** Whether a prepared photo can be sent: the server takes neither a HEIC nor a file over the limit. */
export function isSendable(prepared: PreparedPhoto): boolean {
  return prepared.kind !== 'heic' && prepared.blob.size <= PHOTO_BODY_LIMIT;
}

function shrunkNote(t: PhotosT, locale: Locale, photo: Extract<PreparedPhoto, { kind: 'shrunk' }>): string {
  const to = { width: photo.to.width, height: photo.to.height, size: megabytes(photo.blob.size, locale) };
  if (photo.heic) return t('studioPhotos.upload.converted', to);
  return t('studioPhotos.upload.shrunk', { ...to, fromWidth: photo.from.width, fromHeight: photo.from.height, fromSize: megabytes(photo.from.bytes, locale) });
}

/**
 * What the owner chose, before it is sent: its preview, and what the browser did to it (shrunk,
 * converted from HEIC), or why it cannot go (a HEIC this browser cannot open: what to do instead;
 * a file over the limit that it could not shrink).
 */
export function ChosenPhoto({ t, locale, prepared }: ChosenPhotoProps) {
  if (prepared.kind === 'heic') {
    return (
      <p className="studio-error" role="alert">
        {t('studioPhotos.upload.heic')}
      </p>
    );
  }
  if (prepared.blob.size > PHOTO_BODY_LIMIT) {
    return (
      <p className="studio-error" role="alert">
        {t('studioPhotos.upload.tooLarge', { size: megabytes(prepared.blob.size, locale), max: PHOTO_BODY_LIMIT / MEGABYTE })}
      </p>
    );
  }
  if (prepared.kind === 'undecodable') return <p className="studio-hint">{t('studioPhotos.upload.noPreview')}</p>;
  return (
    <>
      <ChosenPhotoPreview t={t} file={prepared.blob} />
      {prepared.kind === 'shrunk' ? <p className="studio-hint">{shrunkNote(t, locale, prepared)}</p> : null}
    </>
  );
}
