import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/components/layout/Footer';
import { BUSINESS } from '../../src/config/business';
import { telHref } from '../../src/i18n/format';
import { LOCALES } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { renderBlock } from '../support/blocks';

const escape = (s: string) => s.replaceAll('&', '&amp;');

describe('footer social links', () => {
  it('has social links configured (spa.yaml)', () => {
    expect(Object.keys(BUSINESS.socials).length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('(%s) links every configured network by name, as plain links', (locale) => {
    const html = renderToStaticMarkup(<Footer locale={locale} t={createT(locale)} year={2025} />);
    const nav = html.match(new RegExp(`<nav aria-label="${createT(locale)('footer.social')}">[\\s\\S]*?</nav>`))?.[0];
    expect(nav, 'a social navigation named in the page language').toBeDefined();
    for (const url of Object.values(BUSINESS.socials)) {
      const link = nav!.match(new RegExp(`<a href="${escape(url).replace(/[.?+]/g, '\\$&')}"[^>]*>([^<]+)</a>`));
      expect(link, url).not.toBeNull();
      // The accessible name begins with the visible network name, a word of its own (WCAG 2.5.3: a
      // voice user says what they see; "Facebook에서 …" glued a particle to it, issue 37), and
      // says whose page it is.
      const label = link![0].match(/aria-label="([^"]+)"/)?.[1] ?? '';
      expect(label).toMatch(new RegExp(`^${link![1]} `));
      expect(label).toContain(BUSINESS.name);
    }
    // Nothing from the networks loads with the page: no script, frame or remote image.
    expect(html).not.toMatch(/<script|<iframe|<img[^>]+src="https?:/);
  });
});

describe('the partner-chain article', () => {
  const folder = path.resolve(import.meta.dirname, '../../src/content/blog/ktv-massage-dubai-luxury-hcm');
  const raw = parse(readFileSync(path.join(folder, 'data.yaml'), 'utf8')) as Record<string, { block: string }>;

  it('calls the partner hotline, never ours, from its content', () => {
    expect(BUSINESS.partnerHotline).not.toBe(BUSINESS.hotline);
    const ctas = Object.entries(raw).filter(([, b]) => b.block === 'cta-box');
    expect(ctas.length).toBeGreaterThan(0);
    for (const [id] of ctas) {
      const html = renderBlock('CtaBox', raw, { locale: 'vi', id });
      expect(html).toContain(`href="${telHref(BUSINESS.partnerHotline)}"`);
      expect(html).not.toContain(`href="${telHref(BUSINESS.hotline)}"`);
    }
    const body = readFileSync(path.join(folder, 'vi.mdx'), 'utf8') + readFileSync(path.join(folder, 'data.yaml'), 'utf8');
    expect(body).not.toContain(telHref(BUSINESS.hotline));
    expect(body).not.toContain(BUSINESS.hotline);
  });

  it('leaves every other call-to-action on our hotline', () => {
    const html = renderBlock('CtaBox', { cta: { block: 'cta-box', title: { ko: '예약' }, text: { ko: '전화 주세요' } } });
    expect(html).toContain(`href="${telHref(BUSINESS.hotline)}"`);
  });
});
