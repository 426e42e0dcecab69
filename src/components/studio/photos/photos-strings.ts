import type { Locale } from '../../../i18n/locales';
import { DICTIONARIES } from '../../../i18n/t';
import { studioPhotosKo } from '../../../i18n/ui/studio-photos/ko';
import type { PhotosStrings, PhotosUIKey } from './photos-t';

const PHOTOS_KEYS = Object.keys(studioPhotosKo).filter((key): key is PhotosUIKey => key.startsWith('studioPhotos.'));

/** The photos studio's words in one locale: what an island with PhotoUpload receives (server side only). */
export function photosStrings(locale: Locale): PhotosStrings {
  const dictionary = DICTIONARIES[locale];
  return Object.fromEntries(PHOTOS_KEYS.map((key) => [key, dictionary[key]])) as PhotosStrings;
}
