/**
 * The articles studio's calls to its API (src/studio/article-contract.ts), over the facts studio's
 * one caller (../studio-api.ts): same-origin, the session cookie, JSON, the admin's ?lang.
 */
import type { Locale } from '../../../i18n/locales';
import type {
  ArticleBody,
  ArticlePreviewRequest,
  ArticlePreviewResponse,
  ArticleSaveRequest,
  ArticleSaveResponse,
  ArticleSchemas,
  ArticleSlug,
  ArticleSummary,
  TagCreateRequest,
  TagCreateResponse,
} from '../../../studio/article-contract';
import type { FieldError } from '../../../studio/contract';
import { API_ROOT, createApiCall } from '../studio-api';

export const ARTICLES_ROOT = `${API_ROOT}/articles`;

/** The one place a slug becomes a URL segment. */
export const articlePath = (slug: ArticleSlug) => `${ARTICLES_ROOT}/${encodeURIComponent(slug)}`;

/**
 * What an action on a whole article (checked, rename, delete) answered. The contract gives these
 * routes no answer of their own, so the client reads the shapes every studio route answers with:
 * a conflict, field errors, or a refusal in the admin's words.
 */
export type ArticleActionResult = { kind: 'done' } | { kind: 'conflict' } | { kind: 'refused'; errors: FieldError[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 409 or 422 (or another refusal) read as the user will see it. */
export function actionResult(status: number, json: unknown): ArticleActionResult {
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (isRecord(json) && json['kind'] === 'conflict') return { kind: 'conflict' };
  if (isRecord(json) && json['kind'] === 'invalid' && Array.isArray(json['errors'])) return { kind: 'refused', errors: json['errors'] as FieldError[] };
  if (isRecord(json) && typeof json['message'] === 'string') return { kind: 'refused', errors: [{ path: '', message: json['message'] }] };
  return { kind: 'refused', errors: [] };
}

/** The statuses an action may be refused with, read rather than thrown. */
const REFUSALS = new Set([409, 422]);

export interface ArticlesApi {
  list(): Promise<ArticleSummary[]>;
  schemas(): Promise<ArticleSchemas>;
  article(slug: ArticleSlug): Promise<ArticleBody>;
  /** Create (no `slug` argument: the request names it) or save (the article's slug). */
  save(request: ArticleSaveRequest, slug?: ArticleSlug): Promise<ArticleSaveResponse>;
  preview(request: ArticlePreviewRequest): Promise<ArticlePreviewResponse>;
  checked(slug: ArticleSlug, version: string, locale: Locale): Promise<ArticleActionResult>;
  rename(slug: ArticleSlug, version: string, to: ArticleSlug): Promise<ArticleActionResult>;
  remove(slug: ArticleSlug, version: string): Promise<ArticleActionResult>;
  createTag(request: TagCreateRequest): Promise<TagCreateResponse>;
}

export function createArticlesApi(locale: Locale, fetcher: typeof fetch = fetch): ArticlesApi {
  const call = createApiCall(locale, fetcher);
  const action = async (path: string, body: unknown) => {
    const { status, json } = await call('POST', path, body, REFUSALS);
    return actionResult(status, json);
  };
  return {
    list: async () => (await call('GET', ARTICLES_ROOT)).json as ArticleSummary[],
    schemas: async () => (await call('GET', `${ARTICLES_ROOT}/schemas`)).json as ArticleSchemas,
    article: async (slug) => (await call('GET', articlePath(slug))).json as ArticleBody,
    save: async (request, slug) => (await call('POST', slug === undefined ? ARTICLES_ROOT : articlePath(slug), request, REFUSALS)).json as ArticleSaveResponse,
    preview: async (request) => (await call('POST', `${ARTICLES_ROOT}/preview`, request, new Set([422]))).json as ArticlePreviewResponse,
    checked: (slug, version, l) => action(`${articlePath(slug)}/checked`, { version, locale: l }),
    rename: (slug, version, to) => action(`${articlePath(slug)}/rename`, { version, to }),
    remove: (slug, version) => action(`${articlePath(slug)}/delete`, { version }),
    createTag: async (request) => (await call('POST', `${API_ROOT}/tags`, request, new Set([422]))).json as TagCreateResponse,
  };
}
