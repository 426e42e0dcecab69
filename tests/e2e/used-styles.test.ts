import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { USED_STYLES_FILE, type UsedStyles } from '../../integrations/inline-stylesheets';
import { pageType } from '../../scripts/lib/page-type';
import { SMALL_PHONE, useBrowser } from '../support/browser';
import { CLIENT_DIR, ROOT } from '../support/paths';
import { baseURL } from '../support/site';

/**
 * Issue 37: a page that did not fit a first round trip with its whole stylesheets carries only the
 * rules it can use (integrations/used-styles.ts). A rule cut by mistake would change how the page
 * looks. So on every such page, as loaded and again with its dialogs open (the gallery's viewer,
 * the menu), no selector that was cut may match an element, whatever state (`:hover`, `:focus`)
 * or part (`::before`) it styles. Matching is the same at every width, and unlike a comparison of
 * rendered boxes it does not depend on when images and off-screen sections were drawn.
 */

const cut = JSON.parse(readFileSync(path.join(ROOT, 'dist', USED_STYLES_FILE), 'utf8')) as UsedStyles;
const cutPaths = Object.keys(cut.pages).sort();

/**
 * Each cut stylesheet of the page: the built file's text, and the text kept in its place when the
 * page's `<style>` holds it (joined to the others, in the links' order).
 */
function sheetsOf(urlPath: string) {
  const html = readFileSync(path.join(CLIENT_DIR, urlPath, 'index.html'), 'utf8');
  const carried = [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((match) => match[1] ?? '');
  return (cut.pages[urlPath] ?? []).map(({ href, sha256 }) => {
    const kept = cut.texts[sha256];
    return {
      href,
      whole: readFileSync(path.join(CLIENT_DIR, href), 'utf8'),
      used: kept !== undefined && carried.some((text) => text.includes(kept)) ? kept : undefined,
    };
  });
}

describe('pages carrying only the rules they use', () => {
  const { browser } = useBrowser();

  it('include long articles with content blocks, each carrying the rules of every stylesheet it linked', () => {
    expect(cutPaths.length).toBeGreaterThan(20);
    expect(cutPaths.map(pageType)).toContain('ko:/blog/:slug');
    for (const urlPath of cutPaths) expect(sheetsOf(urlPath).every((sheet) => sheet.used !== undefined), urlPath).toBe(true);
  });

  it('no selector cut from a page matches any of its elements, as loaded or with its dialogs open', async () => {
    const context = await browser().newContext(SMALL_PHONE);
    const page = await context.newPage();
    const matched: string[] = [];
    let checked = 0;
    for (const urlPath of cutPaths) {
      await page.goto(`${baseURL()}${urlPath}`, { waitUntil: 'load' });
      const sheets = sheetsOf(urlPath).map(({ whole, used }) => ({ whole, used: used ?? '' }));
      const result = await page.evaluate((pairs) => {
        /** Every selector of a stylesheet's text, one per item of each selector list, in every at-rule and nesting. */
        const selectorsOf = (text: string) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(text);
          const out = new Set<string>();
          const walk = (rules: CSSRuleList) => {
            for (const rule of rules) {
              if (rule instanceof CSSStyleRule) for (const one of rule.selectorText.split(/,(?![^(]*\))/)) out.add(one.trim());
              if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
            }
          };
          walk(sheet.cssRules);
          return out;
        };
        // A state or a part is matched through the element it belongs to.
        const STATE = /::?(?:before|after|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[\w-]+|hover|focus-visible|focus-within|focus|active|visited|target|checked|invalid|valid|user-invalid|user-valid|placeholder-shown|disabled|enabled|open|popover-open|modal|autofill)(?![\w-])/g;
        const cutSelectors = pairs.flatMap(({ whole, used }) => {
          const kept = selectorsOf(used);
          return [...selectorsOf(whole)].filter((selector) => !kept.has(selector));
        });
        const matching = () =>
          cutSelectors.filter((selector) => {
            const bare = selector.replace(STATE, '').replace(/:(?:not|is|where|has)\(\s*\)/g, '') || '*';
            try {
              return document.querySelector(bare) !== null;
            } catch {
              return true; // a selector this check cannot read is reported, not passed
            }
          });
        const loaded = matching();
        for (const dialog of document.querySelectorAll('dialog')) dialog.show();
        return { cut: cutSelectors.length, matching: [...new Set([...loaded, ...matching()])] };
      }, sheets);
      checked += result.cut;
      matched.push(...result.matching.map((selector) => `${urlPath}: ${selector}`));
    }
    await context.close();
    expect(checked, 'selectors cut over all pages').toBeGreaterThan(1000);
    expect(matched).toEqual([]);
  });
});
