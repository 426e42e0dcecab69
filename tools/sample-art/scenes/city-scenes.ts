// Scenes of cities and districts (for the district and city guides) and of Korean community news
// (Chuseok, notices, weather, safety, sport). Each follows the contract in base.ts:
// `(rand, { width, height }) => { svg, alt: { ko, vi, en } }`. Everything is drawn on a 1600×900
// canvas and scaled to the requested size; every choice (time of day, viewpoint, palette,
// arrangement) comes from `rand`, and the alt texts are built from those same choices.
import { between, fmt, pick } from './base.ts';
import type { Alt, Drawn, Rand, Size } from './base.ts';

/** A point on the 1600×900 canvas. */
type Point = readonly [number, number];
/** A point in front of the camera, in metres (x right, y up, z away). */
type Point3 = readonly [number, number, number];
/** A gradient stop: offset, colour, opacity (left out: opaque). */
type Stop = readonly [number, string, number?];
/** Extra SVG attributes; undefined and null ones are left out. */
type Attrs = Record<string, string | number | null | undefined>;

// ---------------------------------------------------------------------------------------------
// Drawing helpers

const W = 1600;
const H = 900;

const int = (rand: Rand, min: number, max: number): number => Math.floor(between(rand, min, max + 1));
const chance = (rand: Rand, p: number): boolean => rand() < p;

const hex = (c: string): [number, number, number] => [Number.parseInt(c.slice(1, 3), 16), Number.parseInt(c.slice(3, 5), 16), Number.parseInt(c.slice(5, 7), 16)];
/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
const mix = (a: string, b: string, t: number): string => {
  const [ra, ga, ba] = hex(a);
  const [rb, gb, bb] = hex(b);
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * Math.min(1, Math.max(0, t)))
      .toString(16)
      .padStart(2, '0');
  return `#${ch(ra, rb)}${ch(ga, gb)}${ch(ba, bb)}`;
};

const attrs = (o: Attrs): string =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('');
const pts = (list: readonly Point[]): string => list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
const rect = (x: number, y: number, w: number, h: number, fill: string, o: Attrs = {}): string => `<rect${attrs({ x, y, width: w, height: h, fill, ...o })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, o: Attrs = {}): string => `<circle${attrs({ cx, cy, r, fill, ...o })}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, o: Attrs = {}): string => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...o })}/>`;
const poly = (list: readonly Point[], fill: string, o: Attrs = {}): string => `<polygon points="${pts(list)}"${attrs({ fill, ...o })}/>`;
const path = (d: string, fill: string, o: Attrs = {}): string => `<path d="${d}"${attrs({ fill, ...o })}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, o: Attrs = {}): string =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, ...o })}/>`;
const group = (body: string, o: Attrs = {}): string => `<g${attrs(o)}>${body}</g>`;

const stops = (list: readonly Stop[]): string =>
  list
    .map(([offset, color, opacity]) =>
      `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
/** A vertical (or given-direction) linear gradient. */
const linear = (id: string, list: readonly Stop[], [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1]): string =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
const radial = (id: string, list: readonly Stop[]): string => `<radialGradient id="${id}">${stops(list)}</radialGradient>`;
const blur = (id: string, sd: number): string =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

const doc = ({ width, height }: Size, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;

/** A glowing disc (sun or moon): a soft halo and a core. */
const glowDisc = (id: string, cx: number, cy: number, r: number, color: string, halo = 4): string =>
  circle(cx, cy, r * halo, `url(#${id})`) + circle(cx, cy, r, color);
const glowDef = (id: string, color: string, opacity = 0.55): string => radial(id, [[0, color, opacity], [0.35, color, opacity * 0.4], [1, color, 0]]);

/** A time of day: sky stops (top to horizon), sun, haze, the darkest tone, water stops, how lit the windows are. */
interface Time {
  sky: readonly [string, string, string];
  sun: string;
  haze: string;
  dark: string;
  water: readonly [string, string];
  lit: number;
}

// Times of day: sky stops, the light, the darkest tone of the scene and the words for the alt.
const TIMES = {
  dawn: {
    sky: ['#6c7db0', '#d9a3aa', '#fbd8b0'],
    sun: '#fff2d2',
    haze: '#eec3b4',
    dark: '#4a4566',
    water: ['#e8bfae', '#7b7795'],
    lit: 0.15,
    ko: '새벽',
    vi: 'lúc bình minh',
    en: 'at dawn',
  },
  day: {
    sky: ['#5b9fd6', '#9ccbea', '#e4f1f1'],
    sun: '#fffbea',
    haze: '#c9dde6',
    dark: '#3c5270',
    water: ['#a9cfe0', '#4f7d98'],
    lit: 0,
    ko: '맑은 낮',
    vi: 'giữa ban ngày',
    en: 'on a clear day',
  },
  dusk: {
    sky: ['#2e3572', '#b4628c', '#f7a35f'],
    sun: '#ffdca2',
    haze: '#d88a88',
    dark: '#2a2b4d',
    water: ['#e59a78', '#3a3a66'],
    lit: 0.45,
    ko: '해 질 녘',
    vi: 'lúc hoàng hôn',
    en: 'at dusk',
  },
  night: {
    sky: ['#070c24', '#18204a', '#39396c'],
    sun: '#f5f1da',
    haze: '#3b3f70',
    dark: '#0e1230',
    water: ['#2b2f5c', '#0b0f28'],
    lit: 0.7,
    ko: '밤',
    vi: 'về đêm',
    en: 'at night',
  },
} satisfies Record<string, Time & Alt>;
type TimeKey = keyof typeof TIMES;

/** The storm over the river: a time of its own, with no words (its alt text says it all). */
const STORM: Time = { sky: ['#39434f', '#5e6b78', '#8e9aa2'], sun: '#d9dee0', haze: '#7d8a94', dark: '#28313c', water: ['#6d7a84', '#2c363f'], lit: 0.25 };

const skyDef = (id: string, t: Pick<Time, 'sky'>, [a, b]: readonly [number, number] = [0.55, 1]): string =>
  linear(id, [
    [0, t.sky[0]],
    [a, t.sky[1]],
    [b, t.sky[2]],
  ]);

/** Simple one-point perspective: X right, Y up, Z away from the viewer (metres). */
function camera({ vx = 800, hz = 430, f = 900, h = 1.7, x = 0 } = {}) {
  const p = (X: number, Y: number, Z: number): Point => [vx + ((X - x) * f) / Z, hz + ((h - Y) * f) / Z];
  const quad = (corners: readonly Point3[], fill: string, o?: Attrs) => poly(corners.map((c) => p(...c)), fill, o);
  const side = (X: number, z1: number, z2: number, y1: number, y2: number): Point3[] => [
    [X, y1, z1],
    [X, y2, z1],
    [X, y2, z2],
    [X, y1, z2],
  ];
  const front = (Z: number, x1: number, x2: number, y1: number, y2: number): Point3[] => [
    [x1, y1, Z],
    [x1, y2, Z],
    [x2, y2, Z],
    [x2, y1, Z],
  ];
  const ground = (x1: number, x2: number, z1: number, z2: number, Y = 0): Point3[] => [
    [x1, Y, z1],
    [x2, Y, z1],
    [x2, Y, z2],
    [x1, Y, z2],
  ];
  return { p, quad, side, front, ground, scale: (Z: number) => f / Z, vx, hz };
}

/** A motorbike in profile standing on (x, y); s is pixels per metre. */
function motorbike(x: number, y: number, s: number, color: string, dir = 1, dark = '#1d1f26'): string {
  const P = (u: number, v: number): [number, number] => [x + u * s * dir, y - v * s];
  const r = 0.27 * s;
  const [w1x] = P(-0.62, 0);
  const [w2x] = P(0.64, 0);
  const body = [P(-0.88, 0.62), P(-0.15, 0.7), P(0.12, 0.52), P(0.45, 0.5), P(0.6, 0.98), P(0.72, 0.98), P(0.58, 0.32), P(-0.45, 0.3)];
  const seat = [P(-0.8, 0.7), P(-0.1, 0.76), P(-0.1, 0.86), P(-0.75, 0.84)];
  return (
    circle(w1x, y - r, r, dark) +
    circle(w2x, y - r, r, dark) +
    circle(w1x, y - r, r * 0.45, '#8a8d96') +
    circle(w2x, y - r, r * 0.45, '#8a8d96') +
    poly(body, color) +
    poly(seat, dark) +
    line(...P(0.55, 1.02), ...P(0.8, 1.06), dark, Math.max(1, 0.06 * s), { 'stroke-linecap': 'round' })
  );
}

/** A palm tree: a curved trunk from (x, y) up h pixels and a crown of fronds. */
function palm(x: number, y: number, h: number, color: string, rand: Rand, lean = 0): string {
  const tx = x + lean * h;
  const ty = y - h;
  const w = Math.max(2, h * 0.035);
  let out = path(`M${fmt(x - w)},${fmt(y)} Q${fmt(x + lean * h * 0.3)},${fmt(y - h * 0.5)} ${fmt(tx)},${fmt(ty)} Q${fmt(x + lean * h * 0.3 + w)},${fmt(y - h * 0.5)} ${fmt(x + w)},${fmt(y)}Z`, color);
  const n = 8;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + between(rand, -0.2, 0.2);
    const len = h * between(rand, 0.32, 0.42);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.25;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.3 - len * 0.18;
    out += path(`M${fmt(tx)},${fmt(ty)} Q${fmt(mx)},${fmt(my - len * 0.08)} ${fmt(ex)},${fmt(ey)} Q${fmt(mx)},${fmt(my + len * 0.1)} ${fmt(tx)},${fmt(ty)}Z`, color);
  }
  return out;
}

/** A round-crowned tree: trunk and a cluster of overlapping discs, lit from the upper left. */
function tree(x: number, y: number, r: number, color: string, rand: Rand, light: string | null = null): string {
  let out = rect(x - r * 0.08, y - r * 1.2, r * 0.16, r * 1.2, mix(color, '#000000', 0.35));
  const blobs = int(rand, 4, 6);
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    out += circle(x + Math.cos(a) * r * 0.5, y - r * 1.6 + Math.sin(a) * r * 0.35, r * between(rand, 0.5, 0.7), color);
  }
  out += circle(x, y - r * 1.75, r * 0.7, color);
  if (light) out += circle(x - r * 0.3, y - r * 2, r * 0.42, light, { opacity: 0.5 });
  return out;
}

/** A small boat in profile on the waterline y: a wooden sampan or a tour boat with lit windows. */
function boat(x: number, y: number, s: number, kind: 'sampan' | 'tour', hull: string, cabin: string, lit: string): string {
  if (kind === 'sampan') {
    return (
      path(`M${fmt(x - s)},${fmt(y - s * 0.12)} Q${fmt(x)},${fmt(y + s * 0.16)} ${fmt(x + s)},${fmt(y - s * 0.16)} L${fmt(x + s * 0.8)},${fmt(y)} Q${fmt(x)},${fmt(y + s * 0.1)} ${fmt(x - s * 0.85)},${fmt(y)}Z`, hull) +
      path(`M${fmt(x - s * 0.35)},${fmt(y - s * 0.08)} Q${fmt(x)},${fmt(y - s * 0.42)} ${fmt(x + s * 0.35)},${fmt(y - s * 0.08)}Z`, cabin)
    );
  }
  let out = poly(
    [
      [x - s, y - s * 0.16],
      [x + s * 1.05, y - s * 0.16],
      [x + s * 0.85, y + s * 0.05],
      [x - s * 0.9, y + s * 0.05],
    ],
    hull,
  );
  out += rect(x - s * 0.7, y - s * 0.42, s * 1.3, s * 0.26, cabin);
  out += rect(x - s * 0.6, y - s * 0.56, s * 1.05, s * 0.14, mix(cabin, '#ffffff', 0.3));
  for (let i = 0; i < 6; i++) out += rect(x - s * 0.62 + i * s * 0.2, y - s * 0.37, s * 0.12, s * 0.12, lit);
  return out;
}

/** Rain: slanted translucent streaks over the whole frame. */
function rain(rand: Rand, count: number, color: string, slant = 0.18, opacity = 0.35): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = between(rand, -100, W + 100);
    const y = between(rand, -50, H);
    const len = between(rand, 18, 46);
    d += `M${fmt(x)},${fmt(y)}l${fmt(-len * slant)},${fmt(len)}`;
  }
  return path(d, 'none', { stroke: color, 'stroke-width': 1.6, opacity, 'stroke-linecap': 'round' });
}

/** Stars for a night sky. */
function stars(rand: Rand, count: number, yMax: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += circle(between(rand, 0, W), between(rand, 0, yMax), between(rand, 0.6, 1.7), '#ffffff', { opacity: between(rand, 0.3, 0.9) });
  return out;
}

/** Soft clouds: a few blurred ellipses (needs a blur filter id). */
function clouds(rand: Rand, count: number, color: string, yMin: number, yMax: number, filter: string, opacity = 0.6): string {

  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = between(rand, 0, W);
    const cy = between(rand, yMin, yMax);
    const rx = between(rand, 120, 300);
    out += ellipse(cx, cy, rx, rx * between(rand, 0.12, 0.22), color, { opacity: between(rand, opacity * 0.6, opacity) });
  }
  return group(out, { filter: `url(#${filter})` });
}

// ---------------------------------------------------------------------------------------------
// Riverside skyline: District 1 towers seen across the Saigon River (or the storm variant).

