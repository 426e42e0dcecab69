import type { ResponsivePicture } from '../../media/images';

export interface PictureProps {
  picture: ResponsivePicture;
  alt: string;
  sizes: string;
  className?: string;
  /** The hero of a page is the LCP element: load it first; everything else lazily. */
  priority?: boolean;
}

export function Picture({ picture, alt, sizes, className, priority = false }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
