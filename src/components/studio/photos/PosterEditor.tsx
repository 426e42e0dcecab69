import { useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import type { PhotoSlot } from '../../../studio/article-contract';
import { PhotoUpload } from './PhotoUpload';
import type { PhotosApi } from './photos-api';
import type { PhotosStrings, PhotosT } from './photos-t';

export interface PosterEditorProps {
  t: PhotosT;
  strings: PhotosStrings;
  locale: Locale;
  loginHref: string;
  api: PhotosApi;
  poster: PhotoSlot;
}

/** The home page's poster: what it is now and its replacement. It is decorative, so it has no description. */
export function PosterEditor({ t, strings, locale, loginHref, api, poster }: PosterEditorProps) {
  const [stamp, setStamp] = useState(0);
  return (
    <section className="studio-panel photo-poster" aria-labelledby="photo-poster-title">
      <h2 id="photo-poster-title">{t('studioPhotos.poster.title')}</h2>
      <p className="studio-hint">{t('studioPhotos.poster.note')}</p>
      <img className="photo-poster__thumb" src={api.thumbnail(poster.target, stamp)} alt={t('studioPhotos.poster.current')} width={320} height={180} decoding="async" />
      <PhotoUpload target={poster.target} file={poster.file} minWidth={poster.minWidth} onUploaded={() => setStamp((s) => s + 1)} strings={strings} locale={locale} loginHref={loginHref} />
    </section>
  );
}
