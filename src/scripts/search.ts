/**
 * Runs a Pagefind search for the page's ?q= and lists the results with their language. The
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

export async function runSearch(doc: Document): Promise<void> {
  const box = doc.getElementById('search-results');
  const status = doc.getElementById('search-status');
  const list = doc.getElementById('search-list');
  const query = new URLSearchParams(doc.location.search).get('q')?.trim() ?? '';
  const input = doc.querySelector<HTMLInputElement>('.search-page input[name="q"]');
  if (!box || !status || !list || !input) return;
  input.value = query;
  if (query === '') return;
  const msg = (name: string, vars: Record<string, string | number> = {}) =>
    (box.dataset[name] ?? '').replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
  status.textContent = msg('msgLoading');
  try {
    const pagefindUrl = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
    const { results } = await pagefind.search(query);
    const items = await Promise.all(results.slice(0, MAX_RESULTS).map((r) => r.data()));
    list.replaceChildren(
      ...items.map((item) => {
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
      }),
    );
    status.textContent =
      items.length > 0 ? msg('msgResults', { query, count: results.length }) : msg('msgNone', { query });
  } catch {
    status.textContent = msg('msgFailed');
  }
}
