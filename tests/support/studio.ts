import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_DIR, ROOT } from './paths';

/** The content folders the studio edits, as the site holds them. */
const STUDIO_FOLDERS = ['business', 'notice', 'services'];
/**
 * What the article studio reads and writes besides: the articles, the taxonomy, the deleted
 * articles' redirects, and the content that links to articles (service, home and legal pages).
 */
const ARTICLE_FOLDERS = ['blog', 'taxonomy', 'redirects', 'service-pages', 'home', 'legal'];
/** The picture a new article shows until a hero is uploaded (src/server/site-files/article-paths.ts). */
const ARTICLE_ASSETS = ['src/assets/media/home-hero.jpg'];

/** What the photo studio writes besides: the service pages (galleries), their photos, the home poster. */
const PHOTO_PATHS = ['src/content/service-pages', 'src/assets/media/gallery', 'src/assets/media/home-hero.jpg'];

export interface StudioSite {
  /** A site root (KINGSTONE_SITE_ROOT) with its own copy of the studio's folders under src/content. */
  root: string;
  /** The bytes of a file under the root, by relative path. */
  read: (relative: string) => string;
  /** A file's raw bytes (a photo), by relative path. */
  bytes: (relative: string) => Buffer;
  /** Replaces a file's text, as a person editing it by hand would. */
  write: (relative: string, text: string) => void;
  /**
   * Every file under the root with its contents, to show that a refused request changed nothing
   * anywhere: text files as text, others (photos) as base64.
   */
  snapshot: () => Record<string, string>;
  remove: () => void;
}

const TEXT_FILE = /\.(?:ya?ml|mdx?|json|txt)$/;

/**
 * A temporary site root holding a copy of the studio's content folders, so a test saves into its
 * own files and never the repository's. Also holds an `outside/` folder next to src/, for tests
 * that check a hostile id reached nothing beyond the content folders. `photos` adds what the photo
 * studio writes (service pages, gallery photos, home poster); `articles: true` the articles and
 * what links to them (taxonomy, redirects, service, home and legal pages), a list of slugs only
 * those article folders.
 */
export function studioSiteCopy(
  prefix = 'kingstone-studio-',
  { photos = false, articles = false }: { photos?: boolean; articles?: boolean | string[] } = {},
): StudioSite {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  // Open like a checkout: a publish's build runs as another user when the tests run as root
  // (src/server/services/publish/build-sandbox.ts), and must be able to read the site.
  chmodSync(root, 0o755);
  for (const folder of [...STUDIO_FOLDERS, ...(articles === true ? ARTICLE_FOLDERS : [])]) {
    cpSync(path.join(CONTENT_DIR, folder), path.join(root, 'src/content', folder), { recursive: true });
  }
  if (articles === true) for (const file of ARTICLE_ASSETS) cpSync(path.join(ROOT, file), path.join(root, file));
  if (photos) for (const relative of PHOTO_PATHS) cpSync(path.join(ROOT, relative), path.join(root, relative), { recursive: true });
  if (Array.isArray(articles)) for (const slug of articles) cpSync(path.join(CONTENT_DIR, 'blog', slug), path.join(root, 'src/content/blog', slug), { recursive: true });
  // Files a traversal would reach: next to the content folders and outside src/.
  mkdirSync(path.join(root, 'outside'));
  writeFileSync(path.join(root, 'outside/x.yaml'), 'id: x\n');
  writeFileSync(path.join(root, 'src/content/spa.yaml'), 'name: not the studio file\n');
  return {
    root,
    read: (relative) => readFileSync(path.join(root, relative), 'utf8'),
    bytes: (relative) => readFileSync(path.join(root, relative)),
    write: (relative, text) => writeFileSync(path.join(root, relative), text),
    snapshot: () =>
      Object.fromEntries(
        readdirSync(root, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const full = path.join(entry.parentPath, entry.name);
            return [path.relative(root, full), readFileSync(full).toString(TEXT_FILE.test(entry.name) ? 'utf8' : 'base64')];
          }),
      ),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Article slugs a hostile client might send in a URL, each with a short name for a test's title:
 * traversal (raw and encoded), dots, uppercase, encoded slashes, NUL bytes, over-long, near misses.
 */
export const HOSTILE_ARTICLE_SLUGS: readonly (readonly [string, string])[] = [
  '..',
  '../business',
  '..%2f..%2foutside',
  '%2e%2e',
  'massage-hcm-top%2f..%2f..',
  'massage-hcm-top/../massage-huong-quan',
  '.studio.lock',
  'Massage-HCM-Top',
  'massage-hcm-top.',
  'massage_hcm_top',
  'massage-hcm-top\0',
  '-massage-hcm-top',
  'massage--hcm',
  `${'a'.repeat(101)}`,
  `${'a-'.repeat(3000)}a`,
  '',
].map((slug) => [slug.length > 60 ? `${slug.slice(0, 12)}… (${slug.length} characters)` : JSON.stringify(slug), slug] as const);

/**
 * Document ids a hostile client might send, each with a short name for a test's title (a long id
 * is named by its length): traversal, encoded dots, NUL bytes, absolute paths, near misses.
 */
export const HOSTILE_DOCUMENT_IDS: readonly (readonly [string, string])[] = [
  'service:../business/spa',
  'service:../../outside/x',
  'service:..%2fbusiness%2fspa',
  'service:%2e%2e',
  'service:thai-massage\0',
  'service:\0',
  'service:/etc/passwd',
  `service:${path.join(CONTENT_DIR, 'services/thai-massage')}`,
  'service:thai-massage.yaml',
  'service:THAI-MASSAGE',
  'service:',
  `service:${'a'.repeat(5000)}`,
  'services:thai-massage',
  'business ',
  '../business',
  '',
].map((id) => [id.length > 60 ? `${id.slice(0, 12)}… (${id.length} characters)` : JSON.stringify(id), id] as const);
