import type { Locale } from '../../../../i18n/locales';
import { createT, type UIKey } from '../../../../i18n/t';
import type { PhotoUploadResponse } from '../../../../studio/article-contract';
import { writeFileAtomic } from '../../../site-files/atomic-write';
import { withStudioLock } from '../../../site-files/lock';
import { isHeic, sniffImageType } from '../../../site-files/image-type';
import { sitePath } from '../../../site-files/photo-files';
import { MAX_SIDE, reencodePhoto, type PhotoProblem } from './reencode';
import { resolvePhotoTarget } from './targets';

export interface UploadOutcome {
  status: 200 | 404 | 409 | 415 | 422;
  body: PhotoUploadResponse;
}

const PROBLEM_KEYS = {
  undecodable: 'photosApi.error.undecodable',
  tooLarge: 'photosApi.error.tooManyPixels',
  tooNarrow: 'photosApi.error.tooNarrow',
} as const satisfies Record<PhotoProblem, UIKey>;

function refused(status: 404 | 409 | 415 | 422, locale: Locale, key: UIKey, vars: Record<string, string | number> = {}): UploadOutcome {
  return { status, body: { kind: 'error', status, message: createT(locale)(key, vars) } };
}

/**
 * Stores an uploaded photo where the build reads the target's image, or says why not, writing
 * nothing then: no such target (404), bytes that are not JPEG, PNG, WebP or AVIF whatever the file
 * was called (415; a HEIC's answer says how to send it as JPEG), a photo too small, too large or
 * broken (422). The photo is re-encoded before the studio's lock is taken (the slow part), then
 * the target is looked up again under the lock: a gallery reordered meanwhile would put the photo
 * in another place, so that is a 409.
 */
export async function uploadPhoto(root: string, rawTarget: string, bytes: Uint8Array, locale: Locale): Promise<UploadOutcome> {
  const destination = await resolvePhotoTarget(root, rawTarget);
  if (!destination) return refused(404, locale, 'photosApi.error.noTarget');
  // An iPhone's HEIC is a photo all the same: the owner reads how to send it as JPEG.
  if (!sniffImageType(bytes)) return refused(415, locale, isHeic(bytes) ? 'photosApi.error.heic' : 'photosApi.error.notPhoto');
  const photo = await reencodePhoto(bytes, destination.format, destination.minWidth);
  if (photo.kind === 'refused') {
    return refused(422, locale, PROBLEM_KEYS[photo.problem], { width: photo.width ?? 0, height: photo.height ?? 0, min: destination.minWidth, max: MAX_SIDE });
  }
  return withStudioLock(root, async () => {
    const again = await resolvePhotoTarget(root, rawTarget);
    if (again?.file !== destination.file) return refused(409, locale, 'photosApi.error.moved');
    await writeFileAtomic(sitePath(root, destination.file), photo.bytes);
    const body: PhotoUploadResponse = {
      kind: 'uploaded',
      target: destination.target,
      file: destination.file,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes.byteLength,
    };
    return { status: 200, body };
  });
}
