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
/** The lists every runtime shares: importable from the node:http host and the build integrations. */
const SHARED_LISTS = under('src/server/http', 'src/i18n/locales.ts');

function violations(from: (f: string) => boolean, allowed: (target: string, importer: string) => boolean): string[] {
  return [...graph].filter(([f]) => from(f)).flatMap(([f, targets]) => targets.filter((t) => !allowed(t, f)).map((t) => `${f} → ${t}`));
}

describe('dependency rules', () => {
  it('components and blocks never import server code, pages, layouts or views', () => {
    expect(violations(under('src/components', 'src/blocks'), (t) => !under('src/server', 'src/pages', 'src/layouts', 'src/views', 'src/server/host', 'integrations')(t))).toEqual([]);
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
    expect(violations(under('src/browser'), (t) => !under('src/server', 'src/components', 'src/pages', 'src/layouts', 'src/server/host', 'integrations')(t))).toEqual([]);
  });

  it('data and logic modules never import UI (nothing imports "up")', () => {
    const ui = (t: string) => t.endsWith('.tsx') || t.endsWith('.astro') || under('src/components', 'src/layouts', 'src/pages')(t);
    const dataAndLogic = (f: string) => f.startsWith('src/') && !ui(f) && !under('src/views', 'src/pages')(f) && f !== 'src/blocks/registry.tsx';
    expect(violations(dataAndLogic, (t) => !ui(t))).toEqual([]);
  });

  it('site code never imports the host, the integrations, the command-line tools or the tests', () => {
    expect(violations(under('src'), (t) => !under('src/server/host', 'integrations', 'scripts', 'tests')(t))).toEqual([]);
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
