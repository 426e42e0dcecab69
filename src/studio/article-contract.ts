// The studio's article and photo API as both sides see it (issue: the owner's studio, part 2). The
// handlers under src/pages/admin/api/studio/{articles,photos,galleries}/ answer with these shapes
// and the React UI under src/components/studio/{articles,photos}/ reads them. Same rules as the
// facts API (./contract.ts): admin session, configured Origin, JSON (photos: the image bytes), and
// errors as StudioApiError in the admin's language.
import type { Locale } from '../i18n/locales';
import type { FieldError, JsonSchema, StudioApiError } from './contract';

/** An article is its folder name under src/content/blog: lowercase letters, digits, dashes. */
export type ArticleSlug = string;

/**
 * Where a language's text stands against the article's original language:
 * - original: this is the original;
 * - current: saved (or marked checked) after the original's last change;
 * - outdated: the original changed after this translation was last saved or checked;
 * - draft: saved but not published (its page is not built);
 * - missing: no text in this language.
 */
export type TranslationState = 'original' | 'current' | 'outdated' | 'draft' | 'missing';

/** GET /admin/api/studio/articles: every article, newest first. */
export interface ArticleSummary {
  slug: ArticleSlug;
  category: string;
  /** YYYY-MM-DD. */
  published: string;
  original: Locale;
  /** The title in the admin's language if it exists, else the original's. */
  title: string;
  languages: Record<Locale, TranslationState>;
}

/** The per-language part of an article: the front matter the collection takes, and the body. */
export interface ArticleText {
  title: string;
  description: string;
  heroAlt: string;
  keywords: string[];
  /** Markdown with block tags (<RankingTable id="top10" />), without front matter. */
  body: string;
  /** A draft is kept in the folder but not built. */
  draft: boolean;
}

/**
 * GET /admin/api/studio/articles/<slug>. `meta` is meta.yaml as the file holds it, `data` is
 * data.yaml (the blocks' datasets, {} when there is none). `version` is a hash over every file the
 * studio writes in the folder.
 */
export interface ArticleBody {
  slug: ArticleSlug;
  version: string;
  meta: Record<string, unknown>;
  data: Record<string, unknown>;
  texts: Partial<Record<Locale, ArticleText>>;
  languages: Record<Locale, TranslationState>;
}

/**
 * GET /admin/api/studio/articles/schemas: what the editor needs to build its forms and pickers,
 * the same schemas the build validates with (z.toJSONSchema).
 */
export interface ArticleSchemas {
  meta: JsonSchema;
  text: JsonSchema;
  /** One per block type ("ranking-table", "venue-cards"…), with the MDX tag that places it. */
  blocks: { type: string; tag: string; label: string; schema: JsonSchema }[];
  categories: { id: string; name: string }[];
  tags: { id: string; name: string }[];
  authors: { id: string; name: string }[];
}

/**
 * POST /admin/api/studio/articles (create: `slug` required, `version` absent) or
 * POST /admin/api/studio/articles/<slug> (save: `version` required). Only the languages in `texts`
 * are written; a language absent from `texts` is left as it is. `data` is the whole data.yaml: a
 * dataset left out is removed, which is refused while a body still places it
 * (`studioApi.body.datasetRemoved` at `texts.<locale>.body`).
 */
export interface ArticleSaveRequest {
  slug?: ArticleSlug;
  version?: string;
  meta: Record<string, unknown>;
  data: Record<string, unknown>;
  texts: Partial<Record<Locale, ArticleText>>;
}

/** Paths in errors: "meta.tags", "data.top10.rows.0.rank", "texts.vi.title", "texts.vi.body". */
export type ArticleSaveResponse =
  /** `hero`: meta.yaml's hero as written, which the studio keeps itself (a new article's is "./hero.jpg"). */
  | { kind: 'saved'; slug: ArticleSlug; version: string; languages: Record<Locale, TranslationState>; hero: string }
  | { kind: 'conflict'; current: ArticleBody }
  | { kind: 'invalid'; errors: FieldError[] };

/**
 * POST /admin/api/studio/articles/<slug>/checked: a translator says `locale` still matches.
 * Answers like a save (ArticleSaveResponse): 200 saved, 409 conflict, 422 invalid (path "locale").
 */
export interface TranslationCheckedRequest {
  version: string;
  locale: Locale;
}

/** POST /admin/api/studio/articles/<slug>/rename: the old slug becomes an alias (301). */
export interface ArticleRenameRequest {
  version: string;
  to: ArticleSlug;
}

/**
 * 200 renamed: `rewritten` are the other content files whose links now name the new slug.
 * 422 invalid: path "to" (not a slug, taken, a former slug of another article…).
 */
export type ArticleRenameResponse =
  | { kind: 'renamed'; slug: ArticleSlug; version: string; rewritten: string[] }
  | { kind: 'conflict'; current: ArticleBody }
  | { kind: 'invalid'; errors: FieldError[] };

/** POST /admin/api/studio/articles/<slug>/delete. */
export interface ArticleDeleteRequest {
  version: string;
}

