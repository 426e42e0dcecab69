/**
 * Runs Pagefind searches on the search page and lists the results, the page's language first. The
 * index (/pagefind/) is fetched only here, when a query is made.
 */
import { LOCALE_META, isLocale, type Locale } from '../i18n/locales';
import { RESULT_BATCH, localeOfUrl, rankByLocale } from './search-rank';

interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
}
interface PagefindResult {
  data: () => Promise<ResultData>;
}
interface Pagefind {
  search: (query: string) => Promise<{ results: PagefindResult[] }>;
}

/** Pagefind excerpts are escaped text with <mark> around hits; rebuild them as DOM nodes, never as HTML. */
export function excerptNodes(doc: Document, excerpt: string): Node[] {
  const decode = (s: string) =>
    s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).map((part) => {
    const hit = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
    if (!hit) return doc.createTextNode(decode(part));
    const mark = doc.createElement('mark');
    mark.textContent = decode(hit[1] ?? '');
    return mark;
  });
}

/** How long typing must pause before the results follow the field. */
export const TYPING_DELAY_MS = 250;

/**
 * The search page: runs the query from ?q= on load, then searches as the visitor types (after a
 * pause of TYPING_DELAY_MS) and at once on Enter, keeping ?q= in the address so the result can be
 * shared or reloaded. Without JavaScript the form is a plain GET to this page. Only the newest
 * query's answer is shown, whatever order the answers come back in. The first RESULT_BATCH results
 * are listed; "show more" appends the next batch and moves focus to its first result, and the
 * status (a live region) says how many of how many are shown.
 */
export async function runSearch(doc: Document): Promise<void> {
  const box = doc.getElementById('search-results');
  const status = doc.getElementById('search-status');
  const list = doc.getElementById('search-list');
  const more = doc.getElementById('search-more');
  const input = doc.querySelector<HTMLInputElement>('.search-page input[name="q"]');
  const form = input?.form;
  if (!box || !status || !list || !more || !input || !form) return;
  const locale: Locale = isLocale(box.dataset['locale']) ? box.dataset['locale'] : 'ko';
  const msg = (name: string, vars: Record<string, string | number> = {}) =>
    (box.dataset[name] ?? '').replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
  let latest = 0;
  let shown: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The newest answer, ranked, and how much of it is listed. */
  let answer: { query: string; items: ResultData[]; listed: number } = { query: '', items: [], listed: 0 };

  /** Appends the next batch; with `focus`, moves focus to its first result (after "show more"). */
  const showNext = (focus: boolean): void => {
    const { query, items } = answer;
    const batch = items.slice(answer.listed, answer.listed + RESULT_BATCH).map((item) => resultItem(doc, item, locale, box));
    list.append(...batch);
    answer.listed += batch.length;
    more.hidden = answer.listed >= items.length;
    status.textContent =
      items.length === 0
        ? msg('msgNone', { query })
        : answer.listed < items.length
          ? msg('msgShown', { query, count: items.length, shown: answer.listed })
          : msg('msgResults', { query, count: items.length });
    if (focus) batch[0]?.querySelector('a')?.focus();
  };

  const search = async (raw: string): Promise<void> => {
    const query = raw.trim();
    if (query === shown) return;
    shown = query;
    const run = ++latest;
    const url = new URL(doc.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    doc.defaultView?.history.replaceState(null, '', url);
    if (query === '') {
      list.replaceChildren();
      more.hidden = true;
      status.textContent = '';
      return;
    }
    // The previous answer's "show more" must not append to the list while this one loads.
    more.hidden = true;
    status.textContent = msg('msgLoading');
    try {
      const pagefindUrl = '/pagefind/pagefind.js';
      const pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
      const { results } = await pagefind.search(query);
      // Which language a result is in is known only from its data (a small fragment each, fetched
      // in parallel), so every result is loaded before the page's own language can come first.
      const items = rankByLocale(await Promise.all(results.map((r) => r.data())), locale);
      if (run !== latest) return;
      answer = { query, items, listed: 0 };
      list.replaceChildren();
      showNext(false);
    } catch {
      if (run === latest) status.textContent = msg('msgFailed');
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(input.value), TYPING_DELAY_MS);
  });
  more.addEventListener('click', () => showNext(true));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void search(input.value);
  });
  const initial = new URLSearchParams(doc.location.search).get('q')?.trim() ?? '';
  input.value = initial;
  shown = '';
  if (initial !== '') await search(initial);
}

/** One result; one in another language than the page's carries its `lang` and says which it is. */
function resultItem(doc: Document, item: ResultData, locale: Locale, box: HTMLElement): HTMLLIElement {
  const li = doc.createElement('li');
  const link = doc.createElement('a');
  link.href = item.url.replace(/\/$/, '') || '/';
  link.textContent = item.meta['title'] ?? item.url;
  const excerpt = doc.createElement('p');
  excerpt.append(...excerptNodes(doc, item.excerpt));
  const itemLocale = localeOfUrl(item.url);
  if (itemLocale === locale) {
    li.append(link, excerpt);
    return li;
  }
  link.lang = LOCALE_META[itemLocale].lang;
  excerpt.lang = LOCALE_META[itemLocale].lang;
  const label = box.dataset[`lang${itemLocale.charAt(0).toUpperCase()}${itemLocale.slice(1)}`] ?? '';
  const badge = doc.createElement('span');
  badge.className = 'badge badge--lang';
  badge.title = label;
  const short = doc.createElement('span');
  short.setAttribute('aria-hidden', 'true');
  short.textContent = LOCALE_META[itemLocale].short;
  const spoken = doc.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = label;
  badge.append(short, spoken);
  li.append(link, ' ', badge, excerpt);
  return li;
}