export function riversideSkyline(rand: Rand, size: Size, { storm = false, place = 'd1' }: { storm?: boolean; place?: 'd1' | 'hcm' } = {}): Drawn {
  const timeKey = storm ? 'storm' : pick(rand, ['dusk', 'night', 'dawn', 'day', 'dusk']);
  const t: Time = timeKey === 'storm' ? STORM : TIMES[timeKey];
  const waterY = between(rand, 560, 630);
  const cx = between(rand, 560, 1040);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, storm ? 0 : 0.6) + blur('b4', 4) + blur('b30', 30) + blur('b2', 2);
  defs += linear('water', [
    [0, t.water[0]],
    [1, t.water[1]],
  ]);
  let body = rect(0, 0, W, waterY + 2, 'url(#sky)');
  if (timeKey === 'night') body += stars(rand, 70, waterY - 250);
  if (!storm) {
    const sx = timeKey === 'night' ? between(rand, 200, 1400) : between(rand, 200, 1400);
    const sy = timeKey === 'day' ? between(rand, 120, 220) : timeKey === 'night' ? between(rand, 90, 200) : waterY - between(rand, 90, 200);
    body += glowDisc('sun', sx, sy, timeKey === 'night' ? 26 : 46, t.sun);
  } else {
    body += clouds(rand, 14, '#2b333d', 40, 330, 'b30', 0.8);
  }
  // Far haze towers
  let far = '';
  for (let x = -20; x < W; x += between(rand, 26, 60)) {
    const h = between(rand, 30, 120) * (1 + 0.8 * Math.exp(-(((x - cx) / 500) ** 2)));
    far += rect(x, waterY - h, between(rand, 22, 48), h, mix(t.haze, t.dark, 0.25));
  }
  // Main towers, tallest in the cluster
  const lit = mix(t.sun, '#ffc36a', 0.5);
  let main = '';
  const towers = [];
  for (let i = 0; i < int(rand, 13, 18); i++) {
    const x = cx + between(rand, -620, 620);
    const w = between(rand, 44, 92);
    const h = 70 + 330 * Math.exp(-(((x - cx) / 330) ** 2)) * between(rand, 0.55, 1);
    towers.push({ x, w, h, shade: between(rand, 0.35, 0.8) });
  }
  towers.push({ x: cx + between(rand, -60, 60), w: 70, h: between(rand, 400, 450), shade: 0.7, top: true });
  towers.sort((a, b) => a.shade - b.shade);
  for (const tw of towers) {
    const color = mix(t.haze, t.dark, tw.shade);
    const x0 = tw.x - tw.w / 2;
    const y0 = waterY - tw.h;
    const shape = tw.top ? 'spire' : pick(rand, ['flat', 'slant', 'step', 'flat', 'round']);
    if (shape === 'slant') main += poly([[x0, y0 + 30], [x0 + tw.w, y0], [x0 + tw.w, waterY], [x0, waterY]], color);
    else if (shape === 'step') main += rect(x0, y0 + 24, tw.w, tw.h - 24, color) + rect(x0 + tw.w * 0.2, y0, tw.w * 0.6, 26, color);
    else if (shape === 'round') main += rect(x0, y0 + tw.w / 2, tw.w, tw.h - tw.w / 2, color) + circle(tw.x, y0 + tw.w / 2, tw.w / 2, color);
    else if (shape === 'spire') {
      main += poly([[x0, waterY], [x0 + 6, y0 + 60], [tw.x, y0], [x0 + tw.w - 6, y0 + 60], [x0 + tw.w, waterY]], color);
      main += line(tw.x, y0, tw.x, y0 - 50, color, 3);
    } else main += rect(x0, y0, tw.w, tw.h, color);
    // light edge
    main += rect(x0, y0 + 30, tw.w * 0.12, tw.h - 30, mix(color, t.sun, 0.25), { opacity: 0.6 });
    if (t.lit > 0) {
      for (let y = y0 + 40; y < waterY - 8; y += 14) {
        for (let x = x0 + 8; x < x0 + tw.w - 8; x += 12) {
          if (rand() < t.lit * 0.5) main += rect(x, y, 6, 7, lit, { opacity: between(rand, 0.5, 1) });
        }
      }
    }
  }
  let skyline = group(far, { opacity: 0.7 }) + main;
  // A bridge on one side
  const bridge = chance(rand, 0.5);
  if (bridge) {
    const left = chance(rand, 0.5);
    const bx0 = left ? -20 : W - 520;
    const bx1 = left ? 520 : W + 20;
    const deckY = waterY - 36;
    let b = rect(bx0, deckY, bx1 - bx0, 10, mix(t.dark, t.haze, 0.3));
    for (let x = bx0 + 40; x < bx1; x += 110) b += rect(x, deckY + 10, 12, 26, mix(t.dark, t.haze, 0.35));
    const px = left ? 300 : W - 300;
    b += poly([[px - 8, deckY], [px, deckY - 110], [px + 8, deckY]], mix(t.dark, t.haze, 0.2));
    for (let k = 1; k <= 5; k++) {
      b += line(px, deckY - 100 + k * 6, px - k * 45, deckY, mix(t.dark, t.haze, 0.4), 1.5);
      b += line(px, deckY - 100 + k * 6, px + k * 45, deckY, mix(t.dark, t.haze, 0.4), 1.5);
    }
    skyline += b;
  }
  body += skyline;
  // Water and reflection
  body += rect(0, waterY, W, H - waterY, 'url(#water)');
  body += group(skyline, { transform: `translate(0 ${fmt(2 * waterY)}) scale(1 -1)`, opacity: 0.32, filter: 'url(#b4)' });
  let shimmer = '';
  for (let i = 0; i < 60; i++) {
    const y = between(rand, waterY + 6, H);
    const w = between(rand, 20, 120) * (0.5 + (y - waterY) / 300);
    shimmer += rect(between(rand, 0, W), y, w, 2, t.sun, { opacity: between(rand, 0.1, 0.35) });
  }
  body += shimmer;
  // Boats
  const boats = storm ? int(rand, 0, 1) : int(rand, 1, 3);
  for (let i = 0; i < boats; i++) {
    const by = between(rand, waterY + 60, H - 120);
    const s = 42 + (by - waterY) * 0.3;
    const bx = between(rand, 150, W - 150);
    const kind = pick(rand, ['tour', 'sampan']);
    body += path(`M${fmt(bx - s * 1.1)},${fmt(by + 4)} L${fmt(bx - s * 4)},${fmt(by + 14)} M${fmt(bx - s * 1.1)},${fmt(by + 2)} L${fmt(bx - s * 3.5)},${fmt(by - 3)}`, 'none', { stroke: t.sun, 'stroke-width': 2, opacity: 0.4 });
    body += boat(bx, by, s, kind, mix(t.dark, '#000000', 0.2), mix(t.haze, '#ffffff', 0.15), lit);
  }
  // Near embankment
  const nearColor = mix(t.dark, '#000000', 0.35);
  body += rect(0, H - 34, W, 34, nearColor) + rect(0, H - 46, W, 4, nearColor);
  for (let x = 10; x < W; x += 48) body += rect(x, H - 46, 4, 14, nearColor);
  const treeSide = chance(rand, 0.5) ? between(rand, 40, 200) : between(rand, W - 200, W - 40);
  body += palm(treeSide, H - 30, between(rand, 240, 320), nearColor, rand, treeSide < 800 ? 0.12 : -0.12);
  if (storm) body += rain(rand, 900, '#dfe6ea', 0.22, 0.35) + rect(0, 0, W, H, '#8c98a2', { opacity: 0.12 });

  const n = boats;
  if (timeKey === 'storm') {
    return {
      svg: doc(size, defs, body),
      alt: {
        ko: `비구름이 낮게 깔린 사이공강, 빗줄기 속에 흐려진 고층 빌딩과 불어난 강물${bridge ? ', 한쪽의 다리' : ''}`,
        vi: `Mây mưa sà thấp trên sông Sài Gòn, các tòa tháp mờ trong mưa và nước sông dâng cao${bridge ? ', cây cầu một bên' : ''}`,
        en: `Rain clouds hang low over the Saigon River, towers blurred by rain and high water${bridge ? ', a bridge to one side' : ''}`,
      },
    };
  }
  const where =
    place === 'hcm'
      ? { ko: '호치민 도심', vi: 'trung tâm TP.HCM', en: 'central Ho Chi Minh City' }
      : { ko: '1군', vi: 'Quận 1', en: 'District 1' };
  const when = TIMES[timeKey];
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${when.ko} 사이공강 건너 보이는 ${where.ko}의 고층 빌딩과 물 위의 배 ${n}척${bridge ? ', 강을 잇는 다리' : ''}`,
      vi: `Những tòa tháp ${where.vi} bên kia sông Sài Gòn ${when.vi}, ${n} chiếc thuyền trên sông${bridge ? ' và một cây cầu' : ''}`,
      en: `${where.en} towers across the Saigon River ${when.en}, ${n === 1 ? 'a boat' : `${n} boats`} on the water${bridge ? ' and a bridge' : ''}`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A row of shophouses seen from across the street: Chợ Lớn (low, arcaded, red lanterns strung
// across) or Hanoi's old quarter (tall narrow tube houses, tiled roofs, silk lanterns).

export function shophouseStreet(
  rand: Rand,
  size: Size,
  { place = 'cholon', district = '5', area = null }: { place?: 'cholon' | 'hanoi'; district?: string; area?: Alt | null } = {},
): Drawn {
  const hanoi = place === 'hanoi';
  const timeKey = pick(rand, ['day', 'dusk', 'day', 'dawn']);
  const t = TIMES[timeKey];
  const ground = 700;
  const walls = hanoi
    ? ['#e8c15a', '#d99b4e', '#c9b98e', '#b9c7a0', '#e3d3b0', '#d7a36b']
    : ['#e9d7b9', '#d9b48d', '#f0c9b0', '#c8d6c4', '#e8c67d', '#d5c2a4'];
  const shutter = pick(rand, hanoi ? ['#4f7a5a', '#3f6b7a', '#6b4a2f'] : ['#3f7d74', '#7a3b34', '#4d6a8e']);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.5) + blur('b12', 12) + blur('b3', 3);
  defs += linear('road', [
    [0, '#8d8a86'],
    [1, '#5e5b5a'],
  ]);
  let body = rect(0, 0, W, ground, 'url(#sky)');
  body += glowDisc('sun', between(rand, 150, 1450), between(rand, 90, 200), 40, t.sun);
  // distant towers behind the row
  for (let x = 0; x < W; x += between(rand, 60, 160)) {
    const h = between(rand, 120, 330);
    body += rect(x, ground - 300 - h, between(rand, 50, 90), h + 300, mix(t.haze, t.sky[1], 0.4), { opacity: 0.7 });
  }
  let x = between(rand, -80, -10);
  let houses = 0;
  while (x < W) {
    const w = hanoi ? between(rand, 130, 190) : between(rand, 170, 240);
    const floors = hanoi ? int(rand, 3, 5) : int(rand, 2, 3);
    const fh = hanoi ? 112 : 128;
    const top = ground - floors * fh - 20;
    const wall = pick(rand, walls);
    const shade = mix(wall, t.dark, 0.35);
    let hs = rect(x, top, w, ground - top, wall);
    hs += rect(x + w - 8, top, 8, ground - top, shade, { opacity: 0.6 });
    // roof
    if (hanoi && chance(rand, 0.6)) {
      hs += poly([[x - 6, top + 4], [x + w / 2, top - 46], [x + w + 6, top + 4]], pick(rand, ['#9a4a32', '#7e3f2d', '#a65a3a']));
      for (let k = 1; k < 5; k++) hs += line(x + (k * w) / 5, top - 46 + k * 4, x + (k * w) / 5, top + 4, '#6b3224', 1.5, { opacity: 0.5 });
    } else {
      hs += rect(x - 4, top - 10, w + 8, 14, mix(wall, '#ffffff', 0.35));
      if (!hanoi) for (let bx = x + 6; bx < x + w - 10; bx += 16) hs += rect(bx, top - 30, 8, 20, mix(wall, '#ffffff', 0.35));
      if (!hanoi) hs += rect(x - 4, top - 34, w + 8, 6, mix(wall, '#ffffff', 0.35));
      if (chance(rand, 0.4)) hs += rect(x + w * 0.6, top - 56, 34, 46, '#b9c0c8') + ellipse(x + w * 0.6 + 17, top - 56, 17, 6, '#d5dbe0');
    }
    // upper floors: windows, balcony, plants
    for (let f = 1; f < floors; f++) {
      const fy = ground - (f + 1) * fh;
      const n = w > 170 ? 3 : 2;
      const ww = (w - 30) / n - 14;
      for (let k = 0; k < n; k++) {
        const wx = x + 15 + k * (ww + 14) + 7;
        if (!hanoi && f === 1) hs += path(`M${fmt(wx)},${fmt(fy + 96)} V${fmt(fy + 40)} A${fmt(ww / 2)},${fmt(ww / 2)} 0 0 1 ${fmt(wx + ww)},${fmt(fy + 40)} V${fmt(fy + 96)}Z`, mix(shutter, '#000000', 0.2));
        else hs += rect(wx, fy + 22, ww, 74, mix(shutter, '#000000', 0.2));
        hs += rect(wx + 3, fy + 26, ww / 2 - 4, 68, shutter) + rect(wx + ww / 2 + 1, fy + 26, ww / 2 - 4, 68, shutter);
        for (let s = fy + 32; s < fy + 92; s += 8) hs += line(wx + 3, s, wx + ww - 3, s, mix(shutter, '#000000', 0.35), 1);
        if (timeKey !== 'day' && rand() < t.lit) hs += rect(wx + ww * 0.3, fy + 26, ww * 0.4, 68, '#ffcf7a');
      }
      // balcony
      hs += rect(x + 6, fy + 92, w - 12, 8, mix(wall, '#ffffff', 0.4));
      for (let bx = x + 10; bx < x + w - 10; bx += 9) hs += rect(bx, fy + 70, 2.5, 22, '#3b3a3a', { opacity: 0.8 });
      hs += rect(x + 8, fy + 68, w - 16, 3, '#3b3a3a', { opacity: 0.8 });
      for (let p = 0; p < int(rand, 1, 3); p++) {
        const px = between(rand, x + 20, x + w - 20);
        hs += rect(px - 9, fy + 78, 18, 14, '#a8583d');
        const g = pick(rand, ['#4f8a3e', '#6aa04a', '#3f7a47']);
        hs += circle(px, fy + 72, 16, g) + circle(px - 10, fy + 78, 10, g);
        if (chance(rand, 0.5)) hs += path(`M${fmt(px - 12)},${fmt(fy + 92)} q-4,30 4,52 q2,-26 6,-50Z`, g);
      }
    }
    // ground floor: shop opening and awning
    const open = mix('#3a2d26', '#ffcf84', timeKey === 'day' ? 0.15 : 0.75);
    if (!hanoi) {
      hs += rect(x + 12, ground - fh + 24, w - 24, fh - 24, open);
      hs += path(`M${fmt(x + 12)},${fmt(ground - fh + 60)} A${fmt((w - 24) / 2)},40 0 0 1 ${fmt(x + w - 12)},${fmt(ground - fh + 60)} V${fmt(ground - fh + 24)} H${fmt(x + 12)}Z`, wall);
    } else hs += rect(x + 14, ground - fh + 20, w - 28, fh - 20, open);
    for (let k = 0; k < 4; k++) hs += rect(x + 30 + k * ((w - 60) / 3) - 12, ground - 40, 24, 24, pick(rand, ['#d9a441', '#c55b3c', '#7aa35a', '#e4dccb']), { opacity: 0.9 });
    const aw = pick(rand, ['#c9463d', '#2f7f6f', '#e0a43a', '#3d6ea8', '#8a5aa0']);
    const awY = ground - fh + 6;
    hs += poly([[x + 4, awY], [x + w - 4, awY], [x + w + 14, awY + 44], [x - 14, awY + 44]], aw);
    for (let k = 0; k < 6; k += 2) {
      const a1 = x + 4 + (k * (w - 8)) / 6;
      const a2 = x + 4 + ((k + 1) * (w - 8)) / 6;
      hs += poly([[a1, awY], [a2, awY], [a2 + ((a2 - x - w / 2) / w) * 36, awY + 44], [a1 + ((a1 - x - w / 2) / w) * 36, awY + 44]], '#ffffff', { opacity: 0.28 });
    }
    body += hs;
    x += w;
    houses += 1;
  }
  // overhead wires (Hanoi) or strings of red lanterns (Chợ Lớn)
  const lanternColors = hanoi ? ['#e8b43a', '#d2553b', '#7c3f8c', '#2f8a7a', '#e07a2f'] : ['#d0322b', '#c22a27', '#e0473a'];
  const rows = int(rand, 1, 2);
  for (let r = 0; r < rows; r++) {
    const y0 = between(rand, 250, 380) + r * 90;
    const sag = between(rand, 30, 70);
    body += path(`M0,${fmt(y0)} Q800,${fmt(y0 + sag * 2)} 1600,${fmt(y0)}`, 'none', { stroke: '#2d2a2a', 'stroke-width': 2, opacity: 0.7 });
    const step = between(rand, 70, 110);
    for (let lx = step / 2; lx < W; lx += step) {
      const tt = lx / W;
      const ly = (1 - tt) * (1 - tt) * y0 + 2 * tt * (1 - tt) * (y0 + sag * 2) + tt * tt * y0;
      const c = pick(rand, lanternColors);
      body += line(lx, ly, lx, ly + 14, '#2d2a2a', 1.5);
      body += ellipse(lx, ly + 34, 16, 20, c) + rect(lx - 9, ly + 12, 18, 5, '#e8c15a') + rect(lx - 9, ly + 52, 18, 5, '#e8c15a');
      body += ellipse(lx - 5, ly + 30, 5, 10, '#ffffff', { opacity: 0.25 });
      body += line(lx, ly + 57, lx, ly + 70, '#e8c15a', 2);
    }
  }
  if (hanoi) for (let k = 0; k < 5; k++) {
    const y0 = between(rand, 180, 300);
    body += path(`M-10,${fmt(y0)} Q${fmt(between(rand, 400, 1200))},${fmt(y0 + between(rand, 40, 120))} 1610,${fmt(y0 + between(rand, -40, 40))}`, 'none', { stroke: '#2a2727', 'stroke-width': 1.5, opacity: 0.6 });
  }
  // pavement, parked motorbikes, road
  body += rect(0, ground, W, 70, '#b9b1a6') + rect(0, ground, W, 5, '#8d867c');
  for (let px = 0; px < W; px += 80) body += line(px, ground + 5, px - 20, ground + 70, '#a39b90', 2);
  body += rect(0, ground + 70, W, H - ground - 70, 'url(#road)') + rect(0, ground + 70, W, 8, '#d8d2c6');
  const bikes = int(rand, 3, 7);
  const bikeColors = ['#c7372f', '#2d5da8', '#e8e4da', '#1f1f24', '#6a8f3a', '#d88b2a'];
  for (let i = 0; i < bikes; i++) {
    const bx = between(rand, 80, W - 80);
    body += ellipse(bx, ground + 64, 70, 8, '#000000', { opacity: 0.18 });
    body += motorbike(bx, ground + 62, 78, pick(rand, bikeColors), chance(rand, 0.5) ? 1 : -1);
  }
  // dashed lane line
  for (let lx = 20; lx < W; lx += 160) body += rect(lx, ground + 150, 80, 6, '#e9e3d6', { opacity: 0.7 });
  if (timeKey === 'dusk') body += rect(0, 0, W, H, '#f0905a', { opacity: 0.08 });

  const bikeWord = { ko: `오토바이 ${bikes}대`, vi: `${bikes} chiếc xe máy`, en: `${bikes} motorbikes` };
  if (hanoi) {
    return {
      svg: doc(size, defs, body),
      alt: {
        ko: `${t.ko} ${area ? area.ko : '하노이 구시가'}의 좁고 높은 튜브하우스 거리, 발코니 화분과 색색의 등불, 길가의 ${bikeWord.ko}`,
        vi: `Phố ${area ? area.vi : 'cổ Hà Nội'} ${t.vi}: nhà ống hẹp cao, ban công cây xanh, đèn lồng màu và ${bikeWord.vi} đỗ ven đường`,
        en: `Tall tube houses on a ${area ? area.en : 'Hanoi old-quarter'} street ${t.en}, balcony plants, lanterns and ${bikeWord.en} parked`,
      },
    };
  }
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 쩌런(${district}군)의 아치형 숍하우스 거리, 줄지어 걸린 붉은 등과 차양 아래 세워진 ${bikeWord.ko}`,
      vi: `Dãy nhà phố mái vòm ở Chợ Lớn (Quận ${district}) ${t.vi}, dây đèn lồng đỏ, mái hiên và ${bikeWord.vi} đỗ trước cửa`,
      en: `Arcaded shophouses in Chợ Lớn (District ${district}) ${t.en}, strings of red lanterns, awnings and ${bikeWord.en} parked`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Streets in one-point perspective: a late-night shop street (District 10), a quiet lit lane
// (safety), a leafy suburban street with cafés (District 12), a palm-lined boulevard (District 7).

/** A kind of street: road and pavement half-widths (m), floors per house, tree density, lamps, cafés, the times it is drawn at, how far it runs. */
interface Street {
  road: number;
  walk: number;
  floors: readonly [number, number];
  trees: number;
  lamps: boolean;
  cafes: boolean;
  time: readonly TimeKey[];
  zMax: number;
}

/** What stands along a street, drawn far to near. */
type StreetItem =
  | { kind: 'house'; sd: number; z1: number; z2: number; hgt: number; floors: number; fh: number; wall: string; awning: string; lit: number }
  | { kind: 'tree'; sd: number; z1: number; r: number }
  | { kind: 'palm'; x: number; z1: number }
  | { kind: 'lamp'; sd: number; z1: number }
  | { kind: 'bike' | 'cafe'; sd: number; z1: number; color: string }
  | { kind: 'traffic'; x: number; z1: number };

