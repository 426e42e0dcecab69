/**
 * The studio's calls to its HTTP API (src/studio/contract.ts): same-origin, the session cookie,
 * JSON both ways, the admin's ?lang on every call so answers come in the owner's language.
 */
import type { Locale } from '../../i18n/locales';
import type { DiscardResponse, DocumentBody, DocumentId, DocumentSummary, PendingChanges, PublishStatus, ReleaseSummary, SaveResponse, StudioApiError } from '../../studio/contract';
import type { ContentTarget } from './pending-groups';

export const API_ROOT = '/admin/api/studio';

/** The one place a document id becomes a URL segment ("service:thai-massage" → "service%3Athai-massage"). */
export function documentPath(id: DocumentId): string {
  return `${API_ROOT}/documents/${encodeURIComponent(id)}`;
}

/** Where an article's, a gallery's or the poster's Discard is sent (ids URI-encoded here, as documentPath does). */
export function contentDiscardPath(target: ContentTarget): string {
  if (target.kind === 'article') return `${API_ROOT}/articles/${encodeURIComponent(target.slug)}/discard`;
  if (target.kind === 'gallery') return `${API_ROOT}/galleries/${encodeURIComponent(target.service)}/discard`;
  return `${API_ROOT}/poster/discard`;
}

/** Why a call gave no answer to show: the network, the session, or another status. */
export type ApiFailure = { kind: 'network' } | { kind: 'session' } | { kind: 'status'; status: number };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.kind);
  }
}

export interface StudioApi {
  documents(): Promise<DocumentSummary[]>;
  document(id: DocumentId): Promise<DocumentBody>;
  save(id: DocumentId, version: string, data: unknown): Promise<SaveResponse>;
  /** true: started; false: one was already running (409). */
  publish(): Promise<boolean>;
  publishStatus(): Promise<PublishStatus>;
  releases(): Promise<ReleaseSummary[]>;
  /** true: accepted; false: a publish or restore is running (409). */
  restore(id: string): Promise<boolean>;
  /** What is saved and not live yet. */
  pending(): Promise<PendingChanges>;
  /** Puts a document back as it is live. */
  discard(id: DocumentId): Promise<DiscardResponse>;
  /** Puts an article, a gallery or the poster back as it is live; a 409's error (nothing live, a new article linked to) is the answer. */
  discardContent(target: ContentTarget): Promise<DiscardResponse | StudioApiError>;
}

/** Answers a caller reads even though they are not 2xx (a save's 409 and 422, a publish's 409). */
export type Accepted = ReadonlySet<number>;

/** One call to the studio's API: its status and JSON body, or an ApiError saying why there is none to show. */
export type ApiCall = (method: 'GET' | 'POST', path: string, body?: unknown, accepted?: Accepted) => Promise<{ status: number; json: unknown }>;

/** The one way the studio's clients call the API (the facts here, the articles in ./articles/article-api.ts). */
export function createApiCall(locale: Locale, fetcher: typeof fetch = fetch): ApiCall {
  const withLang = (path: string) => `${path}?lang=${locale}`;
  return async function call(method, path, body, accepted = new Set()) {
    let res: Response;
    try {
      res = await fetcher(withLang(path), {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiError({ kind: 'network' });
    }
    if (res.status === 401 || res.status === 403) throw new ApiError({ kind: 'session' });
    if (!res.ok && !accepted.has(res.status)) throw new ApiError({ kind: 'status', status: res.status });
    const text = await res.text();
    try {
      return { status: res.status, json: text === '' ? undefined : JSON.parse(text) };
    } catch {
      throw new ApiError({ kind: 'status', status: res.status });
    }
  };
}

export function createStudioApi(locale: Locale, fetcher: typeof fetch = fetch): StudioApi {
  const call = createApiCall(locale, fetcher);
  return {
    documents: async () => (await call('GET', `${API_ROOT}/documents`)).json as DocumentSummary[],
    document: async (id) => (await call('GET', documentPath(id))).json as DocumentBody,
    save: async (id, version, data) => (await call('POST', documentPath(id), { version, data }, new Set([409, 422]))).json as SaveResponse,
    publish: async () => (await call('POST', `${API_ROOT}/publish`, {}, new Set([409]))).status !== 409,
    publishStatus: async () => (await call('GET', `${API_ROOT}/publish`)).json as PublishStatus,
    releases: async () => (await call('GET', `${API_ROOT}/releases`)).json as ReleaseSummary[],
    restore: async (id) => (await call('POST', `${API_ROOT}/releases/${encodeURIComponent(id)}/restore`, {}, new Set([409]))).status !== 409,
    pending: async () => (await call('GET', `${API_ROOT}/pending`)).json as PendingChanges,
    discard: async (id) => (await call('POST', `${documentPath(id)}/discard`, {})).json as DiscardResponse,
    discardContent: async (target) => (await call('POST', contentDiscardPath(target), {}, new Set([409]))).json as DiscardResponse | StudioApiError,
  };
}