/**
 * 200 deleted: the old slug (and its aliases) now answer 301 to `redirect` (locale-less: the
 * category's listing, or /blog when the category has no other article).
 * 422 invalid: one error per content file that still links to the article (path "slug").
 */
export type ArticleDeleteResponse =
  | { kind: 'deleted'; redirect: string }
  | { kind: 'conflict'; current: ArticleBody }
  | { kind: 'invalid'; errors: FieldError[] };

/**
 * POST /admin/api/studio/articles/preview: one language's body rendered by the site's own
 * pipeline (Markdown processor, typography rules, block components) with the given datasets.
 */
export interface ArticlePreviewRequest {
  slug?: ArticleSlug;
  locale: Locale;
  body: string;
  data: Record<string, unknown>;
}
export type ArticlePreviewResponse = { kind: 'preview'; html: string } | { kind: 'invalid'; errors: FieldError[] };

/**
 * Where an uploaded photo goes (a query parameter, through encodeURIComponent):
 * - article-hero:<slug>: the article's hero image (the file meta.yaml's `hero` names, next to it;
 *   hero.jpg when it names none);
 * - service-gallery:<service id>:<index>: replaces one photo of a service page's gallery, counted
 *   from 0 in the order of its data.yaml; the file keeps its name, so its alt texts stay;
 * - home-poster: the home page's hero poster.
 * Anything else, a slug or service without its folder, or an index past the end is a 404.
 */
export type PhotoTarget = `article-hero:${string}` | `service-gallery:${string}:${number}` | 'home-poster';

/**
 * POST /admin/api/studio/photos?target=<PhotoTarget>, body: the image bytes with Content-Type
 * application/octet-stream (or image/*). The type is read from the bytes (JPEG, PNG, WebP, AVIF),
 * never the name or header; the photo is turned upright from its EXIF orientation and re-encoded
 * without any metadata (EXIF, GPS, XMP, ICC gone) in the format of the file it replaces, at most
 * 2560 px on its long side. Answers 200 uploaded; 404 no such target; 409 the gallery was
 * reordered meanwhile; 413 over 15 MB; 415 not a photo the site takes (by its bytes) or a
 * Content-Type that is not an image or octet stream; 422 too small, over 8000 × 8000 px, or bytes
 * that do not decode. Nothing is written unless the answer is 200.
 */
export type PhotoUploadResponse =
  | { kind: 'uploaded'; target: PhotoTarget; file: string; width: number; height: number; bytes: number }
  | StudioApiError
  | PhotoRefusal;

/** A photo refused for what it is (too small, too large in pixels, undecodable), in the admin's language. */
export interface PhotoRefusal {
  kind: 'error';
  status: 422;
  message: string;
}

/** One photo the studio can replace. */
export interface PhotoSlot {
  target: PhotoTarget;
  /** The file, relative to the site folder: "src/assets/media/gallery/thai-massage-1.jpg". */
  file: string;
  /** The narrowest photo it takes, in pixels. */
  minWidth: number;
}

/** A gallery photo: its slot, its name in data.yaml and its alt text in every language. */
export interface GalleryPhoto extends PhotoSlot {
  name: string;
  alt: Record<Locale, string>;
}

/** A service page's gallery (the image-gallery dataset of its data.yaml) and that file's version. */
export interface PhotoGallery {
  service: string;
  /** The service's name in the admin's language. */
  title: string;
  version: string;
  photos: GalleryPhoto[];
}

/**
 * GET /admin/api/studio/galleries: every service page's gallery and the home poster.
 * GET /admin/api/studio/photos?target=<PhotoTarget>: a small WebP of the photo as the studio's
 * files hold it now (an upload not yet published included), with an ETag.
 */
export interface PhotoLibrary {
  galleries: PhotoGallery[];
  poster: PhotoSlot;
}

/**
 * POST /admin/api/studio/galleries/<service id>: the gallery's photos in their new order, and alt
 * texts to change. The data.yaml is rewritten keeping its comments.
 */
export interface GalleryOrderRequest {
  /** The data.yaml's version the edit started from (PhotoGallery.version). */
  version: string;
  /** Every file of the gallery exactly once (GalleryPhoto.name). */
  order: string[];
  /** New alt texts by file name, each in every language (the page exists in all of them). */
  alt?: Record<string, Record<Locale, string>>;
}

/**
 * 200 saved; 409 conflict (someone saved the file since `version`; nothing written); 422 invalid
 * (paths "order", "alt.<file>.<locale>"; nothing written).
 */
export type GalleryOrderResponse =
  | { kind: 'saved'; version: string }
  | { kind: 'conflict'; current: PhotoGallery }
  | { kind: 'invalid'; errors: FieldError[] };

/**
 * POST /admin/api/studio/tags: a new tag for the tag picker (src/content/taxonomy/tags), named in
 * every language. 200 { kind: 'saved' }, 422 invalid (id taken, not a slug, a name missing).
 */
export interface TagCreateRequest {
  id: string;
  name: Record<Locale, string>;
}
export type TagCreateResponse = { kind: 'saved'; tag: { id: string; name: string } } | { kind: 'invalid'; errors: FieldError[] };
