import { describe, expect, inject, it } from 'vitest';
import { PAGE_SIZE } from '../../src/blog/listing';
import { contentArticles } from '../support/content';
import { expectSecurityHeaders } from '../support/headers';
import { dayAhead, siteOrigin } from '../support/site';

/**
 * Smoke tests through nginx with deploy/nginx/kingstone.conf.template: nginx serves the static
 * files with the same headers, caching and 404 pages as our server, and proxies only the
 * on-demand routes (here: a booking POST) to Node.
 */
const nginx = () => inject('nginxURL');
const LAST_BLOG_PAGE = Math.ceil(contentArticles().length / PAGE_SIZE);
const get = (path: string, init: RequestInit = {}) => fetch(`${nginx()}${path}`, { redirect: 'manual', ...init });

describe('through nginx', () => {
  it('serves the home page from the build, compressed, with its own CSP and revalidation', async () => {
    const res = await get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('server')).toMatch(/^nginx/);
    expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expectSecurityHeaders(res.headers);
    expect(await res.text()).toContain('<html lang="ko-KR"');
    const again = await get('/', { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves an article with the same CSP as the Node server', async () => {
    const path = '/vi/blog/cach-chon-massage-thai';
    const [viaNginx, viaNode] = await Promise.all([get(path), fetch(`${inject('baseURL')}${path}`)]);
    expect(viaNginx.status).toBe(200);
    expect(await viaNginx.text()).toContain('<html lang="vi-VN"');
    const norm = (csp: string | null) => (csp ?? '').replace(/;\s*/g, '; ');
    expect(norm(viaNginx.headers.get('content-security-policy'))).toBe(norm(viaNode.headers.get('content-security-policy')));
  });

  it('sends hashed assets immutable', async () => {
    const html = await (await get('/')).text();
    const asset = /["'](\/_astro\/[^"']+\.(?:js|css|jpg|webp|avif))["']/.exec(html)?.[1] ?? '';
    const res = await get(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res.headers);
  });

  it.each([
    ['/no-such-page', 'lang="ko-KR"'],
    ['/vi/no-such-page', 'lang="vi-VN"'],
    ['/en/blog/no-such-article', 'lang="en'],
  ])('answers %s with its locale’s 404 page', async (path, lang) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expectSecurityHeaders(res.headers);
    expect(await res.text()).toContain(lang);
  });

  it('redirects like the Node server', async () => {
    for (const [from, to] of [
      ['/services/', '/services'],
      ['/blog?page=2', '/blog/page/2'],
      ['/vi/blog?page=1', '/vi/blog'],
      ['/en/blog?page=9999', `/en/blog/page/${LAST_BLOG_PAGE}`],
      ['/vi/blog/page/1', '/vi/blog'],
      ['/en/blog/massage-quan-11-kingstone-trust', '/en/blog/massage-quan-11'],
    ]) {
      const res = await get(from ?? '');
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('proxies a booking POST to Node and stores it', async () => {
    const date = dayAhead(5);
    const res = await get('/api/booking?locale=en', {
      method: 'POST',
      // The page a visitor posts from is the public site; nginx is what answers for it.
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin() },
      body: new URLSearchParams({ name: 'Nginx Smoke', phone: '+84 912 000 777', service: 'thai-90', date, time: '15:00', consent: 'on' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(res.headers);
    // One CSP only: nginx adds none to proxied answers, Node's own stands.
    expect((res.headers.get('content-security-policy') ?? '').split(',').length).toBe(1);
    const health = await get('/healthz');
    expect(health.status).toBe(200);
  });

  it("proxies the form's free times to Node, with Node's five seconds of caching", async () => {
    const path = `/booking-availability.json?date=${dayAhead(23)}&option=couple-120`;
    const [viaNginx, viaNode] = await Promise.all([get(path), fetch(`${inject('baseURL')}${path}`)]);
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers.get('server')).toMatch(/^nginx/);
    expect(viaNginx.headers.get('cache-control')).toBe('public, max-age=5');
    expectSecurityHeaders(viaNginx.headers);
    expect((viaNginx.headers.get('content-security-policy') ?? '').split(',').length).toBe(1);
    const body: unknown = await viaNginx.json();
    expect(body).toMatchObject({ date: dayAhead(23), option: 'couple-120', times: expect.any(Array), step: 30 });
    expect(body).toEqual(await viaNode.json());
    expect((await get('/booking-availability.json?date=nope&option=couple-120')).status).toBe(400);
  });

  it('does not serve the on-demand image endpoint of Astro', async () => {
    const res = await get('/_image?href=%2F_astro%2Fhero.jpg&w=4000&h=4000&f=avif');
    expect(res.status).toBe(404);
    expect((await get('/_server-islands/x')).status).toBe(404);
  });
});
