import type { PhotoLibrary } from '../../../studio/article-contract';
import type { PhotosT } from './photos-t';

/** What the page shows: nothing yet, the home poster, or one service's gallery. */
export type PhotoChoice = '' | 'poster' | `gallery:${string}`;

export const galleryChoice = (service: string): PhotoChoice => `gallery:${service}`;

export interface PhotoPickerProps {
  t: PhotosT;
  library: PhotoLibrary;
  choice: PhotoChoice;
  /** The choices with changes not saved yet: their names say so. */
  unsaved: ReadonlySet<PhotoChoice>;
  onChoose: (choice: PhotoChoice) => void;
}

/**
 * The one control above the editors: the poster or a gallery, one at a time, so a phone shows one
 * gallery's six photos instead of every gallery's (a 33,000 px page at 390 px). A native select:
 * the phone's own list, the keyboard's arrows, one line of the screen.
 */
export function PhotoPicker({ t, library, choice, unsaved, onChoose }: PhotoPickerProps) {
  const named = (value: PhotoChoice, name: string) => (unsaved.has(value) ? t('studioPhotos.pick.unsaved', { name }) : name);
  return (
    <div className="studio-field photo-picker">
      <label htmlFor="photo-picker">{t('studioPhotos.pick.label')}</label>
      <select id="photo-picker" value={choice} aria-describedby="photo-picker-hint" onChange={(event) => onChoose(event.currentTarget.value as PhotoChoice)}>
        <option value="" disabled>
          {t('studioPhotos.pick.none')}
        </option>
        <option value="poster">{named('poster', t('studioPhotos.poster.title'))}</option>
        {library.galleries.map((gallery) => {
          const value = galleryChoice(gallery.service);
          return (
            <option key={value} value={value}>
              {named(value, t('studioPhotos.pick.gallery', { title: gallery.title, count: gallery.photos.length }))}
            </option>
          );
        })}
      </select>
      <p className="studio-hint" id="photo-picker-hint">
        {t('studioPhotos.pick.hint')}
      </p>
    </div>
  );
}
