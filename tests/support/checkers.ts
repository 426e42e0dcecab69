import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** vnu.jar from the `vnu-jar` package (the W3C Nu HTML checker), run on the machine's Java. */
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over a folder (one JVM start for every file) and returns its errors. */
export async function validateFolder(dir: string): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', dir];
  let stderr: string;
  try {
    ({ stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    // vnu exits with 1 when it found errors; the report is on stderr either way.
    stderr = (error as { stderr?: string }).stderr ?? '';
    if (!stderr.trim().startsWith('{')) throw error;
  }
  const report = JSON.parse(stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === 'error' || (m.type === 'non-document-error'));
}

/** A checker message as one line, for a readable `toEqual([])` failure. */
export const describeMessage = (m: VnuMessage) => `line ${m.lastLine}: ${m.message} [${(m.extract ?? '').trim().slice(0, 120)}]`;

/** axe's violations as "rule: targets" lines, for a readable `toEqual([])` failure. */
export const summarize = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

/**
 * axe's violations on the page as it is now, as `summarize` lines. Only violations are collected:
 * axe otherwise builds a selector and a snippet for every node that passes, a fifth of its time
 * (measured on the home page and an article, 4 alternating rounds). `contrast: false` leaves out
 * colour contrast, for a copy of a page type already checked with it. label-content-name-mismatch
 * (a link's name must contain its visible text, WCAG 2.5.3) is experimental in axe 4 and off unless
 * asked for; issue 17 found it on the Korean blog listings, so it is asked for.
 */
export async function axeViolations(page: Page, { contrast = true }: { contrast?: boolean } = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a second page to merge each
  // frame's partial results, which took twice as long here, and our pages load no frame (the map's
  // iframe comes only after a click). Measured on four page kinds: 2.7–5.2 s → 1.8–2.3 s a page.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  const { violations } = await (contrast ? axe : axe.disableRules(['color-contrast'])).analyze();
  return summarize(violations);
}
