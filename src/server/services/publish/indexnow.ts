// After a publish, tell IndexNow (Bing, Naver, Yandex, Seznam…) which pages changed, so search
// engines see a new price the same day. Optional: only with INDEXNOW_KEY set; the key is also
// answered at /<key>.txt by the host, which is how IndexNow checks the ping comes from the site.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INDEXNOW_KEY } from '../../http/indexnow-key';
import { serverSettings } from '../../settings/read-settings';

const ENDPOINT = 'https://api.indexnow.org/indexnow';
/** IndexNow takes at most this many URLs per ping. */
const MAX_URLS = 10_000;
const TIMEOUT_MS = 10_000;

function pagesOf(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html')) pages.set(path.relative(clientDir, full), createHash('sha256').update(readFileSync(full)).digest('base64url'));
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return pages;
}

/**
 * The URL paths of the pages whose HTML differs between two builds, or that are new; error pages
 * left out. "blog/x/index.html" is "/blog/x", "index.html" is "/".
 */
export function changedPages(beforeClient: string, afterClient: string): string[] {
  const before = pagesOf(beforeClient);
  const changed: string[] = [];
  for (const [file, hash] of pagesOf(afterClient)) {
    if (before.get(file) === hash) continue;
    const page = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
    if (/(^|\/)404$/.test(page)) continue;
    changed.push(page);
  }
  return changed.sort();
}

/**
 * Sends the changed pages to IndexNow. Never throws: a search engine that does not answer must not
 * make a good publish look failed; the outcome is logged.
 */
export async function pingIndexNow(siteUrl: string, paths: string[], env: Readonly<Record<string, string | undefined>> = serverSettings()): Promise<number | undefined> {
  const key = env['INDEXNOW_KEY'];
  if (!key || paths.length === 0) return undefined;
  if (!INDEXNOW_KEY.test(key)) {
    console.error('studio: INDEXNOW_KEY must be 8–128 letters, digits or dashes; no IndexNow ping sent');
    return undefined;
  }
  const site = new URL(siteUrl);
  const body = {
    host: site.host,
    key,
    keyLocation: new URL(`/${key}.txt`, site).href,
    urlList: paths.slice(0, MAX_URLS).map((p) => new URL(p, site).href),
  };
  try {
    const res = await fetch(env['INDEXNOW_ENDPOINT'] ?? ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    console.log(JSON.stringify({ event: 'studio.indexnow', urls: body.urlList.length, status: res.status }));
    return res.status;
  } catch (error) {
    console.error(`studio: IndexNow ping failed: ${(error as Error).message}`);
    return undefined;
  }
}
