// The browser's side of a phone's photo (src/components/studio/photos/prepare-photo.ts), with the
// browser's createImageBitmap and OffscreenCanvas stood in for: what is shrunk, to what size, as
// what, and what is left to the server. The real decode and upload are tests/e2e/studio-photos.test.ts's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHeicFile, needsShrinking, preparePhoto, shrunkSize, SHRUNK_JPEG_QUALITY } from '../../../src/components/studio/photos/prepare-photo';
import { PHOTO_BODY_LIMIT } from '../../../src/studio/contract';
import { STORED_MAX_SIDE } from '../../../src/studio/photo-sizes';

const HEIC_HEAD = Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1');

/** A file of `bytes` bytes starting with `head` (a real File: the decoder is stood in for). */
const fileOf = (name: string, type: string, bytes: number, head: Uint8Array = new Uint8Array(0)) => {
  const body = new Uint8Array(bytes);
  body.set(head.subarray(0, bytes));
  return new File([body], name, { type });
};

interface Drawn {
  width: number;
  height: number;
  drawnAt?: [number, number];
  options?: ImageEncodeOptions;
}

/** The browser as far as preparePhoto uses it: `decoded` is the photo's upright size, or undefined when it cannot decode. */
function standInBrowser(decoded: { width: number; height: number } | undefined) {
  const canvases: Drawn[] = [];
  const closed: boolean[] = [];
  const decodeOptions: unknown[] = [];
  vi.stubGlobal('createImageBitmap', async (_file: Blob, options: unknown) => {
    decodeOptions.push(options);
    if (!decoded) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...decoded, close: () => closed.push(true) };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      drawn: Drawn;
      constructor(width: number, height: number) {
        this.drawn = { width, height };
        canvases.push(this.drawn);
      }
      getContext() {
        return {
          fillRect: () => undefined,
          drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) => (this.drawn.drawnAt = [w, h]),
        };
      }
      async convertToBlob(options: ImageEncodeOptions) {
        this.drawn.options = options;
        return new Blob([new Uint8Array(2 * 1024 * 1024)], { type: options.type ?? 'image/png' });
      }
    },
  );
  return { canvases, closed, decodeOptions };
}

afterEach(() => vi.unstubAllGlobals());

describe('a phone photo prepared in the browser', () => {
  it('knows a HEIC by its type, its name or its first bytes, and nothing else', () => {
    expect(isHeicFile('IMG_0001.jpg', 'image/heic', new Uint8Array(0))).toBe(true);
    expect(isHeicFile('IMG_0001.HEIC', '', new Uint8Array(0))).toBe(true);
    expect(isHeicFile('photo', '', HEIC_HEAD)).toBe(true);
    expect(isHeicFile('photo.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toBe(false);
    expect(isHeicFile('photo.avif', 'image/avif', Buffer.from('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00', 'latin1'))).toBe(false);
  });

  it('shrinks to STORED_MAX_SIDE on the long side, either way round, and never enlarges', () => {
    expect(STORED_MAX_SIDE).toBe(2560);
    expect(shrunkSize({ width: 8064, height: 6048 })).toEqual({ width: 2560, height: 1920 });
    expect(shrunkSize({ width: 6048, height: 8064 })).toEqual({ width: 1920, height: 2560 });
    expect(shrunkSize({ width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
    expect(needsShrinking(4 * 1024 * 1024, { width: 4032, height: 3024 }, false)).toBe(true);
    expect(needsShrinking(PHOTO_BODY_LIMIT + 1, { width: 2000, height: 1500 }, false)).toBe(true);
    expect(needsShrinking(3 * 1024 * 1024, { width: 2000, height: 1500 }, true)).toBe(true);
    expect(needsShrinking(PHOTO_BODY_LIMIT, { width: 2560, height: 1440 }, false)).toBe(false);
  });

  it('draws a 27 MB, 48 MP photo upright at 2560 × 1920 and sends it as a JPEG, saying so first', async () => {
    const browser = standInBrowser({ width: 8064, height: 6048 });
    const steps: string[] = [];
    const file = fileOf('IMG_20261128.jpg', 'image/jpeg', 27 * 1024 * 1024, Buffer.from([0xff, 0xd8, 0xff]));
    const prepared = await preparePhoto(file, (step) => steps.push(step));
    expect(steps).toEqual(['shrinking']);
    expect(browser.decodeOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(browser.canvases).toEqual([{ width: 2560, height: 1920, drawnAt: [2560, 1920], options: { type: 'image/jpeg', quality: SHRUNK_JPEG_QUALITY } }]);
    expect(browser.closed).toEqual([true]);
    expect(prepared).toMatchObject({ kind: 'shrunk', heic: false, from: { width: 8064, height: 6048, bytes: file.size }, to: { width: 2560, height: 1920 } });
    expect(prepared.kind === 'shrunk' && prepared.blob.type).toBe('image/jpeg');
  });

  it('sends a photo within the limits as chosen, without drawing it again', async () => {
    const browser = standInBrowser({ width: 1600, height: 900 });
    const file = fileOf('room.jpg', 'image/jpeg', 800 * 1024);
    const steps: string[] = [];
    expect(await preparePhoto(file, (step) => steps.push(step))).toEqual({ kind: 'as-is', blob: file });
    expect(browser.canvases).toEqual([]);
    expect(steps).toEqual([]);
  });

  it('converts a HEIC the browser can open (Safari) even when it is small, and says it converts', async () => {
    standInBrowser({ width: 1200, height: 900 });
    const steps: string[] = [];
    const prepared = await preparePhoto(fileOf('IMG_0001.HEIC', 'image/heic', 1024 * 1024, HEIC_HEAD), (step) => steps.push(step));
    expect(steps).toEqual(['converting']);
    expect(prepared).toMatchObject({ kind: 'shrunk', heic: true, to: { width: 1200, height: 900 } });
  });

  it('leaves what the browser cannot open to the server, except a HEIC, whose owner is told what to do', async () => {
    standInBrowser(undefined);
    const text = fileOf('anh-phong.jpg', 'image/jpeg', 100);
    expect(await preparePhoto(text, () => undefined)).toEqual({ kind: 'undecodable', blob: text });
    expect(await preparePhoto(fileOf('IMG_0001.heic', '', 4096, HEIC_HEAD), () => undefined)).toEqual({ kind: 'heic' });
  });
});
