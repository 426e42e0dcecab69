import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findBrokenLinks } from '../../integrations/link-check.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { axeViolations } from '../support/checkers';
import { launchBrowser } from '../support/browser';
import { contentArticles } from '../support/content';
import { htmlLang } from '../support/html';
import { baseURL, fetchPage } from '../support/site';
import { CLIENT_DIR, ROOT } from '../support/paths';

/** Issue 5: every seed article and news digest, as content. */
const SPECIAL = [
  'bia-om-hcm-dia-chi-moi-2025',
  'nha-hang-han-quoc-moi-hcm-2025',
  'karaoke-vip-hcm-2025',
  'top-25-bar-hcm-2025',
  'massage-thai-hcm-2025',
  'massage-vuot-luot-kingstone',
  'kingstone-watsu-massage',
  'massage-quan-1-kingstone-best',
  'massage-quan-2-kingstone-top',
  'massage-quan-4-kingstone-premium',
  'massage-quan-11',
  'top-20-quan-hot-toc-hcm',
  'kingstone-ktv-doi-ngu',
  'ktv-massage-dubai-luxury-hcm',
  'tin-the-thao-han-quoc',
  'tin-nong-han-quoc',
  'tin-an-ninh-han-quoc',
];
const LINKED = [
  'salon-toc-han-quoc-hcm',
  'spa-cao-cap-hcm-2025',
  'quan-cafe-dep-hcm-2025',
  'club-hcm-2025',
  'buffet-han-quoc-hcm-2025',
  'xu-huong-thoi-trang-han-quoc-2025',
  'spa-lam-dep-han-quoc-hcm-2025',
  'massage-duong-sinh-kingstone',
  'massage-nuru-quan-1-kingstone',
  'massage-nuru-quan-2-kingstone',
  'massage-nuru-quan-3-kingstone',
  'massage-nuru-quan-7-kingstone',
  'massage-watsu-kingstone-aquatic',
  'massage-quan-5',
  'massage-quan-6',
  'massage-quan-8',
  'massage-quan-9',
  'massage-quan-10',
  'massage-quan-12',
  'massage-han-quoc-quan-7',
  'massage-hanoi',
  'massage-haiphong',
  'massage-nhatrang',
  'massage-hue',
  'massage-tai-nha',
  'massage-ha-dong',
  'massage-huong-quan',
  'massage-hcm-top',
];
const LANG = { ko: 'ko-KR', vi: 'vi-VN', en: 'en' } as const;
const articles = new Map(contentArticles().map((a) => [a.slug, a]));

/**
 * The fewest articles that together use every block type found in the articles' data.yaml (most
 * new types first): pages of one block share their markup, and axe takes seconds a page. A block
 * type added later is audited without anyone editing this list.
 */