const STREETS = {
  shops: { road: 4.5, walk: 7.5, floors: [2, 5], trees: 0.2, lamps: true, cafes: false, time: ['night'], zMax: 80 },
  safe: { road: 3.4, walk: 6, floors: [2, 3], trees: 0.6, lamps: true, cafes: false, time: ['night'], zMax: 70 },
  leafy: { road: 3.6, walk: 7, floors: [1, 3], trees: 1, lamps: false, cafes: true, time: ['day', 'dawn', 'dusk', 'day'], zMax: 70 },
  boulevard: { road: 8, walk: 13, floors: [8, 18], trees: 0, lamps: true, cafes: false, time: ['day', 'dusk', 'day', 'dawn'], zMax: 160 },
} satisfies Record<string, Street>;

export function streetView(rand: Rand, size: Size, { mode = 'leafy', district = '' }: { mode?: keyof typeof STREETS; district?: string } = {}): Drawn {
  const cfg = STREETS[mode];
  const timeKey = pick(rand, cfg.time);
  const t = TIMES[timeKey];
  const night = timeKey === 'night';
  const blvd = mode === 'boulevard';
  const cam = camera({ hz: between(rand, 380, 450), x: blvd ? pick(rand, [-1, 1]) * between(rand, 3.5, 5.5) : between(rand, -1.2, 1.2), h: blvd ? between(rand, 3, 6) : 1.7, f: blvd ? 700 : 620 });
  const { p, quad, side, front, ground, scale } = cam;
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.55) + glowDef('lamp', '#ffd58a', 0.9) + blur('b6', 6) + blur('b20', 20);
  let body = rect(0, 0, W, H, 'url(#sky)');
  if (night) body += stars(rand, 60, cam.hz - 100) + glowDisc('sun', between(rand, 300, 1300), between(rand, 70, 150), 22, t.sun);
  else body += glowDisc('sun', between(rand, 200, 1400), between(rand, 80, cam.hz - 150), 42, t.sun);
  const hazeGround = mix(t.haze, t.dark, night ? 0.5 : 0.2);
  body += rect(0, cam.hz, W, H - cam.hz, hazeGround);
  const R = cfg.road;
  const S = cfg.walk;
  const zFar = cfg.zMax;
  const fog = (c: string, z: number) => mix(c, t.haze, Math.min(0.85, (z / zFar) ** 0.8 * 0.8));
  const roadColor = night ? '#2b2d3a' : mix('#6d6e72', t.haze, 0.15);
  const walkColor = night ? '#4a4750' : mix('#b9b2a6', t.haze, 0.1);
  body += quad(ground(-S, S, 0.6, zFar * 3), walkColor);
  body += quad(ground(-R, R, 0.6, zFar * 3), roadColor);
  if (mode === 'boulevard') {
    body += quad(ground(-1.6, 1.6, 0.6, zFar * 3, 0.05), '#5f9a4a');
    body += quad(ground(-S, -R - 0.3, 0.6, zFar * 3, 0.02), '#6fa657');
    body += quad(ground(R + 0.3, S, 0.6, zFar * 3, 0.02), '#6fa657');
  }
  for (let z = 2; z < zFar * 2; z += 6) {
    const lanes = mode === 'boulevard' ? [-4.8, 4.8] : [0];
    for (const lx of lanes) body += quad(ground(lx - 0.08, lx + 0.08, z, z + 3, 0.01), '#e8e2d0', { opacity: 0.7 });
  }
  // Everything standing, drawn far to near
  const items: StreetItem[] = [];
  const wallColors = mode === 'boulevard' ? ['#e9e4da', '#d8dde2', '#efe2cf', '#cfd9d6'] : ['#e8d3b0', '#d6b58f', '#c9d2c0', '#e9c9b8', '#e6dcc8', '#bfcad3'];
  for (const sd of [-1, 1]) {
    let z = between(rand, 2.5, 4);
    while (z < zFar) {
      const len = mode === 'boulevard' ? between(rand, 14, 26) : between(rand, 4, 8);
      const floors = int(rand, cfg.floors[0], cfg.floors[1]);
      const fh = 3.2;
      items.push({ kind: 'house', sd, z1: z, z2: z + len, hgt: floors * fh + 0.6, floors, fh, wall: pick(rand, wallColors), awning: pick(rand, ['#c9463d', '#2f7f6f', '#e0a43a', '#3d6ea8']), lit: rand() });
      z += len + (mode === 'boulevard' ? between(rand, 4, 10) : 0);
    }
    if (cfg.trees > 0) for (let tz = between(rand, 6, 10); tz < zFar; tz += between(rand, 6, 11)) if (rand() < cfg.trees) items.push({ kind: 'tree', sd, z1: tz, r: between(rand, 2, 3.2) });
    if (mode === 'boulevard') for (let tz = between(rand, 9, 14); tz < zFar; tz += 10) items.push({ kind: 'palm', x: sd * 1, z1: tz }, { kind: 'palm', x: sd * (R + 2), z1: tz + 5 });
    if (cfg.lamps) for (let lz = between(rand, 7, 10); lz < zFar; lz += mode === 'safe' ? 11 : 14) items.push({ kind: 'lamp', sd, z1: lz });
    if (mode !== 'boulevard') for (let bz = between(rand, 3, 6); bz < 40; bz += between(rand, 2.5, 9)) if (chance(rand, mode === 'safe' ? 0.25 : 0.6)) items.push({ kind: 'bike', sd, z1: bz, color: pick(rand, ['#c7372f', '#2d5da8', '#e8e4da', '#1f1f24', '#d88b2a']) });
    if (cfg.cafes) for (let cz = between(rand, 4, 8); cz < 40; cz += between(rand, 7, 14)) items.push({ kind: 'cafe', sd, z1: cz, color: pick(rand, ['#d8553b', '#2f8a7a', '#e8b43a', '#f2efe6']) });
  }
  if (night && mode === 'shops') for (let i = 0; i < int(rand, 3, 6); i++) items.push({ kind: 'traffic', z1: between(rand, 6, 60), x: between(rand, -R + 0.8, R - 0.8) });
  items.sort((a, b) => (a.kind === 'house') === (b.kind === 'house') ? b.z1 - a.z1 : a.kind === 'house' ? -1 : 1);
  const litColor = '#ffd68a';
  let trees = 0;
  let cafes = 0;
  for (const it of items) {
    if (it.kind === 'house') {
      const X = it.sd * S;
      const wall = fog(night ? mix(it.wall, '#1a1d36', 0.55) : it.wall, it.z1);
      const end = fog(mix(it.wall, t.dark, night ? 0.75 : 0.35), it.z1);
      body += quad(front(it.z1, X, X + it.sd * 14, 0, it.hgt), end);
      body += quad(side(X, it.z1, it.z2, 0, it.hgt), wall);
      body += quad(side(X, it.z1, it.z2, it.hgt - 0.3, it.hgt), fog(mix(it.wall, '#ffffff', 0.3), it.z1));
      const bays = Math.max(1, Math.round((it.z2 - it.z1) / 2.6));
      const bw = (it.z2 - it.z1) / bays;
      const start = mode === 'boulevard' ? 0 : 1;
      for (let f = start; f < it.floors; f++) {
        for (let b = 0; b < bays; b++) {
          const on = night ? rand() < 0.45 : false;
          const win = on ? litColor : fog(mix(it.wall, t.dark, 0.55), it.z1);
          body += quad(side(X, it.z1 + b * bw + bw * 0.25, it.z1 + b * bw + bw * 0.75, f * it.fh + 0.9, f * it.fh + 2.5), win, { opacity: on ? 0.9 : 1 });
          if (mode !== 'boulevard' && it.z1 < 40) body += quad(side(X - it.sd * 0.5, it.z1 + b * bw + bw * 0.1, it.z1 + b * bw + bw * 0.9, f * it.fh + 0.75, f * it.fh + 1.05), fog(mix(it.wall, '#ffffff', 0.3), it.z1));
        }
      }
      if (mode !== 'boulevard') {
        const shop = night ? (it.lit < 0.8 || mode === 'shops' ? mix('#ffcf7a', '#ffffff', 0.2) : '#3b3240') : fog(mix('#6b5040', '#e8c89a', it.lit * 0.5), it.z1);
        const shopLit = mode === 'safe' ? mix('#e8d3a8', '#2a2a3a', 0.55) : shop;
        body += quad(side(X, it.z1 + 0.3, it.z2 - 0.3, 0.1, 2.7), shopLit);
        if (mode === 'shops' && it.z1 < 50) body += quad(side(X - it.sd * 0.05, it.z1 + 0.5, it.z2 - 0.5, 3.1, 3.9), pick(rand, ['#e84a5f', '#3fb6c8', '#f2c14e', '#7bd389', '#f08a4b']), { opacity: 0.95 });
        if (mode !== 'safe') body += quad([[X, 3, it.z1 + 0.2], [X - it.sd * 1.6, 2.5, it.z1 + 0.2], [X - it.sd * 1.6, 2.5, it.z2 - 0.2], [X, 3, it.z2 - 0.2]], fog(night ? mix(it.awning, '#000000', 0.3) : it.awning, it.z1));
        if (mode === 'safe') body += quad(side(X - it.sd * 0.02, it.z1 + 0.8, it.z2 - 0.8, 0, 2.2), fog('#5a5f6e', it.z1)) + quad(side(X - it.sd * 0.03, it.z1 + 1, it.z2 - 1, 0.1, 2), fog('#7c8294', it.z1));
        for (let b = 0; b <= bays; b++) body += quad(side(X - it.sd * 0.03, it.z1 + b * bw - 0.15, it.z1 + b * bw + 0.15, 0, 3), fog(mix(it.wall, t.dark, night ? 0.7 : 0.2), it.z1));
        if (mode === 'shops' && night) body += quad(ground(X - it.sd * 3, X, it.z1, it.z2, 0.01), '#ffcf7a', { opacity: 0.12 });
      }
    } else if (it.kind === 'tree') {
      const [x, y] = p(it.sd * (R + 0.9), 0, it.z1);
      const s = scale(it.z1);
      const g = fog(night ? '#23402f' : pick(rand, ['#3f7d3f', '#4b8a45', '#35703c']), it.z1);
      body += rect(x - 0.15 * s, y - 4 * s, 0.3 * s, 4 * s, fog('#5a4636', it.z1));
      for (let k = 0; k < 5; k++) body += circle(x + between(rand, -1.4, 1.4) * s, y - (4.5 + between(rand, -0.8, 1.2)) * s, it.r * between(rand, 0.55, 0.8) * s, g);
      if (!night) body += circle(x - 0.6 * s, y - 5.6 * s, it.r * 0.45 * s, mix(g, t.sun, 0.3), { opacity: 0.5 });
      trees += 1;
    } else if (it.kind === 'palm') {
      const [x, y] = p(it.x, 0, it.z1);
      body += palm(x, y, 9 * scale(it.z1), fog('#3d6b3a', it.z1), rand, between(rand, -0.06, 0.06));
    } else if (it.kind === 'lamp') {
      const X = it.sd * (R + 0.4);
      const [bx, by] = p(X, 0, it.z1);
      const [tx, ty] = p(X, 6, it.z1);
      const [hx, hy] = p(X - it.sd * 1.2, 6, it.z1);
      const s = scale(it.z1);
      const pole = night ? '#3c3f4f' : fog('#4a4f58', it.z1);
      body += line(bx, by, tx, ty, pole, Math.max(1, 0.12 * s)) + line(tx, ty, hx, hy, pole, Math.max(1, 0.08 * s));
      if (night) {
        const [gx, gy] = p(X - it.sd * 1.2, 0, it.z1);
        body += ellipse(gx, gy, 2.2 * s, 0.6 * s, '#ffd58a', { opacity: mode === 'safe' ? 0.3 : 0.18, filter: 'url(#b6)' });
        body += circle(hx, hy + 0.15 * s, 2.4 * s, 'url(#lamp)') + circle(hx, hy + 0.12 * s, 0.22 * s, '#fff6dc');
      }
    } else if (it.kind === 'bike') {
      const [x, y] = p(it.sd * (R + 1.3), 0, it.z1);
      body += motorbike(x, y, scale(it.z1), fog(night ? mix(it.color, '#000000', 0.4) : it.color, it.z1), it.sd, fog('#1d1f26', it.z1));
    } else if (it.kind === 'cafe') {
      const X = it.sd * (R + 2.2);
      const [x, y] = p(X, 0, it.z1);
      const s = scale(it.z1);
      body += line(x, y, x, y - 2.3 * s, '#6b6b6b', Math.max(1, 0.06 * s));
      body += path(`M${fmt(x - 1.4 * s)},${fmt(y - 2.1 * s)} Q${fmt(x)},${fmt(y - 2.9 * s)} ${fmt(x + 1.4 * s)},${fmt(y - 2.1 * s)}Z`, fog(it.color, it.z1));
      for (const dx of [-0.7, 0.6]) body += rect(x + (dx - 0.18) * s, y - 0.45 * s, 0.36 * s, 0.45 * s, fog(pick(rand, ['#d8553b', '#2d5da8', '#e8b43a']), it.z1));
      body += rect(x - 0.35 * s, y - 0.75 * s, 0.7 * s, 0.08 * s, fog('#8a6a4a', it.z1)) + rect(x - 0.04 * s, y - 0.75 * s, 0.08 * s, 0.75 * s, fog('#8a6a4a', it.z1));
      cafes += 1;
    } else if (it.kind === 'traffic') {
      const s = scale(it.z1);
      const [x, y] = p(it.x, 0.8, it.z1);
      body += circle(x - 0.3 * s, y, 0.35 * s, '#ff5a4a', { opacity: 0.85, filter: 'url(#b6)' }) + circle(x - 0.3 * s, y, 0.12 * s, '#ffb0a0');
    }
  }
  if (night) body += rect(0, 0, W, H, '#101436', { opacity: 0.12 });
  else if (timeKey === 'dusk') body += rect(0, 0, W, H, '#f08a5a', { opacity: 0.08 });

  let alt: Alt;
  if (mode === 'shops') {
    alt = {
      ko: `늦은 밤 ${district}군의 상점가, 불 켜진 가게와 컬러 간판, 가로등과 길가에 세워진 오토바이`,
      vi: `Con phố buôn bán ở Quận ${district} về khuya, cửa hiệu sáng đèn, bảng hiệu màu, đèn đường và xe máy đỗ ven lề`,
      en: `A District ${district} shop street late at night, lit shopfronts and coloured signboards, street lamps and parked motorbikes`,
    };
  } else if (mode === 'safe') {
    alt = {
      ko: `가로등이 환하게 비추는 깨끗하고 조용한 밤의 주택가 골목, 닫힌 대문${trees ? '과 가로수' : ''}`,
      vi: `Con hẻm dân cư sạch sẽ, yên tĩnh về đêm dưới ánh đèn đường sáng rõ, cổng nhà đã đóng${trees ? ' và hàng cây' : ''}`,
      en: `A clean, quiet residential lane at night under bright street lamps, gates closed${trees ? ', trees along the kerb' : ''}`,
    };
  } else if (mode === 'leafy') {
    alt = {
      ko: `${t.ko} 큰 나무 그늘이 드리운 ${district}군 주택가 거리, 길가 카페 파라솔 ${cafes}개와 세워진 오토바이`,
      vi: `Con đường rợp bóng cây ở Quận ${district} ${t.vi}, ${cafes} chiếc dù quán cà phê vỉa hè và xe máy đỗ bên đường`,
      en: `A leafy residential street in District ${district} ${t.en}, ${cafes} pavement café umbrellas and parked motorbikes`,
    };
  } else {
    alt = {
      ko: `${t.ko} 야자수가 늘어선 푸미흥(${district}군)의 넓은 대로와 잔디 중앙분리대, 양옆의 중층 아파트`,
      vi: `Đại lộ rộng ở Phú Mỹ Hưng (Quận ${district}) ${t.vi}, hàng cọ trên dải phân cách cỏ và các tòa nhà trung tầng`,
      en: `A wide palm-lined boulevard in Phú Mỹ Hưng (District ${district}) ${t.en}, grassy median and mid-rise towers`,
    };
  }
  return { svg: doc(size, defs, body), alt };
}

// ---------------------------------------------------------------------------------------------
// Landscapes with water: Nha Trang's bay, Hai Phong's container quay, a Hanoi lake pavilion, a
// citadel gate by the river in Huế.

/** Layered hills along a baseline: a smooth random ridge filled down to yBottom. */
function ridge(rand: Rand, y: number, amp: number, color: string, yBottom = H, bumps = 5): string {
  const n = bumps * 2;
  let d = `M0,${fmt(yBottom)} L0,${fmt(y)}`;
  let px = 0;
  for (let i = 1; i <= n; i++) {
    const x = (i / n) * W;
    const yy = y - between(rand, 0.2, 1) * amp;
    d += ` Q${fmt((px + x) / 2)},${fmt(yy - amp * 0.3)} ${fmt(x)},${fmt(y - between(rand, 0, 0.5) * amp)}`;
    px = x;
  }
  return path(`${d} L${W},${fmt(yBottom)}Z`, color);
}

function waterShimmer(rand: Rand, y0: number, y1: number, color: string, count = 50): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = between(rand, y0 + 4, y1);
    out += rect(between(rand, 0, W), y, between(rand, 20, 120) * (0.5 + (y - y0) / 300), 2, color, { opacity: between(rand, 0.12, 0.35) });
  }
  return out;
}

