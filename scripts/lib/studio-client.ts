// The studio's HTTP API driven as an owner's script would drive it: log in, read and save a
// document or an article, publish and follow its progress. Used by `npm run bench:publish` and
// the studio's end-to-end tests.
import type {
  ArticleBody,
  ArticleRenameResponse,
  ArticleSaveRequest,
  ArticleSaveResponse,
  ArticleSummary,
} from '../../src/studio/article-contract.ts';
import type { DocumentBody, PublishStatus, ReleaseSummary, SaveResponse } from '../../src/studio/contract.ts';

export class StudioClient {
  private cookie = '';
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  /** Logs in with the admin password (the same form the login page posts). */
  async login(password: string): Promise<void> {
    const res = await fetch(`${this.origin}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin },
      body: new URLSearchParams({ password }),
      redirect: 'manual',
    });
    const set = res.headers.get('set-cookie') ?? '';
    if (res.status !== 303 || !set) throw new Error(`login failed: ${res.status}`);
    this.cookie = set.split(';')[0] ?? '';
  }

  async call<T>(method: 'GET' | 'POST', route: string, body?: unknown, lang = 'en'): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.origin}/admin/api/studio/${route}${route.includes('?') ? '&' : '?'}lang=${lang}`, {
      method,
      headers: { cookie: this.cookie, origin: this.origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // A refusal before the studio's routes (the host's 400, an HTML 404) is not JSON.
    const json = res.headers.get('content-type')?.startsWith('application/json');
    return { status: res.status, body: (json ? await res.json() : await res.text()) as T };
  }

  document(id: string, lang?: string) {
    return this.call<DocumentBody>('GET', `documents/${encodeURIComponent(id)}`, undefined, lang);
  }

  save(id: string, version: string, data: unknown, lang?: string) {
    return this.call<SaveResponse>('POST', `documents/${encodeURIComponent(id)}`, { version, data }, lang);
  }

  articles(lang?: string) {
    return this.call<ArticleSummary[]>('GET', 'articles', undefined, lang);
  }

  article(slug: string, lang?: string) {
    return this.call<ArticleBody>('GET', `articles/${slug}`, undefined, lang);
  }

  /** Creates an article (the request names its `slug`) or saves one (it carries the `version` read). */
  saveArticle(request: ArticleSaveRequest, lang?: string) {
    const route = request.version === undefined ? 'articles' : `articles/${request.slug ?? ''}`;
    const { slug: _slug, ...rest } = request;
    return this.call<ArticleSaveResponse>('POST', route, request.version === undefined ? request : rest, lang);
  }

  renameArticle(slug: string, version: string, to: string, lang?: string) {
    return this.call<ArticleRenameResponse>('POST', `articles/${slug}/rename`, { version, to }, lang);
  }

  publish() {
    return this.call<PublishStatus>('POST', 'publish', {});
  }

  status(lang?: string) {
    return this.call<PublishStatus>('GET', 'publish', undefined, lang);
  }

  releases() {
    return this.call<ReleaseSummary[]>('GET', 'releases');
  }

  restore(id: string) {
    return this.call<{ kind: string }>('POST', `releases/${id}/restore`, {});
  }

  /**
   * Polls the publish status until it is no longer running; `onStatus` sees every answer (the
   * bench times the phases with it).
   */
  async waitForPublish(onStatus?: (status: PublishStatus) => void, everyMs = 100, timeoutMs = 10 * 60_000): Promise<PublishStatus> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await this.status();
      onStatus?.(body);
      if (body.state !== 'running') return body;
      if (Date.now() > until) throw new Error('the publish did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  /** Waits until the first release (the build the server started with) is recorded. */
  async waitForReleases(timeoutMs = 60_000): Promise<ReleaseSummary[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { status, body } = await this.releases();
      if (status === 200 && body.length > 0) return body;
      if (Date.now() > until) throw new Error(`no first release after ${timeoutMs} ms (${status})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
