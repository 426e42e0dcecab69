// `npm run bench:pages`: Lighthouse (mobile, simulated throttling) on every page the build made,
// once each, against the trivial reference page measured between them. Prints the slowest twenty
// pages with their LCP element and its bytes, and each page type's median LCP against the
// reference's. A sample of one page per type (`npm run bench`) missed an article over the goal.
// Usage: node scripts/bench-pages.ts [--dist=<build folder>] [--via=node|nginx] [/path-prefix ...]
// --via=nginx measures through nginx with HTTPS and HTTP/2 (the deploy guide's server) instead of
// our Node server alone (HTTP/1.1): the deployed path, where a page's images share its connection.
// It is a report: pages over the goals still exit 0; only a failure to measure exits non-zero.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { listPages } from '../integrations/link-check.ts';
import { LCP_GOAL_MS, LCP_REFERENCE_FACTOR, typeVerdict } from './lib/bench-goals.ts';
import { type BenchVia, parseVia, serveBenchTargets } from './lib/bench-targets.ts';
import { type LcpElement, lcpElement } from './lib/lcp-element.ts';
import { type LhResult, numeric, withChromium } from './lib/lighthouse-run.ts';
import { median } from './lib/median.ts';
import { speedType } from './lib/page-type.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outFile = path.join(root, 'bench-results', 'lighthouse-pages.json');
/** The reference is measured again after every this many pages: the machine's speed drifts over a long run. */
const REFERENCE_EVERY = 20;
/**
 * Only what the report reads, and shorter quiet windows after the load (Lighthouse's default is a
 * second of each): the rest of its gathering (screenshots, other audits, waiting) doubled a page's
 * time. Our pages request nothing late that could become their largest paint.
 */
const FLAGS = {
  onlyAudits: ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time', 'lcp-breakdown-insight', 'network-requests'],
  disableFullPageScreenshot: true,
  pauseAfterLoadMs: 500,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
};

interface PageRow {
  path: string;
  type: string;
  lcp: number;
  fcp: number;
  tbt: number;
  element: LcpElement | null;
}

function parseArgs(argv: string[]) {
  let dist = path.join(root, 'dist');
  let via: BenchVia = 'node';
  const prefixes: string[] = [];
  for (const arg of argv) {
    if (arg.startsWith('--dist=')) dist = path.resolve(arg.slice('--dist='.length));
    else if (arg.startsWith('--via=')) via = parseVia(arg);
    else if (arg.startsWith('/')) prefixes.push(arg);
    else throw new RangeError(`Unknown argument ${JSON.stringify(arg)}: expected --dist=<folder>, --via=node|nginx or a path prefix such as /vi/blog`);
  }
  return { dist, via, prefixes };
}

async function measure(url: string, port: number, attempt = 1): Promise<LhResult> {
  // No config argument: Lighthouse's default config is mobile with simulated throttling.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...FLAGS });
  const lhr = result?.lhr;
  // A trace now and then lacks its navigation start on a loaded machine: measure again.
  if ((!lhr || lhr.runtimeError || numeric(lhr, 'largest-contentful-paint') === null) && attempt < 3) return measure(url, port, attempt + 1);
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.code ?? 'no result'}`);
  return lhr;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function describeElement(element: LcpElement | null) {
  if (!element) return '–';
  const label = element.label.length > 40 ? `${element.label.slice(0, 39)}…` : element.label;
  const file = element.url ? new URL(element.url).pathname.split('/').pop() : '?';
  return `${element.kind} ${element.selector.split(' > ').pop()} "${label}" (${element.kind === 'image' ? file : 'HTML'} ${kib(element.bytes)})`;
}

function report(rows: PageRow[], references: number[], via: BenchVia) {
  const reference = median(references) ?? NaN;
  const slowest = [...rows].sort((a, b) => b.lcp - a.lcp).slice(0, 20);
  console.log(`\n## Every page (${rows.length}), Lighthouse mobile, one run each, served by ${via === 'nginx' ? 'nginx (HTTPS, HTTP/2)' : 'our Node server (HTTP/1.1)'}; reference page ${ms(reference)} (median of ${references.length}, ${spread(references)})\n`);
  console.log('### The slowest twenty\n');
  console.log(table(['path', 'LCP', 'FCP', 'TBT', 'LCP element (bytes)'], slowest.map((r) => [`\`${r.path}\``, ms(r.lcp), ms(r.fcp), ms(r.tbt), describeElement(r.element)])));
  const types = Map.groupBy(rows, (r) => r.type);
  const typeRows = [...types].map(([type, pages]) => {
    const lcps = pages.map((p) => p.lcp);
    const typeMedian = median(lcps) ?? NaN;
    return [type, String(pages.length), ms(typeMedian), spread(lcps), `${(typeMedian / reference).toFixed(2)}×`, typeVerdict(typeMedian, reference)];
  });
  console.log('\n### Page types (median LCP and its spread over the type\'s pages)\n');
  console.log(table(['type', 'pages', 'LCP', 'lowest–highest', 'vs reference', 'verdict'], typeRows));
  const over = rows.filter((r) => r.lcp > LCP_GOAL_MS);
  console.log(`\nGoals: every page LCP ≤ ${LCP_GOAL_MS} ms (${over.length === 0 ? 'all met' : `${over.length} over`}); every type's median within ${LCP_REFERENCE_FACTOR}× of the reference's.`);
  console.log(`Full results: ${path.relative(process.cwd(), outFile)}`);
}

function save(rows: PageRow[], references: number[]) {
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify({ generatedAt: new Date().toISOString(), formFactor: 'mobile', throttling: 'simulate', references, rows }, null, 2)}\n`);
}

async function main() {
  const { dist, via, prefixes } = parseArgs(process.argv.slice(2));
  const paths = listPages(path.join(dist, 'client'))
    .map(([url]) => url)
    // The not-found pages answer 404, which Lighthouse does not measure.
    .filter((url) => !/(^|\/)404$/.test(url) && (prefixes.length === 0 || prefixes.some((p) => url.startsWith(p))))
    .sort();
  const { targets, close } = await serveBenchTargets(dist, paths, { via });
  const [referenceTarget, ...pages] = targets;
  if (!referenceTarget) throw new Error('No reference page');
  try {
    const { rows, references } = await withChromium(async (port) => {
      const rows: PageRow[] = [];
      const references: number[] = [];
      for (const [i, target] of pages.entries()) {
        // Written as it goes: a run of an hour that is stopped still leaves what it measured.
        if (i % REFERENCE_EVERY === 0) save(rows, references);
        if (i % REFERENCE_EVERY === 0) references.push(numeric(await measure(referenceTarget.url, port), 'largest-contentful-paint') ?? NaN);
        const lhr = await measure(target.url, port);
        process.stderr.write(`${target.path} (${i + 1}/${pages.length}): LCP ${Math.round(numeric(lhr, 'largest-contentful-paint') ?? NaN)} ms\n`);
        rows.push({
          path: target.path,
          type: speedType(target.path),
          lcp: numeric(lhr, 'largest-contentful-paint') ?? NaN,
          fcp: numeric(lhr, 'first-contentful-paint') ?? NaN,
          tbt: numeric(lhr, 'total-blocking-time') ?? NaN,
          element: lcpElement(lhr),
        });
      }
      return { rows, references };
    }, { selfSigned: via === 'nginx' });
    save(rows, references);
    report(rows, references, via);
  } finally {
    await close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof RangeError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
