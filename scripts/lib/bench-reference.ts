// The machine's floor for `npm run bench`: a trivial Korean page (30 paragraphs, system fonts,
// inline CSS, no image, no script) served by the same server as the site's pages, so every
// Lighthouse table shows what this machine scores on a page that has nothing to optimise,
// measured in the same run. The server serves a throwaway dist folder: the real build linked in
// entry by entry, plus the reference page, so nothing is ever written into the build that gets
// deployed.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSP_DIRECTIVES } from '../../src/server/http/security-headers.ts';

/** Where the reference page answers on its own server. */
export const REFERENCE_PATH = '/bench-reference';

const STYLE = 'body{margin:0 auto;max-width:40rem;padding:1rem;font:1rem/1.7 system-ui,sans-serif;color:#222}h1{font-size:1.6rem}';

// Original filler: plain sentences about an ordinary day, repeated with their number.
const SENTENCE = '이 문단은 성능 측정을 위한 기준 페이지의 본문입니다. 글꼴은 시스템 글꼴이고, 이미지와 스크립트는 없으며, 스타일은 문서 안에 들어 있습니다.';

/** The reference page's HTML. */
export function referenceHtml() {
  const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>${i + 1}. ${SENTENCE}</p>`).join('\n');
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>기준 페이지</title>
<meta name="description" content="성능 측정용 기준 페이지">
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>기준 페이지</h1>
${paragraphs}
</main>
</body>
</html>
`;
}

/**
 * A dist folder that serves the real build and the reference page: every entry of the build (the
 * server bundle, each top-level file and folder of its client files) linked in, the reference
 * page's folder beside them, and the build's page policies with the reference page's added.
 * Returns the folder and a function that deletes it (the links only, never the build).
 * @param distDir the real build
 */
export function createReferenceDist(distDir: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-reference-'));
  symlinkSync(path.join(distDir, 'server'), path.join(dir, 'server'), 'dir');
  // nginx's generated includes (headers, redirects), for a bench through nginx.
  symlinkSync(path.join(distDir, 'nginx'), path.join(dir, 'nginx'), 'dir');
  const clientDir = path.join(dir, 'client');
  mkdirSync(clientDir);
  const referenceName = REFERENCE_PATH.slice(1);
  for (const entry of readdirSync(path.join(distDir, 'client'), { withFileTypes: true })) {
    if (entry.name === referenceName) throw new Error(`The build has a page at ${REFERENCE_PATH}; the reference needs another path`);
    symlinkSync(path.join(distDir, 'client', entry.name), path.join(clientDir, entry.name), entry.isDirectory() ? 'dir' : 'file');
  }
  const pageDir = path.join(clientDir, referenceName);
  mkdirSync(pageDir);
  writeFileSync(path.join(pageDir, 'index.html'), referenceHtml());
  // Its own policy, the way Astro files one for every page: the inline style by its hash.
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  const csp = [...CSP_DIRECTIVES, "script-src 'self'", `style-src 'self' 'sha256-${styleHash}'`].join('; ');
  const buildHeaders = JSON.parse(readFileSync(path.join(distDir, '_headers.json'), 'utf8')) as unknown[];
  writeFileSync(
    path.join(dir, '_headers.json'),
    JSON.stringify([...buildHeaders, { pathname: REFERENCE_PATH, headers: [{ key: 'Content-Security-Policy', value: csp }] }]),
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
