import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';

// The dependency rules of the folder READMEs, checked on the real import graph: which folder may
// import which, no import circle, and the locale list written down once.

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|astro)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => SOURCE.test(f) && !f.startsWith('src/content/') && existsSync(path.join(root, f)));
const fileSet = new Set(files);
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.astro', '/index.ts'];

/** Relative imports of a file, resolved to repository paths (type-only imports included). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom|\bimport|\bimport\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.flatMap((spec) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const hit = EXTENSIONS.map((ext) => base + ext).find((candidate) => fileSet.has(candidate));
    return hit ? [hit] : [];
  });
}
const graph = new Map(files.map((f) => [f, importsOf(f)]));

const under = (...folders: string[]) => (file: string) => folders.some((folder) => file.startsWith(`${folder}/`) || file === folder);

/**
 * The layers of the site's code, lowest first: a module imports its own layer and those below it,
 * never one above. The shared base (words, helpers, business facts, the site's model, its UI)
 * comes first; the server's layers sit on it, each named in its path (src/server/README.md says
 * why): settings, serving facts, the database, the site's files, services, request handlers and
 * the node:http host; the route files and the middleware are the top. Folders not listed here
 * (the build integrations, the scripts, the tests) have their own rules below.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['src/i18n'],
  ['src/utils'],
  ['src/config'],
  ['src/booking', 'src/people', 'src/insights', 'src/blog', 'src/services', 'src/media', 'src/markdown', 'src/seo', 'src/sidebar', 'src/studio', 'src/browser'],
  ['src/blocks', 'src/components', 'src/views', 'src/layouts', 'src/styles'],
  ['src/server/settings'],
  ['src/server/http'],
  ['src/server/data'],
  ['src/server/site-files'],
  ['src/server/services'],
  ['src/server/web'],
  ['src/server/host'],
  ['src/pages', 'src/middleware.ts', 'src/content.config.ts', 'src/env.d.ts'],
];

/** The blocks' data (their schemas, images and tags) belongs to the site's model; their components to the UI. */
const MODEL_LAYER = 3;
const isBlockData = (file: string) => file.startsWith('src/blocks/') && file.endsWith('.ts');

/** A file's layer: the index of the longest folder of LAYERS it sits in, or undefined. */
function layerOf(file: string): number | undefined {
  if (isBlockData(file)) return MODEL_LAYER;
  let found: { layer: number; length: number } | undefined;
  LAYERS.forEach((folders, layer) => {
    for (const folder of folders) if (under(folder)(file) && folder.length > (found?.length ?? -1)) found = { layer, length: folder.length };
  });
  return found?.layer;
}

/**
 * The lists every runtime shares, importable from the node:http host and the build integrations
 * (plain Node, no bundler): how the site is served, the settings, the locales, the studio's limits.
 */
const SHARED_LISTS = under('src/server/http', 'src/server/settings', 'src/i18n/locales.ts', 'src/studio/contract.ts', 'src/config/site-url.ts', 'src/booking/api-path.ts', 'src/insights/api-path.ts');
/** The server's code: the UI and the view models never import it. */
const SERVER = under('src/server');

function violations(from: (f: string) => boolean, allowed: (target: string, importer: string) => boolean): string[] {
  return [...graph].filter(([f]) => from(f)).flatMap(([f, targets]) => targets.filter((t) => !allowed(t, f)).map((t) => `${f} → ${t}`));
}