export function beachBay(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'day', 'dusk', 'dawn']);
  const t = TIMES[timeKey];
  const sea = between(rand, 430, 500);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.6) + blur('b20', 20);
  defs += linear('sea', [
    [0, timeKey === 'day' ? '#4aa3b8' : mix(t.water[0], '#3b8ca0', 0.4)],
    [1, timeKey === 'day' ? '#1f6e8a' : mix(t.water[1], '#1f6e8a', 0.4)],
  ]);
  let body = rect(0, 0, W, sea + 2, 'url(#sky)');
  body += glowDisc('sun', between(rand, 250, 1350), timeKey === 'day' ? between(rand, 90, 180) : sea - between(rand, 40, 120), 44, t.sun);
  body += clouds(rand, 7, '#ffffff', 60, sea - 150, 'b20', 0.45);
  body += rect(0, sea, W, H - sea, 'url(#sea)');
  // islands on the horizon
  const islands = int(rand, 2, 4);
  for (let i = 0; i < islands; i++) {
    const cx = between(rand, 100, 1500);
    const w = between(rand, 160, 420);
    const h = between(rand, 50, 140);
    const c = mix(t.haze, t.dark, between(rand, 0.2, 0.5));
    body += path(`M${fmt(cx - w)},${fmt(sea + 2)} Q${fmt(cx - w * 0.3)},${fmt(sea - h)} ${fmt(cx)},${fmt(sea - h * 0.9)} Q${fmt(cx + w * 0.4)},${fmt(sea - h * 1.05)} ${fmt(cx + w)},${fmt(sea + 2)}Z`, c);
  }
  body += waterShimmer(rand, sea, 780, t.sun, 60);
  // curving beach from one side
  const left = chance(rand, 0.5);
  const m = left ? 1 : -1;
  const bx = left ? 0 : W;
  const sand = timeKey === 'day' ? '#f0dcb0' : mix('#f0dcb0', t.haze, 0.35);
  body += path(`M${bx},${fmt(sea + 60)} Q${fmt(bx + m * 700)},${fmt(sea + 150)} ${fmt(bx + m * 1700)},${fmt(H - 40)} L${fmt(bx + m * 1700)},${H} L${bx},${H}Z`, sand);
  body += path(`M${bx},${fmt(sea + 60)} Q${fmt(bx + m * 700)},${fmt(sea + 150)} ${fmt(bx + m * 1700)},${fmt(H - 40)}`, 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.7 });
  // low hotels behind the beach, far side
  for (let i = 0; i < int(rand, 5, 9); i++) {
    const hx = bx + m * between(rand, 0, 420);
    const hh = between(rand, 60, 220);
    body += rect(hx - 30, sea + 60 - hh, 60, hh, mix('#f2efe6', t.haze, 0.5));
    for (let y = sea + 70 - hh; y < sea + 50; y += 16) body += rect(hx - 24, y, 48, 4, mix('#7da2b8', t.haze, 0.4));
  }
  // umbrellas and palms
  const umbrellas = int(rand, 4, 8);
  for (let i = 0; i < umbrellas; i++) {
    const k = between(rand, 0.15, 0.75);
    const ux = bx + m * k * 1400;
    const uy = sea + 120 + k * 260 + between(rand, 10, 60);
    const s = 30 + k * 60;
    body += line(ux, uy, ux + s * 0.1, uy - s * 1.2, '#7a6a58', 3);
    body += path(`M${fmt(ux - s)},${fmt(uy - s)} Q${fmt(ux + s * 0.1)},${fmt(uy - s * 1.8)} ${fmt(ux + s * 1.2)},${fmt(uy - s * 1.05)}Z`, pick(rand, ['#e8553b', '#2f8a7a', '#f2c14e', '#f4f0e6', '#3d6ea8']));
    body += ellipse(ux + s * 0.3, uy + 2, s * 0.9, s * 0.16, '#000000', { opacity: 0.12 });
  }
  const palms = int(rand, 2, 4);
  for (let i = 0; i < palms; i++) {
    const px = left ? between(rand, 30, 360) : between(rand, W - 360, W - 30);
    body += palm(px, H - between(rand, 0, 40), between(rand, 380, 560), mix('#2f5a3a', t.dark, timeKey === 'day' ? 0.1 : 0.5), rand, m * between(rand, 0.05, 0.18));
  }
  const boats = int(rand, 1, 3);
  for (let i = 0; i < boats; i++) body += boat(between(rand, 300, 1300), between(rand, sea + 40, sea + 160), between(rand, 22, 40), 'sampan', '#3b4a5a', '#8b5a3a', '#fff');
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 나트랑의 휘어진 해변과 수평선의 섬 ${islands}개, 모래사장의 파라솔 ${umbrellas}개와 야자수`,
      vi: `Vịnh biển Nha Trang ${t.vi}: bãi cát cong, ${islands} hòn đảo phía chân trời, ${umbrellas} chiếc dù che nắng và hàng dừa`,
      en: `Nha Trang's curving beach ${t.en}, ${islands} islands on the horizon, ${umbrellas} beach umbrellas and palm trees`,
    },
  };
}

export function containerPort(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'dusk', 'dawn', 'day']);
  const t = TIMES[timeKey];
  const quay = between(rand, 600, 650);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.6) + blur('b20', 20) + blur('b4', 4);
  defs += linear('water', [
    [0, t.water[0]],
    [1, t.water[1]],
  ]);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += glowDisc('sun', between(rand, 200, 1400), between(rand, 100, 260), 40, t.sun);
  body += clouds(rand, 6, '#ffffff', 60, 300, 'b20', 0.35);
  // far shore
  body += ridge(rand, quay - 120, 30, mix(t.haze, t.dark, 0.15), quay);
  const cranes = int(rand, 2, 4);
  const craneColor = pick(rand, ['#d9462f', '#e0a43a', '#3d6ea8']);
  let scene = '';
  // container stacks
  const cc = ['#c9463d', '#2f7f6f', '#e0a43a', '#3d6ea8', '#8a5aa0', '#d9d3c4', '#5a7a3a', '#b8652e'];
  for (let x = 40; x < W - 40; x += 64) {
    const h = int(rand, 1, 5);
    for (let k = 0; k < h; k++) {
      const c = mix(pick(rand, cc), t.haze, 0.25);
      scene += rect(x, quay - 60 - (k + 1) * 30, 60, 28, c);
      for (let r = x + 6; r < x + 58; r += 7) scene += rect(r, quay - 58 - (k + 1) * 30, 2, 24, mix(c, '#000000', 0.2));
    }
  }
  // ship alongside
  const shipX = between(rand, 200, 700);
  const shipW = between(rand, 700, 900);
  const hull = pick(rand, ['#2d3e5a', '#7a2a2a', '#2d4a3a']);
  scene += poly([[shipX, quay - 40], [shipX + shipW, quay - 40], [shipX + shipW - 40, quay + 40], [shipX + 30, quay + 40]], hull);
  scene += rect(shipX, quay - 40, shipW, 8, mix(hull, '#ffffff', 0.4));
  for (let x = shipX + 120; x < shipX + shipW - 60; x += 62) {
    const h = int(rand, 1, 4);
    for (let k = 0; k < h; k++) scene += rect(x, quay - 40 - (k + 1) * 26, 58, 24, mix(pick(rand, cc), t.haze, 0.2));
  }
  scene += rect(shipX + 20, quay - 170, 90, 130, '#f2efe6') + rect(shipX + 30, quay - 150, 70, 10, '#5a6a7a') + rect(shipX + 60, quay - 200, 18, 30, hull);
  // cranes
  for (let i = 0; i < cranes; i++) {
    const cx = 200 + (i + 0.5) * ((W - 400) / cranes) + between(rand, -60, 60);
    const h = between(rand, 320, 400);
    const c = mix(craneColor, t.haze, 0.15);
    scene += rect(cx - 60, quay - h, 10, h, c) + rect(cx + 50, quay - h, 10, h, c);
    scene += line(cx - 55, quay - h * 0.45, cx + 55, quay - h * 0.75, c, 6) + line(cx - 55, quay - h * 0.75, cx + 55, quay - h * 0.45, c, 6);
    scene += rect(cx - 90, quay - h - 14, 300, 18, c);
    scene += rect(cx - 200, quay - h - 10, 110, 10, c);
    scene += line(cx - 55, quay - h - 14, cx + 10, quay - h - 80, c, 4) + line(cx + 10, quay - h - 80, cx + 210, quay - h - 12, c, 3);
    scene += rect(cx + 20, quay - h + 4, 40, 30, mix(c, '#000000', 0.2));
    scene += line(cx + 40, quay - h + 34, cx + 40, quay - h + between(rand, 120, 220), '#2d2a2a', 2);
  }
  body += scene;
  body += rect(0, quay, W, 26, mix('#8d8a86', t.haze, 0.2)) + rect(0, quay + 26, W, 8, mix('#5e5b5a', t.haze, 0.2));
  body += rect(0, quay + 34, W, H - quay - 34, 'url(#water)');
  body += group(scene, { transform: `translate(0 ${fmt(2 * quay + 68)}) scale(1 -1)`, opacity: 0.25, filter: 'url(#b4)' });
  body += waterShimmer(rand, quay + 34, H, t.sun, 50);
  const tug = chance(rand, 0.6);
  if (tug) body += boat(between(rand, 900, 1400), between(rand, quay + 130, H - 60), 55, 'tour', '#2d3e5a', '#e8553b', '#f2efe6');
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 하이퐁 항구 부두의 컨테이너 크레인 ${cranes}대와 색색의 컨테이너를 실은 화물선${tug ? ', 물 위의 예인선' : ''}`,
      vi: `Cảng Hải Phòng ${t.vi}: ${cranes} cần cẩu container, tàu hàng chất container nhiều màu bên cầu cảng${tug ? ' và tàu lai dắt' : ''}`,
      en: `Hai Phong's quay ${t.en}: ${cranes} container cranes over a cargo ship stacked with colourful boxes${tug ? ', a tug nearby' : ''}`,
    },
  };
}

/** A two-tier pavilion with upturned eaves (generic), centred at (x, base) with width w. */
function pavilion(x: number, base: number, w: number, roof: string, wall: string, pillars: string): string {
  const h = w * 0.55;
  let out = rect(x - w * 0.45, base - h * 0.55, w * 0.9, h * 0.55, wall);
  for (let k = 0; k < 4; k++) out += rect(x - w * 0.4 + k * w * 0.26, base - h * 0.55, w * 0.05, h * 0.55, pillars);
  const eave = (y: number, half: number, rise: number) =>
    path(`M${fmt(x - half * 1.18)},${fmt(y - rise * 0.55)} Q${fmt(x - half)},${fmt(y)} ${fmt(x - half * 0.6)},${fmt(y - rise * 0.1)} L${fmt(x - half * 0.35)},${fmt(y - rise)} L${fmt(x + half * 0.35)},${fmt(y - rise)} L${fmt(x + half * 0.6)},${fmt(y - rise * 0.1)} Q${fmt(x + half)},${fmt(y)} ${fmt(x + half * 1.18)},${fmt(y - rise * 0.55)} L${fmt(x + half * 0.9)},${fmt(y - rise * 0.2)} L${fmt(x - half * 0.9)},${fmt(y - rise * 0.2)}Z`, roof);
  out += eave(base - h * 0.5, w * 0.62, h * 0.32);
  out += rect(x - w * 0.26, base - h * 1.05, w * 0.52, h * 0.26, wall);
  out += eave(base - h * 0.98, w * 0.42, h * 0.3);
  out += circle(x, base - h * 1.32, w * 0.03, roof);
  return out;
}

export function lakePavilion(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['dawn', 'day', 'dusk', 'dawn']);
  const t = TIMES[timeKey];
  const shore = between(rand, 430, 480);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.55) + blur('b20', 20) + blur('b3', 3) + blur('mist', 14);
  defs += linear('water', [
    [0, mix(t.water[0], '#9fc3b8', 0.35)],
    [1, mix(t.water[1], '#2f5a52', 0.35)],
  ]);
  let body = rect(0, 0, W, shore + 2, 'url(#sky)');
  body += glowDisc('sun', between(rand, 200, 1400), between(rand, 110, shore - 120), 40, t.sun);
  // far shore with city and trees
  for (let x = 0; x < W; x += between(rand, 50, 120)) {
    const h = between(rand, 40, 130);
    body += rect(x, shore - h, between(rand, 40, 80), h, mix(t.haze, t.dark, 0.15), { opacity: 0.8 });
  }
  body += ridge(rand, shore - 8, 26, mix('#5f8a62', t.haze, 0.5), shore + 2, 12);
  body += rect(0, shore, W, H - shore, 'url(#water)');
  // islet with pavilion
  const ix = between(rand, 480, 1120);
  const iy = shore + between(rand, 110, 170);
  const iw = between(rand, 260, 330);
  const roof = pick(rand, ['#7e3b2a', '#5a4a3a', '#8a4a2a']);
  const wall = pick(rand, ['#e9dcc0', '#d9c7a0', '#e6d2b5']);
  let islet = ellipse(ix, iy, iw, 34, mix('#5f7a52', t.dark, 0.2));
  islet += tree(ix - iw * 0.7, iy - 10, 60, mix('#3f6a42', t.dark, 0.15), rand, mix('#8fbf7a', t.sun, 0.3));
  islet += tree(ix + iw * 0.72, iy - 8, 48, mix('#4a7a45', t.dark, 0.15), rand, mix('#8fbf7a', t.sun, 0.3));
  islet += rect(ix - 120, iy - 26, 240, 16, mix('#a89a86', t.haze, 0.2));
  islet += pavilion(ix, iy - 24, 210, roof, wall, mix(roof, '#000000', 0.1));
  body += islet;
  body += group(islet, { transform: `translate(0 ${fmt(2 * iy - 10)}) scale(1 -1)`, opacity: 0.3, filter: 'url(#b3)' });
  body += waterShimmer(rand, shore, H, t.sun, 45);
  // mist over the water in the morning
  if (timeKey === 'dawn') body += ellipse(800, shore + 30, 900, 40, '#ffffff', { opacity: 0.35, filter: 'url(#mist)' });
  // willow on the near shore
  const left = chance(rand, 0.5);
  const wx = left ? between(rand, 60, 220) : between(rand, W - 220, W - 60);
  const wc = mix('#5a8a4a', t.dark, timeKey === 'dusk' ? 0.5 : 0.2);
  body += path(`M${fmt(wx - 14)},${H} Q${fmt(wx + (left ? 40 : -40))},${fmt(H - 200)} ${fmt(wx + (left ? 120 : -120))},${fmt(H - 380)} L${fmt(wx + (left ? 134 : -134))},${fmt(H - 372)} Q${fmt(wx + (left ? 60 : -60))},${fmt(H - 190)} ${fmt(wx + 14)},${H}Z`, mix('#4a3a2a', t.dark, 0.3));
  let strands = '';
  for (let i = 0; i < 38; i++) {
    const sx = wx + (left ? 1 : -1) * between(rand, -60, 420);
    const sy = H - between(rand, 330, 420);
    strands += `M${fmt(sx)},${fmt(sy)} q${fmt(between(rand, -10, 10))},${fmt(between(rand, 40, 80))} ${fmt(between(rand, -14, 14))},${fmt(between(rand, 90, 190))}`;
  }
  for (let k = 0; k < 6; k++) body += ellipse(wx + (left ? 1 : -1) * between(rand, 40, 330), H - between(rand, 380, 440), between(rand, 90, 150), between(rand, 40, 60), mix(wc, '#000000', k % 2 ? 0 : 0.12));
  body += path(strands, 'none', { stroke: wc, 'stroke-width': 7, 'stroke-linecap': 'round' });
  const bridge = chance(rand, 0.45);
  if (bridge) {
    const toLeft = ix > 800;
    const bx1 = toLeft ? ix - iw * 0.6 : ix + iw * 0.6;
    const bx2 = toLeft ? bx1 - 340 : bx1 + 340;
    body += path(`M${fmt(bx1)},${fmt(iy - 6)} Q${fmt((bx1 + bx2) / 2)},${fmt(iy - 70)} ${fmt(bx2)},${fmt(iy + 30)}`, 'none', { stroke: pick(rand, ['#b8432f', '#8a5a3a']), 'stroke-width': 12 });
  }
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 하노이 호수 한가운데 작은 섬 위의 이층 지붕 정자${bridge ? '와 섬으로 이어진 아치 다리' : ''}, 물가의 버드나무`,
      vi: `Hồ ở Hà Nội ${t.vi}: đình nhỏ hai tầng mái trên đảo giữa hồ${bridge ? ', cây cầu vòm dẫn ra đảo' : ''} và cây liễu ven bờ`,
      en: `A Hanoi lake ${t.en}: a small two-tiered pavilion on an islet${bridge ? ', an arched bridge to it' : ''}, a willow on the shore`,
    },
  };
}

export function citadelGate(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['dawn', 'dusk', 'day', 'dusk']);
  const t = TIMES[timeKey];
  const bank = between(rand, 520, 580);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.55) + blur('b20', 20) + blur('b3', 3);
  defs += linear('water', [
    [0, mix(t.water[0], '#7fa6a0', 0.3)],
    [1, mix(t.water[1], '#2a4a4a', 0.3)],
  ]);
  let body = rect(0, 0, W, bank, 'url(#sky)');
  body += glowDisc('sun', between(rand, 200, 1400), between(rand, 100, 260), 42, t.sun);
  body += ridge(rand, bank - 150, 80, mix(t.haze, t.dark, 0.2), bank, 3);
  body += ridge(rand, bank - 90, 50, mix(t.haze, '#4a6a4a', 0.45), bank, 5);
  // citadel wall and gate
  const gx = between(rand, 520, 1080);
  const wallColor = mix('#a8876a', t.haze, 0.25);
  let city = rect(0, bank - 70, W, 70, wallColor);
  for (let x = 0; x < W; x += 36) city += rect(x, bank - 84, 22, 14, wallColor);
  city += rect(0, bank - 70, W, 6, mix(wallColor, '#000000', 0.15));
  city += rect(gx - 170, bank - 150, 340, 150, mix('#9a7a5e', t.haze, 0.2));
  for (const dx of [-95, 0, 95]) city += path(`M${fmt(gx + dx - 30)},${bank} V${fmt(bank - 70)} A30,30 0 0 1 ${fmt(gx + dx + 30)},${fmt(bank - 70)} V${bank}Z`, mix('#3a2a22', t.dark, 0.3));
  city += pavilion(gx, bank - 148, 260, mix('#c9a33a', t.haze, 0.2), mix('#b8432f', t.haze, 0.15), mix('#7a2a22', t.haze, 0.1));
  // trees along the bank
  for (let i = 0; i < 7; i++) {
    const tx = between(rand, 0, W);
    if (Math.abs(tx - gx) < 260) continue;
    city += tree(tx, bank + 4, between(rand, 36, 60), mix('#3f6a42', t.haze, 0.3), rand);
  }
  body += city + rect(0, bank, W, H - bank, 'url(#water)');
  body += group(city, { transform: `translate(0 ${fmt(2 * bank)}) scale(1 -1)`, opacity: 0.28, filter: 'url(#b3)' });
  body += waterShimmer(rand, bank, H, t.sun, 50);
  // dragon boat
  const dir = chance(rand, 0.5) ? 1 : -1;
  const by = between(rand, 720, 800);
  const bx = between(rand, 420, 1180);
  const hull = pick(rand, ['#c9302c', '#d9a03a', '#2f7f6f']);
  const len = 300;
  let b = path(`M${fmt(bx - dir * len)},${fmt(by - 30)} Q${fmt(bx)},${fmt(by + 40)} ${fmt(bx + dir * len)},${fmt(by - 20)} L${fmt(bx + dir * len * 0.9)},${fmt(by)} L${fmt(bx - dir * len * 0.9)},${fmt(by)}Z`, hull);
  b += rect(bx - len * 0.8, by - 22, len * 1.6, 10, mix(hull, '#ffe08a', 0.5));
  // dragon head and tail
  const hx = bx + dir * len;
  b += path(`M${fmt(hx)},${fmt(by - 20)} q${fmt(dir * 20)},-60 ${fmt(dir * 60)},-70 q${fmt(dir * 20)},0 ${fmt(dir * 14)},18 q${fmt(-dir * 16)},6 ${fmt(-dir * 24)},20 q${fmt(dir * 10)},20 ${fmt(-dir * 10)},40Z`, '#e8b43a');
  b += circle(hx + dir * 50, by - 80, 4, '#2a1a12');
  b += path(`M${fmt(bx - dir * len)},${fmt(by - 30)} q${fmt(-dir * 30)},-40 ${fmt(-dir * 20)},-70 q${fmt(dir * 10)},30 ${fmt(dir * 30)},60Z`, '#e8b43a');
  b += rect(bx - 60, by - 70, 120, 48, mix(hull, '#000000', 0.25)) + path(`M${fmt(bx - 75)},${fmt(by - 70)} Q${fmt(bx)},${fmt(by - 100)} ${fmt(bx + 75)},${fmt(by - 70)}Z`, '#e8b43a');
  body += b + group(b, { transform: `translate(0 ${fmt(2 * by + 4)}) scale(1 -1)`, opacity: 0.2, filter: 'url(#b3)' });
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 후에의 강 너머 성벽과 이층 누각이 있는 성문, 강 위를 지나는 용머리 장식 배`,
      vi: `Huế ${t.vi}: tường thành và cổng thành có lầu hai tầng mái bên kia sông, chiếc thuyền rồng đang lướt trên mặt nước`,
      en: `Huế ${t.en}: a citadel wall and gate with a two-tiered tower across the river, a dragon boat gliding past`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Community news: Chuseok lanterns under a full moon, a sunrise over rooftops, sport from above,
