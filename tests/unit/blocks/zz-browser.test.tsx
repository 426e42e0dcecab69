import { it, expect } from 'vitest';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { renderBlock, fakeImages } from './helpers';

it('browser', async () => {
  mkdirSync('/tmp/blockpage', { recursive: true });
  // images: make svg files
  const files = ['a.jpg', 'b.jpg', 'c.jpg'];
  const colors = ['#c33', '#3c3', '#33c'];
  const imgs = new Map(files.map((f, i) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${colors[i]}"/><text x="50" y="300" font-size="120" fill="#fff">${f}</text></svg>`;
    writeFileSync(`/tmp/blockpage/${f}.svg`, svg);
    return [f, { src: `${f}.svg`, width: 800, height: 600 }];
  }));
  const html = [
    renderBlock('ImageGallery', { photos: { block: 'image-gallery', title: 'Photos', images: files.map((file, i) => ({ file, alt: `Photo ${i + 1}`, caption: `Caption ${i + 1}` })) } }, { locale: 'en', images: imgs }),
    renderBlock('WorldClock', { clocks: { block: 'world-clock', title: 'Clocks', clocks: [{ zone: 'Asia/Seoul', label: 'Seoul' }, { zone: 'Asia/Ho_Chi_Minh', label: 'HCMC' }] } }, { locale: 'en' }),
    renderBlock('RankingTable', { top: { block: 'ranking-table', title: 'Top', caption: 'Ranking', columns: [{ key: 'name', label: 'Venue' }, { key: 'area', label: 'Area' }, { key: 'price', label: 'Price' }, { key: 'rating', label: 'Rating', format: 'rating' }], rows: Array.from({ length: 5 }, (_, i) => ({ rank: i + 1, cells: { name: `Venue number ${i + 1}`, area: 'District 1', price: '500,000–900,000₫', rating: 4.5 } })), note: 'Sample data.' } }, { locale: 'en' }),
    renderBlock('VenueCards', { v: { block: 'venue-cards', title: 'Venues', venues: [0, 1].map((i) => ({ rank: i + 1, name: `Venue ${i}`, address: '12 Le Thanh Ton, District 1', area: 'District 1', priceRange: '500,000₫', rating: 4.6, highlight: 'Quiet rooms', features: ['Parking', 'Wi-Fi'], phone: '+84 28 3822 1234', image: 'a.jpg' })) } }, { locale: 'en', images: imgs }),
    renderBlock('ProcessSteps', { s: { block: 'process-steps', title: 'Steps', steps: [{ title: 'Consult', text: 'Talk', minutes: 10 }, { title: 'Massage', text: 'Relax', minutes: 80 }] } }, { locale: 'en' }),
    renderBlock('DoDontList', { d: { block: 'do-dont', do: ['Arrive early'], dont: ['Eat a big meal'] } }, { locale: 'en' }),
    renderBlock('Testimonials', { t: { block: 'testimonials', items: [{ name: 'Kim', age: 34, job: 'Engineer', text: 'Great', rating: 4 }] } }, { locale: 'en' }),
    renderBlock('ComparisonTable', { c: { block: 'comparison-table', caption: 'Compare', highlight: 'a', columns: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }], rows: [{ label: 'Row', cells: { a: 'x', b: 'y' }, verdict: { tone: 'good', text: 'Cheaper' } }, { label: 'Row2', cells: { a: 'x', b: 'y' }, verdict: { tone: 'high', text: 'Pricier' } }] } }, { locale: 'en' }),
    renderBlock('OurPrices', { p: { block: 'our-prices', services: ['thai-massage', 'couple-massage'] } }, { locale: 'en' }),
    renderBlock('CtaBox', { cta: { block: 'cta-box', title: 'Book now', text: 'Call or chat' } }, { locale: 'en' }),
    renderBlock('NewsList', { n: { block: 'news-list', asOf: '2025-10-15', items: [{ time: '09:30', title: 'News', summary: 'Summary', category: 'Sports', urgent: true }] } }, { locale: 'en' }),
  ].join('\n');
  const js = await build({ stdin: { contents: "import { enhanceGalleries } from './src/scripts/gallery'; import { startWorldClocks } from './src/scripts/world-clock'; enhanceGalleries(document); startWorldClocks(document);", resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'esm' });
  const css = readFileSync('src/styles/global.css', 'utf8') + readFileSync('src/styles/blocks.css', 'utf8');
  writeFileSync('/tmp/blockpage/index.html', `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><style>${css}</style></head><body><main class="container prose">${html}</main><script type="module">${js.outputFiles[0]!.text}</script></body></html>`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('file:///tmp/blockpage/index.html');
  const scrollW = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log('scrollWidth at 320', scrollW);
  await page.screenshot({ path: '/tmp/blockpage/phone.png', fullPage: true });
  const t1 = await page.textContent('time[data-clock-zone="Asia/Seoul"]');
  await page.waitForTimeout(1500);
  const t2 = await page.textContent('time[data-clock-zone="Asia/Seoul"]');
  console.log('clock', t1, t2);
  expect(t1).not.toBe(t2);
  await page.focus('[data-gallery-index="1"]');
  await page.keyboard.press('Enter');
  const open = await page.evaluate(() => document.querySelector('dialog')!.open);
  const counter = await page.textContent('[data-gallery-counter]');
  const active = await page.evaluate(() => document.activeElement?.getAttribute('data-gallery-action'));
  console.log('open', open, counter, 'focus', active);
  await page.screenshot({ path: '/tmp/blockpage/dialog.png' });
  await page.keyboard.press('ArrowRight');
  console.log('after right', await page.textContent('[data-gallery-counter]'), await page.evaluate(() => [...document.querySelectorAll('[data-gallery-slide]')].map((s) => (s as HTMLElement).hidden)));
  await page.keyboard.press('ArrowRight');
  console.log('after right2', await page.textContent('[data-gallery-counter]'));
  await page.click('[data-gallery-action="previous"]');
  console.log('after prev click', await page.textContent('[data-gallery-counter]'));
  // swipe
  await page.mouse.move(200, 350); await page.mouse.down(); await page.mouse.move(100, 355); await page.mouse.up();
  console.log('after swipe left', await page.textContent('[data-gallery-counter]'), 'open', await page.evaluate(() => document.querySelector('dialog')!.open));
  await page.keyboard.press('Escape');
  console.log('after esc open', await page.evaluate(() => document.querySelector('dialog')!.open), 'focus', await page.evaluate(() => document.activeElement?.getAttribute('data-gallery-index')));
  await page.click('[data-gallery-index="0"]');
  await page.mouse.click(10, 650); // empty area
  console.log('after backdrop click open', await page.evaluate(() => document.querySelector('dialog')!.open));
  await page.click('[data-gallery-index="2"]');
  await page.click('[data-gallery-action="close"]');
  console.log('after close open', await page.evaluate(() => document.querySelector('dialog')!.open), 'focus', await page.evaluate(() => document.activeElement?.getAttribute('data-gallery-index')));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/blockpage/desktop.png', fullPage: true });
  console.log('errors', errors);
  await browser.close();
}, 60000);
