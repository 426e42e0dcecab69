import type { Locale } from '../i18n/locales';
import { BlockSection } from './BlockSection';
import { GalleryViewer } from './GalleryViewer';
import type { ImageResolver } from './images';
import type { ImageGalleryData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface ImageGalleryProps {
  id: string;
  data: ImageGalleryData;
  locale: Locale;
  t: BlockT;
  image: ImageResolver;
}

/**
 * Thumbnails that open a full-screen viewer (src/browser/gallery.ts). Without the script the
 * thumbnails and captions still show; the buttons then do nothing.
 */
export function ImageGallery({ id, data, locale, t, image }: ImageGalleryProps) {
  const title = pickOptionalText(data.title, locale);
  return (
    <BlockSection id={id} kind="gallery" title={title} dataAttributes={{ 'data-gallery': '' }}>
      <ul className="gallery__grid">
        {data.images.map((item, i) => {
          const resolved = image(item.file);
          const caption = pickOptionalText(item.caption, locale);
          return (
            <li key={i}>
              <figure className="gallery__item">
                <button type="button" className="gallery__thumb" data-gallery-index={i} aria-haspopup="dialog">
                  <img
                    src={resolved.src}
                    srcSet={resolved.srcSet}
                    sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
                    width={resolved.width}
                    height={resolved.height}
                    alt={pickText(item.alt, locale)}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="visually-hidden" data-pagefind-ignore="all">{t('block.gallery.open')}</span>
                </button>
                {caption === undefined ? null : <figcaption>{caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
      <GalleryViewer data={data} label={title ?? t('block.gallery.viewer')} locale={locale} t={t} image={image} />
    </BlockSection>
  );
}
