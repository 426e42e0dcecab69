// `npm run bench:publish`: how long an owner's change takes to be live (issue #15's goal: ≤ 15 s
// on a 2-core machine). On a copy of the site (scripts/lib/site-workspace.ts), a server like
// `npm start`'s: save through the studio's API, publish, and poll the pages until they show it.
// Two changes: a new price of the Thai massage (/services, /vi/services, /en/services) and a
// sentence added to an article's Vietnamese text (its /vi page). Reported by phase: save, build
// (and its phases as the status route reports them), switch, seen live.
// Env: BENCH_RUNS (default 3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../src/server/host/index.ts';
import { LOCALE_PREFIXES } from '../src/server/http/on-demand-routes.ts';
import type { PublishPhase } from '../src/studio/contract.ts';
import { median } from './lib/median.ts';
import { createSiteWorkspace } from './lib/site-workspace.ts';
import { StudioClient } from './lib/studio-client.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(settings.BENCH_RUNS ?? 3);
const SERVICE = 'service:thai-massage';
const ARTICLE = 'an-gi-sau-massage-quan-1';
const PASSWORD = `bench-${Date.now()}`;
/**
 * The owner has the studio open and spends seconds changing a field before saving: the studio
 * starts loading the next build's process meanwhile (src/server/services/publish/site-build.ts). The clock
 * starts at the save, as the owner sees it: edit (saved) → live.
 */
const OWNER_EDITS_MS = 3000;

interface Run {
  total: number;
  save: number;
  build: number;
  live: number;
  phases: Partial<Record<PublishPhase, number>>;
}

/** One kind of change an owner makes: read and change it, save it, then tell whether a page shows it. */
interface Scenario {
  title: string;
  /** Reads the current state and returns the save to run once the owner has "edited". */
  prepare: (studio: StudioClient, run: number) => Promise<{ save: () => Promise<void>; pages: string[]; shows: (html: string) => boolean }>;
}

const spread = (values: number[]) => `${(Math.min(...values) / 1000).toFixed(1)}–${(Math.max(...values) / 1000).toFixed(1)}`;

/** The price as the services pages print it, whatever the locale's grouping: its digits in order. */
function showsPrice(html: string, price: number) {
  const digits = String(price);
  return html.replace(/[^\d]/g, ' ').includes(digits) || html.replace(/[.,\u00a0\u202f ]/g, '').includes(digits);
}

const PRICE: Scenario = {
  title: 'a price change (the Thai massage), seen on /services in every locale',
  async prepare(studio) {
    const doc = await studio.document(SERVICE);
    const data = structuredClone(doc.body.data) as { options: { price: number }[] };
    const option = data.options[0];
    if (!option) throw new Error(`${SERVICE} has no option`);
    // A price no earlier publish showed, so no page of it is in any cache.
    option.price += 10_000 + Math.floor(Math.random() * 90) * 1000;
    return {
      async save() {
        const saved = await studio.save(SERVICE, doc.body.version, data);
        if (saved.body.kind !== 'saved') throw new Error(`save refused: ${JSON.stringify(saved.body)}`);
      },
      pages: LOCALE_PREFIXES.map((prefix) => `${prefix}/services`),
      shows: (html) => showsPrice(html, option.price),
    };
  },
};

const ARTICLE_TEXT: Scenario = {
  title: `an article's Vietnamese text (${ARTICLE}), seen on its /vi page`,
  async prepare(studio, run) {
    const article = await studio.article(ARTICLE);
    if (article.status !== 200) throw new Error(`article ${ARTICLE}: ${article.status}`);
    const texts = structuredClone(article.body.texts);
    const vi = texts.vi;
    if (!vi) throw new Error(`${ARTICLE} has no Vietnamese text`);
    const token = `Cập nhật ${Date.now().toString(36)}-${run}`;
    vi.body = `${vi.body.trimEnd()}\n\n${token}.\n`;
    return {
      async save() {
        const saved = await studio.saveArticle({ slug: ARTICLE, version: article.body.version, meta: article.body.meta, data: article.body.data, texts });
        if (saved.body.kind !== 'saved') throw new Error(`save refused: ${JSON.stringify(saved.body)}`);
      },
      pages: [`/vi/blog/${ARTICLE}`],
      shows: (html) => html.includes(token),
    };
  },
};

