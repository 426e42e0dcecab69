import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { filterArticles, TRANSLATION_STATES } from '../../src/components/studio/articles/article-filter';
import { ArticleList } from '../../src/components/studio/articles/ArticleList';
import { TranslationBadges } from '../../src/components/studio/articles/TranslationBadges';
import { formatDate, isoDateInSpaZone } from '../../src/i18n/format';
import { LOCALE_META, LOCALES, type Locale } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { ArticleSummary, TranslationState } from '../../src/studio/article-contract';
import { decode } from '../support/html';
import { articleSchemas, articleT } from '../support/studio-ui';

const noop = () => {};
const languages = (states: TranslationState[]) => Object.fromEntries(LOCALES.map((l, i) => [l, states[i] ?? 'missing'])) as Record<Locale, TranslationState>;
const ARTICLES: ArticleSummary[] = [
  { slug: 'massage-guide', category: 'massage-spa', published: '2026-11-20', original: 'ko', title: 'Massage <guide>', languages: languages(['original', 'outdated', 'current']) },
  { slug: 'pho-after-spa', category: 'restaurant', published: '2026-10-02', original: 'vi', title: 'Phở sau spa', languages: languages(['draft', 'original', 'missing']) },
  { slug: 'seoul-news', category: 'korean-news', published: '2026-09-15', original: 'ko', title: 'Seoul news', languages: languages(['original', 'current', 'current']) },
];
const categories = (locale: Locale) => new Map(articleSchemas(locale).categories.map((c) => [c.id, c.name]));
const list = (locale: Locale, filter: TranslationState | 'all' = 'all') =>
  renderToStaticMarkup(<ArticleList at={articleT(locale)} locale={locale} articles={ARTICLES} categories={categories(locale)} initialFilter={filter} onOpen={noop} onNew={noop} />);
/** The titles of the articles the list shows, in order. */
const titles = (html: string) => [...html.matchAll(/<button type="button" class="studio-article-row__open">([^<]*)<\/button>/g)].map((m) => decode(m[1] ?? ''));
const badges = (html: string) => [...html.matchAll(/<li class="studio-article-badge studio-article-badge--([a-z]+)">([^<]*)<\/li>/g)].map((m) => [m[1], decode(m[2] ?? '')]);

describe('the articles list', () => {
  for (const locale of LOCALES) {
    it(`names every language's state in words in ${locale}, so colour is never the only sign`, () => {
      const html = renderToStaticMarkup(<TranslationBadges at={articleT(locale)} languages={ARTICLES[0]?.languages ?? languages([])} />);
      const dictionary = DICTIONARIES[locale];
      expect(badges(html)).toEqual([
        ['original', `${LOCALE_META.ko.short}: ${dictionary['studioArticles.state.original']}`],
        ['outdated', `${LOCALE_META.vi.short}: ${dictionary['studioArticles.state.outdated']}`],
        ['current', `${LOCALE_META.en.short}: ${dictionary['studioArticles.state.current']}`],
      ]);
      // Every state has its own words: two states never read the same.
      expect(new Set(TRANSLATION_STATES.map((s) => dictionary[`studioArticles.state.${s}`])).size).toBe(TRANSLATION_STATES.length);
    });
  }

  it('marks an article dated after today as scheduled, and only that one', () => {
    const tomorrow = isoDateInSpaZone(new Date(Date.now() + 86_400_000));
    const future = { ...ARTICLES[0]!, slug: 'later', title: 'Later', published: tomorrow };
    const html = renderToStaticMarkup(<ArticleList at={articleT('vi')} locale="vi" articles={[future, ...ARTICLES]} categories={categories('vi')} onOpen={noop} onNew={noop} />);
    const scheduled = DICTIONARIES.vi['studioArticles.list.scheduled'];
    expect(decode(html).split(scheduled)).toHaveLength(2);
    expect(decode(html).indexOf(scheduled)).toBeLessThan(decode(html).indexOf('Massage <guide>'));
  });

  it('shows every article with its title (escaped), category name, date and badges', () => {
    const html = list('vi');
    expect(titles(html)).toEqual(['Massage <guide>', 'Phở sau spa', 'Seoul news']);
    expect(html).toContain('Massage &lt;guide&gt;');
    expect(html).toContain(`<dd>${categories('vi').get('restaurant')}</dd>`);
    expect(html).toContain(`<time dateTime="2026-10-02">${formatDate(new Date('2026-10-02T00:00:00Z'), 'vi')}</time>`);
    expect(badges(html)).toHaveLength(ARTICLES.length * LOCALES.length);
    expect(decode(html)).toContain(DICTIONARIES.vi['studioArticles.list.count'].replace('{count}', '3'));
  });

  it('filters by state: "outdated" keeps only the articles with an outdated language', () => {
    expect(titles(list('en', 'outdated'))).toEqual(['Massage <guide>']);
    expect(titles(list('en', 'draft'))).toEqual(['Phở sau spa']);
    expect(titles(list('en', 'current'))).toEqual(['Massage <guide>', 'Seoul news']);
    expect(filterArticles(ARTICLES, 'all')).toHaveLength(3);
    // The select shows the state filtered by.
    expect(list('ko', 'outdated')).toMatch(/<option value="outdated" selected="">/);
  });

  it('offers every state as a filter choice by its name, and a New article action', () => {
    const html = list('ko');
    const ko = DICTIONARIES.ko;
    for (const state of TRANSLATION_STATES) {
      expect(html).toContain(`<option value="${state}">${ko['studioArticles.list.filterState'].replace('{state}', ko[`studioArticles.state.${state}`])}</option>`);
    }
    expect(html).toContain(`<label for="studio-article-filter">${ko['studioArticles.list.filter']}</label>`);
    expect(html).toContain(`>${ko['studioArticles.list.new']}</button>`);
  });

  it('says so when no article is in the chosen state', () => {
    const html = renderToStaticMarkup(<ArticleList at={articleT('en')} locale="en" articles={ARTICLES.slice(2)} categories={categories('en')} initialFilter="outdated" onOpen={noop} onNew={noop} />);
    expect(titles(html)).toEqual([]);
    expect(html).toContain(DICTIONARIES.en['studioArticles.list.empty']);
  });
});
