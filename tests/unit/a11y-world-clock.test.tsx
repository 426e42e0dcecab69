import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorldClock } from '../../src/blocks/WorldClock';
import { ArticleDataSchema } from '../../src/blocks/schemas';
import { utcOffsetLabel } from '../../src/browser/world-clock';
import { createBlockT } from '../support/blocks';

const data = ArticleDataSchema.parse({
  clocks: {
    block: 'world-clock',
    clocks: [
      { zone: 'Asia/Seoul', label: { en: 'Seoul' } },
      { zone: 'Asia/Ho_Chi_Minh', label: { en: 'Ho Chi Minh City' } },
      { zone: 'America/New_York', label: { en: 'New York' } },
    ],
  },
}).clocks;

describe('the world clock without JavaScript', () => {
  // 09:03:05 in Seoul: a time the page must not claim is "now" to a visitor days later.
  const built = new Date('2025-10-15T00:03:05Z');
  const html = () => {
    if (data?.block !== 'world-clock') throw new Error('fixture');
    return renderToStaticMarkup(<WorldClock id="c" data={data} locale="en" t={createBlockT('en')} now={built} />);
  };

  it('shows no time of day from the build', () => {
    expect(html()).not.toMatch(/\d\d:\d\d:\d\d/);
    expect(html()).not.toContain('<time');
  });

  it('says what it shows: each city with its UTC offset', () => {
    expect(html()).toContain('Seoul</span><span class="world-clock__time" data-clock-zone="Asia/Seoul" data-clock-lang="en">UTC+09:00</span>');
    expect(html()).toContain('>UTC+07:00</span>');
    expect(html()).toContain('>UTC-04:00</span>'); // New York in October (daylight time)
  });
});

describe('utcOffsetLabel', () => {
  it.each([
    ['Asia/Seoul', 'UTC+09:00'],
    ['Asia/Kolkata', 'UTC+05:30'],
    ['UTC', 'UTC'],
    ['America/New_York', 'UTC-05:00'],
  ])('%s in January → %s', (zone, label) => {
    expect(utcOffsetLabel(new Date('2026-01-15T12:00:00Z'), zone)).toBe(label);
  });
});