// a notice board, umbrellas in the rain.

export function chuseokLanterns(rand: Rand, size: Size): Drawn {
  const tone = pick(rand, [
    { sky: ['#0b1433', '#1d2a5c', '#44507e'], name: { ko: '남빛', vi: 'xanh thẫm', en: 'a deep indigo' } },
    { sky: ['#1a0f2e', '#3c2456', '#7a4a6a'], name: { ko: '보랏빛', vi: 'tím', en: 'a violet' } },
    { sky: ['#07202a', '#164050', '#3f6a70'], name: { ko: '청록빛', vi: 'xanh lục lam', en: 'a teal' } },
  ]);
  let defs = skyDef('sky', tone) + glowDef('moon', '#fff4d0', 0.7) + glowDef('lan', '#ffb347', 0.8) + blur('b20', 20) + blur('b8', 8);
  defs += radial('moonFace', [
    [0, '#fffbe8'],
    [0.8, '#fbe9b5'],
    [1, '#f2d894'],
  ]);
  let body = rect(0, 0, W, H, 'url(#sky)') + stars(rand, 80, 500);
  const mx = between(rand, 380, 1220);
  const my = between(rand, 200, 300);
  const mr = between(rand, 120, 160);
  body += circle(mx, my, mr * 3.5, 'url(#moon)') + circle(mx, my, mr, 'url(#moonFace)');
  for (let i = 0; i < 5; i++) body += circle(mx + between(rand, -0.6, 0.6) * mr, my + between(rand, -0.6, 0.6) * mr, mr * between(rand, 0.08, 0.2), '#e8d49a', { opacity: 0.4 });
  body += clouds(rand, 5, '#c9c4d8', 120, 420, 'b20', 0.35);
  // curved tiled rooftops (hanok-like silhouettes) along the bottom
  const roofColor = mix(tone.sky[0], '#000000', 0.3);
  let x = -60;
  while (x < W) {
    const w = between(rand, 260, 420);
    const y = between(rand, 690, 760);
    body += path(`M${fmt(x)},${fmt(y + 20)} Q${fmt(x + w * 0.1)},${fmt(y + 6)} ${fmt(x + w * 0.2)},${fmt(y - 30)} L${fmt(x + w * 0.8)},${fmt(y - 30)} Q${fmt(x + w * 0.9)},${fmt(y + 6)} ${fmt(x + w)},${fmt(y + 20)} Q${fmt(x + w * 0.96)},${fmt(y - 4)} ${fmt(x + w * 1.02)},${fmt(y - 8)} L${fmt(x + w)},${fmt(y + 30)} L${fmt(x + w)},${H} L${fmt(x)},${H} L${fmt(x)},${fmt(y + 30)} L${fmt(x - w * 0.02)},${fmt(y - 8)} Q${fmt(x + w * 0.04)},${fmt(y - 4)} ${fmt(x)},${fmt(y + 20)}Z`, roofColor);
    for (let k = x + 30; k < x + w - 30; k += 60) body += rect(k, y + 50, 30, 40, '#ffcf7a', { opacity: rand() < 0.5 ? 0.7 : 0 });
    x += w + between(rand, -30, 20);
  }
  // strings of lanterns
  const rows = int(rand, 1, 2);
  const colors = pick(rand, [
    ['#e8473a', '#f2a33a', '#f7d06a'],
    ['#f2a33a', '#f7d06a', '#f6efe0'],
    ['#e8473a', '#f6efe0', '#4a9ad0'],
  ]);
  let count = 0;
  for (let r = 0; r < rows; r++) {
    const y0 = between(rand, 30, 90) + r * 150;
    const sag = between(rand, 60, 120);
    const x0 = -50;
    const x1 = W + 50;
    body += path(`M${x0},${fmt(y0)} Q800,${fmt(y0 + sag * 2)} ${x1},${fmt(y0 + between(rand, -40, 40))}`, 'none', { stroke: '#1a1424', 'stroke-width': 2, opacity: 0.8 });
    const step = between(rand, 150, 220);
    for (let lx = between(rand, 40, 100); lx < W; lx += step) {
      const tt = (lx - x0) / (x1 - x0);
      const ly = (1 - tt) * (1 - tt) * y0 + 2 * tt * (1 - tt) * (y0 + sag * 2) + tt * tt * y0;
      const r0 = between(rand, 26, 42) * (1 - r * 0.15);
      const c = pick(rand, colors);
      body += line(lx, ly, lx, ly + 16, '#1a1424', 2);
      body += circle(lx, ly + 16 + r0, r0 * 2.6, 'url(#lan)');
      body += ellipse(lx, ly + 16 + r0, r0 * 0.95, r0, c);
      for (const k of [-0.5, 0, 0.5]) body += ellipse(lx + k * r0, ly + 16 + r0, r0 * (0.95 - Math.abs(k) * 0.9), r0, 'none', { stroke: mix(c, '#000000', 0.2), 'stroke-width': 1.5, opacity: 0.6 });
      body += rect(lx - r0 * 0.45, ly + 12, r0 * 0.9, 6, '#3a2a22') + rect(lx - r0 * 0.45, ly + 14 + r0 * 2, r0 * 0.9, 6, '#3a2a22');
      body += line(lx, ly + 20 + r0 * 2, lx, ly + 44 + r0 * 2, c, 3);
      count += 1;
    }
  }
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${tone.name.ko} 추석 밤하늘의 커다란 보름달과 줄줄이 걸린 종이 등불, 아래로 곡선 기와지붕 실루엣`,
      vi: `Trăng rằm Chuseok trên bầu trời đêm ${tone.name.vi}, dây đèn lồng giấy rực sáng và bóng mái ngói cong bên dưới`,
      en: `A full Chuseok moon in ${tone.name.en} night sky, strings of glowing paper lanterns and curved tiled roofs below`,
    },
  };
}

export function cityPanorama(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['dawn', 'dawn', 'dusk']);
  const t = TIMES[timeKey];
  const hz = between(rand, 330, 400);
  let defs = skyDef('sky', t, [0.6, 1]) + glowDef('sun', t.sun, 0.75) + blur('b20', 20) + blur('mist', 10);
  let body = rect(0, 0, W, H, 'url(#sky)');
  const sx = between(rand, 300, 1300);
  body += circle(sx, hz - 40, 320, 'url(#sun)') + circle(sx, hz - 40, 62, t.sun);
  body += clouds(rand, 6, mix(t.sun, t.sky[1], 0.4), 60, hz - 80, 'b20', 0.5);
  // bands of rooftops, far to near
  const bands = 6;
  for (let b = 0; b < bands; b++) {
    const k = b / (bands - 1);
    const base = hz + 10 + k * (H - hz + 60) * 0.78;
    const c = mix(mix(t.haze, t.sun, 0.2), mix(t.dark, '#5a3a3a', 0.2), 0.2 + k * 0.75);
    const s = 0.35 + k * 1.4;
    let x = between(rand, -40, 0);
    let band = '';
    while (x < W) {
      const w = between(rand, 40, 110) * s;
      const h = between(rand, 20, 70) * s * (b < 2 && rand() < 0.2 ? 4 : 1);
      const kind = rand();
      if (kind < 0.3) band += poly([[x, base - h], [x + w / 2, base - h - w * 0.3], [x + w, base - h], [x + w, base + 120], [x, base + 120]], c);
      else band += rect(x, base - h, w, h + 120, c);
      if (kind > 0.75) band += rect(x + w * 0.6, base - h - 16 * s, 12 * s, 16 * s, c);
      if (k > 0.3 && rand() < 0.5) band += rect(x + w * 0.25, base - h + 12 * s, 8 * s, 10 * s, mix(c, t.sun, 0.55), { opacity: 0.8 });
      if (k > 0.5 && rand() < 0.12) band += tree(x + w / 2, base - h + 10, 24 * s, mix(c, '#3f6a42', 0.35), rand);
      x += w;
    }
    body += band;
    // rim light on the sun side and mist between bands
    body += rect(0, base - 30 * s, W, 60 * s, mix(t.haze, '#ffffff', 0.3), { opacity: 0.18 * (1 - k), filter: 'url(#mist)' });
  }
  // a river bend glint between the far bands
  const rv = false;
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${timeKey === 'dusk' ? '해 질 녘' : '해 뜰 무렵'} 호치민 시내 높은 곳에서 내려다본 끝없는 지붕들과 옅은 안개${rv ? ', 멀리 반짝이는 강' : ''}`,
      vi: `${timeKey === 'dusk' ? 'Hoàng hôn' : 'Mặt trời mọc'} trên những lớp mái nhà TP.HCM nhìn từ trên cao, sương mỏng${rv ? ' và dòng sông lấp lánh xa xa' : ''}`,
      en: `${timeKey === 'dusk' ? 'Sunset' : 'Sunrise'} over layer upon layer of Ho Chi Minh City rooftops seen from high up, light haze${rv ? ', a river glinting' : ''}`,
    },
  };
}

export function sportsAerial(rand: Rand, size: Size, { kind = 'football' }: { kind?: 'football' | 'baseball' | 'golf' } = {}): Drawn {
  const grassA = pick(rand, ['#4f9a48', '#5aa552', '#47904a']);
  const grassB = mix(grassA, '#ffffff', 0.1);
  const angle = between(rand, -14, 14);
  const shadowDir = pick(rand, [-1, 1]);
  let defs = blur('b6', 6) + blur('b20', 20);
  let body = rect(0, 0, W, H, mix(grassA, '#2f5a2a', 0.35));
  let field = '';
  let alt;
  if (kind === 'football') {
    const fw = 1100;
    const fh = 680;
    const x0 = -fw / 2;
    const y0 = -fh / 2;
    for (let i = 0; i < 12; i++) field += rect(x0 + (i * fw) / 12, y0, fw / 12, fh, i % 2 ? grassA : grassB);
    const ln = { fill: 'none', stroke: '#f4f4ee', 'stroke-width': 6 };
    field += rect(x0, y0, fw, fh, 'none', ln) + line(0, y0, 0, -y0, '#f4f4ee', 6) + circle(0, 0, 90, 'none', ln) + circle(0, 0, 6, '#f4f4ee');
    for (const sd of [-1, 1]) {
      const gx = sd * fw / 2;
      field += rect(Math.min(gx, gx - sd * 170), -200, 170, 400, 'none', ln) + rect(Math.min(gx, gx - sd * 60), -90, 60, 180, 'none', ln);
      field += rect(Math.min(gx, gx + sd * 24), -40, 24, 80, '#ffffff', { opacity: 0.85 });
      field += circle(gx - sd * 120, 0, 5, '#f4f4ee');
    }
    const lights = chance(rand, 0.6);
    for (const [cx, cy] of [[x0 - 60, y0 - 60], [-x0 + 60, y0 - 60], [x0 - 60, -y0 + 60], [-x0 + 60, -y0 + 60]] as const) if (lights) field += rect(cx - 14, cy - 14, 28, 28, '#6a6f78') + line(cx, cy, cx + shadowDir * 220, cy + 120, '#000000', 10, { opacity: 0.15 });
    const ball = chance(rand, 0.7);
    if (ball) field += circle(between(rand, -400, 400), between(rand, -250, 250), 10, '#ffffff') + circle(0, 0, 0, 'none');
    alt = {
      ko: `위에서 내려다본 줄무늬 잔디 축구장과 하얀 라인, 골대${lights ? ', 네 모서리의 조명탑' : ''}${ball ? ', 공 하나' : ''}`,
      vi: `Sân bóng đá nhìn từ trên cao với cỏ kẻ sọc, vạch trắng và khung thành${lights ? ', bốn cột đèn ở góc' : ''}${ball ? ', một quả bóng' : ''}`,
      en: `A football pitch from above: striped grass, white lines and goals${lights ? ', floodlights at the corners' : ''}${ball ? ', one ball' : ''}`,
    };
  } else if (kind === 'golf') {
    const wet = chance(rand, 0.5);
    field += path(`M-700,300 C-300,120 -200,-200 200,-260 C500,-300 700,-100 760,60 C800,200 500,330 200,280 C-100,240 -300,420 -700,420Z`, grassB);
    for (let i = 0; i < 10; i++) field += path(`M${-700 + i * 130},${fmt(360 - i * 50)} l120,-40`, 'none', { stroke: grassA, 'stroke-width': 30, opacity: 0.35 });
    const gx = between(rand, 250, 420);
    const gy = between(rand, -120, 40);
    field += ellipse(gx, gy, 210, 150, mix(grassB, '#a8e08a', 0.4));
    field += ellipse(gx - 260, gy + 140, 110, 60, '#ecdcae') + ellipse(gx + 170, gy - 160, 90, 46, '#ecdcae');
    const water = chance(rand, 0.7);
    if (water) field += path(`M-500,-350 C-300,-380 -150,-250 -260,-160 C-360,-80 -560,-140 -620,-240Z`, '#4a8fb0') + path(`M-480,-300 C-400,-320 -330,-280 -340,-250`, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.5 });
    field += line(gx + 20, gy - 10, gx + 20 + shadowDir * 60, gy + 30, '#000000', 5, { opacity: 0.25 }) + line(gx + 20, gy - 10, gx + 20, gy - 90, '#f4f4ee', 5) + poly([[gx + 20, gy - 90], [gx + 64, gy - 78], [gx + 20, gy - 64]], '#e8473a');
    field += circle(gx + 20, gy - 10, 8, '#2a2a2a') + circle(gx - 60, gy + 40, 7, '#ffffff');
    for (let i = 0; i < 18; i++) {
      const tx = between(rand, -780, 780);
      const ty = pick(rand, [between(rand, -440, -300), between(rand, 300, 450)]);
      const r = between(rand, 40, 80);
      field += circle(tx + shadowDir * 20, ty + 20, r, '#1f3a1f', { opacity: 0.35 }) + circle(tx, ty, r, mix('#2f6a35', grassA, between(rand, 0, 0.3))) + circle(tx - r * 0.3, ty - r * 0.3, r * 0.45, '#6fb05a', { opacity: 0.5 });
    }
    if (wet) for (let i = 0; i < 6; i++) field += ellipse(between(rand, -600, 600), between(rand, -200, 300), between(rand, 30, 70), between(rand, 12, 24), '#bfe0ea', { opacity: 0.55 });
    alt = {
      ko: `위에서 내려다본 골프장 그린과 깃대, 벙커 두 곳${water ? ', 연못' : ''}${wet ? ', 비 온 뒤 잔디 위의 물웅덩이' : ''}과 나무들`,
      vi: `Sân golf nhìn từ trên cao: green có cờ, hai bẫy cát${water ? ', hồ nước' : ''}${wet ? ', vũng nước sau mưa' : ''} và hàng cây`,
      en: `A golf green from above with its flag, two bunkers${water ? ', a pond' : ''}${wet ? ', puddles after rain' : ''} and trees around`,
    };
  } else {
    // baseball diamond
    field += circle(0, 320, 760, grassB);
    for (let i = -6; i < 6; i++) field += path(`M${i * 130},-400 L${i * 130 + 65},-400 L${i * 130 + 65},500 L${i * 130},500Z`, grassA, { opacity: 0.4 });
    field += path('M0,320 L-540,-220 A760,760 0 0 1 540,-220Z', 'none', { stroke: '#c98a58', 'stroke-width': 40, opacity: 0.9 });
    field += path('M0,320 L-300,20 A420,420 0 0 1 300,20Z', '#c98a58');
    field += poly([[0, 290], [-210, 80], [0, -130], [210, 80]], grassB);
    field += circle(0, 80, 34, '#c98a58') + rect(-12, 76, 24, 8, '#ffffff');
    field += line(0, 320, -620, -300, '#f4f4ee', 5) + line(0, 320, 620, -300, '#f4f4ee', 5);
    for (const [bx, by] of [[210, 80], [0, -130], [-210, 80]] as const) field += rect(bx - 12, by - 12, 24, 24, '#ffffff', { transform: `rotate(45 ${bx} ${by})` });
    field += poly([[0, 306], [-12, 318], [-12, 330], [12, 330], [12, 318]], '#ffffff');
    const stands = pick(rand, ['#2f5a9a', '#c9463d', '#3a7a5a']);
    field += path('M-900,520 L-40,420 L40,420 L900,520 L900,700 L-900,700Z', stands);
    for (let r = 0; r < 5; r++) field += path(`M-900,${540 + r * 30} L0,${440 + r * 30} L900,${540 + r * 30}`, 'none', { stroke: mix(stands, '#ffffff', 0.3), 'stroke-width': 4, opacity: 0.5 });
    alt = {
      ko: `위에서 내려다본 야구장 다이아몬드, 흙빛 내야와 하얀 베이스, 줄무늬 외야 잔디와 ${stands === '#2f5a9a' ? '파란' : stands === '#c9463d' ? '빨간' : '초록'} 관중석`,
      vi: `Sân bóng chày nhìn từ trên cao: sân trong màu đất, các chốt trắng, cỏ sân ngoài kẻ sọc và khán đài ${stands === '#2f5a9a' ? 'xanh dương' : stands === '#c9463d' ? 'đỏ' : 'xanh lá'}`,
      en: `A baseball diamond from above: clay infield, white bases, striped outfield grass and ${stands === '#2f5a9a' ? 'blue' : stands === '#c9463d' ? 'red' : 'green'} stands`,
    };
  }
  body += group(field, { transform: `translate(800 450) rotate(${fmt(angle)})` });
  // cloud shadows drifting over
  for (let i = 0; i < int(rand, 1, 3); i++) body += ellipse(between(rand, 0, W), between(rand, 0, H), between(rand, 200, 360), between(rand, 100, 180), '#0f2a10', { opacity: 0.12, filter: 'url(#b20)' });
  return { svg: doc(size, defs, body), alt };
}

