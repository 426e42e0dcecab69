// `npm run bench:publish`: how long an owner's price change takes to be live (issue #15's goal:
// ≤ 15 s on a 2-core machine). On a copy of the site (scripts/lib/site-workspace.ts), a server
// like `npm start`'s: save a new price of the Thai massage through the studio's API, publish,
// and poll /services, /vi/services and /en/services until all three show it. Reported by phase:
// save, build (and its phases as the status route reports them), switch, seen live.
// Env: BENCH_RUNS (default 3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../host/index.ts';
import { LOCALE_PREFIXES } from '../src/http/on-demand-routes.ts';
import type { PublishPhase } from '../src/studio/contract.ts';
import { createSiteWorkspace } from './lib/site-workspace.ts';
import { StudioClient } from './lib/studio-client.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const SERVICE = 'service:thai-massage';
const PASSWORD = `bench-${Date.now()}`;

interface Run {
  total: number;
  save: number;
  build: number;
  live: number;
  phases: Partial<Record<PublishPhase, number>>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const spread = (values: number[]) => `${(Math.min(...values) / 1000).toFixed(1)}–${(Math.max(...values) / 1000).toFixed(1)}`;

/** The price as the services pages print it, whatever the locale's grouping: its digits in order. */
function showsPrice(html: string, price: number) {
  const digits = String(price);
  return html.replace(/[^\d]/g, ' ').includes(digits) || html.replace(/[.,\u00a0\u202f ]/g, '').includes(digits);
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
  const results: Run[] = [];
  try {
    await studio.login(PASSWORD);
    await studio.waitForReleases();
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const doc = await studio.document(SERVICE);
      const data = structuredClone(doc.body.data) as { options: { price: number }[] };
      const option = data.options[0];
      if (!option) throw new Error(`${SERVICE} has no option`);
      option.price += 10_000;
      const saved = await studio.save(SERVICE, doc.body.version, data);
      if (saved.body.kind !== 'saved') throw new Error(`save refused: ${JSON.stringify(saved.body)}`);
      const afterSave = performance.now();
      const publish = await studio.publish();
      if (publish.status !== 202) throw new Error(`publish refused: ${publish.status} ${JSON.stringify(publish.body)}`);
      const phases: Partial<Record<PublishPhase, number>> = {};
      const final = await studio.waitForPublish((status) => {
        if (status.phase && phases[status.phase] === undefined) phases[status.phase] = performance.now() - afterSave;
      });
      if (final.state !== 'done') throw new Error(`publish failed: ${final.error}\n${(final.detail ?? []).join('\n')}`);
      const afterBuild = performance.now();
      // Live = every locale's services page shows the new price.
      for (;;) {
        const pages = await Promise.all(LOCALE_PREFIXES.map((prefix) => fetch(`${origin}${prefix}/services`).then((r) => r.text())));
        if (pages.every((html) => showsPrice(html, option.price))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const live = performance.now();
      results.push({ total: live - started, save: afterSave - started, build: afterBuild - afterSave, live: live - afterBuild, phases });
      process.stderr.write(`run ${i + 1}/${runs}: edit → live ${((live - started) / 1000).toFixed(1)} s\n`);
    }
  } finally {
    server.closeAllConnections();
    await server.shutdown();
    workspace.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const col = (pick: (r: Run) => number) => {
    const values = results.map(pick);
    return `${(median(values) / 1000).toFixed(1)} s (${spread(values)})`;
  };
  console.log(`\n## Publish: a price change, edit → live (medians of ${runs}, lowest–highest)\n`);
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
    if (durations.length > 0) console.log(`| · ${phase} | ${(median(durations) / 1000).toFixed(1)} s (${spread(durations)}) |`);
  }
  console.log(`| seen on /services in every locale | ${col((r) => r.live)} |`);
  console.log(`| **edit → live** | **${col((r) => r.total)}** |`);
  console.log('\nGoal: ≤ 15 s on a 2-core machine.');
}

await main();
