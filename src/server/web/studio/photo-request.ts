import type { Locale } from '../../../i18n/locales';
import { PHOTO_BODY_LIMIT } from '../../http/body-limits';
import { readLimited } from '../form';
import { allowedOrigins } from '../origins';
import { studioError } from './studio-http';

/** The photo's bytes travel as themselves: an octet stream, or an image type the browser named. */
function isPhotoContentType(header: string | null): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/octet-stream' || (type.startsWith('image/') && type.length > 'image/'.length);
}

const MEGABYTES = String(PHOTO_BODY_LIMIT / (1024 * 1024));

/**
 * An upload's body after the write checks, or the answer refusing it: a configured Origin (403),
 * a Content-Type of bytes (415: a cross-site form cannot send one without the browser asking
 * first; the type itself is read from the bytes later), at most PHOTO_BODY_LIMIT whatever
 * Content-Length says (413), read as it arrives and never kept past the cap.
 */
export async function readPhotoBody(request: Request, url: URL, locale: Locale): Promise<Response | Uint8Array> {
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins(url.origin).includes(origin)) return studioError(403, locale);
  if (!isPhotoContentType(request.headers.get('content-type'))) return studioError(415, locale, 'photosApi.error.contentType');
  const tooLarge = () => studioError(413, locale, 'photosApi.error.tooLarge', { max: MEGABYTES });
  if (Number(request.headers.get('content-length') ?? '0') > PHOTO_BODY_LIMIT) return tooLarge();
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readLimited(request.body, PHOTO_BODY_LIMIT);
  } catch {
    // The stream broke: the client went away, or the adapter's own cap (src/server/http/body-limits.ts).
    return tooLarge();
  }
  return bytes ?? tooLarge();
}