export function noticeBoard(rand: Rand, size: Size): Drawn {
  const wall = pick(rand, ['#e9e2d4', '#dfe6e2', '#efe3d3']);
  const cork = pick(rand, ['#c79a66', '#b98d5c', '#cfa575']);
  let defs = blur('b6', 6) + radial('light', [[0, '#ffffff', 0.35], [1, '#ffffff', 0]]);
  let body = rect(0, 0, W, H, wall);
  for (let y = 0; y < H; y += 60) body += rect(0, y, W, 2, mix(wall, '#000000', 0.04));
  const bx = between(rand, 170, 260);
  const by = between(rand, 80, 130);
  const bw = W - bx * 2;
  const bh = H - by - between(rand, 110, 160);
  body += rect(bx + 14, by + 18, bw, bh, '#000000', { opacity: 0.18, filter: 'url(#b6)' });
  body += rect(bx - 22, by - 22, bw + 44, bh + 44, pick(rand, ['#6b4a2f', '#8a6a4a', '#3f4a52']), { rx: 6 });
  body += rect(bx, by, bw, bh, cork);
  for (let i = 0; i < 400; i++) body += circle(bx + rand() * bw, by + rand() * bh, 1.6, mix(cork, '#5a3a1a', 0.4), { opacity: 0.4 });
  const sheets = int(rand, 6, 9);
  const pins = ['#e8473a', '#2d6ea8', '#f2c14e', '#3a9a5a'];
  let calendar = false;
  let photos = 0;
  for (let i = 0; i < sheets; i++) {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const cw = bw / 4;
    const w = between(rand, 170, 250);
    const h = between(rand, 180, 280);
    const x = bx + col * cw + (cw - w) / 2 + between(rand, -20, 20);
    const y = by + 30 + row * (bh / 2) + between(rand, -10, 30);
    const rot = between(rand, -5, 5);
    const paper = pick(rand, ['#fbfaf5', '#fff6c8', '#e8f2fb', '#fde4e0', '#eaf6e4']);
    let sheet = rect(x + 6, y + 8, w, h, '#000000', { opacity: 0.16 }) + rect(x, y, w, h, paper);
    const type = i === 2 && !calendar ? 'calendar' : rand() < 0.25 ? 'photo' : 'text';
    if (type === 'calendar') {
      calendar = true;
      sheet += rect(x, y, w, 34, '#c9463d');
      for (let r = 0; r < 5; r++) for (let c = 0; c < 7; c++) sheet += rect(x + 10 + (c * (w - 20)) / 7, y + 46 + (r * (h - 56)) / 5, (w - 20) / 7 - 4, (h - 56) / 5 - 4, rand() < 0.12 ? '#f2c14e' : '#ecebe4');
    } else if (type === 'photo') {
      photos += 1;
      sheet += rect(x + 12, y + 12, w - 24, h * 0.62, pick(rand, ['#8fc3e6', '#f2b880', '#9ad0a0']));
      sheet += poly([[x + 12, y + 12 + h * 0.62], [x + w * 0.4, y + h * 0.35], [x + w * 0.6, y + h * 0.5], [x + w * 0.75, y + h * 0.4], [x + w - 12, y + 12 + h * 0.62]], '#4a7a5a');
      sheet += circle(x + w * 0.72, y + h * 0.22, 14, '#fff3c8');
      for (let k = 0; k < 2; k++) sheet += rect(x + 14, y + h * 0.72 + k * 18, (w - 28) * (k ? 0.6 : 0.9), 8, '#b9b5aa');
    } else {
      sheet += rect(x + 16, y + 20, w * 0.6, 14, mix(pick(rand, pins), '#000000', 0.1));
      for (let k = 0; k < Math.floor((h - 60) / 18); k++) sheet += rect(x + 16, y + 48 + k * 18, (w - 32) * between(rand, 0.55, 1), 7, '#b9b5aa');
    }
    sheet += circle(x + w / 2, y + 10, 9, pick(rand, pins)) + circle(x + w / 2 - 3, y + 7, 3, '#ffffff', { opacity: 0.6 });
    body += group(sheet, { transform: `rotate(${fmt(rot)} ${fmt(x + w / 2)} ${fmt(y)})` });
  }
  body += ellipse(between(rand, 300, 1300), 120, 700, 300, 'url(#light)');
  const plant = chance(rand, 0.6);
  if (plant) {
    const px = chance(rand, 0.5) ? 90 : W - 90;
    body += path(`M${px - 50},${H} L${px - 40},${H - 110} L${px + 40},${H - 110} L${px + 50},${H}Z`, '#c9764a');
    for (let k = 0; k < 9; k++) {
      const a = -Math.PI / 2 + between(rand, -1, 1);
      const l = between(rand, 120, 220);
      body += path(`M${px},${H - 110} q${fmt(Math.cos(a) * l * 0.3 - 20)},${fmt(Math.sin(a) * l * 0.6)} ${fmt(Math.cos(a) * l)},${fmt(Math.sin(a) * l)} q${fmt(-Math.cos(a) * l * 0.4 + 20)},${fmt(-Math.sin(a) * l * 0.2)} ${fmt(-Math.cos(a) * l)},${fmt(-Math.sin(a) * l)}Z`, pick(rand, ['#3f7a47', '#4f8a3e', '#5f9a4a']));
    }
  }
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `커뮤니티 게시판에 핀으로 꽂힌 안내문 ${sheets}장, ${calendar ? '달력 한 장' : '메모지'}${photos ? `과 사진 ${photos}장` : ''}${plant ? ', 옆의 화분' : ''}`,
      vi: `Bảng tin cộng đồng với ${sheets} tờ thông báo ghim trên nền bần, ${calendar ? 'một tờ lịch' : 'giấy ghi chú'}${photos ? ` và ${photos} tấm ảnh` : ''}${plant ? ', chậu cây bên cạnh' : ''}`,
      en: `A community cork board with ${sheets} pinned notices, ${calendar ? 'a calendar' : 'memo sheets'}${photos ? ` and ${photos === 1 ? 'a photo' : `${photos} photos`}` : ''}${plant ? ', a potted plant beside it' : ''}`,
    },
  };
}

export function rainUmbrellas(rand: Rand, size: Size): Drawn {
  const asphalt = pick(rand, ['#3a3f48', '#34403f', '#403a44']);
  const angle = between(rand, -25, 25);
  let defs = blur('b3', 3) + blur('b10', 10);
  let ground = rect(-400, -400, 2400, 1700, asphalt);
  // zebra crossing
  for (let i = 0; i < 9; i++) ground += rect(200 + i * 140, 200, 80, 480, '#e9e6dc', { opacity: 0.85 });
  ground += rect(-400, 160, 2400, 8, '#e8c15a', { opacity: 0.7 }) + rect(-400, 720, 2400, 8, '#e8c15a', { opacity: 0.7 });
  // puddles reflecting the sky
  for (let i = 0; i < int(rand, 5, 8); i++) ground += ellipse(between(rand, 0, W), between(rand, 0, H), between(rand, 60, 160), between(rand, 25, 60), '#7d8ea0', { opacity: 0.45 });
  let body = group(ground, { transform: `rotate(${fmt(angle)} 800 450)` });
  // ripples
  for (let i = 0; i < 90; i++) {
    const x = between(rand, 0, W);
    const y = between(rand, 0, H);
    const r = between(rand, 4, 16);
    body += ellipse(x, y, r, r * 0.8, 'none', { stroke: '#c9d6e0', 'stroke-width': 1.5, opacity: 0.45 });
  }
  const n = int(rand, 5, 9);
  const palette = pick(rand, [
    ['#e8473a', '#f2c14e', '#2d6ea8', '#f6f1e4', '#3a9a5a'],
    ['#f08a4b', '#7bd3c9', '#f6f1e4', '#8a5aa0', '#e84a5f'],
    ['#2d6ea8', '#f2c14e', '#1f1f24', '#e8473a', '#f6f1e4'],
  ]);
  const placed: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < n * 4 && placed.length < n; i++) {
    const r = between(rand, 90, 140);
    const x = between(rand, 160, W - 160);
    const y = between(rand, 150, H - 150);
    if (placed.some((p) => Math.hypot(p.x - x, p.y - y) < p.r + r + 10)) continue;
    placed.push({ x, y, r });
  }
  for (const { x, y, r } of placed) {
    const c = pick(rand, palette);
    const ribs = 8;
    const rot = rand() * Math.PI;
    let u = circle(x + 18, y + 26, r, '#000000', { opacity: 0.3, filter: 'url(#b10)' });
    for (let k = 0; k < ribs; k++) {
      const a1 = rot + (k / ribs) * Math.PI * 2;
      const a2 = rot + ((k + 1) / ribs) * Math.PI * 2;
      const shade = k % 2 ? c : mix(c, '#000000', 0.12);
      u += poly([[x, y], [x + Math.cos(a1) * r, y + Math.sin(a1) * r], [x + Math.cos((a1 + a2) / 2) * r * 0.93, y + Math.sin((a1 + a2) / 2) * r * 0.93], [x + Math.cos(a2) * r, y + Math.sin(a2) * r]], shade);
    }
    u += circle(x - r * 0.25, y - r * 0.25, r * 0.5, '#ffffff', { opacity: 0.12 }) + circle(x, y, 6, '#2a2a2a');
    body += u;
  }
  body += rain(rand, 500, '#dbe6ee', 0.1, 0.35);
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `비 내리는 날 위에서 내려다본 횡단보도, 젖은 아스팔트 위의 색색 우산 ${placed.length}개와 빗방울 파문`,
      vi: `Ngày mưa nhìn từ trên cao: ${placed.length} chiếc ô nhiều màu trên vạch sang đường, mặt nhựa ướt loang vòng nước mưa`,
      en: `A rainy day from above: ${placed.length} colourful umbrellas on a zebra crossing, wet asphalt rippling with raindrops`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// More districts: a canal with bridges (8), an old apartment block (11), a night food street (4),
// an elevated metro over new suburbs (9), a market hall (6), riverside villas (2), a colonial
// street with tamarind trees (1).

/** What lines a canal, drawn far to near. */
type CanalItem =
  | { kind: 'house'; sd: number; z1: number; z2: number; hgt: number; wall: string }
  | { kind: 'tree'; sd: number; z1: number }
  | { kind: 'bridge'; z1: number; arch: boolean }
  | { kind: 'boat'; z1: number; x: number };

