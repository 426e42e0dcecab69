// Renders the sample blog hero images: one original abstract artwork per article folder in
// src/content/blog (soft warm gradients, a glowing disc, waves and leaf, stone or ripple shapes;
// no text, no people), written as a 1600×900 progressive JPEG at <slug>/hero.jpg.
//
//   node_modules/.bin/node scripts/make-sample-art.mjs           only folders without hero.jpg
//   node_modules/.bin/node scripts/make-sample-art.mjs --force   every folder
//
// Deterministic: every choice comes from a PRNG seeded with a hash of the slug, so a rerun gives
// byte-identical files. The subject sits in the middle so a 2:1 (or square) crop keeps it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BLOG_DIR = fileURLToPath(new URL('../src/content/blog/', import.meta.url));
const WIDTH = 1600;
const HEIGHT = 900;
const MAX_BYTES = 120 * 1024;
const QUALITIES = [78, 72, 66, 60];

/** Spa-like palettes: light → deep, plus a soft accent for the glow. */
const PALETTES = [
  { name: 'sand', stops: ['#f7ecdc', '#ecd2b0', '#d3a27a', '#9c6a4c', '#5e3f31'], glow: '#fff4e2' },
  { name: 'terracotta', stops: ['#f8e3d2', '#eebc9b', '#d48a67', '#a65a40', '#5f3326'], glow: '#ffeede' },
  { name: 'sage', stops: ['#f3f0e2', '#dcdcc0', '#a9b692', '#6f8566', '#3f5141'], glow: '#fbf3dc' },
  { name: 'rose', stops: ['#faeae4', '#f0c6b8', '#d99a8d', '#a86a66', '#633f43'], glow: '#fff1ea' },
  { name: 'honey', stops: ['#fcf0d4', '#f5d49a', '#e2a65c', '#b06f33', '#653f21'], glow: '#fff6dd' },
  { name: 'jade', stops: ['#f5ecdf', '#e2c9a6', '#9fb9a8', '#5f8a80', '#2f4f4b'], glow: '#fff3e0' },
];

const MOTIFS = ['leaves', 'stones', 'ripples'];

/** A small seeded PRNG (mulberry32) fed by the first bytes of sha256(slug). */
function rngFor(slug) {
  let state = createHash('sha256').update(slug).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fmt = (n) => (Math.round(n * 10) / 10).toString();

/** One smooth wave band across the canvas, closed at the bottom. */
function wavePath(rand, baseY, amplitude) {
  const segments = 4;
  const step = WIDTH / segments;
  const phase = rand() * Math.PI * 2;
  const pts = Array.from({ length: segments + 1 }, (_, i) => ({
    x: i * step,
    y: baseY + Math.sin(phase + i * 1.7) * amplitude,
  }));
  let d = `M ${fmt(-20)} ${fmt(pts[0].y)}`;
  for (let i = 1; i < pts.length; i += 1) {
    const p0 = pts[i - 1];
    const p1 = pts[i];
    d += ` C ${fmt(p0.x + step / 2)} ${fmt(p0.y)}, ${fmt(p1.x - step / 2)} ${fmt(p1.y)}, ${fmt(p1.x + (i === segments ? 20 : 0))} ${fmt(p1.y)}`;
  }
  return `${d} L ${WIDTH + 20} ${HEIGHT + 20} L -20 ${HEIGHT + 20} Z`;
}

/** A leaf centred on (0,0) pointing up, with a midrib. */
function leaf(length, width, fill, stroke, opacity) {
  const h = length / 2;
  return (
    `<path d="M 0 ${fmt(-h)} C ${fmt(width)} ${fmt(-h * 0.4)}, ${fmt(width)} ${fmt(h * 0.45)}, 0 ${fmt(h)} ` +
    `C ${fmt(-width)} ${fmt(h * 0.45)}, ${fmt(-width)} ${fmt(-h * 0.4)}, 0 ${fmt(-h)} Z" fill="${fill}" opacity="${opacity}"/>` +
    `<path d="M 0 ${fmt(-h * 0.85)} Q ${fmt(width * 0.12)} 0, 0 ${fmt(h * 0.95)}" fill="none" stroke="${stroke}" stroke-width="3" opacity="${fmt(opacity * 0.6)}"/>`
  );
}

function leavesMotif(rand, cx, cy, p) {
  const count = 5 + Math.floor(rand() * 3);
  const spread = 100 + rand() * 30;
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const angle = -spread / 2 + (spread * i) / (count - 1) + (rand() - 0.5) * 8;
    const len = 230 + rand() * 110;
    const wid = 46 + rand() * 24;
    const fill = p.stops[2 + (i % 3)];
    out.push(
      `<g transform="translate(${fmt(cx)} ${fmt(cy + 150)}) rotate(${fmt(angle)}) translate(0 ${fmt(-len / 2 - 20)})">` +
        leaf(len, wid, fill, p.stops[0], fmt(0.55 + rand() * 0.3)) +
        '</g>',
    );
  }
  return `<g filter="url(#soft)">${out.join('')}</g>`;
}

