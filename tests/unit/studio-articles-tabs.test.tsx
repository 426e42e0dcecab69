import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageTabs, panelId, tabId } from '../../src/components/studio/articles/LanguageTabs';
import { tabAfterKey } from '../../src/components/studio/articles/tab-keys';
import { LOCALE_META, LOCALES, type Locale } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { TranslationState } from '../../src/studio/article-contract';
import { decode } from '../support/html';
import { articleT } from '../support/studio-ui';

const STATES: Record<Locale, TranslationState> = { ko: 'original', vi: 'outdated', en: 'missing' };
const tabs = (selected: Locale) =>
  renderToStaticMarkup(<LanguageTabs at={articleT('vi')} selected={selected} languages={STATES} onSelect={() => {}} panel={(l) => <p>panel {l}</p>} />);
const tagOf = (html: string, id: string) => new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the language tabs', () => {
  it('move with the arrow keys, wrapping around, and jump with Home and End', () => {
    const count = LOCALES.length;
    expect(tabAfterKey('ArrowRight', 0, count)).toBe(1);
    expect(tabAfterKey('ArrowRight', count - 1, count)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, count)).toBe(count - 1);
    expect(tabAfterKey('ArrowLeft', 2, count)).toBe(1);
    expect(tabAfterKey('Home', 2, count)).toBe(0);
    expect(tabAfterKey('End', 0, count)).toBe(count - 1);
    // Other keys (Tab, Enter, letters) are the browser's.
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'a']) expect(tabAfterKey(key, 1, count)).toBeUndefined();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('follow the ARIA tabs pattern: a named tablist, one tab in the Tab order, each controlling its panel', () => {
    const html = tabs('vi');
    expect(html).toContain(`role="tablist" aria-label="${DICTIONARIES.vi['studioArticles.tabs.label']}"`);
    for (const l of LOCALES) {
      const tab = tagOf(html, tabId(l));
      expect(tab).toContain('role="tab"');
      expect(tab).toContain(`aria-selected="${l === 'vi'}"`);
      expect(tab).toContain(`tabindex="${l === 'vi' ? 0 : -1}"`);
      expect(tab).toContain(`aria-controls="${panelId(l)}"`);
      const panel = tagOf(html, panelId(l));
      expect(panel).toContain('role="tabpanel"');
      expect(panel).toContain(`aria-labelledby="${tabId(l)}"`);
      expect(panel.includes('hidden=""')).toBe(l !== 'vi');
    }
  });

  it('name each tab by its language and its state in words', () => {
    const html = tabs('ko');
    const vi = DICTIONARIES.vi;
    for (const l of LOCALES) {
      const text = decode(new RegExp(`id="${tabId(l)}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '');
      expect(text).toBe(vi['studioArticles.tabs.tab'].replace('{language}', LOCALE_META[l].name).replace('{state}', vi[`studioArticles.state.${STATES[l]}`]));
    }
  });
});
