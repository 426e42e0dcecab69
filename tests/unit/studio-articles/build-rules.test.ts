import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSiteConf } from '../../../scripts/lib/nginx';
import { unlandedRedirects } from '../../../integrations/deploy-files';
import { checkBody } from '../../../src/server/services/studio/article-body/check-body';
import { articlePhotos } from '../../../src/server/site-files/article-paths';
import { typesAmount } from '../../../src/blocks/schemas';
import { typedOwnPriceLine } from '../../../src/blog/our-prices-rule';
import { bodyLimitOf, DEFAULT_BODY_LIMIT, MAX_BODY_LIMIT } from '../../../src/server/http/body-limits';
import { readRemovedArticles, siteRedirects } from '../../../src/server/http/redirect-rules';
import { bodyOf, contentMarkdownFiles } from '../../support/content';
import { CONTENT_DIR, ROOT } from '../../support/paths';
import { parse } from 'yaml';

describe('the deleted articles’ redirects', () => {
  it('refuses a malformed file, naming it', () => {
    expect(readRemovedArticles(undefined)).toEqual(new Map());
    expect(readRemovedArticles('# none yet\n{}\n')).toEqual(new Map());
    expect([...readRemovedArticles('old-one: /blog/category/massage-spa\nold-two: /blog\n')]).toEqual([['old-one', '/blog/category/massage-spa'], ['old-two', '/blog']]);
    expect(() => readRemovedArticles('Old: /blog\n')).toThrow('src/content/redirects/removed-articles.yaml: "Old" is not a slug');
    expect(() => readRemovedArticles('old: /services\n')).toThrow('old: must lead to /blog or /blog/category/<id>');
    expect(() => readRemovedArticles('- old\n')).toThrow(/must map former slugs to pages/);
  });

  it('stops the build when a deleted slug is an article again, and checks that each target is a built page', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kingstone-redirects-'));
    try {
      mkdirSync(path.join(root, 'src/content/blog/back-again'), { recursive: true });
      writeFileSync(path.join(root, 'src/content/blog/back-again/meta.yaml'), 'original: vi\n');
      mkdirSync(path.join(root, 'src/content/redirects'), { recursive: true });
      writeFileSync(path.join(root, 'src/content/redirects/removed-articles.yaml'), 'back-again: /blog\n');
      expect(() => siteRedirects(root)).toThrow('"back-again" is an article again');
      writeFileSync(path.join(root, 'src/content/redirects/removed-articles.yaml'), 'gone: /blog/category/tea\n');
      const rules = siteRedirects(root);
      expect(rules).toContainEqual({ from: '/vi/blog/gone', to: '/vi/blog/category/tea', mustLand: true });
      const client = path.join(root, 'client');
      mkdirSync(path.join(client, 'blog/category/tea'), { recursive: true });
      writeFileSync(path.join(client, 'blog/category/tea/index.html'), '<!doctype html>');
      expect(unlandedRedirects(client, rules)).toEqual(['/vi/blog/gone → /vi/blog/category/tea', '/en/blog/gone → /en/blog/category/tea']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('request body limits', () => {
  it('give the article routes 256 KB, the photos 15 MB, everything else 16 KB, and nginx the same', () => {
    expect(bodyLimitOf('/admin/api/studio/articles')).toBe(256 * 1024);
    expect(bodyLimitOf('/admin/api/studio/articles/massage-hcm-top/rename')).toBe(256 * 1024);
    expect(bodyLimitOf('/admin/api/studio/articlesx')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitOf('/api/booking')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitOf('/admin/api/studio/photos')).toBe(15 * 1024 * 1024);
    expect(MAX_BODY_LIMIT).toBe(15 * 1024 * 1024);
    const conf = renderSiteConf({ dist: '/srv/dist', listen: '8080', upstreams: ['127.0.0.1:4321'] });
    expect(conf).toContain('    client_max_body_size 16k;');
    expect(conf).toMatch(/location \^~ \/admin\/api\/studio\/articles \{\n {8}client_max_body_size 256k;\n {8}proxy_pass http:\/\/kingstone_node;/);
    expect(conf).not.toContain('{{');
  });
});

describe('our prices are never typed', () => {
  it('finds an amount in a paragraph, list item or row that names the spa, and nothing in other venues’ prices', () => {
    expect(typedOwnPriceLine('Kingstone Spa mở cửa lúc 12:00.\n\nMassage chân ở quán nhỏ: 150.000₫.')).toBeUndefined();
    expect(typedOwnPriceLine('Intro.\n\nAt Kingstone, a Thai massage\nis VND 1,600,000.')).toBe(3);
    expect(typedOwnPriceLine('- 킹스톤 스파\n- 타이 마사지 1,600,000₫')).toBeUndefined();
    expect(typedOwnPriceLine('| 킹스톤 | 1,600,000₫ |')).toBe(1);
  });

  it('holds for every article the site has (the build applies the same rule)', () => {
    const offenders = contentMarkdownFiles().filter((file) => file.startsWith('blog/') && typedOwnPriceLine(bodyOf(readFileSync(path.join(CONTENT_DIR, file), 'utf8'))) !== undefined);
    expect(offenders).toEqual([]);
  });

  it('reads a hostile text of digits in linear time', () => {
    const started = performance.now();
    expect(typesAmount('1'.repeat(250_000))).toBe(false);
    expect(typedOwnPriceLine(`Kingstone ${'9'.repeat(250_000)}`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('a body as the studio checks it', () => {
  it('passes every article body the site has against its own data', async () => {
    const data = (slug: string) => {
      const file = path.join(CONTENT_DIR, 'blog', slug, 'data.yaml');
      return (existsSync(file) ? (parse(readFileSync(file, 'utf8')) ?? {}) : {}) as never;
    };
    const files = contentMarkdownFiles().filter((file) => /^blog\/[^/]+\/[a-z]{2}\.mdx$/.test(file));
    const checks = await Promise.all(
      files.map(async (file) => {
        const slug = file.split('/')[1] ?? '';
        const check = await checkBody(bodyOf(readFileSync(path.join(CONTENT_DIR, file), 'utf8')), data(slug), articlePhotos(ROOT, slug));
        return check.problems.map((p) => `${file}:${p.line} ${p.key}`);
      }),
    );
    expect(checks.flat()).toEqual([]);
  });

  it('refuses a hostile, deeply nested body before parsing it (the parser dies on one)', async () => {
    const tooDeep = (max: number) => ({ problems: [{ line: 1, key: 'studioApi.body.tooDeep', vars: { line: 1, max } }], root: undefined });
    expect(await checkBody(`${'> '.repeat(14_000)}x`, {}, new Set())).toEqual(tooDeep(32));
    expect(await checkBody('<div>'.repeat(5000), {}, new Set())).toEqual(tooDeep(64));
  });
});
