// One Lighthouse measurement and how its report is read, for the page-speed benches
// (`npm run bench`: chosen pages, medians of rounds; `npm run bench:pages`: every built page once).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export type LhResult = import('lighthouse').Result;

export function numeric(lhr: LhResult, id: string) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

export function categoryScore(lhr: LhResult, id: string) {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/**
 * Rows of an audit's details table, whatever its shape, as loose records: the details union type
 * is too wide to narrow usefully here.
 */
export function detailItems(lhr: LhResult, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? details.items : [];
}

/**
 * One Lighthouse run; a run that produced no report or a runtime error is a failure to measure,
 * not a low score, so it throws.
 */
export async function runLighthouse(url: string, port: number, categories: string[], attempt = 1): Promise<LhResult> {
  // No config argument: Lighthouse's default config is mobile with simulated throttling.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  // On a loaded machine Chromium now and then records a trace without its navigation start: a
  // failure of the recording, not of the page. Measure again rather than lose the whole table.
  const code = result?.lhr.runtimeError?.code;
  if ((code === 'NO_NAVSTART' || code === 'NO_FCP') && attempt < 3) {
    console.log(`  ${code} while recording ${url}: measuring again`);
    return runLighthouse(url, port, categories, attempt + 1);
  }
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const missing = categories.filter((c) => categoryScore(lhr, c) === null);
  if (missing.length > 0) throw new Error(`Lighthouse produced no score for ${missing.join(', ')} on ${url}`);
  return lhr;
}


/**
 * Runs `measure` with a headless Chromium of its own (an empty profile, so every bench starts
 * from an empty cache), and removes the profile after. `selfSigned`: the pages come from a loopback
 * nginx with a throwaway certificate (`--via=nginx`).
 */
export async function withChromium<T>(measure: (port: number) => Promise<T>, { selfSigned = false }: { selfSigned?: boolean } = {}): Promise<T> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(selfSigned ? ['--ignore-certificate-errors'] : [])], userDataDir, logLevel: 'error' });
    return await measure(chrome.port);
  } finally {
    chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}