export function canalBridges(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'dusk', 'dawn']);
  const t = TIMES[timeKey];
  const cam = camera({ hz: between(rand, 380, 430), x: between(rand, -1.5, 1.5), h: 3, f: 620 });
  const { p, quad, side, front, ground, scale } = cam;
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.55) + blur('b3', 3);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += glowDisc('sun', between(rand, 300, 1300), between(rand, 80, 200), 40, t.sun);
  body += rect(0, cam.hz, W, H - cam.hz, mix(t.haze, t.dark, 0.2));
  const C = 7;
  const water = mix(mix(t.sky[2], '#4f857a', 0.6), t.water[1], 0.2);
  body += quad(ground(-C, C, 0.8, 300, 0), water);
  body += quad(ground(-C - 3, -C, 0.8, 300, 1.2), mix('#b9b1a6', t.haze, 0.2)) + quad(ground(C, C + 3, 0.8, 300, 1.2), mix('#b9b1a6', t.haze, 0.2));
  for (const sd of [-1, 1]) body += quad(side(sd * C, 0.8, 300, 0, 1.2), mix('#8d867c', t.haze, 0.2));
  const fog = (c: string, z: number) => mix(c, t.haze, Math.min(0.8, (z / 90) ** 0.8 * 0.8));
  const walls = ['#e8d3b0', '#d6b58f', '#c9d2c0', '#e9c9b8', '#bfcad3', '#e6dcc8', '#f0c9b0'];
  const items: CanalItem[] = [];
  for (const sd of [-1, 1]) {
    let z = between(rand, 3, 5);
    while (z < 90) {
      const len = between(rand, 4, 7);
      items.push({ kind: 'house', sd, z1: z, z2: z + len, hgt: int(rand, 2, 4) * 3.2, wall: pick(rand, walls) });
      z += len;
    }
    for (let tz = between(rand, 6, 12); tz < 80; tz += between(rand, 10, 18)) items.push({ kind: 'tree', sd, z1: tz });
  }
  const bridges = int(rand, 2, 3);
  const bz = [];
  for (let i = 0; i < bridges; i++) bz.push(14 + i * between(rand, 14, 22));
  for (const z of bz) items.push({ kind: 'bridge', z1: z, arch: chance(rand, 0.5) });
  const boats = int(rand, 1, 3);
  for (let i = 0; i < boats; i++) items.push({ kind: 'boat', z1: between(rand, 8, 40), x: between(rand, -4, 4) });
  items.sort((a, b) => b.z1 - a.z1);
  for (const it of items) {
    if (it.kind === 'house') {
      const X = it.sd * (C + 3);
      body += quad(front(it.z1, X, X + it.sd * 10, 1.2, it.hgt + 1.2), fog(mix(it.wall, t.dark, 0.35), it.z1));
      body += quad(side(X, it.z1, it.z2, 1.2, it.hgt + 1.2), fog(it.wall, it.z1));
      const bays = Math.max(1, Math.round((it.z2 - it.z1) / 2.5));
      const bw = (it.z2 - it.z1) / bays;
      for (let f = 0; f < it.hgt / 3.2; f++) for (let b = 0; b < bays; b++) {
        const lit = timeKey !== 'day' && rand() < 0.3;
        body += quad(side(X, it.z1 + b * bw + bw * 0.25, it.z1 + b * bw + bw * 0.75, 1.2 + f * 3.2 + 0.8, 1.2 + f * 3.2 + 2.4), lit ? '#ffd68a' : fog(mix(it.wall, t.dark, 0.55), it.z1));
      }
      if (rand() < 0.5) body += quad([[X, 3.8, it.z1 + 0.3], [X - it.sd * 1.4, 3.4, it.z1 + 0.3], [X - it.sd * 1.4, 3.4, it.z2 - 0.3], [X, 3.8, it.z2 - 0.3]], fog(pick(rand, ['#c9463d', '#2f7f6f', '#e0a43a', '#3d6ea8']), it.z1));
    } else if (it.kind === 'tree') {
      const [x, y] = p(it.sd * (C + 1.5), 1.2, it.z1);
      const s = scale(it.z1);
      const g = fog(pick(rand, ['#3f7d3f', '#4b8a45']), it.z1);
      body += rect(x - 0.15 * s, y - 3 * s, 0.3 * s, 3 * s, fog('#5a4636', it.z1));
      for (let k = 0; k < 5; k++) body += circle(x + between(rand, -1.2, 1.2) * s, y - (3.8 + between(rand, -0.6, 1)) * s, between(rand, 1.2, 1.9) * s, g);
    } else if (it.kind === 'bridge') {
      const z = it.z1;
      const c = fog(pick(rand, ['#d9d3c4', '#c9b08a', '#b8c4c8']), z);
      const deck = 2.4;
      if (it.arch) {
        const [l] = p(-C - 3, 0, z);
        const [r] = p(C + 3, 0, z);
        const [, yTop] = p(0, deck + 1, z);
        const [, yBank] = p(0, 1.2, z);
        const [, yW] = p(0, 0, z);
        const th = 0.5 * scale(z);
        body += path(`M${fmt(l)},${fmt(yBank)} Q${fmt((l + r) / 2)},${fmt(yTop - (yBank - yTop))} ${fmt(r)},${fmt(yBank)} L${fmt(r)},${fmt(yBank + th)} Q${fmt((l + r) / 2)},${fmt(yTop - (yBank - yTop) + th * 2)} ${fmt(l)},${fmt(yBank + th)}Z`, c);
        body += path(`M${fmt(l)},${fmt(yBank)} Q${fmt((l + r) / 2)},${fmt(yTop - (yBank - yTop))} ${fmt(r)},${fmt(yBank)}`, 'none', { stroke: fog('#7a5a3a', z), 'stroke-width': Math.max(1, th * 0.3), transform: `translate(0 ${fmt(-th * 0.6)})` });
        body += ellipse((l + r) / 2, yW, (r - l) * 0.3, th * 0.6, '#000000', { opacity: 0.12 });
      } else {
        body += quad(front(z, -C - 3, C + 3, deck, deck + 0.6), c);
        body += quad(front(z, -C - 3, C + 3, deck + 0.6, deck + 1.6), 'none');
        for (const x of [-C - 3, -C / 2, 0, C / 2, C + 3]) body += quad(front(z, x - 0.15, x + 0.15, deck + 0.6, deck + 1.6), fog('#6a6f78', z));
        body += quad(front(z, -C - 3, C + 3, deck + 1.5, deck + 1.65), fog('#6a6f78', z));
        for (const x of [-C / 2, C / 2]) body += quad(front(z, x - 0.3, x + 0.3, 0, deck), fog(mix('#8d867c', t.dark, 0.2), z));
      }
    } else if (it.kind === 'boat') {
      const [x, y] = p(it.x, 0, it.z1);
      body += boat(x, y, 3.5 * scale(it.z1), 'sampan', fog('#5a3a2a', it.z1), fog('#8b6a3a', it.z1), '#fff');
    }
  }
  body += waterShimmer(rand, cam.hz + 20, H, t.sun, 60);
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 8군의 운하를 따라 늘어선 집들과 물 위를 가로지르는 작은 다리 ${bridges}개, 운하 위의 작은 배`,
      vi: `Kênh ở Quận 8 ${t.vi}: nhà cửa hai bên bờ, ${bridges} cây cầu nhỏ bắc qua và thuyền con trên mặt nước`,
      en: `A District 8 canal ${t.en}: houses along both banks, ${bridges} small bridges across and little boats on the water`,
    },
  };
}

export function apartmentBlock(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'dusk', 'dawn', 'day']);
  const t = TIMES[timeKey];
  const wall = pick(rand, ['#b9d6c8', '#efd9b0', '#e9c0b6', '#c9d3e0']);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.55);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += glowDisc('sun', pick(rand, [between(rand, 80, 260), between(rand, 1340, 1520)]), between(rand, 80, 180), 40, t.sun);
  const floors = int(rand, 5, 6);
  const units = int(rand, 7, 9);
  const x0 = between(rand, 140, 240);
  const x1 = W - between(rand, 140, 240);
  const fh = 680 / (floors + 0.4);
  const top = 770 - floors * fh;
  const uw = (x1 - x0) / units;
  body += rect(x0 + 20, top + 20, x1 - x0, 800 - top, '#000000', { opacity: 0.12 });
  body += rect(x0, top - 20, x1 - x0, 790 - top, wall) + rect(x0 - 12, top - 34, x1 - x0 + 24, 20, mix(wall, '#000000', 0.2));
  let laundry = 0;
  let plants = 0;
  for (let f = 0; f < floors; f++) {
    for (let u = 0; u < units; u++) {
      const x = x0 + u * uw;
      const y = top + f * fh;
      const back = mix(wall, '#3a2a2a', 0.55);
      body += rect(x + 10, y + 8, uw - 20, fh - 24, back);
      body += rect(x + uw * 0.55, y + 16, uw * 0.3, fh * 0.55, rand() < (timeKey === 'day' ? 0 : 0.5) ? '#ffd68a' : mix(back, pick(rand, ['#3f7d74', '#7a3b34', '#4d6a8e']), 0.6));
      body += rect(x + 4, y + fh - 22, uw - 8, 8, mix(wall, '#ffffff', 0.35));
      for (let gx = x + 12; gx < x + uw - 10; gx += 10) body += rect(gx, y + fh * 0.55, 2.5, fh * 0.45 - 22, '#3b3a3a', { opacity: 0.7 });
      body += rect(x + 8, y + fh * 0.55, uw - 16, 3, '#3b3a3a', { opacity: 0.7 });
      if (rand() < 0.35) {
        laundry += 1;
        body += line(x + 14, y + 22, x + uw - 14, y + 22, '#3b3a3a', 1.5);
        for (let k = 0; k < 3; k++) body += rect(x + 20 + k * (uw - 40) / 3, y + 22, (uw - 50) / 3, between(rand, 24, 44), pick(rand, ['#e8473a', '#f2c14e', '#2d6ea8', '#f6f1e4', '#9ad0a0']));
      }
      if (rand() < 0.45) {
        plants += 1;
        const g = pick(rand, ['#4f8a3e', '#6aa04a', '#3f7a47']);
        const px = x + between(rand, 24, uw - 24);
        body += circle(px, y + fh - 34, 18, g) + circle(px + 12, y + fh - 28, 12, g);
        if (rand() < 0.5) body += path(`M${fmt(px - 10)},${fmt(y + fh - 14)} q-4,30 6,56 q2,-30 6,-56Z`, g);
      }
      if (rand() < 0.3) body += rect(x + uw - 36, y + fh * 0.3, 26, 18, '#e6e6e0') + circle(x + uw - 23, y + fh * 0.3 + 9, 6, '#b9b9b0');
    }
  }
  // stair core
  body += rect(x0 + (x1 - x0) / 2 - 40, top - 20, 80, 790 - top, mix(wall, '#000000', 0.08));
  for (let y = top; y < 770; y += 28) body += rect(x0 + (x1 - x0) / 2 - 28, y, 56, 14, mix(wall, '#000000', 0.3));
  body += rect(0, 770, W, 130, mix('#8d8a86', t.haze, 0.2)) + rect(0, 770, W, 10, '#b9b1a6');
  const treeX = chance(rand, 0.5) ? between(rand, 40, 160) : between(rand, W - 160, W - 40);
  body += tree(treeX, 800, 120, mix('#3f7d3f', t.dark, 0.15), rand, mix('#8fbf7a', t.sun, 0.3));
  for (let i = 0; i < int(rand, 3, 6); i++) body += motorbike(between(rand, 300, 1300), 840, 80, pick(rand, ['#c7372f', '#2d5da8', '#e8e4da', '#1f1f24']), chance(rand, 0.5) ? 1 : -1);
  const color = { '#b9d6c8': ['민트색', 'xanh bạc hà', 'mint'], '#efd9b0': ['크림색', 'màu kem', 'cream'], '#e9c0b6': ['분홍빛', 'hồng nhạt', 'pink'], '#c9d3e0': ['하늘색', 'xanh nhạt', 'pale blue'] }[wall];
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 11군의 ${color[0]} 오래된 아파트, 발코니마다 화분과 빨래, 창살이 달린 ${floors}층 건물 앞의 오토바이`,
      vi: `Chung cư cũ ${color[1]} ${floors} tầng ở Quận 11 ${t.vi}, ban công có chậu cây, quần áo phơi, song sắt và xe máy dưới sân`,
      en: `An old ${color[2]} ${floors}-storey apartment block in District 11 ${t.en}, balconies with plants, laundry and grilles`,
    },
  };
}

export function nightMarket(rand: Rand, size: Size, { district = '4' }: { district?: string } = {}): Drawn {
  const t = TIMES.night;
  let defs = skyDef('sky', t) + glowDef('bulb', '#ffd58a', 0.9) + glowDef('moon', t.sun, 0.5) + blur('b10', 10) + blur('b4', 4);
  let body = rect(0, 0, W, H, 'url(#sky)') + stars(rand, 50, 250);
  const mx = between(rand, 200, 1400);
  const my = between(rand, 70, 150);
  body += circle(mx, my, 90, 'url(#moon)') + circle(mx, my, 24, t.sun);
  // buildings behind with lit windows
  for (let x = -20; x < W; x += between(rand, 120, 200)) {
    const h = between(rand, 260, 480);
    const w = between(rand, 120, 200);
    body += rect(x, 620 - h, w, h, mix('#1f2446', '#2e3360', rand()));
    for (let y = 640 - h; y < 560; y += 40) for (let wx = x + 14; wx < x + w - 20; wx += 34) if (rand() < 0.35) body += rect(wx, y, 18, 22, '#ffd68a', { opacity: 0.8 });
  }
  // stalls
  const stalls = int(rand, 5, 7);
  const sw = W / stalls;
  const awnings = ['#c9463d', '#2f7f6f', '#e0a43a', '#3d6ea8', '#8a5aa0', '#d9612f'];
  for (let i = 0; i < stalls; i++) {
    const x = i * sw + 10;
    const c = pick(rand, awnings);
    const y = between(rand, 360, 400);
    body += rect(x + 6, y + 60, sw - 32, 640 - y - 60, '#2a1c18');
    body += rect(x + 6, y + 60, sw - 32, 640 - y - 60, '#ffb861', { opacity: 0.55 });
    for (let k = 0; k < 3; k++) body += rect(x + 26 + k * ((sw - 80) / 3), y + 90, (sw - 100) / 3, 12, '#6a3a22', { opacity: 0.6 });
    body += poly([[x - 4, y + 60], [x + sw / 2 - 10, y], [x + sw - 16, y + 60]], c);
    for (let k = 0; k < 4; k++) body += poly([[x - 4 + ((k * 2) * (sw - 12)) / 8, y + 60], [x + sw / 2 - 10, y], [x - 4 + ((k * 2 + 1) * (sw - 12)) / 8, y + 60]], '#ffffff', { opacity: 0.22 });
    body += rect(x, 600, sw - 20, 50, mix('#8a5a3a', '#2a1c18', 0.3));
    for (let k = 0; k < 5; k++) body += ellipse(x + 30 + k * ((sw - 80) / 4), 596, 22, 10, pick(rand, ['#f2c14e', '#e8473a', '#7aa35a', '#f6f1e4', '#d9612f']));
    if (rand() < 0.6) for (let k = 0; k < 3; k++) body += path(`M${fmt(x + sw * 0.3 + k * 20)},585 q-14,-40 6,-70 q16,-30 -4,-60`, 'none', { stroke: '#ffffff', 'stroke-width': 8, opacity: 0.12, filter: 'url(#b4)', 'stroke-linecap': 'round' });
  }
  // string lights
  for (let r = 0; r < 2; r++) {
    const y0 = 300 + r * 70;
    const sag = between(rand, 40, 80);
    body += path(`M-10,${y0} Q800,${fmt(y0 + sag * 2)} 1610,${y0}`, 'none', { stroke: '#141428', 'stroke-width': 2 });
    for (let lx = 20; lx < W; lx += 54) {
      const tt = lx / W;
      const ly = (1 - tt) * (1 - tt) * y0 + 2 * tt * (1 - tt) * (y0 + sag * 2) + tt * tt * y0;
      body += circle(lx, ly + 8, 18, 'url(#bulb)') + circle(lx, ly + 8, 5, '#fff3c8');
    }
  }
  // low tables and stools in the street
  body += rect(0, 650, W, 250, '#2d2b38');
  body += ellipse(800, 700, 900, 80, '#ffb861', { opacity: 0.18, filter: 'url(#b10)' });
  const tables = int(rand, 4, 7);
  for (let i = 0; i < tables; i++) {
    const tx = 120 + (i + 0.5) * ((W - 240) / tables) + between(rand, -40, 40);
    const ty = between(rand, 780, 870);
    const s = 1 + (ty - 780) / 150;
    body += rect(tx - 60 * s, ty - 50 * s, 120 * s, 10 * s, '#d9d3c4') + rect(tx - 50 * s, ty - 40 * s, 8 * s, 40 * s, '#a8a294') + rect(tx + 42 * s, ty - 40 * s, 8 * s, 40 * s, '#a8a294');
    const stool = pick(rand, ['#e8473a', '#2d6ea8', '#f2c14e']);
    for (const dx of [-95, 95]) body += rect(tx + dx * s - 20 * s, ty - 34 * s, 40 * s, 8 * s, stool) + poly([[tx + dx * s - 18 * s, ty - 26 * s], [tx + dx * s + 18 * s, ty - 26 * s], [tx + dx * s + 22 * s, ty], [tx + dx * s - 22 * s, ty]], mix(stool, '#000000', 0.2));
    body += ellipse(tx - 20 * s, ty - 54 * s, 16 * s, 5 * s, '#f6f1e4') + ellipse(tx + 22 * s, ty - 54 * s, 12 * s, 4 * s, '#f6f1e4');
  }
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `밤의 ${district}군 먹자골목, 불 밝힌 노점 ${stalls}곳과 줄전구, 김이 오르는 음식과 거리에 놓인 낮은 테이블 ${tables}개`,
      vi: `Phố ẩm thực đêm ở Quận ${district}: ${stalls} quầy sáng đèn dưới dây bóng đèn, khói bếp bốc lên và ${tables} bàn thấp ngoài phố`,
      en: `A District ${district} night food street: ${stalls} lit stalls under string lights, steam rising and ${tables} low tables out front`,
    },
  };
}