function stonesMotif(rand, cx, cy, p) {
  const count = 3 + Math.floor(rand() * 2);
  const out = [];
  let y = cy + 215;
  let w = 270 + rand() * 40;
  for (let i = 0; i < count; i += 1) {
    const h = w * (0.32 + rand() * 0.08);
    const x = cx + (rand() - 0.5) * 24;
    const fill = p.stops[4 - (i % 3)];
    const tilt = (rand() - 0.5) * 6;
    out.push(
      `<g transform="translate(${fmt(x)} ${fmt(y - h / 2)}) rotate(${fmt(tilt)})">` +
        `<ellipse rx="${fmt(w / 2)}" ry="${fmt(h / 2)}" fill="${fill}" opacity="0.92"/>` +
        `<ellipse cx="${fmt(-w * 0.12)}" cy="${fmt(-h * 0.16)}" rx="${fmt(w * 0.3)}" ry="${fmt(h * 0.22)}" fill="${p.glow}" opacity="0.18"/>` +
        '</g>',
    );
    y -= h * 0.92;
    w *= 0.74 + rand() * 0.08;
  }
  const shadow = `<ellipse cx="${fmt(cx)}" cy="${fmt(cy + 222)}" rx="210" ry="18" fill="${p.stops[4]}" opacity="0.25" filter="url(#blur)"/>`;
  return shadow + out.join('');
}

function ripplesMotif(rand, cx, cy, p) {
  const rings = 6 + Math.floor(rand() * 3);
  const out = [];
  for (let i = 1; i <= rings; i += 1) {
    const rx = 60 + i * (46 + rand() * 6);
    out.push(
      `<ellipse cx="${fmt(cx)}" cy="${fmt(cy + 170)}" rx="${fmt(rx * 1.6)}" ry="${fmt(rx * 0.34)}" fill="none" ` +
        `stroke="${i % 2 ? p.glow : p.stops[3]}" stroke-width="${fmt(3 + rand() * 3)}" opacity="${fmt(0.55 - i * 0.05)}"/>`,
    );
  }
  const drop = `<circle cx="${fmt(cx)}" cy="${fmt(cy + 40)}" r="26" fill="${p.glow}" opacity="0.85"/>`;
  return `<g filter="url(#soft)">${out.join('')}</g>${drop}`;
}

/** The whole artwork for one slug, and a short description of what was drawn. */
export function artFor(slug) {
  const rand = rngFor(slug);
  const p = PALETTES[Math.floor(rand() * PALETTES.length)];
  const motif = MOTIFS[Math.floor(rand() * MOTIFS.length)];
  const cx = WIDTH / 2 + (rand() - 0.5) * 120;
  const cy = HEIGHT / 2 - 30 + (rand() - 0.5) * 40;
  const angle = Math.floor(rand() * 360);
  const sunR = 210 + rand() * 70;

  const bokeh = Array.from({ length: 9 }, (_, i) => {
    const side = i % 2 ? 1 : -1;
    const x = WIDTH / 2 + side * (380 + rand() * 360);
    const y = 120 + rand() * 560;
    const r = 24 + rand() * 70;
    return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${p.glow}" opacity="${fmt(0.12 + rand() * 0.2)}"/>`;
  }).join('');

  const waves = [0, 1, 2]
    .map((i) => {
      const d = wavePath(rand, 640 + i * 70 + rand() * 20, 22 + rand() * 26);
      return `<path d="${d}" fill="${p.stops[2 + i]}" opacity="${fmt(0.38 + i * 0.14)}"/>`;
    })
    .join('');

  const rings = [1.25, 1.5]
    .map((k) => `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(sunR * k)}" fill="none" stroke="${p.glow}" stroke-width="2" opacity="0.35"/>`)
    .join('');

  const subject =
    motif === 'leaves' ? leavesMotif(rand, cx, cy, p) : motif === 'stones' ? stonesMotif(rand, cx, cy, p) : ripplesMotif(rand, cx, cy, p);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="bg" gradientUnits="userSpaceOnUse" gradientTransform="rotate(${angle} 800 450)" x1="0" y1="0" x2="${WIDTH}" y2="${HEIGHT}">
<stop offset="0" stop-color="${p.stops[0]}"/><stop offset="0.55" stop-color="${p.stops[1]}"/><stop offset="1" stop-color="${p.stops[2]}"/>
</linearGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="${p.glow}" stop-opacity="0.95"/><stop offset="0.6" stop-color="${p.stops[1]}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.stops[1]}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
<stop offset="0.6" stop-color="${p.stops[4]}" stop-opacity="0"/><stop offset="1" stop-color="${p.stops[4]}" stop-opacity="0.35"/>
</radialGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.5"/></filter>
<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<g filter="url(#blur)">${bokeh}</g>
<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(sunR * 1.9)}" fill="url(#sun)"/>
<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(sunR)}" fill="${p.glow}" opacity="0.55"/>
${rings}
${waves}
${subject}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>
</svg>`;
  return { svg, palette: p.name, motif };
}

async function render(slug, file) {
  const { svg, palette, motif } = artFor(slug);
  for (const quality of QUALITIES) {
    const buffer = await sharp(Buffer.from(svg))
      .resize(WIDTH, HEIGHT)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, progressive: true, mozjpeg: true })
      .toBuffer();
    if (buffer.length <= MAX_BYTES || quality === QUALITIES.at(-1)) {
      writeFileSync(file, buffer);
      return { bytes: buffer.length, quality, palette, motif };
    }
  }
  throw new Error('unreachable');
}

async function main() {
  const force = process.argv.includes('--force');
  const slugs = readdirSync(BLOG_DIR)
    .filter((name) => statSync(join(BLOG_DIR, name)).isDirectory())
    .sort();
  let made = 0;
  for (const slug of slugs) {
    const file = join(BLOG_DIR, slug, 'hero.jpg');
    if (!force && existsSync(file)) continue;
    const { bytes, quality, palette, motif } = await render(slug, file);
    made += 1;
    console.log(`${slug}/hero.jpg  ${(bytes / 1024).toFixed(1)} KB  q${quality}  ${palette} ${motif}`);
  }
  console.log(`${made} hero image(s) written, ${slugs.length - made} kept`);
}

await main();
