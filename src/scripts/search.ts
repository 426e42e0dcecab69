/**
 * Runs Pagefind searches on the search page and lists the results with their language. The
 * index (/pagefind/) is fetched only here, when a query is made.
 */
interface PagefindResult {
  data: () => Promise<{ url: string; excerpt: string; meta: Record<string, string> }>;
}
interface Pagefind {
  search: (query: string) => Promise<{ results: PagefindResult[] }>;
}

const MAX_RESULTS = 20;

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
 * query's answer is shown, whatever order the answers come back in.
 */
export async function runSearch(doc: Document): Promise<void> {
  const box = doc.getElementById('search-results');
  const status = doc.getElementById('search-status');
  const list = doc.getElementById('search-list');
  const input = doc.querySelector<HTMLInputElement>('.search-page input[name="q"]');
  const form = input?.form;
  if (!box || !status || !list || !input || !form) return;
  const msg = (name: string, vars: Record<string, string | number> = {}) =>
    (box.dataset[name] ?? '').replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
  let latest = 0;
  let shown: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

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
      status.textContent = '';
      return;
    }
    status.textContent = msg('msgLoading');
    try {
      const pagefindUrl = '/pagefind/pagefind.js';
      const pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
      const { results } = await pagefind.search(query);
      const items = await Promise.all(results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (run !== latest) return;
      list.replaceChildren(...items.map((item) => resultItem(doc, item)));
      status.textContent =
        items.length > 0 ? msg('msgResults', { query, count: results.length }) : msg('msgNone', { query });
    } catch {
      if (run === latest) status.textContent = msg('msgFailed');
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(input.value), TYPING_DELAY_MS);
  });
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

function resultItem(doc: Document, item: { url: string; excerpt: string; meta: Record<string, string> }): HTMLLIElement {
  const li = doc.createElement('li');
  const link = doc.createElement('a');
  link.href = item.url.replace(/\/$/, '') || '/';
  link.textContent = item.meta['title'] ?? item.url;
  const language = doc.createElement('span');
  language.className = 'badge badge--lang';
  language.textContent = item.meta['language'] ?? '';
  const excerpt = doc.createElement('p');
  excerpt.append(...excerptNodes(doc, item.excerpt));
  li.append(link, ' ', language, excerpt);
  return li;
}
