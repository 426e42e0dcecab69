import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Photos made for a test: a flat colour of the given size, in a format sharp writes. */
export function makePhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg', colour = { r: 180, g: 120, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** Where the test's "camera" says it was: a point in District 1, as EXIF writes degrees, minutes, seconds. */
export const TEST_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 42/1 10/1' };

/**
 * A JPEG as a phone writes one: a camera make, a GPS position and an EXIF orientation (6: the
 * phone was turned, so the picture is stored lying on its side and must be turned to show upright).
 */
export function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 160 } } })
    .withExif({ IFD0: { Make: 'KingstoneTestCam', Model: 'Phone 1' }, IFD3: TEST_GPS })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header claims `width` × `height`
 * pixels (its data stops after a few rows). Decoding it would need gigabytes.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc(4 * (1 + width * 3)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
