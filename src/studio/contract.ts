// The studio's HTTP API as both sides see it: the handlers under src/pages/admin/api/studio/ answer
// with these shapes and the studio's React UI (src/components/studio/) reads them. JSON in, JSON
// out; every write needs the admin session cookie, a same-origin Origin header and
// Content-Type: application/json. The README's "Studio API" section documents the same routes.
import type { Locale } from '../i18n/locales';

/**
 * The largest photo the studio takes (a phone's full-size photo fits): the upload form refuses a
 * larger file before sending it, the photo route (src/server/http/body-limits.ts) after.
 */
export const PHOTO_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * Everything the studio can edit, one id per file it owns. In a URL the id is the last path
 * segment through encodeURIComponent: /admin/api/studio/documents/service%3Athai-massage. Our host
 * answers a server route only at that spelling (src/server/host/index.ts), so a raw ":" is a 404 there (the
 * handler itself takes both, as under `astro dev`). A service id is one the catalogue folder
 * lists; anything else is a 404.
 */
export type DocumentId = 'business' | 'notice' | `service:${string}`;

/** A JSON Schema (draft 2020-12, from Zod's z.toJSONSchema) describing a document's data. */
export type JsonSchema = Record<string, unknown>;

/** GET /admin/api/studio/documents */
export interface DocumentSummary {
  id: DocumentId;
  /** What the owner calls it, in the admin's language ("영업 정보", "Royal Thai Massage"). */
  title: string;
  kind: 'business' | 'service' | 'notice';
}

/**
 * GET /admin/api/studio/documents/<id>: the data as the file holds it (defaults not filled in),
 * its version (a hash of the file's bytes) and its schema.
 */
export interface DocumentBody {
  id: DocumentId;
  title: string;
  version: string;
  data: unknown;
  schema: JsonSchema;
}

/** POST /admin/api/studio/documents/<id> with this body. */
export interface SaveRequest {
  /** The version the edit started from; a different one on disk means someone else saved. */
  version: string;
  data: unknown;
}

/** A field's problem, in the admin's language; `path` as in the data ("hours.closes", "options.0.price"). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * What a save answers:
 * 200 { kind: 'saved', version } — written; unpublished until the next publish.
 * 409 { kind: 'conflict', current } — someone saved first; nothing was written (the editor keeps
 *     its own values and shows both).
 * 422 { kind: 'invalid', errors } — nothing was written.
 */
export type SaveResponse =
  | { kind: 'saved'; version: string; changes: FactChange[] }
  | { kind: 'conflict'; current: DocumentBody }
  | { kind: 'invalid'; errors: FieldError[] };

/**
 * Any other answer of the studio API: 400 (body not JSON, or not { version, data }), 401 (no live
 * session), 403 (a write from an origin not configured), 404 (no such document), 413 (body over
 * 16 KB), 415 (a write that is not application/json), 500 (a file that is not valid YAML), 503
 * (the server has no site source folder, or another save holds the lock: try again). The message
 * is in the admin's language. (404 while the admin is switched off has no body, like every admin
 * route then.)
 */
export interface StudioApiError {
  kind: 'error';
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500 | 503;
  message: string;
}

/** One changed fact, readable without YAML: "options.0.price: 1600000 → 1700000". */
export interface FactChange {
  document: DocumentId;
  path: string;
  /** Absent when the fact is new. */
  before?: unknown;
  /** Absent when the fact was removed. */
  after?: unknown;
}

/** An article's title in each language it has a text in (its front matter's), for the history. */
export type ArticleTitles = Partial<Record<Locale, string>>;

/**
 * One change to the articles, the photos or another file the studio writes, between the files two
 * releases were built from (the facts are FactChange). `photo` counts from 1, in the gallery's
 * order after the change (before it, for a removed photo). A `file` is one no other kind names:
 * a service or legal page whose link to a renamed article was rewritten, an article's own image.
 */
export type ContentChange =
  | { kind: 'article'; slug: string; titles: ArticleTitles; change: 'added' | 'deleted' | 'details' | 'hero' }
  /** `links`: how many other files' links to it were rewritten to the new address. */
  | { kind: 'article-renamed'; slug: string; from: string; titles: ArticleTitles; links: number }
  | { kind: 'article-text'; slug: string; titles: ArticleTitles; locale: Locale; change: 'added' | 'changed' | 'removed' }
  | { kind: 'gallery-photo'; service: string; photo: number; change: 'added' | 'replaced' | 'removed' }
  | { kind: 'gallery-order'; service: string }
  | { kind: 'gallery-alt'; service: string; photo: number }
  | { kind: 'home-poster' }
  | { kind: 'tags' }
  | { kind: 'redirects' }
  | { kind: 'file'; path: string; change: 'added' | 'changed' | 'removed' };

/** GET /admin/api/studio/publish: the one publish job (only one runs at a time). */
export interface PublishStatus {
  state: 'idle' | 'running' | 'failed' | 'done';
  /** The build's phase while running ("content", "pages", "images", "checks", "compress", "switch"). */
  phase?: PublishPhase;
  /** 0–100 while running. */
  percent?: number;
  /** On failure: what went wrong in plain words, in the admin's language, then the build's own lines. */
  error?: string;
  detail?: string[];
  /** The release that is live after a finished publish. */
  release?: string;
  startedAt?: string;
  finishedAt?: string;
  /**
   * Set when the build `npm start` ran last failed and no build has succeeded since: the site
   * serves its last good build. When (ISO), what went wrong in the admin's language, the build's lines.
   */
  startFailure?: { at: string; error: string; detail: string[] };
}

export const PUBLISH_PHASES = ['prepare', 'content', 'bundle', 'pages', 'images', 'checks', 'compress', 'switch'] as const;
export type PublishPhase = (typeof PUBLISH_PHASES)[number];

/** GET /admin/api/studio/releases: newest first. */
export interface ReleaseSummary {
  id: string;
  createdAt: string;
  /** "publish" or "restore" (of `restoredFrom`). */
  kind: 'publish' | 'restore' | 'initial';
  restoredFrom?: string;
  /** A short, non-secret label of the admin session that did it. */
  by: string;
  changes: FactChange[];
  /** The articles and photos that changed; empty for releases made before the studio told them. */
  contentChanges: ContentChange[];
  live: boolean;
  /** Still on disk, so it can be restored. */
  restorable: boolean;
}

/**
 * GET /admin/api/studio/pending: what is saved and not live yet, told against the live release
 * the way a publish tells its changes. `since` is the live release's time (absent before the
 * first release, when nothing is told).
 */
export interface PendingChanges {
  since?: string | undefined;
  facts: FactChange[];
  content: ContentChange[];
}

/**
 * POST /admin/api/studio/documents/<id>/discard (body `{}`): the document's file goes back to
 * what the live release was built from. 200 { kind: 'discarded' } or { kind: 'unchanged' } (it
 * already was); 404 no such document; 409 the live release has no such file.
 *
 * The same answer for the articles and photos (body `{}`), put back from the live release's
 * snapshot: POST /admin/api/studio/articles/<slug>/discard (the article's folder as live; a new
 * article deleted, a deleted one back, a renamed one back under its old slug, named by either),
 * /admin/api/studio/galleries/<service>/discard (the gallery's order, alt texts and photos as
 * live) and /admin/api/studio/poster/discard (the live home poster). 404 no such article or
 * gallery, now or live; 409 (a StudioApiError whose message says why) nothing live to go back to,
 * or a new article other files link to.
 */
export interface DiscardResponse {
  kind: 'discarded' | 'unchanged';
}
