import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { STORED_MAX_SIDE } from '../../../../studio/photo-sizes';
import type { PhotoFormat } from '../../../site-files/image-type';

/**
 * The largest photo taken, each side: a phone's 48 or 50 megapixel photo (8064 × 6048,
 * 8160 × 6120) as it is, when the browser could not shrink it first.
 */
export const MAX_SIDE = 8192;
/**
 * The decompression-bomb guard: sharp refuses to decode more pixels than this, whatever the
 * file's size (a 100 KB PNG can claim 100 000 × 100 000 pixels of one colour).
 */
export const MAX_INPUT_PIXELS = MAX_SIDE * MAX_SIDE;

/** Why a photo with a right signature is still refused. */
export type PhotoProblem = 'undecodable' | 'tooLarge' | 'tooNarrow';

export type ReencodeOutcome = { kind: 'ok'; bytes: Buffer; width: number; height: number } | { kind: 'refused'; problem: PhotoProblem; width?: number; height?: number };

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // JPEG has no transparency: a transparent PNG lands on white, not on black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, progressive: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 85 }),
  avif: (image) => image.avif({ quality: 60 }),
};

/** sharp's reading options for bytes nobody vouches for. */
const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true } as const satisfies SharpOptions;
/** Reading the header only: the size it claims is what the checks below are about, so no limit yet. */
const HEADER = { ...INPUT, limitInputPixels: false } as const satisfies SharpOptions;

/**
 * The upload as the site stores it: turned upright by its EXIF orientation, at most
 * STORED_MAX_SIDE on its long side, and encoded afresh as `format` WITHOUT metadata (sharp writes
 * none unless asked: EXIF with its GPS position, XMP, IPTC, comments and the ICC profile are gone;
 * colours are converted to sRGB first). The size is checked from the header before any pixel is
 * decoded; the pixel limit guards the decoder itself.
 */
export async function reencodePhoto(input: Uint8Array, format: PhotoFormat, minWidth: number): Promise<ReencodeOutcome> {
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, HEADER).metadata();
    ({ width, height } = meta.autoOrient);
  } catch {
    return { kind: 'refused', problem: 'undecodable' };
  }
  if (!(width > 0 && height > 0)) return { kind: 'refused', problem: 'undecodable' };
  if (width > MAX_SIDE || height > MAX_SIDE) return { kind: 'refused', problem: 'tooLarge', width, height };
  if (width < minWidth) return { kind: 'refused', problem: 'tooNarrow', width, height };
  try {
    const resized = sharp(input, INPUT).resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
    return { kind: 'ok', bytes: data, width: info.width, height: info.height };
  } catch {
    return { kind: 'refused', problem: 'undecodable' };
  }
}

/** THUMBNAIL_WIDTH: the photos page shows each photo at most 180 CSS pixels wide, twice that for sharp screens. */
export const THUMBNAIL_WIDTH = 360;

/** A small WebP of a stored photo for the studio's photos page. */
export function thumbnailOf(file: string): Promise<Buffer> {
  return sharp(file, INPUT).resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
}
