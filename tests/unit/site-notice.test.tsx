import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteNotice } from '../../src/components/layout/SiteNotice';
import { NOTICE, noticeWindow } from '../../src/config/notice';
import { NoticeSchema } from '../../src/config/notice-schema';
import { LOCALES } from '../../src/i18n/locales';
import { createT, DICTIONARIES } from '../../src/i18n/t';
import BaseLayout from '../../src/layouts/BaseLayout.astro';
import { baseLayoutView } from '../../src/views/base-view';

const notice = NoticeSchema.parse({
  show: true,
  from: '2026-12-20 00:00',
  to: '2027-01-03 00:00',
  message: { ko: '12월 31일은 20시에 문을 닫습니다.', vi: 'Ngày 31/12 chúng tôi đóng cửa lúc 20:00.', en: 'On 31 December we close at 20:00 & "early".' },
});
const { start, end } = noticeWindow(notice);

describe('SiteNotice', () => {
  it.each(LOCALES)('(%s) is a complementary region named in the page language, with the text of that language, escaped', (locale) => {
    const html = renderToStaticMarkup(<SiteNotice notice={notice} locale={locale} t={createT(locale)} />);
    const escaped = notice.message[locale].replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    expect(html).toBe(`<aside class="site-notice" aria-label="${DICTIONARIES[locale]['notice.label']}"><p class="container site-notice__text">${escaped}</p></aside>`);
    // Nothing of another language: the notice speaks the page's language only.
    for (const other of LOCALES.filter((l) => l !== locale)) expect(html).not.toContain(notice.message[other]);
  });

  it('has a label of its own in each language', () => {
    expect(new Set(LOCALES.map((l) => DICTIONARIES[l]['notice.label'])).size).toBe(LOCALES.length);
  });
});

describe('the page shell decides by the render time (baseLayoutView)', () => {
  const shellAt = (now: Date, n = notice) => baseLayoutView({ locale: 'vi', path: '/', title: 'T', description: 'D' }, now, n);

  it.each([
    ['before the window', new Date(start.getTime() - 1), false],
    ['at its start', start, true],
    ['inside', new Date(start.getTime() + 86_400_000), true],
    ['at its end', end, false],
    ['after it', new Date(end.getTime() + 86_400_000), false],
  ])('%s', (_, now, shown) => {
    expect(shellAt(now).notice).toBe(shown ? notice : undefined);
  });

  it('shows nothing while the notice is switched off', () => {
    expect(shellAt(new Date(start.getTime() + 1000), { ...notice, show: false }).notice).toBeUndefined();
  });
});

describe('BaseLayout itself, rendered with the clock set (the notice file as it is)', () => {
  const file = noticeWindow(NOTICE);
  afterEach(() => {
    vi.useRealTimers();
  });
  /** The whole document BaseLayout renders for an English page at `now`. */
  async function pageAt(now: Date): Promise<string> {
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    return container.renderToString(BaseLayout, { props: { locale: 'en', path: '/', title: 'T', description: 'D' } });
  }

  it.each([
    ['a minute before the start', new Date(file.start.getTime() - 60_000), false],
    ['inside', new Date(file.start.getTime() + 60_000), NOTICE.show],
    ['at the end', file.end, false],
  ])('%s: in the HTML only inside the window', async (_, now, shown) => {
    const html = await pageAt(now);
    expect(html).toContain('<header class="site-header">');
    expect(html.includes('site-notice'), 'the notice band').toBe(shown);
    expect(html.includes(NOTICE.message.en), 'the notice text').toBe(shown);
    expect(html.includes(`aria-label="${DICTIONARIES.en['notice.label']}"`), 'the notice label').toBe(shown);
  });
});
