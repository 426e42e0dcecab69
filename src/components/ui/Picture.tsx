import type { ResponsivePicture } from '../../media/images';

export interface PictureProps {
  picture: ResponsivePicture;
  alt: string;
  sizes: string;
  className?: string;
  /** The hero of a page is the LCP element: load it first; everything else lazily. */
  priority?: boolean;
  /** The alt text's language where it is not the page's (an article shown in another language). */
  lang?: string | undefined;
}

export function Picture({ picture, alt, sizes, className, priority = false, lang }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        alt={alt}
        lang={lang}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
