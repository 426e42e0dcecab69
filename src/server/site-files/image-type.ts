/** The photo formats the studio takes, told apart by their first bytes. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const FTYP = ascii('ftyp');
const AVIF_BRANDS = [ascii('avif'), ascii('avis')];
/** HEIF's brands for HEVC pictures: what an iPhone's (and many Android phones') photos are. */
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'].map(ascii);
/** No real ftyp box lists more brands than this; a longer one is not read further. */
const MAX_FTYP_BYTES = 256;

/**
 * An ISO-BMFF file (HEIF's container) whose ftyp box names AVIF as its major brand or among its
 * compatible brands. Reads at most MAX_FTYP_BYTES.
 */
function isAvif(bytes: Uint8Array): boolean {
  return hasBrand(bytes, AVIF_BRANDS);
}

/** Whether an ISO-BMFF file's ftyp box names one of `brands`. Reads at most MAX_FTYP_BYTES. */
function hasBrand(bytes: Uint8Array, brands: readonly (readonly number[])[]): boolean {
  if (!startsWith(bytes, FTYP, 4)) return false;
  const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(size, MAX_FTYP_BYTES, bytes.length);
  // Major brand at 8, minor version at 12, compatible brands from 16, four bytes each.
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    if (brands.some((brand) => startsWith(bytes, brand, at))) return true;
  }
  return false;
}

/**
 * The format the bytes are in, from their signature alone: never the file's name or the request's
 * Content-Type, which the sender chooses. undefined for anything else (a text file named .jpg, a
 * GIF, an SVG, a HEIC without AVIF). The decoder still has the last word: a file with a right
 * signature and broken insides is refused when it does not decode.
 */
export function sniffImageType(bytes: Uint8Array): PhotoFormat | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/**
 * A HEIC photo (HEIF with HEVC pictures, an iPhone's own format) that is not also AVIF: the studio
 * does not decode it, and the owner is told how to send it instead of "not a photo".
 */
export function isHeic(bytes: Uint8Array): boolean {
  return !isAvif(bytes) && hasBrand(bytes, HEIC_BRANDS);
}
