// Draws the site's original sample media: the home hero poster and background-video loop, a hero
// per service page and the gallery photos. Every image is our own artwork rendered from SVG, so
// no file comes from another site; the owner replaces them by dropping real photos with the same
// names (README, "Replacing the sample media"). Deterministic: the same names give the same files.
// The service heroes and galleries are spa interiors from tools/sample-art/scenes/spa-scenes.ts, chosen
// per service in PLANS below; the home poster and its video loop are the still life further down.
//
//   node_modules/.bin/node tools/sample-art/make-media.ts                only missing files
//   node_modules/.bin/node tools/sample-art/make-media.ts --force        redraw the service heroes and galleries
//   node_modules/.bin/node tools/sample-art/make-media.ts --force-home   redraw the home poster and the video loop
//                                                               (the poster is the video's first frame;
//                                                               the video needs ffmpeg on PATH)
//   node_modules/.bin/node tools/sample-art/make-media.ts --alts         print what each service image shows (JSON),
//                                                               for the alt texts in src/content/service-pages
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seeded, writeJpeg } from './scenes/base.ts';
import type { Alt, Scene, Size } from './scenes/base.ts';
import * as spa from './scenes/spa-scenes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const force = process.argv.includes('--force');
const forceHome = process.argv.includes('--force-home');
const printAlts = process.argv.includes('--alts');
const MEDIA = path.join(root, 'src/assets/media');
const PUBLIC_MEDIA = path.join(root, 'public/media');

const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#2b1d14', '#6b4a32', '#c89b63', '#f3e3c7'],
  ['#1f2a24', '#3f5a48', '#a9b99a', '#eef0e4'],
  ['#2a1a1f', '#6d3d45', '#d4a08e', '#f6e6df'],
  ['#1b2330', '#3c5166', '#b3c4cf', '#eef3f5'],
];

