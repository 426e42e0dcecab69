import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { AVIF_QUALITY } from './avif';

/** A responsive picture ready for a React component: AVIF and WebP sources plus a JPEG fallback. */
export interface ResponsivePicture {
  avif: string;
  webp: string;
  src: string;
  width: number;
  height: number;
}

/**
 * Widths of a page's hero image (service pages and articles). 720 is there for phones: a 412 px
 * screen at 1.75× shows the hero 380 px wide (665 pixels) and without it got the 800 px file (the
 * bia-om article's: 10.1 KB against 8.7 KB at 720). Lighthouse's simulated phone loads the hero
 * beside two stylesheets, each with a third of the bandwidth, and a file over about 10 KB with its
 * headers takes one more round trip (150 ms).
 */
export const HERO_WIDTHS = [480, 720, 800, 1200, 1600];

const cache = new Map<string, Promise<ResponsivePicture>>();

/**
 * Runs an image through Astro's pipeline at the given widths (never wider than the original),
 * cropped to `aspect` (width / height) so cards line up and nothing shifts while loading.
 */
export function responsivePicture(image: ImageMetadata, widths: number[], aspect: number): Promise<ResponsivePicture> {
  const key = `${image.src}|${widths.join(',')}|${aspect}`;
  let result = cache.get(key);
  if (!result) {
    result = build(image, widths, aspect);
    cache.set(key, result);
  }
  return result;
}

async function build(image: ImageMetadata, widths: number[], aspect: number): Promise<ResponsivePicture> {
  const usable = widths.filter((w) => w <= image.width);
  const sizes = usable.length > 0 ? usable : [image.width];
  const largest = Math.max(...sizes);
  const height = Math.round(largest / aspect);
  const srcset = async (format: 'avif' | 'webp') => {
    const parts = await Promise.all(
      sizes.map(async (w) => {
        const img = await getImage({ src: image, width: w, height: Math.round(w / aspect), fit: 'cover', format, ...(format === 'avif' ? { quality: AVIF_QUALITY } : {}) });
        return `${img.src} ${w}w`;
      }),
    );
    return parts.join(', ');
  };
  const fallback = await getImage({ src: image, width: largest, height, fit: 'cover', format: 'jpeg' });
  return { avif: await srcset('avif'), webp: await srcset('webp'), src: fallback.src, width: largest, height };
}

/** A 1200×630 JPEG for link previews (KakaoTalk crops to 2:1, Zalo and Facebook show ~1.9:1). */
export async function shareImage(image: ImageMetadata): Promise<{ src: string; width: number; height: number }> {
  const img = await getImage({ src: image, width: 1200, height: 630, fit: 'cover', format: 'jpeg', quality: 80 });
  return { src: img.src, width: 1200, height: 630 };
}
