import { describe, expect, it } from 'vitest';
import { fakeImages, renderBlock } from '../../support/blocks';
import { count } from '../../support/html';

const venue = (i: number) => ({
  rank: i + 1,
  name: `Venue ${i + 1}`,
  address: { ko: `1군 레탄톤 ${i + 1}`, en: `${i + 1} Le Thanh Ton, District 1` },
  area: { ko: '1군', en: 'District 1' },
  priceRange: { from: 500000, to: 900000 },
  rating: 4.5,
  highlight: { ko: '조용한 개인 룸', en: 'Quiet private rooms' },
  features: [{ ko: '주차', en: 'Parking' }, { en: 'Wi-Fi' }],
  ...(i === 0 ? { phone: '+84 28 3822 1234', image: 'venue-1.jpg', imageAlt: { en: 'The lobby' } } : {}),
});

describe('VenueCards', () => {
  const data = { featured: { block: 'venue-cards', title: { en: 'Featured' }, venues: [0, 1, 2, 3, 4, 5].map(venue) } };
  const images = fakeImages(['venue-1.jpg']);

  it('renders ranked venues as an ordered list of articles with their facts', () => {
    const html = renderBlock('VenueCards', data, { locale: 'en', images });
    expect(html).toMatch(/^<section class="block block--venues"[^>]*><h2[^>]*>Featured<\/h2><ol class="venue-cards">/);
    expect(count(html, '<article class="venue-card"')).toBe(6);
    expect(html).toContain('<h3 class="venue-card__name" id="block-featured-0"><span class="venue-card__rank">No. 1</span>Venue 1</h3>');
    expect(html).toContain('<dt>Address</dt><dd>1 Le Thanh Ton, District 1</dd>');
    expect(html).toContain('<dt>Price range</dt><dd>VND 500,000–900,000</dd>');
    expect(count(html, 'role="img" aria-label="4.5 out of 5"')).toBe(6);
    expect(count(html, '<li>Parking</li><li>Wi-Fi</li>')).toBe(6);
  });

  it('links the phone with tel: and shows the resolved image', () => {
    const html = renderBlock('VenueCards', data, { locale: 'en', images });
    expect(html).toContain('<a href="tel:+842838221234">+84 28 3822 1234</a>');
    expect(count(html, 'tel:')).toBe(1);
    expect(html).toContain('src="/_astro/venue-1.jpg" srcSet="/_astro/400-venue-1.jpg 400w"');
    expect(html).toContain('width="800" height="600" alt="The lobby" loading="lazy" decoding="async"');
  });

  it('uses an unordered list when no venue is ranked', () => {
    const venues = data.featured.venues.map(({ rank: _rank, phone: _p, image: _i, ...rest }) => rest);
    const html = renderBlock('VenueCards', { v: { block: 'venue-cards', venues } }, { locale: 'ko' });
    expect(html).toContain('<ul class="venue-cards">');
    expect(html).not.toContain('venue-card__rank');
    expect(html).not.toContain('<h2');
  });
});

describe('FeaturedGrid', () => {
  it('renders items with badges and meta lines', () => {
    const items = [
      { title: { ko: '삼겹살', en: 'Pork belly' }, text: { en: 'Grilled' }, badge: 'hot', meta: { amount: 250000 } },
      { title: { en: 'Kimchi stew' }, text: { en: 'Spicy' }, badge: 'new' },
      { title: { en: 'Bibimbap' }, text: { en: 'Mixed rice' }, badge: 'top' },
      { title: { en: 'Naengmyeon' }, text: { en: 'Cold noodles' } },
    ];
    const html = renderBlock('FeaturedGrid', { dishes: { block: 'featured-grid', items } }, { locale: 'ko' });
    expect(count(html, '<li class="featured-grid__item">')).toBe(4);
    expect(html).toContain('<span class="block-badge block-badge--hot">인기</span><h3 class="featured-grid__title">삼겹살</h3>');
    expect(html).toContain('<span class="block-badge block-badge--new">신규</span>');
    expect(html).toContain('<span class="block-badge block-badge--top">베스트</span>');
    expect(html).toContain('<p class="featured-grid__meta">250,000동</p>');
    expect(count(html, 'featured-grid__meta')).toBe(1);
  });
});