/** A calm spa still life: room light, a stack of stones, folded towels, a candle glow. */
function stillLife(name: string, width: number, height: number, phase = 0): string {
  const r = seeded(name);
  const [dark, mid, warm, light] = PALETTES[Math.floor(r() * PALETTES.length)]!;
  const cx = width * (0.42 + r() * 0.16);
  const floor = height * 0.72;
  const glow = 0.55 + 0.08 * Math.sin(phase * Math.PI * 2);
  const stones = Array.from({ length: 3 + Math.floor(r() * 3) }, (_, i) => ({
    w: width * (0.16 - i * 0.025) * (0.9 + r() * 0.2),
    h: height * (0.07 - i * 0.008),
  }));
  let y = floor;
  const stoneShapes = stones
    .map((s, i) => {
      y -= s.h * 0.92;
      return `<ellipse cx="${cx + (r() - 0.5) * 8}" cy="${y}" rx="${s.w / 2}" ry="${s.h / 2}" fill="${i % 2 ? mid : dark}" opacity="0.92"/>`;
    })
    .join('');
  const towelX = cx + width * 0.18;
  const rays = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.1 + i * 0.18) + Math.sin(phase * Math.PI * 2 + i) * width * 0.01;
    return `<polygon points="${x},0 ${x + width * 0.06},0 ${x + width * 0.2},${height} ${x + width * 0.08},${height}" fill="${light}" opacity="${0.05 + 0.03 * Math.sin(phase * Math.PI * 2 + i * 1.3)}"/>`;
  }).join('');
  const ripples = Array.from({ length: 4 }, (_, i) => {
    const k = (i / 4 + phase) % 1;
    return `<ellipse cx="${cx}" cy="${floor + height * 0.02}" rx="${width * (0.12 + k * 0.3)}" ry="${height * (0.015 + k * 0.05)}" fill="none" stroke="${light}" stroke-width="2" opacity="${0.35 * (1 - k)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="0.7" stop-color="${dark}"/></linearGradient>
    <radialGradient id="glow" cx="${(cx / width) * 100}%" cy="40%" r="55%"><stop offset="0" stop-color="${warm}" stop-opacity="${glow}"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${warm}" stop-opacity="0.55"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${rays}
  <rect y="${floor}" width="${width}" height="${height - floor}" fill="url(#floor)"/>
  ${ripples}
  ${stoneShapes}
  <rect x="${towelX}" y="${floor - height * 0.1}" width="${width * 0.16}" height="${height * 0.05}" rx="${height * 0.02}" fill="${light}" opacity="0.9"/>
  <rect x="${towelX + width * 0.01}" y="${floor - height * 0.05}" width="${width * 0.16}" height="${height * 0.05}" rx="${height * 0.02}" fill="${warm}" opacity="0.9"/>
  <rect x="${cx - width * 0.24}" y="${floor - height * 0.09}" width="${width * 0.025}" height="${height * 0.09}" rx="4" fill="${light}"/>
  <ellipse cx="${cx - width * 0.2275}" cy="${floor - height * 0.11}" rx="${width * 0.006}" ry="${height * 0.018 * (1 + 0.15 * Math.sin(phase * Math.PI * 6))}" fill="#ffd58a"/>
  <circle cx="${cx - width * 0.2275}" cy="${floor - height * 0.11}" r="${height * 0.09}" fill="#ffd58a" opacity="${0.12 + 0.05 * Math.sin(phase * Math.PI * 6)}"/>
</svg>`;
}

// What each service page shows: its hero, then its six gallery photos, a look around the rooms and
// details that course uses. Every entry is a scene (with its options bound); the seed is the file's name.
const PLANS: Record<string, { hero: Scene; gallery: readonly [Scene, Scene, Scene, Scene, Scene, Scene] }> = {
  'thai-massage': {
    hero: spa.thaiRoom,
    gallery: [spa.thaiRoom, spa.footBath, spa.herbalCompress, spa.teaSet, spa.changingRoom, spa.towelShelf],
  },
  'nuru-massage': {
    hero: spa.treatmentRoom,
    gallery: [spa.treatmentRoom, spa.changingRoom, spa.stonesAndOils, spa.towelShelf, spa.teaSet, spa.reception],
  },
  'body-massage': {
    hero: spa.stonesAndOils,
    gallery: [spa.treatmentRoom, spa.sauna, spa.stonesAndOils, spa.changingRoom, spa.towelShelf, spa.teaSet],
  },
  'couple-massage': {
    hero: spa.coupleRoom,
    gallery: [spa.coupleRoom, spa.teaSet, spa.footBath, spa.changingRoom, spa.reception, spa.stonesAndOils],
  },
  'two-staff-massage': {
    hero: (rand, size) => spa.vipSuite(rand, size, { extra: 'stools' }),
    gallery: [spa.treatmentRoom, spa.herbalCompress, spa.stonesAndOils, spa.towelShelf, spa.teaSet, spa.reception],
  },
  'super-king': {
    hero: (rand, size) => spa.vipSuite(rand, size, { extra: 'tub' }),
    gallery: [(rand, size) => spa.vipSuite(rand, size, { extra: 'stools' }), spa.watsuPool, spa.sauna, (rand, size) => spa.teaSet(rand, size, { withFruit: true }), spa.changingRoom, spa.towelShelf],
  },
};

/** Draws one planned scene (seeded by `name`) to `file` unless it exists; returns its alt. */
async function drawScene(file: string, name: string, scene: Scene, size: Size): Promise<Alt> {
  const { svg, alt } = scene(seeded(name), size);
  if (printAlts || (existsSync(file) && !force)) return alt;
  const { bytes, quality } = await writeJpeg(file, svg);
  console.log(`wrote ${path.relative(root, file)}  ${(bytes / 1024).toFixed(1)} KB  q${quality}  ${alt.en}`);
  return alt;
}

const alts: Record<string, { hero: Alt; gallery: Alt[] }> = {};
for (const [id, plan] of Object.entries(PLANS)) {
  const hero = await drawScene(path.join(MEDIA, 'services', `${id}.jpg`), `service-${id}`, plan.hero, { width: 1600, height: 900 });
  const gallery: Alt[] = [];
  for (const [i, scene] of plan.gallery.entries()) {
    const file = path.join(MEDIA, 'gallery', `${id}-${i + 1}.jpg`);
    gallery.push(await drawScene(file, `gallery-${id}-${i + 1}`, scene, { width: 1600, height: 1067 }));
  }
  alts[id] = { hero, gallery };
}
if (printAlts) {
  console.log(JSON.stringify(alts, null, 2));
  process.exit(0);
}

const poster = path.join(MEDIA, 'home-hero.jpg');
if (forceHome || !existsSync(poster)) {
  const { bytes, quality } = await writeJpeg(poster, stillLife('home-hero', 1920, 1080));
  console.log(`wrote ${path.relative(root, poster)}  ${(bytes / 1024).toFixed(1)} KB  q${quality}`);
}

// The background loop: 8 seconds at 24 fps whose every movement is periodic, so it loops seamlessly.
const mp4 = path.join(PUBLIC_MEDIA, 'hero-loop.mp4');
const webm = path.join(PUBLIC_MEDIA, 'hero-loop.webm');
const videoTargets = [mp4, webm];
if (forceHome || videoTargets.some((f) => !existsSync(f))) {
  const frames = mkdtempSync(path.join(tmpdir(), 'hero-frames-'));
  const count = 8 * 24;
  for (let i = 0; i < count; i += 1) {
    await sharp(Buffer.from(stillLife('home-hero', 960, 540, i / count)))
      .png()
      .toFile(path.join(frames, `f${String(i).padStart(4, '0')}.png`));
  }
  mkdirSync(PUBLIC_MEDIA, { recursive: true });
  const input = ['-y', '-loglevel', 'error', '-framerate', '24', '-i', path.join(frames, 'f%04d.png')];
  execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4]);
  execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-an', webm]);
  rmSync(frames, { recursive: true, force: true });
  console.log('wrote public/media/hero-loop.mp4 and .webm');
}
