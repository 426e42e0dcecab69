// One build the host can serve: its Astro handler, its static files, their policies and its
// redirects, loaded together so a request is answered wholly by one build. Switching releases
// swaps one reference; requests already running keep the build they started with.
import { existsSync, renameSync, statSync, symlinkSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadPageCsp, loadRedirects, pagePathOf } from './page-headers.ts';
import { createStaticFiles, type StaticFile } from './static-files.ts';
import { lastBlogPages } from '../http/listing-pages.ts';
import { FALLBACK_CSP } from '../http/security-headers.ts';
import type { DirectHandler } from '../http/host-bridge.ts';
import type { DirectBridge } from '../http/on-demand-routes.ts';
import { BUILD_ENTRY, CURRENT_LINK, linkedReleaseDir, RELEASE_ID, RELEASE_MANIFEST, RELEASES_DIR } from '../http/releases.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface Release {
  /** The build's folder (dist/ or releases/<id>/). */
  dir: string;
  /** When it was built (its server entry's modification time). */
  builtAt: number;
  astroHandler: Handler;
  files: ReturnType<typeof createStaticFiles>;
  clientDir: string;
  redirects: Map<string, string>;
  /** Each locale prefix's last blog page: where "/blog?page=N" past the end leads. */
  lastBlogPages: Map<string, number>;
  /** The policy for a static file: its page's hashes for HTML, the closed one for the rest. */
  cspFor: (file: StaticFile) => string;
  /** The direct routes' handlers, filled once the build's on-demand side has started (src/server/host/index.ts startRelease). */
  direct: Partial<Record<DirectBridge, DirectHandler>>;
}

/** Loads the build in `dir`: imports its server entry (a new module for every folder). */
export async function loadRelease(dir: string): Promise<Release> {
  const entryFile = path.join(dir, BUILD_ENTRY);
  const entry = await import(pathToFileURL(entryFile).href);
  const clientDir = path.join(dir, 'client');
  const files = createStaticFiles(clientDir);
  const pageCsp = loadPageCsp(dir);
  return {
    dir,
    builtAt: statSync(entryFile).mtimeMs,
    astroHandler: entry.handler,
    files,
    clientDir,
    redirects: loadRedirects(clientDir),
    lastBlogPages: lastBlogPages(clientDir),
    direct: {},
    cspFor: (file) => (file.isHtml && pageCsp.get(pagePathOf(file.identity.file.slice(clientDir.length)))) || FALLBACK_CSP,
  };
}

/**
 * The release `releases/current` names, if it is complete; undefined when there is none (a site
 * that has never published) or the link is broken.
 */
export function currentReleaseDir(siteRoot: string): string | undefined {
  const dir = linkedReleaseDir(siteRoot);
  return dir && existsSync(path.join(dir, RELEASE_MANIFEST)) && existsSync(path.join(dir, BUILD_ENTRY)) ? dir : undefined;
}

/**
 * What to serve at start: the published release when it is newer than dist/, otherwise dist/ (a
 * developer who rebuilt after changing code gets their build; the studio's edits are in the
 * source files either build was made from).
 */
export function liveDirAtStart(distDir: string, siteRoot: string | undefined): string {
  const published = siteRoot ? currentReleaseDir(siteRoot) : undefined;
  if (!published) return distDir;
  const distEntry = path.join(distDir, BUILD_ENTRY);
  if (!existsSync(distEntry)) return published;
  // The first release is dist/ itself in hard links (same time): then the release, whose history it has.
  return statSync(path.join(published, BUILD_ENTRY)).mtimeMs >= statSync(distEntry).mtimeMs ? published : distDir;
}

/**
 * Points releases/current at `dir` by renaming a new link over the old one: a restart at any
 * moment finds either the old or the new release, never none. dist/ itself is never linked.
 */
export function pointCurrentAt(siteRoot: string, dir: string): void {
  const releases = path.join(siteRoot, RELEASES_DIR);
  if (path.dirname(dir) !== releases || !RELEASE_ID.test(path.basename(dir))) return;
  const temp = path.join(releases, `.${CURRENT_LINK}-${process.pid}-${Date.now()}`);
  symlinkSync(path.basename(dir), temp);
  renameSync(temp, path.join(releases, CURRENT_LINK));
}
