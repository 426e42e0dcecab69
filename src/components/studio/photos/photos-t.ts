/** The photos studio's words: the `studioPhotos.*` keys of src/i18n/ui/studio-photos/, one locale. */
import type { StudioPhotosUIKey } from '../../../i18n/ui/studio-photos/ko';
import { createDictionaryT, type DictionaryT } from '../studio-t';

/** The keys the island receives (the API's own answers come from the server, already in words). */
export type PhotosUIKey = Extract<StudioPhotosUIKey, `studioPhotos.${string}`>;
export type PhotosStrings = Readonly<Record<PhotosUIKey, string>>;
export type PhotosT = DictionaryT<PhotosUIKey>;

export const createPhotosT = (strings: PhotosStrings): PhotosT => createDictionaryT(strings);