describe('BenefitGrid, AdviceCards and QuickFacts', () => {
  it('draws a decorative icon only where the data names one', () => {
    const items = [
      { title: { en: 'Sleep' }, text: { en: 'Better sleep' }, icon: 'moon' },
      { title: { en: 'Warmth' }, text: { en: 'Warm water' }, icon: 'flame' },
      { title: { en: 'Calm' }, text: { en: 'Less stress' } },
    ];
    const html = renderBlock('BenefitGrid', { b: { block: 'benefit-grid', items } });
    expect(count(html, '<li class="benefit-grid__item">')).toBe(3);
    expect(count(html, '<svg class="benefit-grid__icon"')).toBe(2);
    expect(count(html, 'aria-hidden="true"')).toBe(2);
  });

  it('renders advice as titled cards', () => {
    const items = [1, 2, 3, 4].map((n) => ({ title: { en: `Tip ${n}` }, text: { en: `Text ${n}` } }));
    const html = renderBlock('AdviceCards', { tips: { block: 'advice-cards', title: { en: 'Tips' }, items } });
    expect(count(html, '<h3 class="advice-cards__title">')).toBe(4);
    expect(html).toContain('<h2 class="block__title" id="block-tips-title">Tips</h2>');
  });

  it('renders facts as a description list', () => {
    const items = [
      { label: { ko: '영업시간', en: 'Hours' }, value: '12:00–24:00' },
      { label: { ko: '수온', en: 'Water' }, value: '35°C' },
    ];
    const html = renderBlock('QuickFacts', { facts: { block: 'quick-facts', items } }, { locale: 'en' });
    expect(html).toContain(
      '<dl class="quick-facts"><div class="quick-facts__item"><dt>Hours</dt><dd>12:00–24:00</dd></div><div class="quick-facts__item"><dt>Water</dt><dd>35°C</dd></div></dl>',
    );
  });
});

describe('DoDontList', () => {
  it('renders two lists named by their labels', () => {
    const data = { prep: { block: 'do-dont', do: [{ en: 'Arrive early' }, { en: 'Drink water' }], dont: [{ en: 'Eat a big meal' }] } };
    const html = renderBlock('DoDontList', data, { locale: 'en' });
    expect(html).toContain('<p class="do-dont__label" id="block-prep-do">Do</p><ul class="do-dont__list" aria-labelledby="block-prep-do">');
    expect(html).toContain('<p class="do-dont__label" id="block-prep-dont">Don&#x27;t</p>');
    expect(count(html, '<li>')).toBe(3);
  });
});

describe('Testimonials', () => {
  const items = [
    { name: '김민수', age: 34, job: { ko: '회사원', en: 'Office worker' }, text: { en: 'Great <script>alert(1)</script> & calm' }, rating: 5 },
    { name: 'Anna', text: { en: 'Very relaxing' }, rating: 4 },
    { name: 'Linh', age: 29, text: { en: 'Tốt' }, rating: 3 },
  ];

  it('escapes the quoted text', () => {
    const html = renderBlock('Testimonials', { reviews: { block: 'testimonials', items } }, { locale: 'en' });
    expect(html).toContain('Great &lt;script&gt;alert(1)&lt;/script&gt; &amp; calm');
    expect(html).not.toContain('<script>');
  });

  it('shows the rating as stars with an accessible label, and who said it', () => {
    const html = renderBlock('Testimonials', { reviews: { block: 'testimonials', items } }, { locale: 'ko' });
    expect(count(html, '<figure class="testimonial">')).toBe(3);
    expect(html).toContain(
      '<span class="rating" role="img" aria-label="5점 만점에 4.0점"><span class="rating__stars">★★★★<span class="rating__empty">☆</span></span><span class="rating__value">4.0</span></span>',
    );
    expect(html).toContain('<span class="testimonial__name">김민수</span><span class="testimonial__about">34세 · 회사원</span>');
    expect(html).toContain('<figcaption class="testimonial__author"><span class="testimonial__name">Anna</span></figcaption>');
  });
});

describe('ProcessSteps', () => {
  const minutes = [10, 5, 30, 20, 10, 10];
  const steps = minutes.map((m, i) => ({ title: { en: `Step ${i + 1}` }, text: { en: 'x' }, minutes: m }));

  // The watsu procedure of the seed: 10+5+30+20+10+10. The seed calls it "90 minutes", but the
  // steps add up to 85; the block shows the true sum.
  it('lists the steps in order with their length and the total', () => {
    const html = renderBlock('ProcessSteps', { watsu: { block: 'process-steps', steps } }, { locale: 'ko' });
    expect(count(html, '<li class="process-steps__item">')).toBe(6);
    expect(html).toContain('<ol class="process-steps">');
    expect(html).toContain('30분</p>');
    expect(html).toContain('<p class="process-steps__total">총 소요 시간: 85분</p>');
  });

  it('shows no times or total when the steps have no minutes', () => {
    const plain = steps.map(({ minutes: _m, ...rest }) => rest);
    const html = renderBlock('ProcessSteps', { s: { block: 'process-steps', steps: plain } }, { locale: 'en' });
    expect(html).not.toContain('process-steps__time');
    expect(html).not.toContain('process-steps__total');
  });
});
