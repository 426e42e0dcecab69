import { describe, expect, it } from 'vitest';
import { isHeic, sniffImageType } from '../../../src/server/site-files/image-type';
import { makePhoto } from '../../support/photos';

describe('sniffImageType', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('knows %s by its bytes as sharp writes them', async (format) => {
    expect(sniffImageType(await makePhoto(32, 24, format))).toBe(format);
  });

  it.each([
    ['a text file', Buffer.from('not a photo, whatever the name says\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a HEIC photo (HEVC, not AVIF)', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1')],
    ['the first two bytes of a JPEG', Buffer.from([0xff, 0xd8])],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });

  it('finds AVIF among the compatible brands, and reads no further than the ftyp box says', () => {
    expect(sniffImageType(Buffer.from('\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1miafavif', 'latin1'))).toBe('avif');
    // The brand sits past the box's declared end (20 bytes): not this box's.
    expect(sniffImageType(Buffer.from('\x00\x00\x00\x14ftypmif1\x00\x00\x00\x00mif1avif', 'latin1'))).toBeUndefined();
    // A box that claims 4 GB is read only as far as the cap.
    expect(sniffImageType(Buffer.concat([Buffer.from('\xff\xff\xff\xffftypmif1\x00\x00\x00\x00', 'latin1'), Buffer.alloc(1024 * 1024, 'mif1')]))).toBeUndefined();
  });

  it('tells an iPhone HEIC from an AVIF and from anything else, so the owner hears how to send it', async () => {
    expect(isHeic(Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'))).toBe(true);
    expect(isHeic(Buffer.from('\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00mif1heix', 'latin1'))).toBe(true);
    expect(isHeic(await makePhoto(32, 24, 'avif'))).toBe(false);
    expect(isHeic(await makePhoto(32, 24, 'jpeg'))).toBe(false);
    expect(isHeic(Buffer.from('heic'))).toBe(false);
  });
});
