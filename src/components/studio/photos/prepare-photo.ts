/**
 * A phone's photo made ready to send, in the browser: a file over the upload limit, an image
 * larger than the server keeps (STORED_MAX_SIDE) or an iPhone HEIC is decoded, turned upright,
 * drawn at most STORED_MAX_SIDE on its long side and sent as a JPEG, as WordPress does. The server
 * would shrink it to the same size anyway; shrinking here means a 48 MP, 25 MB photo goes up as a
 * 2 MB one. It is a convenience only: the server checks and re-encodes whatever it receives.
 */
import { PHOTO_BODY_LIMIT } from '../../../studio/contract';
import { STORED_MAX_SIDE } from '../../../studio/photo-sizes';

/** The JPEG quality of a shrunk photo: the server re-encodes it at 85, so little is lost twice. */
export const SHRUNK_JPEG_QUALITY = 0.9;

export interface PhotoSize {
  width: number;
  height: number;
}

export type PreparedPhoto =
  /** Sent as chosen: the browser drew it and it is within the limits. */
  | { kind: 'as-is'; blob: Blob }
  /** Drawn smaller (or converted from HEIC) as a JPEG; `from` is the chosen file. */
  | { kind: 'shrunk'; blob: Blob; heic: boolean; from: PhotoSize & { bytes: number }; to: PhotoSize }
  /** The browser cannot draw it: sent as chosen, and the server says what it is. */
  | { kind: 'undecodable'; blob: Blob }
  /** A HEIC the browser cannot draw: the owner is told how to send it as JPEG. */
  | { kind: 'heic' };

/** What the owner is told while a photo is being prepared. */
export type PrepareStep = 'shrinking' | 'converting';

const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const HEIC_NAME = /\.(?:heic|heif)$/i;
/** HEIF's brands for HEVC pictures (an iPhone's), at the ftyp box's major brand. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/**
 * Whether a chosen file is a HEIC photo: by its type, its name, or its first bytes (a file from
 * Windows or Android may come with no type). `head` is at least the file's first 12 bytes.
 */
export function isHeicFile(name: string, type: string, head: Uint8Array): boolean {
  if (HEIC_TYPES.has(type.toLowerCase()) || HEIC_NAME.test(name)) return true;
  const ascii = (from: number) => String.fromCharCode(...head.subarray(from, from + 4));
  return head.length >= 12 && ascii(4) === 'ftyp' && HEIC_BRANDS.has(ascii(8));
}

/** The size a photo is drawn at: its own when it fits STORED_MAX_SIDE, else scaled down to it on the long side. */
export function shrunkSize({ width, height }: PhotoSize, max = STORED_MAX_SIDE): PhotoSize {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a decoded photo must be redrawn before it is sent: too many bytes, too many pixels, or HEIC. */
export function needsShrinking(bytes: number, size: PhotoSize, heic: boolean): boolean {
  return heic || bytes > PHOTO_BODY_LIMIT || Math.max(size.width, size.height) > STORED_MAX_SIDE;
}

/** The bitmap drawn at `size` on white (JPEG has no transparency) and encoded as JPEG. */
async function drawJpeg(bitmap: ImageBitmap, size: PhotoSize): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    paint(canvas.getContext('2d'), bitmap, size);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: SHRUNK_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  paint(canvas.getContext('2d'), bitmap, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/jpeg', SHRUNK_JPEG_QUALITY));
}

function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null, bitmap: ImageBitmap, size: PhotoSize) {
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

/**
 * The chosen file ready to send. `onStep` is told when the slow part starts (a file over the
 * limit or a HEIC before it is decoded, a photo over STORED_MAX_SIDE once its size is known).
 * Never throws: a browser that cannot draw the file (or has no createImageBitmap) sends it as
 * chosen, except a HEIC, which the server would refuse.
 */
export async function preparePhoto(file: File, onStep: (step: PrepareStep) => void): Promise<PreparedPhoto> {
  const head = await file
    .slice(0, 16)
    .arrayBuffer()
    .then((buffer) => new Uint8Array(buffer))
    .catch(() => new Uint8Array(0));
  const heic = isHeicFile(file.name, file.type, head);
  if (heic) onStep('converting');
  else if (file.size > PHOTO_BODY_LIMIT) onStep('shrinking');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return heic ? { kind: 'heic' } : { kind: 'undecodable', blob: file };
  }
  try {
    const from = { width: bitmap.width, height: bitmap.height, bytes: file.size };
    if (!needsShrinking(file.size, from, heic)) return { kind: 'as-is', blob: file };
    if (!heic && file.size <= PHOTO_BODY_LIMIT) onStep('shrinking');
    const to = shrunkSize(from);
    return { kind: 'shrunk', blob: await drawJpeg(bitmap, to), heic, from, to };
  } catch {
    // Out of memory for the canvas, an encoder missing: the server decides on the file as chosen.
    return heic ? { kind: 'heic' } : { kind: 'undecodable', blob: file };
  } finally {
    bitmap.close();
  }
}
