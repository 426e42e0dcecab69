import type { Locale } from '../../../i18n/locales';
import type { GalleryPhoto } from '../../../studio/article-contract';
import type { FieldError } from '../../../studio/contract';
import { AltTextFields } from './AltTextFields';
import { PhotoUpload, type UploadedPhoto } from './PhotoUpload';
import type { PhotosStrings, PhotosT } from './photos-t';

export interface GalleryPhotoItemProps {
  t: PhotosT;
  strings: PhotosStrings;
  locale: Locale;
  loginHref: string;
  photo: GalleryPhoto;
  /** 0-based place in the gallery as shown (not yet saved). */
  index: number;
  count: number;
  thumbnail: string;
  replaced: boolean;
  errors: readonly FieldError[];
  idPrefix: string;
  onMove: (from: number, to: number, button: 'up' | 'down') => void;
  onAlt: (locale: Locale, text: string) => void;
  onUploaded: (photo: UploadedPhoto) => void;
}

/** One photo of a gallery: what it shows now, where it stands, its move buttons, its replacement and its descriptions. */
export function GalleryPhotoItem(props: GalleryPhotoItemProps) {
  const { t, photo, index, count, locale, idPrefix } = props;
  const n = index + 1;
  const label = t('studioPhotos.photo.label', { n, count });
  return (
    <li className="photo-item" id={idPrefix}>
      <div className="photo-item__head">
        <img className="photo-item__thumb" src={props.thumbnail} alt={photo.alt[locale]} width={180} height={120} loading="lazy" decoding="async" />
        <div className="photo-item__place">
          <p className="photo-item__label">
            <strong>{label}</strong> <span className="photo-item__file">{photo.name}</span>
          </p>
          <div className="photo-item__moves">
            <button type="button" className="btn btn--light" id={`${idPrefix}-up`} aria-label={t('studioPhotos.photo.moveUp', { n })} aria-disabled={index === 0} onClick={() => index > 0 && props.onMove(index, index - 1, 'up')}>
              {t('studioPhotos.photo.up')}
            </button>
            <button
              type="button"
              className="btn btn--light"
              id={`${idPrefix}-down`}
              aria-label={t('studioPhotos.photo.moveDown', { n })}
              aria-disabled={index === count - 1}
              onClick={() => index < count - 1 && props.onMove(index, index + 1, 'down')}
            >
              {t('studioPhotos.photo.down')}
            </button>
          </div>
        </div>
      </div>
      <PhotoUpload
        target={photo.target}
        file={photo.file}
        minWidth={photo.minWidth}
        onUploaded={props.onUploaded}
        strings={props.strings}
        locale={locale}
        loginHref={props.loginHref}
        label={t('studioPhotos.upload.chooseFor', { label })}
      />
      {props.replaced ? <p className="photo-item__replaced">{t('studioPhotos.alt.replaced')}</p> : null}
      <AltTextFields t={t} idPrefix={`${idPrefix}-alt`} legend={t('studioPhotos.alt.legend', { n })} alt={photo.alt} errors={props.errors} onChange={props.onAlt} />
    </li>
  );
}