function articlesCoveringEveryBlock(): string[] {
  const blocksOf = new Map(
    [...articles.keys()].map((slug) => {
      let data: Record<string, { block?: string }> = {};
      try {
        data = parse(readFileSync(path.join(ROOT, 'src/content/blog', slug, 'data.yaml'), 'utf8')) ?? {};
      } catch {
        // no data.yaml: no blocks
      }
      return [slug, new Set(Object.values(data).flatMap((d) => (typeof d?.block === 'string' ? [d.block] : [])))];
    }),
  );
  const uncovered = new Set([...blocksOf.values()].flatMap((b) => [...b]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    const [best] = [...blocksOf].sort(([a, x], [b, y]) => [...y].filter((t) => uncovered.has(t)).length - [...x].filter((t) => uncovered.has(t)).length || a.localeCompare(b));
    if (!best) break;
    chosen.push(best[0]);
    for (const t of best[1]) uncovered.delete(t);
  }
  return chosen;
}

describe('every seed slug is a real article', () => {
  it.each([...SPECIAL, ...LINKED])('%s: native page in its language, fallback in the others', async (slug) => {
    const article = articles.get(slug);
    expect(article, `src/content/blog/${slug}`).toBeDefined();
    if (!article) return;
    for (const locale of LOCALES) {
      const res = await fetchPage(localizePath(`/blog/${slug}`, locale));
      expect(res.status, `${locale}`).toBe(200);
      expect(htmlLang(res.html)).toBe(LANG[locale]);
      if (article.locales.includes(locale)) {
        expect(res.html, `${locale} is native`).not.toContain('class="fallback-notice"');
        expect(res.html).toMatch(new RegExp(`<div class="prose article__body"(?! lang=)|<div class="prose article__body" lang="${LANG[locale]}"`));
      } else {
        const shown = article.locales.includes('ko') ? 'ko' : article.original;
        expect(res.html, `${locale} falls back`).toContain('class="fallback-notice"');
        // The article's words carry their language; the page's own labels around them do not (issue 37).
        expect(res.html).toContain(`<div class="prose article__body" lang="${LANG[shown]}"`);
        expect(res.html).not.toMatch(/<article class="article" lang=/);
      }
    }
  });

  it('answers the old district 11 address with a 301', async () => {
    const res = await fetchPage('/blog/massage-quan-11-kingstone-trust');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/massage-quan-11');
  });

  it('has at least 16 articles written in Korean, 12 in Vietnamese and 6 in English (content report)', () => {
    const report = execFileSync(process.execPath, ['scripts/content-report.ts'], { cwd: ROOT, encoding: 'utf8' });
    const match = /native per language: ko (\d+), vi (\d+), en (\d+)/.exec(report);
    expect(match).not.toBeNull();
    const [ko, vi, en] = (match ?? []).slice(1).map(Number);
    expect(ko).toBeGreaterThanOrEqual(16);
    expect(vi).toBeGreaterThanOrEqual(12);
    expect(en).toBeGreaterThanOrEqual(6);
  });

  it('has no broken internal link or anchor anywhere on the site', () => {
    expect(findBrokenLinks(CLIENT_DIR)).toEqual([]);
  });
});

/** Rendered table rows: the first cell (row header) of each body row, in order. */
function rowHeaders(html: string, datasetId: string): string[] {
  const start = html.indexOf(`id="block-${datasetId}"`);
  expect(start, `block ${datasetId}`).toBeGreaterThan(-1);
  const tbody = /<tbody>([\s\S]*?)<\/tbody>/.exec(html.slice(start))?.[1] ?? '';
  return [...tbody.matchAll(/<tr[^>]*>[\s\S]*?<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, '').trim());
}

describe('ranking tables have the seed’s row counts, fixed in content', () => {
  it.each([
    ['bia-om-hcm-dia-chi-moi-2025', 'top30', 30],
    ['nha-hang-han-quoc-moi-hcm-2025', 'top20', 20],
    ['karaoke-vip-hcm-2025', 'top15', 15],
    ['top-20-quan-hot-toc-hcm', 'top20', 20],
    ['massage-quan-1-kingstone-best', 'top20', 20],
    ['massage-quan-2-kingstone-top', 'top25', 25],
    ['massage-quan-4-kingstone-premium', 'top20', 20],
    ['massage-quan-11', 'top10', 10],
    ['top-25-bar-hcm-2025', 'top25', 25],
  ])('%s #%s has %i rows, the ones in data.yaml', async (slug, id, rows) => {
    const data = parse(readFileSync(path.join(ROOT, 'src/content/blog', slug, 'data.yaml'), 'utf8'));
    const article = articles.get(slug);
    const locale = article?.original ?? 'ko';
    const { html } = await fetchPage(localizePath(`/blog/${slug}`, locale));
    const shown = rowHeaders(html, id);
    expect(shown).toHaveLength(rows);
    const firstKey = data[id].columns[0].key as string;
    const expected = (data[id].rows as { cells: Record<string, unknown> }[]).map((r) => {
      const cell = r.cells[firstKey];
      return typeof cell === 'object' && cell !== null ? ((cell as Record<string, string>)[locale] ?? (cell as Record<string, string>)['ko']) : String(cell);
    });
    const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
    expect(shown.map(decode)).toEqual(expected);
    // And the same rows on a second request: nothing is generated per render.
    expect(rowHeaders((await fetchPage(localizePath(`/blog/${slug}`, locale))).html, id)).toEqual(shown);
  });
});

describe('news digests in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['tin-the-thao-han-quoc', 'tin-nong-han-quoc', 'tin-an-ninh-han-quoc'])(
    '%s: Seoul and Ho Chi Minh City clocks start when scrolled to, tick and differ by two hours',
    async (slug) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 740 } });
      await page.goto(`${baseURL()}/vi/blog/${slug}`, { waitUntil: 'load' });
      // Below a phone's first screen the clocks wait (no time-zone work during the load), each
      // showing its city's UTC offset; they start once the block comes into view.
      const waiting = page.locator('span[data-clock-zone]');
      expect(await waiting.count()).toBeGreaterThanOrEqual(2);
      expect(await waiting.first().textContent()).toMatch(/^UTC[+-]\d\d:\d\d$/);
      await waiting.first().scrollIntoViewIfNeeded();
      const seoul = page.locator('time[data-clock-zone="Asia/Seoul"]').first();
      const hcm = page.locator('time[data-clock-zone="Asia/Ho_Chi_Minh"]').first();
      const before = await seoul.textContent();
      await expect.poll(() => seoul.textContent(), { timeout: 2500, interval: 200 }).not.toBe(before);
      const [s, h] = await Promise.all([seoul.getAttribute('datetime'), hcm.getAttribute('datetime')]);
      expect(s).toMatch(/\+09:00$/);
      expect(h).toMatch(/\+07:00$/);
      expect(await seoul.textContent()).not.toBe(await hcm.textContent());
      const hours = (t: string | null) => Number((t ?? '').slice(0, 2));
      expect((hours(await seoul.textContent()) - hours(await hcm.textContent()) + 24) % 24).toBe(2);
      // Everything presented as current says when it was true.
      expect(await page.locator('.block__as-of time').count()).toBeGreaterThan(0);
      await page.close();
    },
  );

  it('the security digest shows the three statuses in distinct colours and the four emergency numbers', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/vi/blog/tin-an-ninh-han-quoc`);
    const colours = new Map<string, string>();
    for (const [status, label] of [
      ['in-progress', 'Đang xử lý'],
      ['handled', 'Đã xử lý'],
      ['blocked', 'Đã chặn'],
    ] as const) {
      const badge = page.locator(`.status-badge--${status}`).first();
      expect(await badge.textContent()).toBe(label);
      colours.set(status, await badge.evaluate((el) => getComputedStyle(el).backgroundColor));
    }
    expect(new Set(colours.values()).size).toBe(3);
    for (const number of ['112', '119', '111', '122']) {
      expect(await page.locator(`a[href="tel:${number}"]`).count(), number).toBeGreaterThan(0);
    }
    const levels = await page.locator('.alert-levels [data-level]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-level')))]);
    expect(levels.sort()).toEqual(['advisory', 'elevated', 'high', 'normal']);
    await page.close();
  });

  it.each(articlesCoveringEveryBlock())('axe finds no violations on %s', async (slug) => {
    const article = articles.get(slug);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL()}${localizePath(`/blog/${slug}`, article?.original ?? DEFAULT_LOCALE)}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
