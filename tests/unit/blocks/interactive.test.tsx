import { describe, expect, it } from 'vitest';
import { WorldClock } from '../../../src/blocks/WorldClock';
import { fillCounter, keyStep, nextIndex, swipeStep } from '../../../src/browser/gallery';
import { formatClock, isoInZone } from '../../../src/browser/world-clock';
import { isValidTimeZone } from '../../../src/utils/time-zone';
import { articleData, createBlockT, fakeImages, render, renderBlock } from '../../support/blocks';
import { count } from '../../support/html';

describe('ImageGallery', () => {
  const files = ['room-1.jpg', 'room-2.jpg', 'pool.webp'];
  const data = {
    photos: {
      block: 'image-gallery',
      title: { ko: '시설 사진', en: 'Our rooms' },
      images: files.map((file, i) => ({ file, alt: { ko: `사진 ${i + 1}`, en: `Photo ${i + 1}` }, ...(i === 0 ? { caption: { en: 'VIP room' } } : {}) })),
    },
  };
  const html = renderBlock('ImageGallery', data, { locale: 'en', images: fakeImages(files) });
  const [grid = '', dialog = ''] = html.split('<dialog');

  it('renders a thumbnail button per image with a lazy, sized image', () => {
    expect(html).toContain('data-gallery=""');
    expect(count(grid, '<button type="button" class="gallery__thumb"')).toBe(3);
    expect(grid).toContain('data-gallery-index="2" aria-haspopup="dialog"><img src="/_astro/pool.webp" srcSet="/_astro/400-pool.webp 400w"');
    expect(count(grid, 'loading="lazy" decoding="async"')).toBe(3);
    expect(count(grid, 'width="800" height="600"')).toBe(3);
    expect(grid).toContain('alt="Photo 2"');
    expect(count(grid, '<span class="visually-hidden" data-pagefind-ignore="all">View larger</span>')).toBe(3);
    expect(grid).toContain('<figcaption>VIP room</figcaption>');
  });

  it('renders the viewer dialog with one visible slide, a counter and named controls', () => {
    expect(dialog).toMatch(/^ class="gallery__dialog" aria-modal="true" aria-label="Our rooms" data-pagefind-ignore="all">/);
    expect(count(dialog, 'data-gallery-slide=""')).toBe(3);
    expect(count(dialog, 'hidden=""')).toBe(2);
    expect(dialog).toContain('data-template="{current} / {total}">1 / 3</p>');
    for (const label of ['Close', 'Previous photo', 'Next photo']) {
      expect(dialog).toContain(`<span class="visually-hidden">${label}</span>`);
    }
    expect(count(dialog, 'sizes="100vw"')).toBe(3);
  });

  it('leaves out previous/next for a single image and names the dialog without a title', () => {
    const single = { g: { block: 'image-gallery', images: [{ file: 'a.png', alt: { en: 'A' } }] } };
    const one = renderBlock('ImageGallery', single, { locale: 'ko', images: fakeImages(['a.png']) });
    expect(one).not.toContain('data-gallery-action="next"');
    expect(one).toContain('aria-label="사진 크게 보기"');
    expect(one).toContain('1 / 1');
  });
});

describe('gallery helpers', () => {
  it.each([
    [0, 1, 6, 1],
    [5, 1, 6, 0],
    [0, -1, 6, 5],
    [2, -1, 6, 1],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('nextIndex(%i, %i, %i) = %i', (current, delta, total, expected) => {
    expect(nextIndex(current, delta, total)).toBe(expected);
  });

  it.each([
    [-60, 5, 1],
    [60, -10, -1],
    [-40, 0, 0],
    [30, 0, 0],
    [-50, 80, 0],
  ])('swipe dx=%i dy=%i → step %i', (dx, dy, expected) => {
    expect(swipeStep(dx, dy)).toBe(expected);
  });

  it('maps the arrow keys and fills the counter', () => {
    expect([keyStep('ArrowLeft'), keyStep('ArrowRight'), keyStep('Enter')]).toEqual([-1, 1, 0]);
    expect(fillCounter('{current} / {total}', 3, 6)).toBe('3 / 6');
  });
});

describe('WorldClock', () => {
  const data = articleData({
    clocks: {
      block: 'world-clock',
      clocks: [
        { zone: 'Asia/Seoul', label: { ko: '서울', en: 'Seoul' } },
        { zone: 'Asia/Ho_Chi_Minh', label: { ko: '호치민', en: 'Ho Chi Minh City' } },
      ],
    },
  }).clocks;
  const now = new Date('2025-10-15T00:03:05Z');

  it('shows each zone’s UTC offset, ready for the script to turn into a ticking time', () => {
    if (data?.block !== 'world-clock') throw new Error('fixture');
    const html = render(<WorldClock id="clocks" data={data} locale="en" t={createBlockT('en')} now={now} />);
    expect(html).toContain(
      '<span class="world-clock__label">Seoul</span><span class="world-clock__time" data-clock-zone="Asia/Seoul" data-clock-lang="en">UTC+09:00</span>',
    );
    expect(html).toContain('data-clock-zone="Asia/Ho_Chi_Minh" data-clock-lang="en">UTC+07:00</span>');
    expect(count(html, '<li class="world-clock__item">')).toBe(2);
  });

  it('renders through the registry', () => {
    const html = renderBlock('WorldClock', { c: { block: 'world-clock', clocks: [{ zone: 'UTC', label: { en: 'UTC' } }] } });
    expect(html).toContain('<span class="world-clock__time" data-clock-zone="UTC" data-clock-lang="ko-KR">UTC</span>');
  });
});

describe('world-clock helpers', () => {
  const midnight = new Date('2025-10-14T17:00:05Z'); // 00:00:05 in Ho Chi Minh City

  it.each(['ko-KR', 'vi-VN', 'en'])('formats a 24-hour clock with a fixed width in %s', (lang) => {
    expect(formatClock(midnight, 'Asia/Ho_Chi_Minh', lang)).toBe('00:00:05');
    expect(formatClock(midnight, 'Asia/Seoul', lang)).toBe('02:00:05');
  });

  it('writes the local time with its offset for datetime', () => {
    expect(isoInZone(midnight, 'Asia/Ho_Chi_Minh')).toBe('2025-10-15T00:00:05+07:00');
    expect(isoInZone(midnight, 'Asia/Kolkata')).toBe('2025-10-14T22:30:05+05:30');
    expect(isoInZone(midnight, 'UTC')).toBe('2025-10-14T17:00:05+00:00');
  });

  it('knows real IANA zones', () => {
    expect(isValidTimeZone('Asia/Seoul')).toBe(true);
    expect(isValidTimeZone('Asia/Saigon City')).toBe(false);
  });
});
