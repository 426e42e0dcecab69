import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/**
 * What the checker's CSS validator does not know yet, though every engine has had it since 2023:
 * container queries (CSS Containment 3). It calls `container-type` unknown and `@container`
 * unrecognized in a page's `<style>`; these two messages are dropped and no other about CSS
 * (html-validity.test.ts shows a misspelt property is still reported). They came with issue 37's
 * pages that carry the content blocks' rules inline; in a linked file the checker never read them.
 */
const CHECKER_GAPS = [/^CSS: “container-type”: Property “container-type” doesn't exist\.$/, /^CSS: Unrecognized at-rule “@container”$/];

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
  return report.messages.filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !CHECKER_GAPS.some((gap) => gap.test(m.message)));
}

/** A checker message as one line, for a readable `toEqual([])` failure. */
export const describeMessage = (m: VnuMessage) => `line ${m.lastLine}: ${m.message} [${(m.extract ?? '').trim().slice(0, 120)}]`;

/** axe's violations as "rule: targets" lines, for a readable `toEqual([])` failure. */
export const summarize = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

/**
 * axe's experimental rules, every one asked for (axe runs them only when asked). This is the list
 * `axe.getRules(['experimental'])` gives in axe-core 4.13; accessibility.test.ts fails when an axe
 * update changes it, so a new experimental rule is not left out unseen. label-content-name-mismatch
 * (a link's name must contain its visible text, WCAG 2.5.3) was the first asked for, after issue 17
 * found it on the Korean blog listings.
 */
export const AXE_EXPERIMENTAL_RULES = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
] as const;

/**
 * axe-core's minified build, read once: the same axe as its 1.3 MB readable `source`, which
 * AxeBuilder puts in the page by default, in 580 KB that Chromium parses in half the time on every
 * page it is put in.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now, as `summarize` lines, every experimental rule on.
 * Only violations are collected: axe otherwise builds a selector and a snippet for every node that
 * passes, a fifth of its time (measured on the home page and an article, 4 alternating rounds).
 * `contrast: false` leaves out colour contrast, for a copy of a page type already checked with it.
 */
export async function axeViolations(page: Page, { contrast = true }: { contrast?: boolean } = {}): Promise<string[]> {
  // One `rules` object: AxeBuilder's disableRules() replaces the options' rules, which once turned
  // the experimental rule off again on every page audited without contrast.
  const rules: Record<string, { enabled: boolean }> = Object.fromEntries(AXE_EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  if (!contrast) rules['color-contrast'] = { enabled: false };
  // Legacy mode runs axe in the page itself; the default opens a second page to merge each
  // frame's partial results, which took twice as long here, and our pages load no frame (the map's
  // iframe comes only after a click). Measured on four page kinds: 2.7–5.2 s → 1.8–2.3 s a page.
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true).options({ resultTypes: ['violations'], rules }).analyze();
  return summarize(violations);
}

/** HTML_CodeSniffer's one-file build (the `html_codesniffer` package), read once. */
const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** HTML_CodeSniffer's message codes for text contrast (WCAG 1.4.3), left out with `contrast: false`. */
const HTMLCS_CONTRAST = /\.1_4_3\./;

/**
 * HTML_CodeSniffer's own false positives, by exact message code, each checked by hand and by axe
 * (which computes what the sniff cannot). Empty while it has none on our pages.
 */
export const HTMLCS_FALSE_POSITIVES: ReadonlySet<string> = new Set<string>([]);

/**
 * HTML_CodeSniffer's errors (WCAG2AA, errors only: its warnings and notices are questions for a
 * person) on the page as it is now, as "code: element" lines. Its one-file build is run in the page
 * through the DevTools protocol, as axe is, so the site's Content-Security-Policy, which allows no
 * injected script, is neither in the way nor loosened.
 */
export async function htmlcsErrors(page: Page, { contrast = true }: { contrast?: boolean } = {}): Promise<string[]> {
  await page.evaluate(HTMLCS_SOURCE);
  const found = await page.evaluate(
    () =>
      new Promise<{ code: string; element: string }[]>((resolve, reject) => {
        const { HTMLCS } = window as unknown as { HTMLCS: HtmlCodeSniffer };
        const name = (el: Element | null) =>
          !el || el.nodeType !== 1
            ? String(el?.nodeName ?? 'document')
            : `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
        HTMLCS.process(
          'WCAG2AA',
          document,
          () => resolve(HTMLCS.getMessages().filter((m) => m.type === HTMLCS.ERROR).map((m) => ({ code: m.code, element: name(m.element) }))),
          () => reject(new Error('HTML_CodeSniffer failed to run')),
          'en',
        );
      }),
  );
  return found.filter(({ code }) => !HTMLCS_FALSE_POSITIVES.has(code) && (contrast || !HTMLCS_CONTRAST.test(code))).map(({ code, element }) => `${code}: ${element}`);
}

/** What of HTML_CodeSniffer's global the page scripts above use. */
interface HtmlCodeSniffer {
  ERROR: number;
  process: (standard: string, content: Document, done: () => void, failed: () => void, language: string) => void;
  getMessages: () => { type: number; code: string; element: Element | null }[];
}

/**
 * Both in-page checkers on the page as it is now: axe's violations, then HTML_CodeSniffer's errors
 * (HTMLCS only reads the page; axe leaves no trace in it either).
 */
export async function pageFindings(page: Page, options: { contrast?: boolean } = {}): Promise<string[]> {
  return [...(await axeViolations(page, options)), ...(await htmlcsErrors(page, options))];
}