export function metroSuburb(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'dusk', 'dawn', 'day']);
  const t = TIMES[timeKey];
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.6) + blur('b20', 20);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += glowDisc('sun', between(rand, 200, 1400), between(rand, 90, 220), 44, t.sun) + clouds(rand, 6, '#ffffff', 60, 300, 'b20', 0.4);
  // far new-town towers
  for (let x = -20; x < W; x += between(rand, 90, 170)) {
    const h = between(rand, 150, 330);
    const w = between(rand, 60, 100);
    const c = mix(t.haze, t.dark, between(rand, 0.1, 0.3));
    body += rect(x, 560 - h, w, h, c);
    for (let y = 575 - h; y < 550; y += 22) body += rect(x + 8, y, w - 16, 5, mix(c, '#ffffff', 0.2));
  }
  body += ridge(rand, 560, 20, mix('#6f9a5a', t.haze, 0.45), H, 10);
  // tech campus: low glass buildings
  const campus = int(rand, 2, 4);
  for (let i = 0; i < campus; i++) {
    const x = between(rand, 60, 1300);
    const w = between(rand, 200, 320);
    const h = between(rand, 80, 130);
    body += rect(x, 640 - h, w, h, mix('#8fb8cc', t.sky[2], 0.3)) + rect(x, 640 - h, w, 10, '#e9eef0');
    for (let gx = x + 20; gx < x + w; gx += 30) body += rect(gx, 650 - h, 3, h - 10, '#e9eef0', { opacity: 0.7 });
  }
  // lawn, road and trees
  body += rect(0, 640, W, 260, mix('#7aa85a', t.haze, 0.25)) + rect(0, 760, W, 70, mix('#7d7e82', t.haze, 0.2));
  for (let x = 30; x < W; x += 160) body += rect(x, 792, 80, 6, '#e9e3d6', { opacity: 0.7 });
  for (let i = 0; i < 9; i++) body += tree(between(rand, 0, W), between(rand, 690, 750), between(rand, 30, 50), mix('#3f7d3f', t.haze, 0.2), rand);
  // elevated viaduct, slightly rising across the frame
  const y1 = between(rand, 470, 540);
  const y2 = y1 + between(rand, -60, 60);
  const deckAt = (x: number) => y1 + ((y2 - y1) * x) / W;
  const concrete = mix('#d9d6ce', t.haze, 0.2);
  for (let x = 120; x < W; x += 300) body += rect(x - 22, deckAt(x), 44, 900 - deckAt(x) - 40, mix(concrete, '#000000', 0.15)) + rect(x - 40, deckAt(x) + 10, 80, 18, concrete);
  body += poly([[0, y1], [W, y2], [W, y2 + 40], [0, y1 + 40]], concrete) + poly([[0, y1 + 30], [W, y2 + 30], [W, y2 + 40], [0, y1 + 40]], mix(concrete, '#000000', 0.25));
  {
    const tx0 = between(rand, 100, 700);
    const cars = int(rand, 2, 3);
    const len = 250;
    for (let c = 0; c < cars; c++) {
      const a = tx0 + c * (len + 8);
      const b = a + len;
      const top = (x: number) => deckAt(x) - 62;

      body += poly([[a, top(a) + (c === 0 ? 14 : 0)], [b, top(b)], [b, deckAt(b) - 2], [a, deckAt(a) - 2]], '#f4f4f0');
      body += poly([[a, deckAt(a) - 16], [b, deckAt(b) - 16], [b, deckAt(b) - 6], [a, deckAt(a) - 6]], pick(rand, ['#2d6ea8', '#e0473a', '#2f8a7a']));
      for (let w = a + 20; w < b - 40; w += 46) body += poly([[w, deckAt(w) - 50], [w + 34, deckAt(w + 34) - 50], [w + 34, deckAt(w + 34) - 28], [w, deckAt(w) - 28]], timeKey === 'day' ? '#3a4a5a' : '#ffd68a');
    }
  }
  // foreground motorbikes on the road
  for (let i = 0; i < int(rand, 2, 4); i++) body += motorbike(between(rand, 100, 1500), 826, 70, pick(rand, ['#c7372f', '#2d5da8', '#e8e4da', '#1f1f24']), chance(rand, 0.5) ? 1 : -1);
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 9군(투득) 신도시 위 고가 메트로와 달리는 열차, 유리 외벽의 하이테크파크 건물과 아파트`,
      vi: `Metro trên cao qua khu đô thị mới Quận 9 (Thủ Đức) ${t.vi}, đoàn tàu đang chạy, nhà kính khu công nghệ cao`,
      en: `An elevated metro line over District 9 (Thủ Đức) new town ${t.en}, a train running, glass tech-park buildings`,
    },
  };
}

export function marketHall(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'dawn', 'day', 'dusk']);
  const t = TIMES[timeKey];
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.55) + blur('b20', 20);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += glowDisc('sun', pick(rand, [between(rand, 100, 400), between(rand, 1200, 1500)]), between(rand, 80, 180), 40, t.sun) + clouds(rand, 5, '#ffffff', 60, 260, 'b20', 0.4);
  const wall = pick(rand, ['#f0d68a', '#e9c98a', '#e8dcc0']);
  const roof = pick(rand, ['#a8452f', '#8f3d2a', '#b5563a']);
  const cx = between(rand, 700, 900);
  const base = 640;
  // wings with tiled roofs
  for (const sd of [-1, 1]) {
    const x0 = sd < 0 ? cx - 720 : cx + 180;
    body += rect(x0, base - 200, 540, 200, wall);
    body += poly([[x0 - 30, base - 190], [x0 + 30, base - 270], [x0 + 510, base - 270], [x0 + 570, base - 190]], roof);
    for (let k = 0; k < 12; k++) body += line(x0 + k * 46, base - 268, x0 - 20 + k * 50, base - 192, mix(roof, '#000000', 0.25), 2, { opacity: 0.5 });
    for (let k = 0; k < 6; k++) body += path(`M${fmt(x0 + 30 + k * 86)},${base} V${base - 110} A30,30 0 0 1 ${fmt(x0 + 90 + k * 86)},${base - 110} V${base}Z`, mix(wall, '#3a2a22', 0.6));
  }
  // central gate tower with a tiered roof
  body += rect(cx - 180, base - 300, 360, 300, mix(wall, '#ffffff', 0.15));
  body += path(`M${fmt(cx - 70)},${base} V${base - 150} A70,70 0 0 1 ${fmt(cx + 70)},${base - 150} V${base}Z`, mix(wall, '#3a2a22', 0.65));
  body += poly([[cx - 220, base - 290], [cx - 150, base - 360], [cx + 150, base - 360], [cx + 220, base - 290]], roof);
  body += rect(cx - 100, base - 450, 200, 100, mix(wall, '#ffffff', 0.15)) + circle(cx, base - 400, 30, '#f6f1e4') + circle(cx, base - 400, 30, 'none', { stroke: mix(roof, '#000000', 0.2), 'stroke-width': 5 });
  body += poly([[cx - 140, base - 440], [cx - 80, base - 500], [cx + 80, base - 500], [cx + 140, base - 440]], roof);
  body += poly([[cx - 90, base - 495], [cx, base - 560], [cx + 90, base - 495]], roof);
  // stalls with umbrellas and produce in front
  body += rect(0, base, W, H - base, mix('#b9b1a6', t.haze, 0.15));
  const stalls = int(rand, 5, 8);
  for (let i = 0; i < stalls; i++) {
    const x = 80 + (i + 0.5) * ((W - 160) / stalls) + between(rand, -30, 30);
    const y = between(rand, 720, 790);
    const s = 0.9 + (y - 720) / 200;
    const c = pick(rand, ['#e8473a', '#2f8a7a', '#f2c14e', '#3d6ea8', '#f6f1e4']);
    body += line(x, y, x, y - 150 * s, '#5a5a5a', 4);
    body += path(`M${fmt(x - 110 * s)},${fmt(y - 120 * s)} Q${fmt(x)},${fmt(y - 200 * s)} ${fmt(x + 110 * s)},${fmt(y - 120 * s)}Z`, c);
    body += rect(x - 80 * s, y - 40 * s, 160 * s, 40 * s, '#8a6a4a');
    for (let k = 0; k < 4; k++) {
      const bx = x - 60 * s + k * 40 * s;
      body += ellipse(bx, y - 44 * s, 18 * s, 8 * s, '#c9a46a');
      for (let f = 0; f < 4; f++) body += circle(bx + between(rand, -10, 10) * s, y - (48 + between(rand, 0, 8)) * s, 6 * s, pick(rand, ['#f2c14e', '#e8473a', '#7aa35a', '#d9612f', '#8a4a8a']));
    }
  }
  for (let i = 0; i < int(rand, 2, 4); i++) body += motorbike(between(rand, 100, 1500), 880, 90, pick(rand, ['#c7372f', '#2d5da8', '#e8e4da', '#1f1f24']), chance(rand, 0.5) ? 1 : -1);
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 6군의 기와지붕 시장 건물과 중앙 시계탑, 앞마당에 파라솔을 편 과일·채소 노점 ${stalls}곳`,
      vi: `Chợ lớn mái ngói ở Quận 6 ${t.vi}: tháp đồng hồ ở giữa, ${stalls} sạp trái cây, rau củ dưới dù che ở sân trước`,
      en: `A tiled-roof market hall in District 6 ${t.en}, its clock tower, and ${stalls} produce stalls under umbrellas`,
    },
  };
}

export function riverVillas(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'dusk', 'dawn', 'day']);
  const t = TIMES[timeKey];
  const bank = between(rand, 560, 610);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.6) + blur('b20', 20) + blur('b3', 3);
  defs += linear('water', [[0, mix(t.water[0], '#6a9a8a', 0.3)], [1, mix(t.water[1], '#2a4a4a', 0.3)]]);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += glowDisc('sun', between(rand, 200, 1400), between(rand, 90, 230), 44, t.sun) + clouds(rand, 6, '#ffffff', 60, 280, 'b20', 0.35);
  // far towers on the horizon (downtown across the river)
  for (let x = between(rand, 900, 1200); x < W; x += between(rand, 40, 80)) {
    const h = between(rand, 80, 220);
    body += rect(x, bank - 140 - h, between(rand, 30, 50), h + 100, mix(t.haze, t.sky[1], 0.4));
  }
  let shore = '';
  for (let i = 0; i < 14; i++) shore += tree(between(rand, 0, W), bank - between(rand, 30, 60), between(rand, 50, 80), mix('#3f7a47', t.haze, 0.35), rand);
  const villas = int(rand, 3, 5);
  for (let i = 0; i < villas; i++) {
    const x = 80 + (i + 0.5) * ((W - 160) / villas) + between(rand, -40, 40);
    const w = between(rand, 180, 240);
    const h = between(rand, 130, 180);
    const wall = pick(rand, ['#f6f3ec', '#f2e8d8', '#e8eef0']);
    const base = bank - 16;
    shore += rect(x - w / 2, base - h, w, h, wall);
    shore += rect(x - w / 2 - 10, base - h - 12, w + 20, 14, mix(wall, '#000000', 0.2));
    if (rand() < 0.5) shore += poly([[x - w / 2 - 20, base - h - 10], [x, base - h - 70], [x + w / 2 + 20, base - h - 10]], pick(rand, ['#a8452f', '#5a5a62']));
    for (const fy of [base - h + 20, base - h / 2 + 10]) for (let k = 0; k < 3; k++) shore += rect(x - w / 2 + 20 + k * (w - 40) / 3, fy, (w - 70) / 3, h / 2 - 40, timeKey === 'dusk' && rand() < 0.6 ? '#ffd68a' : '#5f7f90');
    shore += rect(x - w / 2, base - h / 2, w, 8, mix(wall, '#000000', 0.15));
    shore += path(`M${fmt(x + w / 2 - 20)},${fmt(base - h / 2)} q30,40 10,80 q20,-10 40,-70Z`, '#d94a8a', { opacity: 0.9 });
    shore += palm(x + w / 2 + 30, base, between(rand, 200, 260), mix('#3f6a3a', t.haze, 0.25), rand, between(rand, -0.08, 0.08));
  }
  shore += rect(0, bank - 16, W, 20, mix('#8a7a62', t.haze, 0.2));
  const pier = chance(rand, 0.6);
  const px = between(rand, 200, 1300);
  if (pier) shore += rect(px, bank - 6, 200, 12, '#8a6a4a') + rect(px + 20, bank + 6, 8, 30, '#6a4a3a') + rect(px + 170, bank + 6, 8, 30, '#6a4a3a');
  body += shore + rect(0, bank + 4, W, H - bank, 'url(#water)');
  body += group(shore, { transform: `translate(0 ${fmt(2 * bank + 8)}) scale(1 -1)`, opacity: 0.3, filter: 'url(#b3)' });
  body += waterShimmer(rand, bank, H, t.sun, 50);
  const boatKind = pick(rand, ['sampan', 'tour']);
  body += boat(between(rand, 300, 1300), between(rand, bank + 120, H - 80), 70, boatKind, '#3b4a5a', boatKind === 'sampan' ? '#8b5a3a' : '#f2efe6', '#ffd68a');
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 2군 타오디엔 강변의 하얀 빌라 ${villas}채와 야자수, 부겐빌레아${pier ? ', 나무 선착장' : ''}과 강 위의 배`,
      vi: `Ven sông Thảo Điền (Quận 2) ${t.vi}: ${villas} biệt thự trắng, hàng cọ, hoa giấy${pier ? ', bến gỗ nhỏ' : ''} và thuyền trên sông`,
      en: `Riverside Thảo Điền (District 2) ${t.en}: ${villas} white villas, palms and bougainvillea${pier ? ', a wooden jetty' : ''}, a boat on the river`,
    },
  };
}

export function colonialStreet(rand: Rand, size: Size): Drawn {
  const timeKey = pick(rand, ['day', 'dawn', 'dusk', 'day']);
  const t = TIMES[timeKey];
  const wallKey = pick(rand, ['butter', 'ochre', 'cream']);
  const wall = { butter: '#f2d77e', ochre: '#e3b060', cream: '#efe4cc' }[wallKey];
  const shutter = pick(rand, ['#3f7a5a', '#3f6b7a']);
  const trim = mix(wall, '#ffffff', 0.55);
  let defs = skyDef('sky', t) + glowDef('sun', t.sun, 0.55) + blur('b20', 20) + blur('b10', 10);
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += glowDisc('sun', between(rand, 150, 1450), between(rand, 70, 160), 40, t.sun) + clouds(rand, 5, '#ffffff', 50, 200, 'b20', 0.4);
  // towers behind
  for (let x = 0; x < W; x += between(rand, 120, 240)) {
    const h = between(rand, 200, 420);
    body += rect(x, 420 - h, between(rand, 60, 110), h, mix(t.haze, t.sky[1], 0.45));
  }
  const base = 700;
  const floors = int(rand, 2, 3);
  const fh = 150;
  const top = base - floors * fh - 30;
  const bays = int(rand, 7, 9);
  const x0 = 120;
  const x1 = W - 120;
  const bw = (x1 - x0) / bays;
  body += rect(x0, top, x1 - x0, base - top, wall);
  body += rect(x0 - 14, top - 24, x1 - x0 + 28, 24, trim) + rect(x0 - 6, top - 40, x1 - x0 + 12, 16, mix(wall, '#000000', 0.12));
  const pediment = chance(rand, 0.6);
  const mid = (x0 + x1) / 2;
  if (pediment) body += poly([[mid - 260, top - 40], [mid, top - 150], [mid + 260, top - 40]], trim) + poly([[mid - 220, top - 48], [mid, top - 132], [mid + 220, top - 48]], wall) + circle(mid, top - 80, 22, trim);
  else for (let bx = x0; bx < x1; bx += 22) body += rect(bx, top - 70, 10, 30, trim);
  for (let b = 0; b < bays; b++) {
    const x = x0 + b * bw;
    body += rect(x - 6, top, 12, base - top, trim);
    for (let f = 0; f < floors; f++) {
      const y = base - (f + 1) * fh;
      const ww = bw * 0.42;
      const wx = x + (bw - ww) / 2;
      body += path(`M${fmt(wx)},${fmt(y + 130)} V${fmt(y + 40)} A${fmt(ww / 2)},${fmt(ww / 2)} 0 0 1 ${fmt(wx + ww)},${fmt(y + 40)} V${fmt(y + 130)}Z`, mix(shutter, '#000000', 0.35));
      body += rect(wx - 24, y + 40, 22, 90, shutter) + rect(wx + ww + 2, y + 40, 22, 90, shutter);
      for (let s = y + 46; s < y + 128; s += 8) body += line(wx - 22, s, wx - 4, s, mix(shutter, '#000000', 0.3), 1) + line(wx + ww + 4, s, wx + ww + 22, s, mix(shutter, '#000000', 0.3), 1);
      body += rect(wx - 10, y + 130, ww + 20, 8, trim);
      if (f > 0) body += rect(x + 4, y + fh - 6, bw - 8, 6, trim);
    }
  }
  // pavement, street and trees
  body += rect(0, base, W, 60, '#c9c2b6') + rect(0, base + 60, W, H - base - 60, mix('#6d6e72', t.haze, 0.15)) + rect(0, base + 60, W, 8, '#e2dccf');
  for (let x = 40; x < W; x += 180) body += rect(x, base + 150, 90, 6, '#e9e3d6', { opacity: 0.6 });
  const umbrellas = int(rand, 3, 5);
  for (let i = 0; i < umbrellas; i++) {
    const x = x0 + 80 + (i + 0.5) * ((x1 - x0 - 160) / umbrellas);
    const c = pick(rand, ['#e8473a', '#f6f1e4', '#2f8a7a', '#f2c14e']);
    body += line(x, base + 50, x, base - 90, '#5a5a5a', 4);
    body += path(`M${fmt(x - 95)},${base - 70} Q${fmt(x)},${base - 150} ${fmt(x + 95)},${base - 70}Z`, c);
    body += rect(x - 30, base + 12, 60, 8, '#6b4a2f') + rect(x - 4, base + 12, 8, 40, '#6b4a2f');
    for (const dx of [-55, 55]) body += rect(x + dx - 12, base + 24, 24, 28, pick(rand, ['#d8553b', '#2d5da8', '#8a6a4a']));
  }
  const treeCount = int(rand, 2, 3);
  for (let i = 0; i < treeCount; i++) {
    const tx = i === 0 ? between(rand, 20, 200) : i === 1 ? between(rand, W - 220, W - 30) : between(rand, 600, 1000);
    const g = mix('#3f7a3a', t.dark, timeKey === 'dusk' ? 0.35 : 0.1);
    body += path(`M${fmt(tx - 18)},${H - 30} Q${fmt(tx - 6)},${H - 300} ${fmt(tx + between(rand, -40, 40))},${H - 520} L${fmt(tx + 16)},${H - 500} Q${fmt(tx + 10)},${H - 300} ${fmt(tx + 22)},${H - 30}Z`, '#5a4a3a');
    for (let k = 0; k < 14; k++) body += ellipse(tx + between(rand, -230, 230), H - between(rand, 520, 760), between(rand, 80, 140), between(rand, 50, 80), k % 3 ? g : mix(g, '#9fcf7a', 0.35), { opacity: 0.95 });
  }
  for (let i = 0; i < 18; i++) body += ellipse(between(rand, 0, W), between(rand, base + 70, H), between(rand, 30, 80), between(rand, 6, 14), mix(t.sun, '#ffffff', 0.3), { opacity: 0.18, filter: 'url(#b10)' });
  const color = { butter: ['노란', 'vàng bơ', 'butter-yellow'], ochre: ['황토색', 'vàng đất', 'ochre'], cream: ['크림색', 'màu kem', 'cream'] }[wallKey];
  return {
    svg: doc(size, defs, body),
    alt: {
      ko: `${t.ko} 1군 가로수 아래 덧창이 달린 ${color[0]} 프랑스풍 건물, 보도 위 카페 파라솔 ${umbrellas}개`,
      vi: `Tòa nhà kiểu Pháp ${color[1]} có cửa chớp dưới hàng cây ở Quận 1 ${t.vi}, ${umbrellas} chiếc dù quán cà phê trên vỉa hè`,
      en: `${wallKey === 'ochre' ? 'An' : 'A'} ${color[2]} colonial-era building with shutters under big trees in District 1 ${t.en}, ${umbrellas} café umbrellas`,
    },
  };
}