describe('dependency rules', () => {
  it('every site module sits in a layer', () => {
    expect(files.filter((f) => f.startsWith('src/') && layerOf(f) === undefined)).toEqual([]);
  });

  it('no import runs up the layers', () => {
    const up = (target: string, importer: string) => {
      const to = layerOf(target);
      return to === undefined || to <= (layerOf(importer) ?? Infinity);
    };
    expect(violations(under('src'), up)).toEqual([]);
  });

  it('components, blocks, layouts and view models never import server code, pages or layouts', () => {
    expect(violations(under('src/components', 'src/blocks', 'src/views'), (t) => !SERVER(t) && !under('src/pages', 'src/layouts', 'integrations')(t))).toEqual([]);
    expect(violations(under('src/layouts'), (t) => !SERVER(t) && !under('src/pages', 'integrations')(t))).toEqual([]);
  });

  it('the node:http host imports only itself and the shared lists', () => {
    expect(violations(under('src/server/host'), (t) => under('src/server/host')(t) || SHARED_LISTS(t))).toEqual([]);
  });

  it('build integrations import only themselves and the shared lists', () => {
    expect(violations(under('integrations'), (t) => under('integrations')(t) || SHARED_LISTS(t))).toEqual([]);
  });

  it('the shared lists import nothing but each other', () => {
    expect(violations(SHARED_LISTS, (t) => SHARED_LISTS(t))).toEqual([]);
  });

  it('browser scripts import no server code and no components', () => {
    expect(violations(under('src/browser'), (t) => !SERVER(t) && !under('src/components', 'src/pages', 'src/layouts', 'integrations')(t))).toEqual([]);
  });

  it('the studio and the publisher never import each other: both build on the site files', () => {
    const studio = under('src/server/services/studio');
    const publish = under('src/server/services/publish');
    expect([...violations(studio, (t) => !publish(t)), ...violations(publish, (t) => !studio(t))]).toEqual([]);
  });

  it('data and logic modules never import UI (nothing imports "up")', () => {
    const ui = (t: string) => t.endsWith('.tsx') || t.endsWith('.astro') || under('src/components', 'src/layouts', 'src/pages')(t);
    // The studio's preview renders an article with the site's own block components, and a form
    // page rendered on request hands its component the props it computes.
    const renders = under('src/server/services/studio/preview/render-html.tsx', 'src/server/web/forms');
    const dataAndLogic = (f: string) => f.startsWith('src/') && !ui(f) && !under('src/views', 'src/pages')(f) && f !== 'src/blocks/registry.tsx' && !renders(f);
    expect(violations(dataAndLogic, (t) => !ui(t))).toEqual([]);
  });

  it('site code never imports the integrations, the command-line tools, the generators or the tests', () => {
    expect(violations(under('src'), (t) => !under('integrations', 'scripts', 'tools', 'tests')(t))).toEqual([]);
  });

  it('the product never imports the sample-art generator', () => {
    expect(violations((f) => !under('tools')(f), (t) => !under('tools')(t))).toEqual([]);
  });

  it('has no import circle', () => {
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});

describe('one list per fact', () => {
  const permutations = <T>(items: readonly T[]): T[][] =>
    items.length <= 1 ? [[...items]] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
  const prefixed = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  /** Spellings of the whole locale list (or of its prefixed part) as code: arrays, enums, globs, regex alternations. */
  const copies = [
    ...permutations(LOCALES).flatMap((order) => [
      new RegExp(order.map((l) => `['"]${l}['"]`).join('\\s*,\\s*')),
      new RegExp(`\\{${order.join(',')}\\}`),
      new RegExp(`\\b${order.join('\\|')}\\b`),
    ]),
    ...permutations(prefixed).flatMap((order) => [
      new RegExp(`\\(\\??:?${order.map((l) => `\\/?${escape(l)}`).join('\\|')}\\)`),
      new RegExp(`\\[\\s*${order.map((l) => `['"]${l}['"]`).join('\\s*,\\s*')}\\s*\\]`),
    ]),
  ];

  it('the locales are written down only in src/i18n/locales.ts', () => {
    const code = files.filter((f) => f !== 'src/i18n/locales.ts' && f !== 'tests/unit/tree-rules.test.ts');
    const found = code.filter((f) => {
      const text = readFileSync(path.join(root, f), 'utf8');
      return copies.some((re) => re.test(text));
    });
    expect(found).toEqual([]);
  });

  it('the on-demand routes are written down only in src/server/http/on-demand-routes.ts', () => {
    const list = /(?:\bbooking\|newsletter\b|\bnewsletter\|booking\b|\bapi\|admin\b|\badmin\|api\b|['"]\/healthz['"]\s*[\],])/;
    const code = files.filter((f) => !f.startsWith('tests/') && f !== 'src/server/http/on-demand-routes.ts');
    const templates = ['deploy/nginx/kingstone.conf.template'];
    const found = [...code, ...templates].filter((f) => list.test(readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
