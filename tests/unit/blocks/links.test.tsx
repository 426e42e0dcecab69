import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../../src/config/business';
import { telHref } from '../../../src/i18n/format';
import { renderBlock } from '../../support/blocks';
import { count } from '../../support/html';

describe('CtaBox', () => {
  const data = { cta: { block: 'cta-box', title: { ko: '지금 예약하세요', en: 'Book now' }, text: { en: 'Call or chat.' } } };

  it('renders the hotline, booking and chat links from the business config', () => {
    const html = renderBlock('CtaBox', data, { locale: 'en' });
    expect(html).toMatch(/^<aside class="block block--cta block-cta" id="block-cta" aria-labelledby="block-cta-title">/);
    expect(html).toContain(`href="${telHref(BUSINESS.hotline)}"`);
    expect(html).toContain(`Call to book<span class="block-cta__number">${BUSINESS.hotline}</span>`);
    expect(html).toContain('<a class="btn btn--light" href="/en/booking">Book online</a>');
    expect(html).toContain(`href="${BUSINESS.chat.zalo}" rel="noopener"`);
    expect(html).toContain(`href="${BUSINESS.chat.kakaoChannel}" rel="noopener"`);
    expect(count(html, '<li>')).toBe(BUSINESS.bookingFormEnabled ? 4 : 3);
  });

  it('links booking to the Korean booking page at the root', () => {
    const html = renderBlock('CtaBox', data, { locale: 'ko' });
    expect(html).toContain('href="/booking">온라인 예약</a>');
    expect(html).toContain('<h2 class="block-cta__title" id="block-cta-title">지금 예약하세요</h2>');
  });
});

describe('RelatedLinks', () => {
  const links = [
    { title: { ko: '타이 마사지 가이드', en: 'Thai massage guide' }, href: '/blog/thai-massage-guide', description: { en: 'How it works' } },
    { title: { en: 'Services' }, href: '/services#watsu' },
    { title: { en: 'Google Maps' }, href: 'https://maps.google.com/?q=Kingstone+Spa' },
  ];

  it('localizes site paths and marks outside links', () => {
    const html = renderBlock('RelatedLinks', { related: { block: 'related-links', links } }, { locale: 'vi' });
    expect(html).toMatch(/^<nav class="block block--related related-links" id="block-related" aria-label="Bài viết liên quan">/);
    expect(html).toContain('<a href="/vi/blog/thai-massage-guide">타이 마사지 가이드</a><p>How it works</p>');
    expect(html).toContain('<a href="/vi/services#watsu">Services</a>');
    expect(html).toContain('<a href="https://maps.google.com/?q=Kingstone+Spa" rel="noopener">Google Maps');
    expect(html).toContain('<span class="visually-hidden">(trang bên ngoài)</span>');
    expect(count(html, '<li class="related-links__item">')).toBe(3);
  });

  it('names the navigation by its title when there is one', () => {
    const html = renderBlock('RelatedLinks', { r: { block: 'related-links', title: { en: 'Read next' }, links } }, { locale: 'ko' });
    expect(html).toContain('aria-labelledby="block-r-title"');
    expect(html).not.toContain('aria-label=');
    expect(html).toContain('<a href="/blog/thai-massage-guide">');
  });
});

describe('NewsList', () => {
  const items = [
    { time: '09:30', title: { en: 'Match result' }, summary: { en: 'Korea 2–1' }, category: { ko: '스포츠', en: 'Sports' }, type: 'sports' },
    { time: '10:05', title: { en: 'Storm <warning>' }, summary: { en: 'Stay inside' }, category: { ko: '날씨', en: 'Weather' }, urgent: true },
  ];
  const data = { live: { block: 'news-list', title: { en: 'Live' }, asOf: '2025-10-15', items } };

  it.each([
    ['ko', '<p class="block__as-of"><time dateTime="2025-10-15">2025년 10월 15일</time> 기준</p>'],
    ['en', '<p class="block__as-of">As of <time dateTime="2025-10-15">October 15, 2025</time></p>'],
  ] as const)('shows the "as of" date in a <time> (%s)', (locale, expected) => {
    expect(renderBlock('NewsList', data, { locale })).toContain(expected);
  });

  it('renders each item with its time, category and urgency, escaped', () => {
    const html = renderBlock('NewsList', data, { locale: 'en' });
    expect(count(html, '<article aria-labelledby="block-live-')).toBe(2);
    expect(html).toContain('<li class="news-list__item" data-type="sports">');
    expect(html).toContain('<li class="news-list__item is-urgent">');
    expect(html).toContain('<span class="news-list__time">10:05</span><span class="news-list__category">Weather</span><strong class="news-list__urgent">Urgent</strong>');
    expect(count(html, 'news-list__urgent')).toBe(1);
    expect(html).toContain('Storm &lt;warning&gt;');
  });
});
