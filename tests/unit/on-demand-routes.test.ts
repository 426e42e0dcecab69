import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALE_PREFIXES, ON_DEMAND_PREFIXES, PREFIXED_LOCALES, isOnDemandPath } from '../../src/server/http/on-demand-routes.ts';
import { renderSiteConf } from '../../scripts/lib/nginx.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES_DIR = path.join(ROOT, 'src/pages');
const TEMPLATE = path.join(ROOT, 'deploy/nginx/kingstone.conf.template');

/** Route files under src/pages, relative and with "/" separators. */
function routeFiles(dir = PAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.(astro|ts)$/.test(entry.name) ? [path.relative(PAGES_DIR, full).split(path.sep).join('/')] : [];
  });
}

const isRenderedOnDemand = (file: string) => /^export const prerender = false;?$/m.test(readFileSync(path.join(PAGES_DIR, file), 'utf8'));

/**
 * The URL paths a route file answers at: "[...lang]/booking.astro" → "/booking", "/vi/booking"…;
 * other parameters become a sample segment, "index" and extensions of pages disappear.
 */
function urlPathsOf(file: string): string[] {
  const route = file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '');
  const localized = route.startsWith('[...lang]');
  const rest = (localized ? route.slice('[...lang]'.length) : `/${route}`).replace(/\[[^\]]+\]/g, 'sample').replace(/\/$/, '');
  return localized ? LOCALE_PREFIXES.map((prefix) => `${prefix}${rest}` || '/') : [rest || '/'];
}

describe('on-demand routes', () => {
  const files = routeFiles();
  const onDemandPaths = files.filter(isRenderedOnDemand).flatMap(urlPathsOf);
  const prerenderedPaths = files.filter((f) => !isRenderedOnDemand(f)).flatMap(urlPathsOf);

  it('finds the booking page in every locale among the pages rendered on demand', () => {
    for (const prefix of LOCALE_PREFIXES) expect(onDemandPaths).toContain(`${prefix}/booking`);
  });

  it('covers every page and endpoint rendered on demand', () => {
    expect(onDemandPaths.filter((p) => !isOnDemandPath(p))).toEqual([]);
  });

  it('covers no prerendered page', () => {
    expect(prerenderedPaths.filter((p) => isOnDemandPath(p))).toEqual([]);
  });

  it('lists no prefix without a page rendered on demand under it', () => {
    const unused = ON_DEMAND_PREFIXES.filter((prefix) => !onDemandPaths.some((p) => p === prefix || p.startsWith(`${prefix}/`)));
    expect(unused).toEqual([]);
  });
});

describe('nginx config', () => {
  const conf = renderSiteConf({ dist: '/srv/kingstone/dist', listen: '8080', upstreams: ['127.0.0.1:4321'], brotli: false });

  it('leaves no placeholder unfilled', () => {
    expect(conf).not.toMatch(/\{\{\w+\}\}/);
  });

  it("gives every prefixed locale its own and its blog's 404 page", () => {
    for (const locale of PREFIXED_LOCALES) {
      expect(conf).toContain(`location /${locale}/ {\n        error_page 404 /${locale}/404/index.html;`);
      expect(conf).toContain(`location /${locale}/blog/ {\n        error_page 404 /${locale}/blog/404/index.html;`);
    }
  });

  it('proxies exactly the on-demand routes to Node', () => {
    const proxied = [...conf.matchAll(/location ~ (\S+) \{\n\s+proxy_pass/g)].map((m) => new RegExp(m[1] ?? ''));
    const answersAt = (urlPath: string) => proxied.some((pattern) => pattern.test(urlPath));
    for (const prefix of ON_DEMAND_PREFIXES) expect(answersAt(prefix), prefix).toBe(true);
    for (const prefix of LOCALE_PREFIXES) {
      expect(answersAt(`${prefix}/blog`)).toBe(false);
      expect(answersAt(`${prefix}/services`)).toBe(false);
    }
  });

  it('spells no locale in the template itself', () => {
    const template = readFileSync(TEMPLATE, 'utf8');
    for (const locale of PREFIXED_LOCALES) expect(template).not.toContain(`/${locale}`);
  });
});
