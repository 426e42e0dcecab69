/**
 * The photos studio's calls to its API (src/studio/article-contract.ts): the galleries and the
 * poster, a gallery's save, a thumbnail's address, and an upload with its progress. Everything
 * but the upload goes through part 1's API caller; the upload needs XMLHttpRequest, the one
 * browser API that reports how much of a request body has been sent.
 */
import type { Locale } from '../../../i18n/locales';
import type { GalleryOrderRequest, GalleryOrderResponse, PhotoLibrary, PhotoTarget, PhotoUploadResponse } from '../../../studio/article-contract';
import { API_ROOT, ApiError, createApiCall } from '../studio-api';

export type UploadOutcome = Extract<PhotoUploadResponse, { kind: 'uploaded' }> | { kind: 'refused'; message: string };

export interface PhotosApi {
  library(): Promise<PhotoLibrary>;
  saveGallery(service: string, request: GalleryOrderRequest): Promise<GalleryOrderResponse>;
  /** A thumbnail's address; `stamp` changes after an upload so the browser asks again. */
  thumbnail(target: PhotoTarget, stamp: number): string;
  upload(target: PhotoTarget, file: Blob, onProgress: (percent: number) => void): Promise<UploadOutcome>;
}

const photoPath = (target: PhotoTarget, locale: Locale) => `${API_ROOT}/photos?target=${encodeURIComponent(target)}&lang=${locale}`;

/** The refusal's words from an error answer, when it has them (the API's are in the admin's language). */
function refusal(status: number, text: string): UploadOutcome {
  try {
    const body = JSON.parse(text) as { kind?: unknown; message?: unknown };
    if (body.kind === 'error' && typeof body.message === 'string') return { kind: 'refused', message: body.message };
  } catch {
    // nginx's own 413 page, a proxy's error: no words of ours.
  }
  throw new ApiError({ kind: 'status', status });
}

/** Sends the photo's bytes as they are (the server reads their type from them) and reports progress. */
export function uploadWithProgress(locale: Locale, target: PhotoTarget, file: Blob, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', photoPath(target, locale));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('error', () => reject(new ApiError({ kind: 'network' })));
    xhr.addEventListener('load', () => {
      if (xhr.status === 401 || xhr.status === 403) return reject(new ApiError({ kind: 'session' }));
      if (xhr.status === 200) {
        try {
          return resolve(JSON.parse(xhr.responseText) as UploadOutcome);
        } catch {
          return reject(new ApiError({ kind: 'status', status: xhr.status }));
        }
      }
      try {
        resolve(refusal(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    });
    xhr.send(file);
  });
}

export function createPhotosApi(locale: Locale, fetcher: typeof fetch = fetch): PhotosApi {
  const call = createApiCall(locale, fetcher);
  return {
    library: async () => (await call('GET', `${API_ROOT}/galleries`)).json as PhotoLibrary,
    saveGallery: async (service, request) => (await call('POST', `${API_ROOT}/galleries/${encodeURIComponent(service)}`, request, new Set([409, 422]))).json as GalleryOrderResponse,
    thumbnail: (target, stamp) => `${photoPath(target, locale)}&v=${stamp}`,
    upload: (target, file, onProgress) => uploadWithProgress(locale, target, file, onProgress),
  };
}
