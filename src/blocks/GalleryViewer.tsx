import type { Locale } from '../i18n/locales';
import { Icon } from '../components/ui/Icon';
import type { ImageResolver } from './images';
import type { ImageGalleryData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface GalleryViewerProps {
  data: ImageGalleryData;
  label: string;
  locale: Locale;
  t: BlockT;
  image: ImageResolver;
}

/**
 * The full-screen viewer's <dialog>, closed until src/browser/gallery.ts opens it. Every image is
 * here, all hidden but the current one; lazy loading keeps hidden ones from downloading early.
 * Elements marked data-gallery-backdrop close the viewer when clicked (the empty area around the image).
 */
export function GalleryViewer({ data, label, locale, t, image }: GalleryViewerProps) {
  const total = data.images.length;
  return (
    <dialog className="gallery__dialog" aria-modal="true" aria-label={label} data-pagefind-ignore="all">
      <div className="gallery__bar">
        <p
          className="gallery__counter"
          aria-live="polite"
          data-gallery-counter=""
          data-template={t('block.gallery.counter', { current: '{current}', total: '{total}' })}
        >
          {t('block.gallery.counter', { current: 1, total })}
        </p>
        <button type="button" className="gallery__control" data-gallery-action="close">
          <Icon name="close" size={24} />
          <span className="visually-hidden">{t('block.gallery.close')}</span>
        </button>
      </div>
      <ul className="gallery__slides" data-gallery-backdrop="">
        {data.images.map((item, i) => {
          const resolved = image(item.file);
          const caption = pickOptionalText(item.caption, locale);
          return (
            <li key={i} className="gallery__slide" data-gallery-slide="" data-gallery-backdrop="" hidden={i !== 0}>
              <figure className="gallery__figure" data-gallery-backdrop="">
                <img
                  src={resolved.src}
                  srcSet={resolved.srcSet}
                  sizes="100vw"
                  width={resolved.width}
                  height={resolved.height}
                  alt={pickText(item.alt, locale)}
                  loading="lazy"
                  decoding="async"
                  // A mouse drag on an image would start native drag and drop and cancel the swipe.
                  draggable={false}
                />
                {caption === undefined ? null : <figcaption>{caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
      {total > 1 ? (
        <>
          <button type="button" className="gallery__control gallery__prev" data-gallery-action="previous">
            <Icon name="chevron" size={28} />
            <span className="visually-hidden">{t('block.gallery.previous')}</span>
          </button>
          <button type="button" className="gallery__control gallery__next" data-gallery-action="next">
            <Icon name="chevron" size={28} />
            <span className="visually-hidden">{t('block.gallery.next')}</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
