// Renders the sample blog hero images: one original artwork per article folder in
// src/content/blog, chosen for what the article is about (a treatment room, tea, a district's
// skyline, a Korean barbecue table…), written as a 1600×900 progressive JPEG at <slug>/hero.jpg.
// Which scene each article gets is listed in tools/sample-art/scenes/spa-articles.ts (our treatments),
// city-articles.ts (district and city guides, community news) and lifestyle-articles.ts (food,
// cafés, nightlife, fashion and beauty).
//
//   node_modules/.bin/node tools/sample-art/make-sample-art.ts           only folders without hero.jpg
//   node_modules/.bin/node tools/sample-art/make-sample-art.ts --force   every folder
//   node_modules/.bin/node tools/sample-art/make-sample-art.ts --alts    print what each hero shows (JSON),
//                                                               for the articles' heroAlt
//   … --force <slug> <slug>                                     only those articles
//
// Deterministic: every choice comes from a PRNG seeded with the slug, so a rerun gives
// byte-identical files. Subjects sit in the middle so a 2:1 (or square) crop keeps them.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawTo, seeded } from './scenes/base.ts';
import type { Scene } from './scenes/base.ts';
import { SPA_ARTICLES } from './scenes/spa-articles.ts';
import { CITY_ARTICLES } from './scenes/city-articles.ts';
import { LIFESTYLE_ARTICLES } from './scenes/lifestyle-articles.ts';

const BLOG_DIR = fileURLToPath(new URL('../../src/content/blog/', import.meta.url));
const SIZE = { width: 1600, height: 900 };
const SCENES = { ...SPA_ARTICLES, ...CITY_ARTICLES, ...LIFESTYLE_ARTICLES };

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const slugs = readdirSync(BLOG_DIR)
  .filter((name) => statSync(join(BLOG_DIR, name)).isDirectory())
  .filter((name) => named.length === 0 || named.includes(name))
  .sort();
const planned: [string, Scene][] = [];
const unmapped: string[] = [];
for (const slug of slugs) {
  const scene = SCENES[slug];
  if (scene) planned.push([slug, scene]);
  else unmapped.push(slug);
}
if (unmapped.length > 0) {
  console.error(`No scene for: ${unmapped.join(', ')} (add them to scripts/sample-art/*-articles.ts)`);
  process.exit(1);
}

if (process.argv.includes('--alts')) {
  const alts = Object.fromEntries(planned.map(([slug, scene]) => [slug, scene(seeded(slug), SIZE).alt]));
  console.log(JSON.stringify(alts, null, 2));
} else {
  const force = process.argv.includes('--force');
  let made = 0;
  for (const [slug, scene] of planned) {
    const file = join(BLOG_DIR, slug, 'hero.jpg');
    if (!force && existsSync(file)) continue;
    const { bytes, quality, alt } = await drawTo(file, slug, scene, SIZE);
    made += 1;
    console.log(`${slug}/hero.jpg  ${(bytes / 1024).toFixed(1)} KB  q${quality}  ${alt.en}`);
  }
  console.log(`${made} hero image(s) written, ${slugs.length - made} kept`);
}
