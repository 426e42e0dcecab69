// `npm run bench:trace`: the main-thread work of loading each page on a phone, from a Chromium
// trace, beside the trivial reference page. Lighthouse's blocking time multiplies this machine's
// task times by four and varies 2–5× between runs here; the counts below (elements styled,
// layout objects, font lookups) do not depend on the machine's load, so a change to the markup or
// the CSS shows in them at once. Task times are printed too, with their spread, and the page's
// renderer as Linux counts it (faults, own and kernel time: ./lib/process-usage.ts).
// Usage: node scripts/bench-trace.ts [/path ...]   (BENCH_RUNS=N, default 3)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { parseRuns, serveBenchTargets } from './lib/bench-targets.ts';
import { launchOptions, playwrightFeatureSwitch } from './lib/chromium-launch.ts';
import { describeMachineMemory, machineMemory } from './lib/fresh-memory.ts';
import { median } from './lib/median.ts';
import { processUsage } from './lib/process-usage.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'dist');
const outFile = path.join(root, 'bench-results', 'trace.json');

/** Lighthouse's mobile device: a Moto G Power's viewport and pixel ratio. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
// Timeline events, plus the font cache's and IPC's own (FontCache::…, mojo calls) for the lookups.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'fonts', 'blink', 'toplevel', 'mojom', 'base'];
/** A task longer than this counts as blocking in Lighthouse, which runs tasks 4× slower (50 ms / 4). */
const LONG_TASK_MS = 12.5;

const COLUMNS = {
  styled: 'elements styled',
  laidOut: 'layout objects',
  layouts: 'layouts',
  fontLookups: 'font lookups',
  familyMatches: 'family matches',
  fontStrikes: 'font strikes',
  fallbacks: 'fallback lookups',
  longTasks: `tasks > ${LONG_TASK_MS} ms`,
  busyMs: 'main thread ms',
  layoutMs: 'layout ms',
  faults: 'renderer page faults',
  userMs: 'renderer own ms',
  kernelMs: 'renderer kernel ms',
} as const;
type Measure = Record<keyof typeof COLUMNS, number>;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { elementCount?: number; beginData?: { dirtyObjects?: number } };
}

/**
 * The page's main thread: the one that laid it out (none when the trace holds no layout). Its
 * process, the renderer, is read in /proc while it still runs: its page faults and CPU time since
 * it started for this page (Chromium runs unsandboxed here, so the trace's pid is the system's).
 */
function measure(events: TraceEvent[]): Measure | undefined {
  const firstLayout = events.find((e) => e.name === 'Layout' && e.ph === 'X');
  if (!firstLayout) return undefined;
  const renderer = processUsage(firstLayout.pid);
  if (!renderer) throw new Error(`The renderer (pid ${firstLayout.pid}) could not be read in /proc: bench:trace needs Linux and an unsandboxed Chromium`);
  const main = events.filter((e) => e.pid === firstLayout.pid && e.tid === firstLayout.tid && e.ph === 'X');
  const named = (name: string) => main.filter((e) => e.name === name);
  const ms = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const tasks = named('RunTask');
  return {
    styled: named('UpdateLayoutTree').reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    laidOut: named('Layout').reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    layouts: named('Layout').filter((e) => (e.args?.beginData?.dirtyObjects ?? 0) > 0).length,
    fontLookups: named('FontCache::GetFontPlatformData').length,
    familyMatches: named('FontDataService::MatchFamilyName').length,
    fontStrikes: named('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike').length,
    fallbacks: named('FontCache::FallbackFontForCharacter').length,
    longTasks: tasks.filter((e) => (e.dur ?? 0) / 1000 > LONG_TASK_MS).length,
    busyMs: Math.round(ms(tasks)),
    layoutMs: Math.round(ms(named('Layout'))),
    faults: renderer.minorFaults,
    userMs: renderer.userMs,
    kernelMs: renderer.kernelMs,
  };
}

function cell(values: number[]) {
  const m = median(values) ?? 0;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(m) : `${m} (${low}–${high})`;
}

/** One load's measures. Now and then Chromium hands back a trace without the page's frames
 * (seen about once in 100 loads here); that load is traced again rather than ending the bench. */
async function traceLoad(browser: Browser, url: string, attempts = 3): Promise<Measure> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load' });
      // What runs after load (island hydration, observers) belongs to the load too.
      await page.waitForTimeout(1000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const result = measure(trace.traceEvents);
      if (result) return result;
      process.stderr.write('  the trace held no layout; tracing again\n');
    } finally {
      await context.close();
    }
  }
  throw new Error(`${attempts} traces of ${url} held no layout: the page did not render`);
}

async function main() {
  const runs = parseRuns(settings.BENCH_RUNS, 3);
  // Before any browser: measured on a quiet machine, as the loads are.
  const memory = machineMemory();
  const { targets, close } = await serveBenchTargets(distDir, process.argv.slice(2));
  const browser = await chromium.launch(launchOptions(await playwrightFeatureSwitch()));
  try {
    const measures = targets.map(() => [] as Measure[]);
    // Round by round, as in `npm run bench`: a slow spell falls on every page alike.
    for (let run = 0; run < runs; run++) {
      for (const [t, target] of targets.entries()) {
        process.stderr.write(`trace ${target.path}${runs > 1 ? ` (run ${run + 1}/${runs})` : ''}…\n`);
        measures[t]?.push(await traceLoad(browser, target.url));
      }
    }
    const keys = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];
    const results = targets.map((target, t) => ({
      path: target.path,
      runs: measures[t] ?? [],
      median: Object.fromEntries(keys.map((k) => [k, median((measures[t] ?? []).map((m) => m[k])) ?? 0])),
    }));
    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(outFile, `${JSON.stringify({ generatedAt: new Date().toISOString(), device: PHONE, runs, machine: memory, results }, null, 2)}\n`);

    console.log(`\n## Main-thread work per load (Chromium trace, 412 px phone, medians of ${runs} (lowest–highest))\n`);
    console.log(`| path | ${keys.map((k) => COLUMNS[k]).join(' | ')} |`);
    console.log(`| --- | ${keys.map(() => '---').join(' | ')} |`);
    for (const [t, target] of targets.entries()) {
      const label = target.isReference ? `\`${target.path}\` (reference)` : `\`${target.path}\``;
      console.log(`| ${label} | ${keys.map((k) => cell((measures[t] ?? []).map((m) => m[k]))).join(' | ')} |`);
    }
    console.log('\nCounts (styled … fallback lookups) do not depend on the machine\'s load; the times do.');
    console.log('The renderer\'s columns are its whole life, from its start for the page to a second after the load (/proc, 10 ms ticks).');
    console.log(describeMachineMemory(memory));
    console.log(`Full results: ${path.relative(process.cwd(), outFile) || outFile}`);
  } finally {
    await browser.close();
    await close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof RangeError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
