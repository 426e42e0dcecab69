// `npm run bench:build`: how build time grows with content. For each size (default 1,000, 2,000
// and 4,000 articles, each in ko, vi and en) it copies the project into a temporary folder, adds
// that many synthetic articles next to the real ones, runs the full production build there and
// prints pages built, seconds, pages/s and peak memory.
// Caches: every build starts with an empty content cache (its own .cache/astro), but all
// share one image cache, primed by a first build of the site as it is (timed and shown apart).
// Image work does not grow with the synthetic articles (they reuse a dozen hero images), and a
// real deployment keeps that cache between builds.
// Env: SIZES="1000,2000,4000", KEEP=1 keeps the temporary folders, IMAGE_CACHE (below).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { LOCALES, type Locale } from '../src/i18n/locales.ts';
import { childEnv } from '../src/server/settings/read-settings.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();

const root = fileURLToPath(new URL('..', import.meta.url));
const sizes = (settings.SIZES ?? '1000,2000,4000').split(',').map(Number);
const COPY = ['src', 'public', 'scripts', 'integrations', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/** The ids of a taxonomy file (a YAML list of `{ id, … }`). */
const idsIn = (file: string): string[] => parse(readFileSync(path.join(root, 'src/content/taxonomy', file), 'utf8')).map((t: { id: string }) => t.id);
const tags = idsIn('tags.yaml');
const categories = idsIn('categories.yaml');
const authors = idsIn('authors.yaml');
const blogDir = path.join(root, 'src/content/blog');
// A handful of the real hero images, reused: the bench measures pages, not photo processing.
const heroes = readdirSync(blogDir)
  .slice(0, 12)
  .map((slug) => path.join(blogDir, slug, 'hero.jpg'));

const WORDS: Record<Locale, string[]> = {
  ko: '마사지 스파 휴식 건강 호치민 테라피스트 예약 코스 시간 가격 피로 회복 어깨 허리 스트레칭 오일 아로마 수면 여행 주말'.split(' '),
  vi: 'massage spa thư giãn sức khỏe kỹ thuật viên đặt lịch liệu trình thời gian giá cả mệt mỏi phục hồi vai lưng kéo giãn tinh dầu giấc ngủ du lịch cuối tuần'.split(' '),
  en: 'massage spa relaxation health therapist booking course time price fatigue recovery shoulders back stretching oil aroma sleep travel weekend city'.split(' '),
};

/** Deterministic pseudo-text: the same article gets the same words on every run. */
function text(locale: Locale, seed: number, count: number) {
  const words = WORDS[locale];
  let out: string[] = [];
  let x = seed * 9301 + 49297;
  for (let i = 0; i < count; i++) {
    x = (x * 9301 + 49297) % 233280;
    out.push(words[x % words.length] ?? '');
    if (i % 14 === 13) out[out.length - 1] += '.';
  }
  return out.join(' ');
}

function writeArticle(dir: string, i: number) {
  const slug = `bench-article-${String(i).padStart(5, '0')}`;
  const folder = path.join(dir, slug);
  mkdirSync(folder);
  const month = String((i % 12) + 1).padStart(2, '0');
  const year = 2022 + (i % 4);
  const day = String((i % 27) + 1).padStart(2, '0');
  const pick = (list: string[], k: number) => list[(i * 7 + k * 13) % list.length];
  writeFileSync(
    path.join(folder, 'meta.yaml'),
    [
      `original: ${LOCALES[i % LOCALES.length]}`,
      `category: ${pick(categories, 0)}`,
      `tags: [${[...new Set([pick(tags, 1), pick(tags, 2), pick(tags, 3)])].join(', ')}]`,
      `published: ${year}-${month}-${day}`,
      `author: ${pick(authors, 4)}`,
      'hero: ./hero.jpg',
      '',
    ].join('\n'),
  );
  copyFileSync(heroes[i % heroes.length] as string, path.join(folder, 'hero.jpg'));
  for (const locale of LOCALES) {
    const body = [1, 2, 3, 4]
      .map((s) => `## ${text(locale, i * 10 + s, 4)}\n\n${text(locale, i * 100 + s, 90)}\n`)
      .join('\n');
    writeFileSync(
      path.join(folder, `${locale}.md`),
      `---\ntitle: "${text(locale, i, 6)} ${i}"\ndescription: "${text(locale, i + 7, 16)} ${i}."\nheroAlt: "${text(locale, i + 3, 6)}"\n---\n\n${body}`,
    );
  }
}

function prepare(size: number) {
  const dir = mkdtempSync(path.join(tmpdir(), `kingstone-bench-build-${size}-`));
  for (const entry of COPY) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  // Every package linked, but not .vite, and a .cache/astro of its own: each run starts with cold caches.
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  mkdirSync(path.join(dir, '.cache/astro'), { recursive: true });
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (name === '.astro' || name === '.vite') continue;
    symlinkSync(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  symlinkSync(IMAGE_CACHE, path.join(dir, '.cache/astro/assets'));
  const blog = path.join(dir, 'src/content/blog');
  for (let i = 0; i < size; i++) writeArticle(blog, i);
  return dir;
}

function countPages(dir: string) {
  let n = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith('.html')) n++;
    }
  };
  walk(path.join(dir, 'dist/client'));
  return n;
}