async function measure(studio: StudioClient, origin: string, scenario: Scenario, count = runs): Promise<Run[]> {
  const results: Run[] = [];
  for (let i = 0; i < count; i++) {
    const change = await scenario.prepare(studio, i);
    await new Promise((resolve) => setTimeout(resolve, OWNER_EDITS_MS));
    const started = performance.now();
    await change.save();
    const afterSave = performance.now();
    const publish = await studio.publish();
    if (publish.status !== 202) throw new Error(`publish refused: ${publish.status} ${JSON.stringify(publish.body)}`);
    const phases: Partial<Record<PublishPhase, number>> = {};
    const final = await studio.waitForPublish((status) => {
      if (status.phase && phases[status.phase] === undefined) phases[status.phase] = performance.now() - afterSave;
    });
    if (final.state !== 'done') throw new Error(`publish failed: ${final.error}\n${(final.detail ?? []).join('\n')}`);
    const afterBuild = performance.now();
    for (;;) {
      const pages = await Promise.all(change.pages.map((page) => fetch(`${origin}${page}`).then((r) => r.text())));
      if (pages.every(change.shows)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const live = performance.now();
    results.push({ total: live - started, save: afterSave - started, build: afterBuild - afterSave, live: live - afterBuild, phases });
    process.stderr.write(`${scenario.title}: run ${i + 1}/${count}: edit → live ${((live - started) / 1000).toFixed(1)} s\n`);
  }
  return results;
}

function report(title: string, results: Run[]) {
  const col = (pick: (r: Run) => number) => {
    const values = results.map(pick);
    return `${((median(values) ?? 0) / 1000).toFixed(1)} s (${spread(values)})`;
  };
  console.log(`\n## Publish: ${title}, edit → live (medians of ${results.length}, lowest–highest)\n`);
  console.log('| step | time |');
  console.log('| --- | --- |');
  console.log(`| save (API) | ${col((r) => r.save)} |`);
  console.log(`| publish: build + switch | ${col((r) => r.build)} |`);
  const order: PublishPhase[] = ['prepare', 'content', 'bundle', 'pages', 'images', 'checks', 'compress', 'switch'];
  for (const [index, phase] of order.entries()) {
    const next = order[index + 1];
    const durations = results
      .map((r) => {
        const start = r.phases[phase];
        const end = next ? r.phases[next] : r.build;
        return start === undefined || end === undefined ? undefined : end - start;
      })
      .filter((v): v is number => v !== undefined);
    if (durations.length > 0) console.log(`| · ${phase} | ${((median(durations) ?? 0) / 1000).toFixed(1)} s (${spread(durations)}) |`);
  }
  console.log(`| seen live | ${col((r) => r.live)} |`);
  console.log(`| **edit → live** | **${col((r) => r.total)}** |`);
}

async function main() {
  const workspace = createSiteWorkspace(root);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-publish-data-'));
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.DATA_DIR = dataDir;
  const server = await startServer({ distDir: path.join(root, 'dist'), port: 0, host: '127.0.0.1', siteRoot: workspace.dir, logRequests: false });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const studio = new StudioClient(origin);
  const reports: [string, Run[]][] = [];
  try {
    await studio.login(PASSWORD);
    await studio.waitForReleases();
    // The first publish of a new site folder fills the build's caches for its build folder; an
    // owner's publishes after it are the ones measured.
    const [first] = await measure(studio, origin, { ...PRICE, title: 'first publish of this site folder' }, 1);
    if (first) console.log(`First publish of a new site folder (fills the caches of its build folder): edit → live ${(first.total / 1000).toFixed(1)} s`);
    for (const scenario of [PRICE, ARTICLE_TEXT]) reports.push([scenario.title, await measure(studio, origin, scenario)]);
  } finally {
    server.closeAllConnections();
    await server.shutdown();
    workspace.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const [title, results] of reports) report(title, results);
  console.log('\nGoal: ≤ 15 s on a 2-core machine.');
}

await main();
