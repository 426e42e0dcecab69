import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales';
import type { PhotoLibrary } from '../../../studio/article-contract';
import { onStudioDiscard } from '../saved-event';
import { ApiError } from '../studio-api';
import { GalleryEditor } from './GalleryEditor';
import { createPhotosApi, type PhotosApi } from './photos-api';
import { createPhotosT, type PhotosStrings } from './photos-t';
import { galleryChoice, PhotoPicker, type PhotoChoice } from './PhotoPicker';
import { PosterEditor } from './PosterEditor';

export interface PhotoStudioProps {
  /** The photos studio's words in the owner's language (photosStrings, server side). */
  strings: PhotosStrings;
  locale: Locale;
  /** The admin page with the owner's ?lang, for a login that expired. */
  loginHref: string;
}

/**
 * The owner's photos (an island on /admin/studio/photos): the home poster and each service page's
 * gallery, one at a time after the picker. An editor once opened stays mounted (hidden while
 * another is shown), so its unsaved order and descriptions survive a look at another gallery.
 */
export function PhotoStudio({ strings, locale, loginHref }: PhotoStudioProps) {
  const t = useMemo(() => createPhotosT(strings), [strings]);
  const api = useMemo(() => createPhotosApi(locale), [locale]);
  const [library, setLibrary] = useState<PhotoLibrary | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const unsaved = useRef(new Set<string>());
  const [unsavedChoices, setUnsavedChoices] = useState<ReadonlySet<PhotoChoice>>(new Set());
  const [choice, setChoice] = useState<PhotoChoice>('');
  const [opened, setOpened] = useState<ReadonlySet<PhotoChoice>>(new Set());

  useEffect(() => {
    api.library().then(setLibrary, setFailure);
  }, [api]);
  // How often each editor was reloaded after a discard: its key, and its thumbnails' addresses.
  const [reloads, setReloads] = useState<Readonly<Record<string, number>>>({});
  useEffect(
    () =>
      // The publish panel (another island) threw away a gallery's or the poster's saved changes:
      // that editor starts again from what is on disk now, its photos asked for afresh.
      onStudioDiscard((target) => {
        if (target.kind !== 'gallery' && target.kind !== 'poster') return;
        const key: PhotoChoice = target.kind === 'poster' ? 'poster' : galleryChoice(target.service);
        api.library().then((next) => {
          setLibrary(next);
          setReloads((before) => ({ ...before, [key]: (before[key] ?? 0) + 1 }));
        }, setFailure);
      }),
    [api],
  );
  const apiFor = (key: PhotoChoice): PhotosApi => {
    const n = reloads[key] ?? 0;
    return n === 0 ? api : { ...api, thumbnail: (target, stamp) => `${api.thumbnail(target, stamp)}&r=${n}` };
  };
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const onUnsaved = useCallback((service: string, value: boolean) => {
    if (value) unsaved.current.add(service);
    else unsaved.current.delete(service);
    const key = galleryChoice(service);
    setUnsavedChoices((before) => (before.has(key) === value ? before : new Set(value ? [...before, key] : [...before].filter((c) => c !== key))));
  }, []);
  const choose = (next: PhotoChoice) => {
    setChoice(next);
    setOpened((before) => (before.has(next) ? before : new Set([...before, next])));
  };

  const session = failure instanceof ApiError && failure.failure.kind === 'session';
  const status = failure instanceof ApiError && failure.failure.kind === 'status' ? failure.failure.status : undefined;
  return (
    <div className="studio photo-studio">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {failure === undefined ? null : (
        <div className="studio-failure" role="alert">
          <p>
            {session ? t('studioPhotos.error.session') : status === undefined ? t('studioPhotos.error.network') : t('studioPhotos.error.status', { status })}{' '}
            {session ? <a href={loginHref}>{t('studioPhotos.error.login')}</a> : null}
          </p>
        </div>
      )}
      {library === undefined ? (
        failure === undefined ? <p>{t('studioPhotos.loading')}</p> : null
      ) : (
        <>
          <PhotoPicker t={t} library={library} choice={choice} unsaved={unsavedChoices} onChoose={choose} />
          {opened.has('poster') ? (
            <div className="photo-studio__editor" hidden={choice !== 'poster'}>
              <PosterEditor key={reloads['poster'] ?? 0} t={t} strings={strings} locale={locale} loginHref={loginHref} api={apiFor('poster')} poster={library.poster} />
            </div>
          ) : null}
          {library.galleries
            .filter((gallery) => opened.has(galleryChoice(gallery.service)))
            .map((gallery) => (
              <div className="photo-studio__editor" key={gallery.service} hidden={choice !== galleryChoice(gallery.service)}>
                <GalleryEditor
                  key={reloads[galleryChoice(gallery.service)] ?? 0}
                  t={t}
                  strings={strings}
                  locale={locale}
                  loginHref={loginHref}
                  api={apiFor(galleryChoice(gallery.service))}
                  gallery={gallery}
                  announce={setAnnouncement}
                  onUnsaved={onUnsaved}
                  onFailure={setFailure}
                />
              </div>
            ))}
        </>
      )}
    </div>
  );
}