// IMAGE_CACHE=<folder> reuses an image cache already primed (e.g. .cache/astro/assets of
// a built checkout) instead of priming a new one.
const givenCache = settings.IMAGE_CACHE ? path.resolve(settings.IMAGE_CACHE) : undefined;
const IMAGE_CACHE = givenCache ?? mkdtempSync(path.join(tmpdir(), 'kingstone-bench-images-'));
const results: { size: number; pages: number; seconds: number; peakMb: number }[] = [];
for (const size of givenCache ? sizes : [0, ...sizes]) {
  process.stdout.write(size === 0 ? 'priming the image cache with the real site… ' : `preparing ${size} articles × 3 languages… `);
  const dir = prepare(size);
  console.log('building');
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, 'node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: childEnv({ NODE_OPTIONS: '--max-old-space-size=8192', NODE_ENV: 'production' }),
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    throw new Error(`build of ${size} articles failed (kept in ${dir})`);
  }
  const peakMb = Math.round(Number(run.stderr.trim().split('\n').at(-1)) / 1024);
  const pages = countPages(dir);
  // Where the time went: Astro's phase lines and our integrations' own timings.
  for (const line of run.stdout.split('\n')) {
    if (/Completed in|generating static routes|precompressed|search index|link|sitemap|deploy-files|Syncing content|Synced content|Generated|Collecting build info|Building server|built in/.test(line)) console.log(`    ${line.trim()}`);
  }
  console.log(`  ${pages} pages in ${seconds.toFixed(1)} s: ${(pages / seconds).toFixed(0)} pages/s, peak ${peakMb} MB`);
  if (size === 0) console.log('  (the site as it is, priming the shared image cache)');
  else results.push({ size, pages, seconds, peakMb });
  if (settings.KEEP !== '1') rmSync(dir, { recursive: true, force: true });
}
if (!givenCache) rmSync(IMAGE_CACHE, { recursive: true, force: true });

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\n${pad('articles', 10)}${pad('pages', 8)}${pad('seconds', 9)}${pad('pages/s', 9)}${pad('s per 1k pages', 16)}peak MB`);
for (const r of results) {
  console.log(
    `${pad(r.size, 10)}${pad(r.pages, 8)}${pad(r.seconds.toFixed(1), 9)}${pad((r.pages / r.seconds).toFixed(0), 9)}${pad(((r.seconds / r.pages) * 1000).toFixed(1), 16)}${r.peakMb}`,
  );
}
