// Lifestyle scenes for the blog: food, cafés, bars and nightlife, karaoke, fashion, hair and
// beauty. Each scene follows the contract in base.ts: `(rand, { width, height }) => { svg, alt }`.
// Everything is drawn on a 1600×900 canvas (scaled to the requested size) with the subject in the
// middle, so 2:1 and square crops keep it. `rand` chooses the arrangement, viewpoint, palette and
// light, and the alt texts are built from the same choices, so they say what each draw shows.
import { between, fmt as f, pick } from './base.ts';
import type { Alt, Drawn, Rand, Size } from './base.ts';

/** A point on the 1600×900 canvas. */
type Point = readonly [number, number];
/** A gradient stop: offset, colour, opacity (1 when left out). */
type Stop = readonly [number, string, number?];

const W = 1600;
const H = 900;

// ---------------------------------------------------------------------------------------------
// Drawing helpers

const rgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (parts: number[]): string =>
  `#${parts.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
/** Blends two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [rgb(a), rgb(b)];
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
};
/** Lighter (t > 0) or darker (t < 0) version of a colour. */
export const shade = (c: string, t: number): string => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

const attrs = (extra: string): string => (extra ? ` ${extra}` : '');
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string => rect(x, y, w, h, fill, `rx="${f(r)}"${attrs(extra)}`);
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${attrs(extra)}/>`;
const poly = (points: readonly Point[], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;
const group = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;
const rotateAt = (deg: number, x: number, y: number, body: string): string => group(`rotate(${f(deg)} ${f(x)} ${f(y)})`, body);
/** Mirrors a drawing left to right when `on`. */
const mirror = (on: boolean, body: string): string => (on ? group(`translate(${W} 0) scale(-1 1)`, body) : body);
/** A soft blurred shadow. */
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.3, blur = 'b12'): string =>
  ellipse(cx, cy, rx, ry, '#000', `opacity="${Number(f(opacity * 100)) / 100}" filter="url(#${blur})"`);
/** A leaf pointing from (x, y) in direction `deg`, `len` long. */
const leaf = (x: number, y: number, len: number, wid: number, deg: number, fill: string, vein = ''): string => {
  const body =
    path(`M0 0 Q${f(len * 0.45)} ${f(-wid)} ${f(len)} 0 Q${f(len * 0.45)} ${f(wid)} 0 0Z`, fill) +
    (vein ? line(len * 0.05, 0, len * 0.85, 0, vein, Math.max(1.5, wid * 0.08)) : '');
  return group(`translate(${f(x)} ${f(y)}) rotate(${f(deg)})`, body);
};
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
/** Shuffles a copy of a list with `rand`. */
const shuffled = <const T,>(rand: Rand, list: readonly T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const FILTERS = [4, 8, 12, 24, 48]
  .map(
    (d) =>
      `<filter id="b${d}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${d}"/></filter>`,
  )
  .join('');

/** Collects gradients and clip paths for one document. */
class Art {
  readonly defs: string[] = [];
  count = 0;

  id(): string {
    this.count += 1;
    return `d${this.count}`;
  }

  static stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a = 1]) => `<stop offset="${f(o)}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${Number(f(a * 100)) / 100}"`}/>`)
      .join('');
  }

  /** A linear gradient; the direction runs from (x1, y1) to (x2, y2) in the shape's box. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${Art.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx, cy) of the shape's box. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${Art.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from shapes; returns the attribute to put on a group. */
  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  doc({ width, height }: Size, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${FILTERS}${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** A soft light pool: a blurred, translucent radial glow. */
const glow = (art: Art, cx: number, cy: number, r: number, color: string, opacity = 0.6): string =>
  circle(cx, cy, r, art.rad([[0, color, opacity], [1, color, 0]]));

/** A Korean word followed by 와 or 과, whichever its last syllable takes. */
const wa = (word: string): string => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return `${word}${code >= 0 && code < 11172 && code % 28 !== 0 ? '과' : '와'}`;
};

/** Joins words for alt texts in three languages. */
const alt = (ko: string, vi: string, en: string): Alt => ({ ko, vi, en });


// ---------------------------------------------------------------------------------------------
// Shared props

/** Chopsticks lying at an angle, tips at (x, y). */
const chopsticks = (x: number, y: number, len: number, deg: number, color: string): string =>
  rotateAt(
    deg,
    x,
    y,
    shadow(x + len / 2 + 6, y + 14, len / 2, 10, 0.25, 'b8') +
      path(`M${f(x)} ${f(y - 3)} L${f(x + len)} ${f(y - 7)} L${f(x + len)} ${f(y + 3)} L${f(x)} ${f(y + 1)}Z`, color) +
      path(
        `M${f(x)} ${f(y + 13)} L${f(x + len)} ${f(y + 11)} L${f(x + len)} ${f(y + 21)} L${f(x)} ${f(y + 17)}Z`,
        shade(color, -0.12),
      ),
  );

/** A ceramic soup spoon seen from above, bowl at (x, y). */
const soupSpoon = (x: number, y: number, deg: number, color: string): string =>
  rotateAt(
    deg,
    x,
    y,
    shadow(x + 60, y + 14, 120, 34, 0.22, 'b8') +
      path(
        `M${f(x - 62)} ${f(y)} Q${f(x - 60)} ${f(y - 44)} ${f(x + 10)} ${f(y - 40)} Q${f(x + 60)} ${f(y - 30)} ${f(x + 90)} ${f(y - 10)} L${f(x + 200)} ${f(y - 8)} Q${f(x + 214)} ${f(y)} ${f(x + 200)} ${f(y + 8)} L${f(x + 90)} ${f(y + 10)} Q${f(x + 60)} ${f(y + 30)} ${f(x + 10)} ${f(y + 40)} Q${f(x - 60)} ${f(y + 44)} ${f(x - 62)} ${f(y)}Z`,
        color,
      ) +
      ellipse(x - 8, y, 46, 28, shade(color, -0.1)),
  );

/** A small round dish of side food seen from above. */
const sideBowl = (art: Art, x: number, y: number, r: number, rim: string, food: Food, light: Point): string => {
  const [lx, ly] = light;
  return (
    shadow(x + lx * 0.35 * r, y + ly * 0.35 * r, r, r, 0.35, 'b12') +
    circle(x, y, r, art.rad([[0, shade(rim, 0.15)], [1, shade(rim, -0.08)]], 0.4, 0.35, 0.7)) +
    circle(x, y, r * 0.8, shade(rim, -0.14)) +
    food(x, y, r * 0.74) +
    circle(x - r * 0.3, y - r * 0.45, r * 0.16, '#fff', 'opacity="0.35"')
  );
};

/** A food texture drawn inside a circle of radius r around (x, y). */
type Food = (x: number, y: number, r: number) => string;

/** Food textures for small dishes, seen from above, inside a circle of radius r. */
const FOODS = {
  kimchi: (rand: Rand): Food => (x, y, r) =>
    circle(x, y, r * 0.82, '#b8402a') +
    range(16)
      .map((i) => {
        const a = (i / 16) * Math.PI * 2 + rand();
        const d = r * between(rand, 0.1, 0.55);
        return leaf(x + Math.cos(a) * d, y + Math.sin(a) * d, r * 0.8, r * 0.28, between(rand, 0, 360), pick(rand, ['#c8432b', '#d45a32', '#b8351f']), '#f0c49a');
      })
      .join(''),
  sprouts: (rand: Rand): Food => (x, y, r) =>
    circle(x, y, r * 0.82, '#e9dca6') +
    range(40)
      .map(() => {
        const a = between(rand, 0, Math.PI * 2);
        const d = r * between(rand, 0, 0.6);
        const cx = x + Math.cos(a) * d;
        const cy = y + Math.sin(a) * d;
        const b = between(rand, 0, Math.PI * 2);
        return (
          line(cx, cy, cx + Math.cos(b) * r * 0.45, cy + Math.sin(b) * r * 0.45, '#efe6c4', 5) +
          circle(cx, cy, 5.5, '#e8cf5a')
        );
      })
      .join(''),
  spinach: (rand: Rand): Food => (x, y, r) =>
    circle(x, y, r * 0.82, '#2d5a26') +
    range(18)
      .map(() => {
        const a = between(rand, 0, Math.PI * 2);
        const d = r * between(rand, 0, 0.5);
        return leaf(x + Math.cos(a) * d, y + Math.sin(a) * d, r * 0.7, r * 0.2, between(rand, 0, 360), pick(rand, ['#2f6b2a', '#3d7d30', '#285a25']), '#6fa35a');
      })
      .join('') + range(14).map(() => circle(x + between(rand, -r, r) * 0.6, y + between(rand, -r, r) * 0.6, 2.5, '#f6efd8')).join(''),
  radish: (rand: Rand): Food => (x, y, r) =>
    circle(x, y, r * 0.82, '#e8d27c') +
    range(16)
      .map(() => {
        const s = r * 0.34;
        const cx = x + between(rand, -0.45, 0.45) * r;
        const cy = y + between(rand, -0.45, 0.45) * r;
        return rotateAt(between(rand, 0, 90), cx, cy, rrect(cx - s / 2, cy - s / 2, s, s, 4, pick(rand, ['#f3e39a', '#f6eab6', '#ecd77c']), 'stroke="#d9c062" stroke-width="1.5"'));
      })
      .join(''),
  fishcake: (rand: Rand): Food => (x, y, r) =>
    circle(x, y, r * 0.82, '#9a5f2c') +
    range(14)
      .map(() => {
        const cx = x + between(rand, -0.45, 0.45) * r;
        const cy = y + between(rand, -0.45, 0.45) * r;
        return rotateAt(between(rand, 0, 180), cx, cy, rrect(cx - r * 0.4, cy - r * 0.1, r * 0.8, r * 0.2, r * 0.1, '#b9783e') + line(cx - r * 0.3, cy, cx + r * 0.3, cy, '#d79a55', 3));
      })
      .join(''),
  potato: (rand: Rand): Food => (x, y, r) =>
    circle(x, y, r * 0.82, '#6e3c1a') +
    range(14)
      .map(() => {
        const cx = x + between(rand, -0.45, 0.45) * r;
        const cy = y + between(rand, -0.45, 0.45) * r;
        return ellipse(cx, cy, r * 0.24, r * 0.19, '#9a5a26', 'stroke="#6e3d17" stroke-width="2"') + circle(cx - 4, cy - 4, r * 0.07, '#d4975a');
      })
      .join(''),
  sauce: (color: string): Food => (x, y, r) => circle(x, y, r * 0.9, color) + ellipse(x - r * 0.3, y - r * 0.3, r * 0.3, r * 0.18, '#fff', 'opacity="0.3"'),
};

const BANCHAN: readonly (Alt & { key: Exclude<keyof typeof FOODS, 'sauce'> })[] = [
  { key: 'kimchi', ko: '김치', vi: 'kim chi', en: 'kimchi' },
  { key: 'sprouts', ko: '콩나물', vi: 'giá đỗ', en: 'bean sprouts' },
  { key: 'spinach', ko: '시금치나물', vi: 'rau chân vịt', en: 'spinach' },
  { key: 'radish', ko: '단무지', vi: 'củ cải muối', en: 'pickled radish' },
  { key: 'fishcake', ko: '어묵볶음', vi: 'chả cá xào', en: 'fish cake' },
  { key: 'potato', ko: '감자조림', vi: 'khoai tây rim', en: 'braised potato' },
];

/** A wooden (or stone) table top seen from above with planks and a light pool. */
const tableTop = (art: Art, rand: Rand, base: string, { planks = true, light = [0.3, 0.2] }: { planks?: boolean; light?: Point } = {}): string => {
  let out = rect(0, 0, W, H, art.lin([[0, shade(base, 0.06)], [1, shade(base, -0.1)]], 0, 0, 1, 1));
  if (planks) {
    const vertical = rand() < 0.5;
    const step = between(rand, 170, 230);
    for (let p = 0; p < (vertical ? W : H); p += step) {
      const tone = shade(base, between(rand, -0.06, 0.05));
      out += vertical ? rect(p, 0, step, H, tone) : rect(0, p, W, step, tone);
      out += vertical ? rect(p, 0, 3, H, shade(base, -0.3), 'opacity="0.5"') : rect(0, p, W, 3, shade(base, -0.3), 'opacity="0.5"');
      for (let g = 0; g < 5; g += 1) {
        const o = p + between(rand, 12, step - 12);
        const d = vertical
          ? `M${f(o)} 0 Q${f(o + between(rand, -14, 14))} ${f(H / 2)} ${f(o)} ${H}`
          : `M0 ${f(o)} Q${f(W / 2)} ${f(o + between(rand, -14, 14))} ${W} ${f(o)}`;
        out += path(d, 'none', `stroke="${shade(base, -0.16)}" stroke-width="${f(between(rand, 1, 3))}" opacity="0.35"`);
      }
    }
  }
  out += glow(art, W * (0.5 - light[0]), H * (0.5 - light[1]), 900, '#fff6e0', 0.35);
  out += rect(0, 0, W, H, art.rad([[0.55, '#000', 0], [1, '#000', 0.3]], 0.5, 0.5, 0.75));
  return out;
};

// ---------------------------------------------------------------------------------------------
// Food

/** A bowl of noodle soup from above with herbs, lime and chopsticks, and a side dish or tea. */
export function noodleSoup(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const table = pick(rand, [
    { color: '#b48457', ko: '나무 식탁', vi: 'bàn gỗ', en: 'a wooden table' },
    { color: '#5c7c74', ko: '초록빛 식탁', vi: 'bàn xanh rêu', en: 'a green table' },
    { color: '#c6a98a', ko: '밝은 나무 식탁', vi: 'bàn gỗ sáng', en: 'a pale wooden table' },
  ]);
  const light: Point = [between(rand, -0.4, 0.4), between(rand, -0.3, 0.3)];
  const shadowDir: Point = [-light[0] * 60 + 10, -light[1] * 60 + 18];
  const meat = pick(rand, [
    { key: 'beef', ko: '소고기 쌀국수', vi: 'Tô phở bò', en: 'A bowl of beef pho' },
    { key: 'chicken', ko: '닭고기 쌀국수', vi: 'Tô phở gà', en: 'A bowl of chicken pho' },
  ]);
  const side = pick(rand, [
    { key: 'herbs', ko: '허브와 숙주 접시', vi: 'đĩa rau thơm', en: 'a plate of herbs and sprouts' },
    { key: 'tea', ko: '따뜻한 차 한 잔', vi: 'tách trà nóng', en: 'a cup of warm tea' },
    { key: 'rolls', ko: '월남쌈', vi: 'gỏi cuốn', en: 'fresh spring rolls' },
  ]);
  const bowlColor = pick(rand, ['#f4f1ea', '#dfe9e2', '#eef0f4']);
  const band = pick(rand, ['#2f5d8a', '#3d7a6a', '#9b4b3a']);
  const flip = rand() < 0.5;
  const bx = 760 + between(rand, -40, 40);
  const by = 455 + between(rand, -15, 15);
  const r = between(rand, 255, 280);

  let body = tableTop(art, rand, table.color, { light });
  if (rand() < 0.5) {
    // a round rattan mat under the bowl
    body += circle(bx, by, r + 80, shade('#c9a46a', 0.1));
    for (let i = 0; i < 9; i += 1) body += circle(bx, by, r + 80 - i * 9, 'none', `stroke="#a7824a" stroke-width="2" opacity="0.5"`);
  }
  body += shadow(bx + shadowDir[0], by + shadowDir[1], r + 8, r + 8, 0.45, 'b24');
  body += circle(bx, by, r, art.rad([[0, shade(bowlColor, 0.3)], [1, shade(bowlColor, -0.12)]], 0.4, 0.35, 0.75));
  body += circle(bx, by, r * 0.94, 'none', `stroke="${band}" stroke-width="${f(r * 0.06)}" stroke-dasharray="6 10" opacity="0.85"`);
  body += circle(bx, by, r * 0.88, 'none', `stroke="${band}" stroke-width="3" opacity="0.7"`);
  body += circle(bx, by, r * 0.86, art.rad([[0, shade(bowlColor, -0.05)], [1, shade(bowlColor, -0.25)]], 0.55, 0.6, 0.6));
  const br = r * 0.78;
  const broth = art.rad([[0, '#e3b36a'], [0.7, '#c98a3f'], [1, '#9c6226']], 0.45, 0.4, 0.6);
  body += circle(bx, by, br, broth);
  const inside = art.clip(circle(bx, by, br, '#000'));
  let soup = '';
  // noodles: a tangle of soft arcs, denser in the middle
  for (let i = 0; i < 46; i += 1) {
    const ca = between(rand, 0, Math.PI * 2);
    const cd = between(rand, 0, 0.3) * br;
    const cx = bx + Math.cos(ca) * cd;
    const cy = by + Math.sin(ca) * cd;
    const rr = between(rand, 0.25, 0.75) * br;
    const a0 = between(rand, 0, Math.PI * 2);
    const a1 = a0 + between(rand, 1.2, 2.4);
    const d = `M${f(cx + Math.cos(a0) * rr)} ${f(cy + Math.sin(a0) * rr)} A${f(rr)} ${f(rr * between(rand, 0.7, 1))} 0 0 1 ${f(cx + Math.cos(a1) * rr)} ${f(cy + Math.sin(a1) * rr)}`;
    soup += path(d, 'none', `stroke="${shade('#c9984f', -0.2)}" stroke-width="11" stroke-linecap="round" opacity="0.25"`);
    soup += path(d, 'none', `stroke="${pick(rand, ['#f6eedb', '#efe3c6', '#fbf5e6'])}" stroke-width="8" stroke-linecap="round" opacity="0.95"`);
  }
  // fat droplets
  for (let i = 0; i < 30; i += 1) soup += circle(bx + between(rand, -1, 1) * br * 0.8, by + between(rand, -1, 1) * br * 0.8, between(rand, 3, 9), '#f7d68c', 'opacity="0.6"');
  // meat on top
  const fanAngle = between(rand, 0, 360);
  for (let i = 0; i < 6; i += 1) {
    const a = ((fanAngle + i * 28) * Math.PI) / 180;
    const mx = bx + Math.cos(a) * br * 0.42;
    const my = by + Math.sin(a) * br * 0.42;
    soup +=
      meat.key === 'beef'
        ? rotateAt((a * 180) / Math.PI, mx, my, ellipse(mx + 3, my + 4, 70, 38, '#4a2418', 'opacity="0.35"') + ellipse(mx, my, 70, 38, '#8a4a3b') + ellipse(mx - 8, my - 6, 46, 18, '#a86a58') + path(`M${f(mx - 50)} ${f(my + 6)} Q${f(mx)} ${f(my - 10)} ${f(mx + 48)} ${f(my + 8)}`, 'none', 'stroke="#c99a8a" stroke-width="3" opacity="0.7"'))
        : rotateAt((a * 180) / Math.PI, mx, my, ellipse(mx + 3, my + 4, 62, 28, '#7a5226', 'opacity="0.3"') + ellipse(mx, my, 62, 28, '#f3e0bd', 'stroke="#d2ae78" stroke-width="3"') + line(mx - 40, my - 6, mx + 40, my - 9, '#e2c394', 4) + line(mx - 36, my + 8, mx + 34, my + 6, '#e2c394', 4));
  }
  // herbs, scallions, onion and chilli
  for (let i = 0; i < 7; i += 1) {
    const a = between(rand, 0, Math.PI * 2);
    const d = between(rand, 0.05, 0.35) * br;
    soup += leaf(bx + Math.cos(a) * d, by + Math.sin(a) * d, between(rand, 60, 85), 20, between(rand, 0, 360), pick(rand, ['#3f8a3a', '#2f7a36', '#4f9a40']), '#8cc46e');
  }
  for (let i = 0; i < 26; i += 1) {
    const a = between(rand, 0, Math.PI * 2);
    const d = between(rand, 0, 0.75) * br;
    soup += circle(bx + Math.cos(a) * d, by + Math.sin(a) * d, between(rand, 6, 10), 'none', `stroke="${pick(rand, ['#5aa840', '#7cc05a'])}" stroke-width="4"`);
  }
  for (let i = 0; i < 6; i += 1) {
    const a = between(rand, 0, Math.PI * 2);
    const d = between(rand, 0.3, 0.7) * br;
    soup += path(`M${f(bx + Math.cos(a) * d - 26)} ${f(by + Math.sin(a) * d)} q26 -24 52 0`, 'none', 'stroke="#faf6ee" stroke-width="5" opacity="0.9"');
  }
  for (let i = 0; i < 5; i += 1) {
    const cx = bx + between(rand, -0.6, 0.6) * br;
    const cy = by + between(rand, -0.6, 0.6) * br;
    soup += circle(cx, cy, 10, '#d8342a') + circle(cx, cy, 5, '#f2d27a');
  }
  body += `<g ${inside}>${soup}${ellipse(bx - br * 0.35, by - br * 0.45, br * 0.35, br * 0.14, '#fff', 'opacity="0.18"')}</g>`;
  // lime wedge on the rim
  const la = between(rand, -2.4, -0.8);
  const lx = bx + Math.cos(la) * r * 0.86;
  const ly = by + Math.sin(la) * r * 0.86;
  body += rotateAt((la * 180) / Math.PI + 90, lx, ly, path(`M${f(lx - 44)} ${f(ly)} A44 44 0 0 0 ${f(lx + 44)} ${f(ly)}Z`, '#6aa83a') + path(`M${f(lx - 36)} ${f(ly)} A36 36 0 0 0 ${f(lx + 36)} ${f(ly)}Z`, '#c9e27a'));
  // chopsticks on the right, spoon on the left
  body += chopsticks(bx + r * 0.55, by + r * 0.62, 420, between(rand, -62, -48), pick(rand, ['#3b2a20', '#c89a5b', '#7a4a2b']));
  body += soupSpoon(bx - r - 40, by + r * 0.55, between(rand, 110, 140), shade(bowlColor, 0.1));
  // the side dish
  const sx = bx + r + 260;
  const sy = by - 150;
  if (side.key === 'tea') {
    body += shadow(sx + 14, sy + 18, 110, 110, 0.35, 'b12') + circle(sx, sy, 108, shade(bowlColor, 0.2)) + circle(sx, sy, 64, '#f5f3ee') + circle(sx, sy, 54, art.rad([[0, '#e8d27a'], [1, '#b8953a']])) + circle(sx - 18, sy - 16, 14, '#fff', 'opacity="0.35"');
    body += range(3).map((i) => path(`M${f(sx - 20 + i * 20)} ${f(sy - 40)} q-16 -40 0 -80 q16 -40 0 -80`, 'none', 'stroke="#fff" stroke-width="6" opacity="0.18" filter="url(#b4)"')).join('');
  } else if (side.key === 'rolls') {
    body += shadow(sx + 14, sy + 20, 190, 120, 0.35, 'b12') + ellipse(sx, sy, 190, 120, shade(bowlColor, 0.15)) + ellipse(sx, sy, 160, 96, shade(bowlColor, -0.05));
    for (let i = 0; i < 3; i += 1) {
      const cx = sx - 90 + i * 90;
      body += rotateAt(-20, cx, sy, rrect(cx - 36, sy - 78, 72, 156, 36, '#efe9dc', 'opacity="0.95"') + `<g opacity="0.75">${ellipse(cx, sy - 30, 22, 18, '#f0a08a')}${ellipse(cx + 4, sy + 10, 24, 20, '#6faf4a')}${ellipse(cx - 4, sy + 46, 20, 16, '#f4ecd8')}</g>` + rrect(cx - 36, sy - 78, 72, 156, 36, '#fff', 'opacity="0.25"'));
    }
    body += circle(sx + 140, sy + 110, 40, shade(bowlColor, 0.1)) + circle(sx + 140, sy + 110, 30, '#6b3a26');
  } else {
    body += shadow(sx + 14, sy + 20, 170, 150, 0.35, 'b12') + ellipse(sx, sy, 170, 150, shade(bowlColor, 0.15));
    for (let i = 0; i < 10; i += 1) body += leaf(sx + between(rand, -90, 40), sy + between(rand, -80, 60), between(rand, 70, 100), 24, between(rand, 0, 360), pick(rand, ['#3a7f35', '#4b963d', '#2f6b2e']), '#86bf64');
    for (let i = 0; i < 18; i += 1) {
      const cx = sx + between(rand, 10, 110);
      const cy = sy + between(rand, -60, 90);
      const a = between(rand, 0, Math.PI);
      body += line(cx, cy, cx + Math.cos(a) * 60, cy + Math.sin(a) * 60, '#f3edd6', 6) + circle(cx, cy, 5, '#e9d97a');
    }
  }
  body = mirror(flip, body);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `위에서 본 ${meat.ko} 한 그릇, 바질과 라임, 젓가락, 곁들인 ${side.ko}`,
      `${meat.vi} nhìn từ trên xuống với húng quế, chanh, đũa và ${side.vi} bên cạnh trên ${table.vi}`,
      `${meat.en} with basil, lime and chopsticks, ${side.en} beside it on ${table.en}`,
    ),
  };
}

/** Tongs seen from above: two long arms joined at the back, tips at (x, y). */
const tongs = (x: number, y: number, len: number, deg: number, color = '#c9ccd0'): string =>
  rotateAt(
    deg,
    x,
    y,
    shadow(x + len / 2 + 8, y + 16, len / 2, 16, 0.3, 'b8') +
      path(`M${f(x)} ${f(y - 14)} L${f(x + len)} ${f(y - 5)} L${f(x + len)} ${f(y + 5)} L${f(x)} ${f(y + 14)} L${f(x + 8)} ${f(y + 4)} L${f(x + len - 30)} ${f(y)} L${f(x + 8)} ${f(y - 4)}Z`, color) +
      rect(x + len - 70, y - 8, 60, 16, '#2b2b2b', 'rx="6"'),
  );

/** Lettuce leaves piled in a basket or on a plate around (x, y). */
const lettucePile = (rand: Rand, x: number, y: number, r: number): string => {
  let out = shadow(x + 12, y + 18, r, r * 0.9, 0.35) + ellipse(x, y, r, r * 0.9, '#c9a46a');
  for (let i = 0; i < 8; i += 1) out += ellipse(x, y, r - i * 7, r * 0.9 - i * 7, 'none', 'stroke="#a98244" stroke-width="2" opacity="0.6"');
  for (let i = 0; i < 9; i += 1) {
    const a = (i / 9) * Math.PI * 2 + between(rand, 0, 0.4);
    const d = r * between(rand, 0.05, 0.35);
    const lx = x + Math.cos(a) * d;
    const ly = y + Math.sin(a) * d;
    const deg = (a * 180) / Math.PI + between(rand, -30, 30);
    out += leaf(lx, ly, r * 0.85, r * 0.42, deg, pick(rand, ['#7fbf4d', '#9bcf5e', '#6aa93f', '#a8d86a']), '#d8efb0');
  }
  return out;
};

/** A Korean barbecue table from above: a grill with meat, banchan, lettuce and tongs. */
export function koreanBbq(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const meat = pick(rand, [
    { key: 'pork', ko: '삼겹살', vi: 'ba chỉ heo', en: 'pork belly' },
    { key: 'beef', ko: '양념 갈비', vi: 'sườn bò ướp', en: 'marinated beef ribs' },
  ]);
  const grillKind = pick(rand, [
    { key: 'round', ko: '둥근 숯불 그릴', vi: 'bếp than tròn', en: 'a round charcoal grill' },
    { key: 'square', ko: '사각 철판', vi: 'vỉ nướng vuông', en: 'a square grill plate' },
  ]);
  const base = pick(rand, ['#3a3430', '#4a3b30', '#2f3a3a', '#6b4c35']);
  const light: Point = [between(rand, -0.3, 0.3), between(rand, -0.3, 0.2)];
  const dishes = shuffled(rand, BANCHAN).slice(0, 4 + Math.floor(rand() * 2));
  const gx = 800 + between(rand, -30, 30);
  const gy = 430 + between(rand, -10, 20);
  const gr = 240;

  let body = tableTop(art, rand, base, { light, planks: rand() < 0.6 });
  // the grill
  body += shadow(gx + 16, gy + 26, gr + 30, gr + 30, 0.6, 'b24');
  if (grillKind.key === 'round') {
    body += circle(gx, gy, gr + 26, '#2a2624') + circle(gx, gy, gr + 14, '#6e6a66') + circle(gx, gy, gr, art.rad([[0, '#ff9a3c'], [0.6, '#9a3a12'], [1, '#2a1a14']]));
    const clip = art.clip(circle(gx, gy, gr, '#000'));
    let bars = '';
    for (let x = gx - gr; x < gx + gr; x += 26) bars += line(x, gy - gr, x, gy + gr, '#3a3634', 8);
    body += `<g ${clip}>${bars}</g>`;
  } else {
    body += rrect(gx - gr - 20, gy - gr - 20, (gr + 20) * 2, (gr + 20) * 2, 26, '#2a2624') + rrect(gx - gr, gy - gr, gr * 2, gr * 2, 16, art.rad([[0, '#5a5552'], [1, '#2c2927']]));
    for (let y = gy - gr + 24; y < gy + gr - 10; y += 34) body += line(gx - gr + 20, y, gx + gr - 20, y, '#1d1b1a', 10, 'opacity="0.8"') + line(gx - gr + 20, y + 6, gx + gr - 20, y + 6, '#6f6a66', 2, 'opacity="0.6"');
  }
  // meat on the grill
  const n = 6;
  const rot = between(rand, -30, 30);
  for (let i = 0; i < n; i += 1) {
    const mx = gx - gr * 0.55 + (i % 3) * gr * 0.55 + between(rand, -10, 10);
    const my = gy - gr * 0.35 + Math.floor(i / 3) * gr * 0.7 + between(rand, -10, 10);
    let piece;
    if (meat.key === 'pork') {
      piece =
        rrect(mx - 95, my - 42, 190, 84, 18, '#e8c3a8') +
        rect(mx - 95, my - 26, 190, 14, '#b5614b') +
        rect(mx - 95, my + 2, 190, 18, '#c4715a') +
        rect(mx - 95, my + 28, 190, 8, '#a75640') +
        range(4).map((k) => rect(mx - 80 + k * 44, my - 42, 10, 84, '#5a2c1e', 'opacity="0.45"')).join('');
    } else {
      piece =
        path(`M${f(mx - 80)} ${f(my - 30)} Q${f(mx - 20)} ${f(my - 58)} ${f(mx + 60)} ${f(my - 40)} Q${f(mx + 100)} ${f(my - 10)} ${f(mx + 70)} ${f(my + 36)} Q${f(mx)} ${f(my + 56)} ${f(mx - 70)} ${f(my + 34)} Q${f(mx - 104)} ${f(my)} ${f(mx - 80)} ${f(my - 30)}Z`, '#7a3a22') +
        path(`M${f(mx - 60)} ${f(my - 14)} Q${f(mx)} ${f(my - 34)} ${f(mx + 56)} ${f(my - 14)}`, 'none', 'stroke="#a8583a" stroke-width="10" opacity="0.7"') +
        range(3).map((k) => rect(mx - 50 + k * 40, my - 40, 9, 80, '#2e140b', 'opacity="0.5"')).join('') +
        range(3).map((k) => ellipse(mx - 64, my - 22 + k * 22, 9, 7, '#f0e6d0', 'stroke="#d8c8a8" stroke-width="2"')).join('') +
        circle(mx + 30, my + 10, 5, '#e8d9a0') + circle(mx - 20, my - 8, 4, '#e8d9a0') + range(4).map((k) => circle(mx - 30 + k * 22, my + 18 - (k % 2) * 20, 6, 'none', 'stroke="#6fb04a" stroke-width="3"')).join('');
    }
    body += rotateAt(rot + between(rand, -8, 8), mx, my, shadow(mx + 6, my + 10, 96, 44, 0.4, 'b8') + `<g clip-path="none">${piece}</g>`);
  }
  // garlic and mushrooms at the edge
  for (let i = 0; i < 5; i += 1) {
    const a = between(rand, 0, Math.PI * 2);
    const cx = gx + Math.cos(a) * gr * 0.8;
    const cy = gy + Math.sin(a) * gr * 0.8;
    body += ellipse(cx, cy, 20, 15, '#f2e6c4', 'stroke="#d8b773" stroke-width="3"');
  }
  // banchan around the grill
  const slots: Point[] = [
    [gx - 520, gy - 250], [gx + 520, gy - 250], [gx - 560, gy + 40], [gx + 560, gy + 60],
    [gx - 420, gy + 300], [gx + 420, gy + 310],
  ];
  const rims = pick(rand, [['#f2efe8', '#e6e0d2'], ['#2d3a4a', '#3d4a5a'], ['#e9e3d6', '#c7b89c']]);
  const lettuceSlot = Math.floor(rand() * 4);
  const free = slots.filter((_, i) => i !== lettuceSlot);
  dishes.forEach((dish, i) => {
    const [x, y] = free[i]!;
    body += sideBowl(art, x + between(rand, -20, 20), y + between(rand, -15, 15), between(rand, 88, 104), rims[i % 2]!, FOODS[dish.key](rand), [0.3, 0.4]);
  });
  body += lettucePile(rand, slots[lettuceSlot]![0], slots[lettuceSlot]![1], 130);
  body += sideBowl(art, gx + 300, gy - 310, 44, rims[0], FOODS.sauce('#8a4a1c'), [0.3, 0.4]);
  body += tongs(gx + 180, gy + 200, 360, between(rand, 20, 35));
  body += rotateAt(between(rand, -150, -120), gx - 170, gy + 320, line(gx - 170, gy + 320, gx - 30, gy + 320, '#cfd3d6', 10) + line(gx - 170, gy + 330, gx - 40, gy + 334, '#b5babe', 10) + circle(gx - 200, gy + 312, 20, 'none', 'stroke="#222" stroke-width="9"') + circle(gx - 196, gy + 346, 20, 'none', 'stroke="#222" stroke-width="9"'));
  // heat shimmer
  body += glow(art, gx, gy, gr * 0.9, '#ffd29a', 0.18);
  body = mirror(rand() < 0.5, body);
  const first = dishes[0]!;
  const second = dishes[1]!;
  return {
    svg: art.doc(size, body),
    alt: alt(
      `위에서 본 한국식 고기 식탁: ${grillKind.ko} 위의 ${meat.ko}, ${first.ko}·${second.ko} 등 반찬 ${dishes.length}가지, 상추와 집게`,
      `Bàn nướng Hàn Quốc nhìn từ trên: ${meat.vi} trên ${grillKind.vi}, ${dishes.length} đĩa banchan, rau xà lách và kẹp gắp`,
      `Korean barbecue table from above: ${meat.en} on ${grillKind.en}, ${dishes.length} banchan dishes, lettuce and tongs`,
    ),
  };
}

/** A Korean set meal from above: stone-pot bibimbap, a stew, rice, banchan and a spoon set. */
export function koreanSetMeal(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const stew = pick(rand, [
    { broth: '#c4452a', ko: '김치찌개', vi: 'canh kim chi', en: 'kimchi stew' },
    { broth: '#a0682e', ko: '된장찌개', vi: 'canh tương đậu', en: 'soybean paste stew' },
    { broth: '#d0522e', ko: '순두부찌개', vi: 'canh đậu hũ non', en: 'soft tofu stew' },
  ]);
  const egg = rand() < 0.7;
  const swap = rand() < 0.5;
  const table = pick(rand, ['#d8c2a0', '#c9ab86', '#b7c4bf', '#e0cfb8']);
  const trayColor = pick(rand, ['#8a5a36', '#3d3b3a', '#a8744a']);
  const light: Point = [between(rand, -0.3, 0.3), -0.25];
  const dishes = shuffled(rand, BANCHAN).slice(0, 3 + Math.floor(rand() * 2));

  let body = tableTop(art, rand, table, { light, planks: rand() < 0.5 });
  body += shadow(812, 478, 600, 330, 0.4, 'b24');
  body += rrect(200, 140, 1200, 660, 40, trayColor) + rrect(222, 162, 1156, 616, 28, shade(trayColor, 0.08));
  const bx = swap ? 1020 : 560;
  const sx = swap ? 560 : 1020;
  // bibimbap in a stone pot
  const r = 190;
  body += shadow(bx + 14, 560 + 20, r + 20, r + 20, 0.55, 'b12');
  body += circle(bx, 560, r + 20, '#1f1d1c') + circle(bx, 560, r + 8, '#3a3633') + circle(bx, 560, r, '#f3ecdc');
  const seg: [string, string][] = [
    ['#e87d2b', 'carrot'], ['#2f6b2a', 'spinach'], ['#efe3b5', 'sprouts'], ['#6b4226', 'mushroom'],
    ['#9cc26a', 'zucchini'], ['#7a3b26', 'beef'],
  ];
  const start = between(rand, 0, 360);
  seg.forEach(([color, kind], i) => {
    const a0 = ((start + i * 60) * Math.PI) / 180;
    const a1 = a0 + Math.PI / 3;
    const p = (a: number, rr: number) => `${f(bx + Math.cos(a) * rr)} ${f(560 + Math.sin(a) * rr)}`;
    body += path(`M${p(a0, r * 0.2)} L${p(a0, r * 0.94)} A${f(r * 0.94)} ${f(r * 0.94)} 0 0 1 ${p(a1, r * 0.94)} L${p(a1, r * 0.2)}Z`, color);
    for (let k = 0; k < 9; k += 1) {
      const a = a0 + between(rand, 0.1, 0.9) * (a1 - a0);
      const rr = between(rand, 0.3, 0.85) * r;
      const cx = bx + Math.cos(a) * rr;
      const cy = 560 + Math.sin(a) * rr;
      body += kind === 'beef' || kind === 'mushroom' ? circle(cx, cy, 9, shade(color, 0.18)) : line(cx - Math.cos(a) * 22, cy - Math.sin(a) * 22, cx + Math.cos(a) * 22, cy + Math.sin(a) * 22, shade(color, 0.2), 6);
    }
  });
  if (egg) {
    body += path(`M${f(bx - 80)} 560 Q${f(bx - 90)} 480 ${f(bx - 10)} 484 Q${f(bx + 90)} 470 ${f(bx + 84)} 556 Q${f(bx + 76)} 640 ${f(bx)} 632 Q${f(bx - 74)} 644 ${f(bx - 80)} 560Z`, '#fbfaf4') + circle(bx + 4, 556, 36, art.rad([[0, '#ffd34a'], [1, '#f0a21a']], 0.4, 0.4, 0.6)) + circle(bx - 6, 546, 10, '#fff', 'opacity="0.5"');
  } else {
    body += ellipse(bx, 560, 44, 34, '#c0301f') + circle(bx - 12, 550, 10, '#e55a44');
  }
  for (let i = 0; i < 20; i += 1) body += circle(bx + between(rand, -0.6, 0.6) * r, 560 + between(rand, -0.6, 0.6) * r, 2.5, '#f8f3e0');
  // stew in an earthen pot
  const sr = 150;
  const sy = 420;
  body += shadow(sx + 14, sy + 22, sr + 40, sr + 30, 0.55, 'b12');
  body += ellipse(sx, sy + 6, sr + 40, sr + 30, '#4a2e22') + circle(sx, sy, sr + 22, '#5a3a2a') + circle(sx, sy, sr + 8, '#2e1d16') + circle(sx, sy, sr, art.rad([[0, shade(stew.broth, 0.15)], [1, shade(stew.broth, -0.2)]]));
  for (let i = 0; i < 7; i += 1) {
    const cx = sx + between(rand, -0.55, 0.55) * sr;
    const cy = sy + between(rand, -0.55, 0.55) * sr;
    body += rotateAt(between(rand, 0, 90), cx, cy, rrect(cx - 24, cy - 24, 48, 48, 6, '#f7f1e2') + rect(cx - 24, cy + 14, 48, 10, '#e7dcc2', 'opacity="0.7"'));
  }
  for (let i = 0; i < 16; i += 1) body += circle(sx + between(rand, -0.7, 0.7) * sr, sy + between(rand, -0.7, 0.7) * sr, between(rand, 7, 11), 'none', `stroke="${pick(rand, ['#5aa840', '#7cc05a'])}" stroke-width="4"`);
  for (let i = 0; i < 6; i += 1) body += circle(sx + between(rand, -0.6, 0.6) * sr, sy + between(rand, -0.6, 0.6) * sr, between(rand, 6, 14), '#fff', 'opacity="0.25"');
  body += range(3).map((i) => path(`M${f(sx - 50 + i * 50)} ${f(sy - 30)} q-24 -50 0 -100 q24 -50 0 -100`, 'none', 'stroke="#fff" stroke-width="10" opacity="0.2" filter="url(#b8)"')).join('');
  // rice bowl
  const rx = swap ? 400 : 1200;
  body += shadow(rx + 10, 660, 96, 96, 0.45, 'b8') + circle(rx, 650, 94, art.rad([[0, '#e9ecef'], [1, '#9aa1a8']])) + circle(rx, 650, 76, '#f8f6f0');
  for (let i = 0; i < 40; i += 1) body += ellipse(rx + between(rand, -55, 55), 650 + between(rand, -55, 55), 6, 3.5, '#ebe6d8');
  // banchan along the top edge of the tray
  dishes.forEach((dish, i) => {
    const x = (swap ? 1260 : 340) + (swap ? -1 : 1) * i * 150;
    body += sideBowl(art, x, 260, 62, '#f2efe8', FOODS[dish.key](rand), [0.3, 0.4]);
  });
  // a flat Korean spoon and chopsticks at the edge
  const ex = swap ? 250 : 1350;
  body += shadow(ex + 10, 480, 22, 280, 0.3, 'b8') + rrect(ex - 8, 260, 16, 420, 8, '#c9ccd0') + ellipse(ex, 250, 34, 46, '#d5d8db') + rrect(ex + 24, 240, 10, 440, 5, '#b8bcc0') + rrect(ex + 40, 240, 10, 440, 5, '#b0b4b8');
  body = mirror(rand() < 0.3, body);
  const first = dishes[0]!;
  return {
    svg: art.doc(size, body),
    alt: alt(
      `위에서 본 한식 상차림: ${egg ? '달걀을 올린 ' : ''}돌솥비빔밥, 보글보글 ${stew.ko}, 밥과 ${first.ko} 등 반찬 ${dishes.length}가지`,
      `Mâm cơm Hàn nhìn từ trên: cơm trộn bát đá${egg ? ' với trứng ốp' : ''}, ${stew.vi}, cơm trắng và ${dishes.length} món ăn kèm`,
      `Korean set meal from above: stone-pot bibimbap${egg ? ' with a fried egg' : ''}, ${stew.en}, rice and ${dishes.length} side dishes`,
    ),
  };
}

/** Hanging pendant lamps along the top of a scene, with their light pools. */
const pendants = (art: Art, xs: readonly number[], drop: number, color: string, shadeColor: string): string =>
  xs
    .map(
      (x) =>
        line(x, 0, x, drop, '#222', 3) +
        glow(art, x, drop + 40, 260, color, 0.35) +
        path(`M${f(x - 60)} ${f(drop + 50)} Q${f(x - 56)} ${f(drop)} ${f(x)} ${f(drop)} Q${f(x + 56)} ${f(drop)} ${f(x + 60)} ${f(drop + 50)}Z`, shadeColor) +
        ellipse(x, drop + 50, 60, 9, color) +
        ellipse(x, drop + 50, 34, 6, '#fff', 'opacity="0.8"'),
    )
    .join('');

/** A tray filling drawn in the box (x, y, w, h). */
type TrayFood = Alt & { draw: (rand: Rand, x: number, y: number, w: number, h: number) => string };

/** Fillings for buffet trays, drawn in a box (x, y, w, h). */
const TRAY_FOODS = {
  pork: { ko: '삼겹살', vi: 'ba chỉ heo', en: 'pork belly', draw: (rand, x, y, w, h) => range(9).map((i) => { const cx = x + ((i % 3) + 0.5) * (w / 3) + between(rand, -8, 8); const cy = y + (Math.floor(i / 3) + 0.5) * (h / 3); return rotateAt(-25, cx, cy, rrect(cx - w / 5, cy - h / 5, w / 2.5, h / 2.5, 6, '#eab8a6') + rect(cx - w / 5, cy - h / 12, w / 2.5, h / 14, '#f7ece4') + rect(cx - w / 5, cy + h / 14, w / 2.5, h / 18, '#f7ece4')); }).join('') },
  beef: { ko: '양념 소고기', vi: 'bò ướp', en: 'marinated beef', draw: (rand, x, y, w, h) => rect(x, y, w, h, '#5e2416') + range(16).map(() => { const cx = x + between(rand, 0.1, 0.9) * w; const cy = y + between(rand, 0.1, 0.9) * h; return path(`M${f(cx - 30)} ${f(cy)} q15 -14 30 0 t30 0`, 'none', `stroke="${pick(rand, ['#8a3a22', '#9e4a2c', '#73301c'])}" stroke-width="12" stroke-linecap="round"`); }).join('') + range(14).map(() => circle(x + between(rand, 0.1, 0.9) * w, y + between(rand, 0.1, 0.9) * h, 2.5, '#f1e6c0')).join('') },
  shrimp: { ko: '새우', vi: 'tôm', en: 'shrimp', draw: (rand, x, y, w, h) => rect(x, y, w, h, '#dfe7ea') + range(12).map(() => { const cx = x + between(rand, 0.12, 0.88) * w; const cy = y + between(rand, 0.15, 0.85) * h; return path(`M${f(cx - 18)} ${f(cy)} A18 16 0 1 1 ${f(cx + 18)} ${f(cy)}`, 'none', 'stroke="#f07a4a" stroke-width="13" stroke-linecap="round"') + circle(cx + 18, cy, 5, '#d9542a'); }).join('') },
  mushroom: { ko: '버섯', vi: 'nấm', en: 'mushrooms', draw: (rand, x, y, w, h) => rect(x, y, w, h, '#efe7d4') + range(14).map(() => { const cx = x + between(rand, 0.1, 0.9) * w; const cy = y + between(rand, 0.15, 0.85) * h; return ellipse(cx, cy, 20, 14, '#8a5a34') + ellipse(cx - 4, cy - 4, 8, 5, '#b07a4a'); }).join('') },
  kimchi: { ko: '김치', vi: 'kim chi', en: 'kimchi', draw: (rand, x, y, w, h) => rect(x, y, w, h, '#b63a24') + range(20).map(() => leaf(x + between(rand, 0, 0.8) * w, y + between(rand, 0.1, 0.9) * h, 60, 16, between(rand, -40, 40), pick(rand, ['#d0502e', '#e0683a', '#c2401f']), '#f2c7a0')).join('') },
  lettuce: { ko: '상추', vi: 'xà lách', en: 'lettuce', draw: (rand, x, y, w, h) => rect(x, y, w, h, '#4f8a32') + range(14).map(() => leaf(x + between(rand, 0, 0.7) * w, y + between(rand, 0.1, 0.9) * h, 70, 28, between(rand, -50, 50), pick(rand, ['#8ccc58', '#a6d86a', '#6fb040']), '#d6efb0')).join('') },
  tteok: { ko: '떡', vi: 'bánh gạo', en: 'rice cakes', draw: (rand, x, y, w, h) => rect(x, y, w, h, '#c9462a') + range(14).map(() => { const cx = x + between(rand, 0.1, 0.9) * w; const cy = y + between(rand, 0.15, 0.85) * h; return rotateAt(between(rand, -40, 40), cx, cy, rrect(cx - 26, cy - 8, 52, 16, 8, '#f4e6d4')); }).join('') },
  squid: { ko: '오징어', vi: 'mực', en: 'squid', draw: (rand, x, y, w, h) => rect(x, y, w, h, '#e6e2da') + range(14).map(() => circle(x + between(rand, 0.1, 0.9) * w, y + between(rand, 0.15, 0.85) * h, 14, 'none', 'stroke="#fbf6ee" stroke-width="8"')).join('') + range(10).map(() => circle(x + between(rand, 0.1, 0.9) * w, y + between(rand, 0.15, 0.85) * h, 14, 'none', 'stroke="#d9cfc0" stroke-width="3"')).join('') },
} satisfies Record<string, TrayFood>;
type TrayKey = keyof typeof TRAY_FOODS;

/** A Korean barbecue buffet counter: two rows of trays under a glass guard, tongs and plates. */
export function buffetCounter(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const wall = pick(rand, [
    { color: '#6b4a34', slat: '#5a3c29', ko: '나무 벽', vi: 'tường gỗ', en: 'a wooden wall' },
    { color: '#2f4a46', slat: '#273e3a', ko: '초록 타일 벽', vi: 'tường gạch xanh', en: 'a green tiled wall' },
    { color: '#33302e', slat: '#2a2725', ko: '짙은 벽', vi: 'tường tối', en: 'a dark wall' },
  ]);
  const lamp = pick(rand, ['#ffd08a', '#ffe2b0', '#ffc27a']);
  const perRow = 4 + Math.floor(rand() * 2);
  const foods = shuffled(rand, Object.keys(TRAY_FOODS) as TrayKey[]);
  const platesLeft = rand() < 0.5;
  const counter = pick(rand, ['#d9d3c8', '#bfa58a', '#e8e4dc']);

  let body = rect(0, 0, W, H, wall.color);
  for (let x = 0; x < W; x += 48) body += rect(x, 0, 20, 470, wall.slat, 'opacity="0.6"');
  body += rect(0, 0, W, 470, art.lin([[0, '#000', 0.35], [1, '#000', 0]]));
  const lampXs = perRow === 4 ? [420, 800, 1180] : [330, 640, 960, 1270];
  body += pendants(art, lampXs, between(rand, 120, 170), lamp, '#1f1f1f');
  // counter: back edge at y 470, front edge at y 660
  const cx = 800;
  const s = (y: number) => 0.78 + ((y - 470) / 190) * 0.22;
  const X = (x: number, y: number) => cx + (x - cx) * s(y);
  body += poly([[X(120, 470), 470], [X(1480, 470), 470], [X(1480, 660), 660], [X(120, 660), 660]], art.lin([[0, shade(counter, -0.1)], [1, shade(counter, 0.1)]]));
  body += rect(0, 660, W, 24, shade(counter, 0.2)) + rect(0, 684, W, 216, art.lin([[0, shade(counter, -0.35)], [1, shade(counter, -0.5)]]));
  for (let x = 40; x < W; x += 140) body += rect(x, 700, 120, 180, '#000', 'opacity="0.08" rx="8"');
  // trays
  const rows = [[488, 560], [572, 648]] as const;
  const shown: TrayKey[] = [];
  rows.forEach(([y0, y1], row) => {
    const left = 220;
    const right = 1380;
    const gap = 18;
    const w = (right - left - gap * (perRow - 1)) / perRow;
    for (let i = 0; i < perRow; i += 1) {
      const key = foods[(row * perRow + i) % foods.length]!;
      if (row === 1 && shown.length < 2 && !shown.includes(key)) shown.push(key);
      const xa = left + i * (w + gap);
      const xb = xa + w;
      const quad: Point[] = [[X(xa, y0), y0], [X(xb, y0), y0], [X(xb, y1), y1], [X(xa, y1), y1]];
      body += poly(quad.map(([x, y]) => [x + 6, y + 8]), '#000', 'opacity="0.25" filter="url(#b4)"');
      body += poly(quad, '#c7ccd0');
      const inner: Point[] = [[X(xa + 8, y0 + 6), y0 + 6], [X(xb - 8, y0 + 6), y0 + 6], [X(xb - 8, y1 - 6), y1 - 6], [X(xa + 8, y1 - 6), y1 - 6]];
      const clip = art.clip(poly(inner, '#000'));
      body += `<g ${clip}>${TRAY_FOODS[key].draw(rand, X(xa, y1) - 10, y0, X(xb, y1) - X(xa, y1) + 20, y1 - y0)}${rect(X(xa, y0), y0, w * 1.1, (y1 - y0) * 0.3, '#fff', 'opacity="0.12"')}</g>`;
      if (rand() < 0.45) {
        const tx = X(xa + w * 0.3, y1);
        body += line(tx, y1 - 4, tx + w * 0.5, y0 - 6, '#e6e8ea', 6) + line(tx + 10, y1 - 2, tx + w * 0.5 + 6, y0 - 4, '#aeb3b8', 4);
      }
    }
  });
  // the glass sneeze guard and its posts
  body += poly([[X(160, 470) , 330], [X(1440, 470), 330], [X(1440, 470), 440], [X(160, 470), 440]], art.lin([[0, '#ffffff', 0.22], [1, '#dff3f5', 0.08]]));
  body += line(X(160, 470), 330, X(1440, 470), 330, '#eef6f7', 4, 'opacity="0.8"');
  for (const x of [160, 800, 1440]) body += line(X(x, 470), 330, X(x, 470), 480, '#b9bec2', 8);
  body += range(4).map((i) => line(X(300 + i * 300, 470), 340, X(380 + i * 300, 470), 430, '#fff', 6, 'opacity="0.18"')).join('');
  // a stack of plates at the end of the counter
  const px = platesLeft ? 150 : 1450;
  body += shadow(px + 10, 660, 110, 26, 0.4, 'b8');
  for (let i = 0; i < 9; i += 1) body += ellipse(px, 650 - i * 10, 110, 26, i % 2 ? '#f4f2ee' : '#e2ded6') + ellipse(px, 646 - i * 10, 84, 18, '#fbfaf7');
  body += rect(0, 0, W, H, art.rad([[0.55, '#000', 0], [1, '#000', 0.35]], 0.5, 0.45, 0.8));
  const [a, b] = shown.map((k) => TRAY_FOODS[k]) as [TrayFood, TrayFood];

  return {
    svg: art.doc(size, body),
    alt: alt(
      `펜던트 조명 아래 고기 뷔페 진열대: ${a.ko}·${b.ko} 등이 담긴 트레이 ${perRow * 2}개, 집게와 쌓인 접시`,
      `Quầy buffet nướng dưới đèn thả: ${perRow * 2} khay ${a.vi}, ${b.vi} và nhiều món khác, kẹp gắp và chồng đĩa`,
      `Barbecue buffet counter under pendant lamps: ${perRow * 2} trays of ${a.en}, ${b.en} and more, tongs and a stack of plates`,
    ),
  };
}

/** A tall glass of iced coffee with ice and a straw; bottom centre at (x, y). */
const icedCoffee = (art: Art, x: number, y: number, h: number, milk: boolean, straw: string): string => {
  const w = h * 0.5;
  const glassShape = `M${f(x - w / 2)} ${f(y - h)} L${f(x + w / 2)} ${f(y - h)} L${f(x + w * 0.42)} ${f(y)} L${f(x - w * 0.42)} ${f(y)}Z`;
  const liquid = art.lin(
    milk
      ? [[0, '#e3c39a'], [0.45, '#c08a58'], [0.7, '#5a3219'], [1, '#3a1f10']]
      : [[0, '#6a3a1c'], [1, '#2a150b']],
  );
  const clip = art.clip(path(glassShape, '#000'));
  let ice = '';
  for (let i = 0; i < 4; i += 1) ice += rotateAt(i * 17, x - w * 0.2 + (i % 2) * w * 0.3, y - h * (0.35 + i * 0.14), rrect(x - w * 0.38 + (i % 2) * w * 0.3, y - h * (0.42 + i * 0.14), w * 0.34, w * 0.3, 8, '#fff', 'opacity="0.35"'));
  return (
    shadow(x + 10, y + 4, w * 0.7, 10, 0.35, 'b4') +
    line(x + w * 0.1, y - h * 0.55, x + w * 0.45, y - h * 1.25, straw, 10) +
    `<g ${clip}>${rect(x - w, y - h * 0.88, w * 2, h * 0.88, liquid)}${ice}${rect(x - w / 2, y - h, w * 0.16, h, '#fff', 'opacity="0.22"')}</g>` +
    path(glassShape, '#ffffff', 'opacity="0.14"') +
    path(glassShape, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.6"') +
    ellipse(x, y - h, w / 2, 8, 'none', 'stroke="#fff" stroke-width="3" opacity="0.7"')
  );
};

/** A potted plant standing on (x, y): monstera, snake plant or fiddle-leaf fig. */
const pottedPlant = (art: Art, rand: Rand, kind: PlantKind, x: number, y: number, scale: number, pot: string): string => {
  const s = scale;
  let leaves = '';
  if (kind === 'monstera') {
    for (let i = 0; i < 9; i += 1) {
      const a = -150 + i * 15 + between(rand, -6, 6);
      const len = between(rand, 170, 260) * s;
      const rad = (a * Math.PI) / 180;
      const ex = x + Math.cos(rad) * len;
      const ey = y - 140 * s + Math.sin(rad) * len;
      leaves += path(`M${f(x)} ${f(y - 120 * s)} Q${f((x + ex) / 2)} ${f(Math.min(ey, y - 140 * s) - 30 * s)} ${f(ex)} ${f(ey)}`, 'none', `stroke="#2f5a2a" stroke-width="${f(6 * s)}"`);
      const r = between(rand, 60, 80) * s;
      const green = pick(rand, ['#2f7a3a', '#3a8a42', '#27683a']);
      leaves += ellipse(ex, ey, r, r * 0.82, green, `transform="rotate(${f(a + 90)} ${f(ex)} ${f(ey)})"`);
      for (let k = 0; k < 4; k += 1) {
        const side = k % 2 ? 1 : -1;
        const sa = rad + side * (0.9 + k * 0.15);
        leaves += line(ex + Math.cos(sa) * r * 0.35, ey + Math.sin(sa) * r * 0.35, ex + Math.cos(sa) * r * 1.05, ey + Math.sin(sa) * r * 1.05, '#000', 7 * s, 'opacity="0.25"');
      }
      leaves += line(ex - Math.cos(rad) * r * 0.8, ey - Math.sin(rad) * r * 0.8, ex + Math.cos(rad) * r * 0.8, ey + Math.sin(rad) * r * 0.8, shade(green, 0.3), 3 * s);
    }
  } else if (kind === 'snake') {
    for (let i = 0; i < 11; i += 1) {
      const bx = x + (i - 5) * 14 * s;
      const h = between(rand, 200, 380) * s;
      const lean = between(rand, -40, 40) * s;
      leaves += path(`M${f(bx - 16 * s)} ${f(y - 120 * s)} Q${f(bx + lean / 2 - 20 * s)} ${f(y - 120 * s - h / 2)} ${f(bx + lean)} ${f(y - 120 * s - h)} Q${f(bx + lean / 2 + 20 * s)} ${f(y - 120 * s - h / 2)} ${f(bx + 16 * s)} ${f(y - 120 * s)}Z`, pick(rand, ['#2f6b3a', '#3d7a44', '#355f33']), `stroke="#c8c86a" stroke-width="${f(3 * s)}"`);
    }
  } else {
    leaves += line(x, y - 120 * s, x + 10 * s, y - 520 * s, '#5a3f2a', 10 * s);
    for (let i = 0; i < 16; i += 1) {
      const ly = y - (170 + i * 24) * s;
      const side = i % 2 ? 1 : -1;
      leaves += leaf(x + 6 * s, ly, between(rand, 90, 130) * s, 40 * s, side > 0 ? between(rand, -40, -10) : between(rand, -170, -140), pick(rand, ['#2f6b2e', '#3e7d36', '#25592a']), '#6fa35a');
    }
  }
  return (
    shadow(x + 10, y, 110 * s, 18 * s, 0.35, 'b8') +
    leaves +
    path(`M${f(x - 90 * s)} ${f(y - 140 * s)} L${f(x + 90 * s)} ${f(y - 140 * s)} L${f(x + 70 * s)} ${f(y)} L${f(x - 70 * s)} ${f(y)}Z`, art.lin([[0, shade(pot, 0.1)], [1, shade(pot, -0.15)]], 0, 0, 1, 0)) +
    rect(x - 94 * s, y - 150 * s, 188 * s, 22 * s, shade(pot, 0.05), `rx="${f(6 * s)}"`)
  );
};

const PLANTS = {
  monstera: { ko: '몬스테라 화분', vi: 'chậu trầu bà lá xẻ', en: 'a potted monstera' },
  snake: { ko: '산세베리아 화분', vi: 'chậu lưỡi hổ', en: 'a snake plant' },
  fig: { ko: '떡갈고무나무 화분', vi: 'chậu bàng Singapore', en: 'a fiddle-leaf fig' },
} satisfies Record<string, Alt>;
type PlantKind = keyof typeof PLANTS;

/** A café corner: a small round table by a window with iced coffee, a plant and a lamp. */
export function cafeCorner(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const sky = pick(rand, [
    { stops: [[0, '#8fc3e6'], [1, '#e6f2f6']], sun: '#fff3c4', ko: '햇살 드는 창', vi: 'ô cửa sổ đầy nắng', en: 'a sunny window' },
    { stops: [[0, '#f0a06a'], [1, '#fbe0b0']], sun: '#ffd08a', ko: '노을빛 창', vi: 'ô cửa sổ nắng chiều', en: 'a window at sunset' },
    { stops: [[0, '#9aa7b0'], [1, '#d5dde0']], sun: '#e8eef0', ko: '비 내리는 창', vi: 'ô cửa sổ ngày mưa', en: 'a rainy window' },
  ]);
  const rainy = sky.en.includes('rainy');
  const wall = pick(rand, ['#efe4d2', '#e8d5c0', '#d9e2d6', '#f0e0d0']);
  const milk = rand() < 0.6;
  const drink = milk
    ? { ko: '아이스 라테', vi: 'ly cà phê sữa đá', en: 'an iced milk coffee' }
    : { ko: '아이스 블랙커피', vi: 'ly cà phê đen đá', en: 'an iced black coffee' };
  const plantKey = pick(rand, Object.keys(PLANTS) as PlantKind[]);
  const extra = pick(rand, [
    { key: 'laptop', ko: '노트북', vi: 'máy tính xách tay', en: 'a laptop' },
    { key: 'book', ko: '책 한 권', vi: 'một cuốn sách', en: 'a book' },
    { key: 'cake', ko: '케이크 한 조각', vi: 'miếng bánh ngọt', en: 'a slice of cake' },
  ]);

  let body = rect(0, 0, W, H, art.lin([[0, shade(wall, 0.05)], [1, shade(wall, -0.08)]]));
  // window on the right
  const wx = 860;
  const wy = 90;
  const ww = 600;
  const wh = 560;
  body += rect(wx - 24, wy - 24, ww + 48, wh + 48, shade(wall, -0.12)) + rect(wx, wy, ww, wh, art.lin(sky.stops));
  let view = '';
  view += circle(wx + ww * 0.75, wy + wh * 0.3, 120, sky.sun, `opacity="${rainy ? 0.2 : 0.6}" filter="url(#b24)"`);
  for (let i = 0; i < 5; i += 1) view += rect(wx + i * 130 + between(rand, -20, 20), wy + wh * between(rand, 0.35, 0.55), 100, wh, shade(sky.stops[0][1], -0.25), 'opacity="0.35"');
  for (let i = 0; i < 14; i += 1) view += circle(wx + between(rand, 0, ww), wy + wh * between(rand, 0.55, 0.95), between(rand, 50, 110), pick(rand, ['#4f8a45', '#3f7a3c', '#67a052']), 'opacity="0.9"');
  if (rainy) for (let i = 0; i < 60; i += 1) { const x = wx + between(rand, 0, ww); const y = wy + between(rand, 0, wh); view += line(x, y, x - 8, y + 40, '#fff', 2, 'opacity="0.5"'); }
  body += `<g ${art.clip(rect(wx, wy, ww, wh, '#000'))}>${view}</g>`;
  body += rect(wx + ww / 2 - 8, wy, 16, wh, '#f6f1ea') + rect(wx, wy + wh * 0.45 - 8, ww, 16, '#f6f1ea') + rect(wx, wy, ww, wh, 'none', 'stroke="#f6f1ea" stroke-width="18"');
  body += rect(wx - 50, wy + wh, ww + 100, 30, shade(wall, 0.15)) + rect(wx - 50, wy + wh + 30, ww + 100, 12, '#000', 'opacity="0.12"');
  // sunlight patches falling across the wall
  if (!rainy) body += poly([[wx - 40, wy + 60], [wx - 300, wy + 220], [wx - 300, wy + 560], [wx - 40, wy + wh]], sky.sun, 'opacity="0.18" filter="url(#b8)"');
  // floor
  body += rect(0, 760, W, 140, art.lin([[0, '#a67c55'], [1, '#7a5638']]));
  for (let x = -40; x < W; x += 160) body += line(x, 760, x - 60, 900, '#6a4a30', 2, 'opacity="0.5"');
  body += rect(0, 752, W, 12, shade(wall, -0.2));
  // pendant lamp
  body += pendants(art, [620], 130, '#ffe3b0', pick(rand, ['#2e4a3e', '#c96f3b', '#1f1f1f']));
  // plant on the floor, left of the table
  body += pottedPlant(art, rand, plantKey, 290, 800, plantKey === 'fig' ? 1.05 : 1.1, pick(rand, ['#d8cfc2', '#b86a46', '#f2efe8']));
  // chair behind the table
  const chair = pick(rand, ['#6b4a32', '#2b2b2b', '#b5835a']);
  body += rect(780, 400, 14, 400, chair) + rect(930, 400, 14, 400, chair) + rrect(770, 390, 184, 30, 14, chair) + rect(790, 450, 150, 12, chair) + rect(770, 600, 190, 22, shade(chair, 0.1));
  // round table
  body += shadow(640, 800, 200, 20, 0.35, 'b8') + rect(628, 600, 24, 190, '#2b2b2b') + ellipse(640, 796, 110, 14, '#2b2b2b');
  body += ellipse(640, 604, 260, 44, shade('#f2ede4', -0.25)) + ellipse(640, 596, 260, 44, art.lin([[0, '#f7f3ec'], [1, '#dcd4c6']]));
  // drink and extra on the table
  body += icedCoffee(art, 700, 600, 190, milk, pick(rand, ['#e45a3a', '#2e8a6a', '#f2f2f2']));
  if (extra.key === 'laptop') {
    body += poly([[470, 612], [630, 612], [612, 596], [488, 596]], '#c8ccd1') + poly([[490, 596], [610, 596], [632, 476], [512, 476]], '#3a3f45') + poly([[498, 590], [604, 590], [624, 484], [518, 484]], art.lin([[0, '#9cc8e8'], [1, '#e4d2f0']], 0, 0, 1, 1));
  } else if (extra.key === 'book') {
    body += rotateAt(-6, 540, 600, rrect(460, 582, 170, 22, 3, '#f6f1e6') + rrect(456, 572, 178, 14, 3, pick(rand, ['#2f5a7a', '#a8432f', '#3f6b45'])));
  } else {
    body += ellipse(540, 600, 90, 18, '#fbfaf6') + poly([[490, 592], [590, 592], [560, 540]], '#f3d9a4') + poly([[490, 592], [590, 592], [590, 574], [490, 574]], '#e7c488') + circle(562, 540, 12, '#d8343a');
  }
  body = mirror(rand() < 0.5, body);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `카페 한편: ${sky.ko} 옆 둥근 테이블 위의 ${drink.ko}와 ${extra.ko}, ${PLANTS[plantKey].ko}`,
      `Góc quán cà phê: ${drink.vi} và ${extra.vi} trên bàn tròn cạnh ${sky.vi}, ${PLANTS[plantKey].vi}`,
      `Café corner: ${drink.en} and ${extra.en} on a round table by ${sky.en}, with ${PLANTS[plantKey].en}`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Bars and nightlife

/** Glassware standing on (x, y), scale s, filled with `drink`. */
const GLASSES = {
  coupe: { ko: '쿠프 칵테일', vi: 'ly cocktail coupe', en: 'a coupe cocktail' },
  highball: { ko: '라임 하이볼', vi: 'ly highball chanh', en: 'a highball with lime' },
  wine: { ko: '와인 한 잔', vi: 'ly rượu vang', en: 'a glass of wine' },
  rocks: { ko: '올드패션드', vi: 'ly old fashioned', en: 'an old fashioned' },
  martini: { ko: '마티니', vi: 'ly martini', en: 'a martini' },
  mocktail: { ko: '무알코올 칵테일', vi: 'ly mocktail trái cây', en: 'a fruit mocktail' },
} satisfies Record<string, Alt>;
type GlassKind = keyof typeof GLASSES;

const glassware = (art: Art, kind: GlassKind, x: number, y: number, s: number, drink: string): string => {
  const rim = 'stroke="#ffffff" stroke-width="2.5" opacity="0.75"';
  const hi = (d: string) => path(d, 'none', 'stroke="#fff" stroke-width="4" opacity="0.45" stroke-linecap="round"');
  const stem = (h: number) => line(x, y - 4, x, y - h * s, '#e8eef2', 5 * s, 'opacity="0.8"') + ellipse(x, y - 2, 34 * s, 7 * s, '#e8eef2', 'opacity="0.7"');
  const base = shadow(x + 6, y + 2, 46 * s, 8 * s, 0.4, 'b4');
  if (kind === 'coupe') {
    const top = y - 150 * s;
    return base + stem(92) + path(`M${f(x - 70 * s)} ${f(top)} Q${f(x - 66 * s)} ${f(y - 88 * s)} ${f(x)} ${f(y - 90 * s)} Q${f(x + 66 * s)} ${f(y - 88 * s)} ${f(x + 70 * s)} ${f(top)}Z`, drink, 'opacity="0.9"') + ellipse(x, top, 70 * s, 10 * s, shade(drink, 0.25), rim) + hi(`M${f(x - 54 * s)} ${f(top + 12 * s)} Q${f(x - 48 * s)} ${f(top + 44 * s)} ${f(x - 20 * s)} ${f(top + 52 * s)}`) + circle(x + 40 * s, top - 6 * s, 10 * s, '#e8b020');
  }
  if (kind === 'martini') {
    const top = y - 170 * s;
    return base + stem(100) + poly([[x - 80 * s, top], [x + 80 * s, top], [x, y - 100 * s]], drink, 'opacity="0.85"') + ellipse(x, top, 80 * s, 10 * s, shade(drink, 0.3), rim) + line(x - 30 * s, top - 30 * s, x + 10 * s, top + 30 * s, '#d8c9a0', 3 * s) + circle(x + 4 * s, top + 22 * s, 12 * s, '#7a8a2a') + hi(`M${f(x - 62 * s)} ${f(top + 8 * s)} L${f(x - 14 * s)} ${f(top + 56 * s)}`);
  }
  if (kind === 'wine') {
    const top = y - 190 * s;
    return base + stem(90) + path(`M${f(x - 50 * s)} ${f(top)} Q${f(x - 62 * s)} ${f(y - 90 * s)} ${f(x)} ${f(y - 88 * s)} Q${f(x + 62 * s)} ${f(y - 90 * s)} ${f(x + 50 * s)} ${f(top)}Z`, '#ffffff', 'opacity="0.16"') + path(`M${f(x - 57 * s)} ${f(top + 50 * s)} Q${f(x - 60 * s)} ${f(y - 90 * s)} ${f(x)} ${f(y - 88 * s)} Q${f(x + 60 * s)} ${f(y - 90 * s)} ${f(x + 57 * s)} ${f(top + 50 * s)}Z`, drink, 'opacity="0.9"') + path(`M${f(x - 50 * s)} ${f(top)} Q${f(x - 62 * s)} ${f(y - 90 * s)} ${f(x)} ${f(y - 88 * s)} Q${f(x + 62 * s)} ${f(y - 90 * s)} ${f(x + 50 * s)} ${f(top)}`, 'none', rim) + hi(`M${f(x - 40 * s)} ${f(top + 20 * s)} Q${f(x - 48 * s)} ${f(top + 70 * s)} ${f(x - 30 * s)} ${f(top + 90 * s)}`);
  }
  if (kind === 'rocks') {
    const h = 110 * s;
    const w = 110 * s;
    return base + rect(x - w / 2, y - h * 0.75, w, h * 0.75, drink, 'opacity="0.88"') + rrect(x - w * 0.3, y - h * 0.78, w * 0.6, w * 0.56, 10 * s, '#fff', 'opacity="0.35"') + path(`M${f(x + w * 0.05)} ${f(y - h * 0.92)} q${f(30 * s)} ${f(-16 * s)} ${f(56 * s)} ${f(10 * s)}`, 'none', `stroke="#f08a2a" stroke-width="${f(9 * s)}" stroke-linecap="round"`) + rect(x - w / 2, y - h, w, h, '#fff', 'opacity="0.14"') + rect(x - w / 2, y - h, w, h, 'none', rim) + rect(x - w / 2, y - 14 * s, w, 14 * s, '#fff', 'opacity="0.35"') + hi(`M${f(x - w * 0.38)} ${f(y - h * 0.9)} L${f(x - w * 0.38)} ${f(y - h * 0.2)}`);
  }
  // highball and mocktail: a tall glass with ice, a straw and fruit on the rim
  const h = 220 * s;
  const w = 84 * s;
  const fruit = kind === 'mocktail' ? '#f28a3a' : '#8cc84a';
  return (
    base +
    line(x + w * 0.15, y - h * 0.6, x + w * 0.5, y - h * 1.2, kind === 'mocktail' ? '#f5f5f5' : '#1f1f1f', 7 * s) +
    rect(x - w / 2, y - h * 0.86, w, h * 0.86, art.lin([[0, shade(drink, 0.2)], [1, drink]]), 'opacity="0.9"') +
    range(3).map((i) => rrect(x - w * 0.36 + (i % 2) * w * 0.3, y - h * (0.8 - i * 0.18), w * 0.4, w * 0.36, 6 * s, '#fff', 'opacity="0.3"')).join('') +
    rect(x - w / 2, y - h, w, h, '#fff', 'opacity="0.12"') +
    rect(x - w / 2, y - h, w, h, 'none', rim) +
    circle(x - w / 2, y - h, 30 * s, fruit) +
    circle(x - w / 2, y - h, 24 * s, shade(fruit, 0.45)) +
    range(6).map((i) => line(x - w / 2, y - h, x - w / 2 + Math.cos(i * 1.05) * 22 * s, y - h + Math.sin(i * 1.05) * 22 * s, fruit, 2)).join('') +
    hi(`M${f(x - w * 0.34)} ${f(y - h * 0.92)} L${f(x - w * 0.34)} ${f(y - h * 0.15)}`)
  );
};

const DRINK_COLOURS: Record<GlassKind, readonly string[]> = {
  coupe: ['#f08a4a', '#f2c84a', '#e85a6a'],
  highball: ['#f3e7b0', '#d9efe8', '#f7d9a0'],
  wine: ['#7a1830', '#f2e2a0'],
  rocks: ['#b8621c', '#9a4a14'],
  martini: ['#e8f0e0', '#f0e8c8'],
  mocktail: ['#f05a4a', '#f29a3a', '#e84a7a'],
};

const drawGlasses = (art: Art, rand: Rand, kinds: readonly GlassKind[], xs: readonly number[], y: number, s: number): string =>
  kinds.map((k, i) => glassware(art, k, xs[i]!, y, s, pick(rand, DRINK_COLOURS[k]))).join('');

/** A candle in a glass holder with its glow, standing on (x, y). */
const candle = (art: Art, x: number, y: number): string =>
  glow(art, x, y - 60, 130, '#ffc466', 0.5) +
  rrect(x - 26, y - 70, 52, 70, 8, '#fff', 'opacity="0.25"') +
  rect(x - 20, y - 44, 40, 44, '#f6efe0') +
  ellipse(x, y - 58, 7, 16, '#ffd36a') +
  ellipse(x, y - 54, 3.5, 8, '#fff');

/** A city skyline band between `top` and `base`, with lit windows on the nearest layer. */
const skyline = (rand: Rand, base: number, layers: readonly { color: string; minH: number; maxH: number; lit: number }[]): string => {
  let out = '';
  layers.forEach(({ color, minH, maxH, lit }) => {
    let x = -20;
    while (x < W) {
      const w = between(rand, 50, 150);
      const h = between(rand, minH, maxH);
      out += rect(x, base - h, w, h + 2, color);
      if (rand() < 0.15) out += rect(x + w * 0.4, base - h - 50, w * 0.2, 50, color) + line(x + w / 2, base - h - 50, x + w / 2, base - h - 100, color, 4);
      if (lit) {
        for (let wy = base - h + 16; wy < base - 12; wy += 22) {
          for (let wx = x + 10; wx < x + w - 14; wx += 20) {
            if (rand() < lit) out += rect(wx, wy, 9, 11, pick(rand, ['#ffd98a', '#ffe9b8', '#fff2cf']), `opacity="${f(between(rand, 0.5, 1))}"`);
          }
        }
      }
      x += w + between(rand, 0, 16);
    }
  });
  return out;
};

/** A rooftop bar at dusk or night: the city glowing below, glasses and a candle on the rail. */
export function rooftopBar(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const time = pick(rand, [
    { sky: [[0, '#1f2a5a'], [0.55, '#7a4a8a'], [0.85, '#f08a5a'], [1, '#ffc88a']], far: '#6a5a8a', near: '#2a2448', lit: 0.35, ko: '노을 진', vi: 'lúc hoàng hôn', en: 'at dusk' },
    { sky: [[0, '#0b1230'], [0.6, '#1f2a5a'], [0.9, '#5a3a6a'], [1, '#c9785a']], far: '#2a3160', near: '#141a38', lit: 0.5, ko: '밤의', vi: 'về đêm', en: 'at night' },
  ]);
  const river = rand() < 0.5;
  const kinds = shuffled(rand, ['coupe', 'highball', 'wine', 'mocktail', 'martini']).slice(0, 2);
  const strings = rand() < 0.6;
  const horizon = river ? 520 : 600;

  let body = rect(0, 0, W, H, art.lin(time.sky));
  if (time.en === 'at night') for (let i = 0; i < 40; i += 1) body += circle(between(rand, 0, W), between(rand, 0, 300), between(rand, 1, 2.5), '#fff', `opacity="${f(between(rand, 0.3, 0.9))}"`);
  else body += circle(between(rand, 300, 1300), horizon - 40, 90, '#ffd9a0', 'opacity="0.8" filter="url(#b12)"');
  body += glow(art, 800, horizon, 900, '#ffb870', 0.35);
  // a tall tower with a spire stands out from the skyline
  const tx = between(rand, 380, 1220);
  body += poly([[tx - 50, horizon], [tx - 30, horizon - 360], [tx + 26, horizon - 400], [tx + 50, horizon]], time.far) + rect(tx - 4, horizon - 440, 6, 60, time.far) + circle(tx - 1, horizon - 442, 5, '#ff5a4a');
  body += skyline(rand, horizon, [
    { color: time.far, minH: 90, maxH: 250, lit: 0.12 },
    { color: time.near, minH: 40, maxH: 170, lit: time.lit },
  ]);
  if (river) {
    body += rect(0, horizon, W, 130, art.lin([[0, shade(time.near, 0.15)], [1, shade(time.near, -0.2)]]));
    for (let i = 0; i < 60; i += 1) {
      const x = between(rand, 0, W);
      const y = between(rand, horizon + 6, horizon + 120);
      body += line(x, y, x + between(rand, 20, 70), y, pick(rand, ['#ffd98a', '#ffb870', '#fff2cf']), 3, `opacity="${f(between(rand, 0.3, 0.8))}"`);
    }
  } else {
    body += rect(0, horizon, W, 100, shade(time.near, -0.2));
    for (let i = 0; i < 40; i += 1) body += circle(between(rand, 0, W), between(rand, horizon + 10, horizon + 90), between(rand, 2, 5), pick(rand, ['#ffd98a', '#ff9a6a', '#fff']), 'opacity="0.8"');
  }
  // string lights across the top
  if (strings) {
    for (const [x0, x1, sag] of [[-40, 820, 110], [780, 1640, 90]] as const) {

      body += path(`M${f(x0)} 40 Q${f((x0 + x1) / 2)} ${f(40 + sag * 2)} ${f(x1)} 40`, 'none', 'stroke="#1a1a22" stroke-width="3"');
      for (let t = 0.05; t < 1; t += 0.08) {
        const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
        const y = 40 + 2 * (1 - t) * t * sag * 2;
        body += circle(x, y + 10, 18, '#ffd27a', 'opacity="0.35" filter="url(#b8)"') + circle(x, y + 10, 7, '#fff0c0');
      }
    }
  }
  // glass balustrade and the wooden rail the drinks stand on
  body += rect(0, 650, W, 60, '#cfe6f0', 'opacity="0.12"') + range(9).map((i) => line(i * 200 + 20, 650, i * 200 + 20, 720, '#dfe9ee', 4, 'opacity="0.4"')).join('');
  const wood = pick(rand, ['#6a4630', '#4a3326', '#7d5a3a']);
  body += rect(0, 706, W, 30, art.lin([[0, shade(wood, 0.25)], [1, wood]])) + rect(0, 736, W, 164, art.lin([[0, shade(wood, -0.45)], [1, shade(wood, -0.7)]]));
  body += rect(0, 706, W, 3, '#ffd9a0', 'opacity="0.5"');
  const start = between(rand, 560, 700);
  const xs = kinds.map((_, i) => start + i * 190);
  body += candle(art, start - 170, 716) + drawGlasses(art, rand, kinds, xs, 716, 1.05);
  body = mirror(rand() < 0.5, body);
  const names = kinds.map((k) => GLASSES[k]);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `${time.ko} 루프톱 바: 난간 위 ${wa(names.map((g) => g.ko).join('·'))} 촛불, 아래로 빛나는 ${river ? '강변 ' : ''}도시`,
      `Quầy bar sân thượng ${time.vi}: ${names.map((g) => g.vi).join(', ')} và nến trên lan can, thành phố${river ? ' bên sông' : ''} rực sáng`,
      `Rooftop bar ${time.en}: ${names.map((g) => g.en).join(', ')} and a candle on the rail above a glowing ${river ? 'riverside ' : ''}city`,
    ),
  };
}

/** A bottle silhouette standing on (x, y): tall, squat or long-necked, in a translucent colour. */
const bottle = (art: Art, rand: Rand, x: number, y: number, color: string): string => {
  const kind = Math.floor(rand() * 3);
  const h = kind === 1 ? between(rand, 90, 120) : between(rand, 130, 170);
  const w = kind === 1 ? between(rand, 56, 70) : between(rand, 40, 52);
  const neck = kind === 2 ? h * 0.45 : h * 0.3;
  const body = h - neck;
  const d = `M${f(x - w / 2)} ${f(y)} L${f(x - w / 2)} ${f(y - body + 10)} Q${f(x - w / 2)} ${f(y - body - 10)} ${f(x - 9)} ${f(y - body - 16)} L${f(x - 9)} ${f(y - h)} L${f(x + 9)} ${f(y - h)} L${f(x + 9)} ${f(y - body - 16)} Q${f(x + w / 2)} ${f(y - body - 10)} ${f(x + w / 2)} ${f(y - body + 10)} L${f(x + w / 2)} ${f(y)}Z`;
  return (
    path(d, art.lin([[0, shade(color, 0.25)], [0.5, color], [1, shade(color, -0.35)]], 0, 0, 1, 0), 'opacity="0.92"') +
    rect(x - 10, y - h - 10, 20, 14, shade(color, -0.5), 'rx="3"') +
    line(x - w / 2 + 8, y - body + 6, x - w / 2 + 8, y - 12, '#fff', 4, 'opacity="0.45"')
  );
};

/** A cocktail bar: backlit shelves of bottles, a counter with cocktails, a shaker and pendants. */
export function cocktailBar(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const mood = pick(rand, [
    { wall: '#1c2a26', back: '#f2b45a', ko: '호박색 조명', vi: 'ánh đèn hổ phách', en: 'amber-lit' },
    { wall: '#1a1f2e', back: '#6ac8d8', ko: '청록빛 조명', vi: 'ánh đèn xanh ngọc', en: 'teal-lit' },
    { wall: '#2a1a1c', back: '#f07a5a', ko: '붉은 조명', vi: 'ánh đèn đỏ ấm', en: 'red-lit' },
  ]);
  const kinds = shuffled(rand, ['martini', 'rocks', 'coupe', 'highball', 'mocktail']).slice(0, 2);
  const extra = pick(rand, [
    { key: 'shaker', ko: '셰이커', vi: 'bình lắc', en: 'a shaker' },
    { key: 'nuts', ko: '견과류 한 접시', vi: 'đĩa hạt', en: 'a dish of nuts' },
  ]);
  const counter = pick(rand, ['#4a2e1e', '#2a2a2a', '#6a4028']);
  let body = rect(0, 0, W, H, mood.wall);
  // back bar with three lit shelves
  body += rect(160, 60, 1280, 560, shade(mood.wall, -0.3));
  body += rect(160, 60, 1280, 560, art.rad([[0, mood.back, 0.55], [1, mood.back, 0.05]], 0.5, 0.55, 0.7));
  const shelves = [230, 400, 570];
  const colours = ['#c98a2a', '#6a8a3a', '#e8e0c8', '#8a3a2a', '#3a5a4a', '#d8b060', '#b04a3a', '#d8e8e0'];
  for (const sy of shelves) {
    let x = 200 + between(rand, 0, 30);
    while (x < 1400) {
      body += bottle(art, rand, x, sy, pick(rand, colours));
      x += between(rand, 58, 92);
    }
    body += rect(170, sy, 1260, 14, shade(mood.back, 0.3), 'opacity="0.85"') + rect(170, sy + 14, 1260, 8, '#000', 'opacity="0.4"');
  }
  body += rect(160, 60, 1280, 560, 'none', `stroke="${shade(mood.wall, 0.15)}" stroke-width="16"`);
  body += pendants(art, [470, 800, 1130], 40, '#ffe0a8', pick(rand, ['#b08a4a', '#1c1c1c', '#2e4a3e']));
  // counter
  body += rect(0, 640, W, 40, art.lin([[0, shade(counter, 0.35)], [1, counter]])) + rect(0, 680, W, 220, shade(counter, -0.35));
  for (let x = 20; x < W; x += 80) body += rect(x, 690, 60, 210, shade(counter, -0.2), 'opacity="0.6"');
  body += rect(0, 640, W, 3, '#ffe0b0', 'opacity="0.6"') + line(0, 840, W, 840, '#c9a05a', 10) + line(0, 836, W, 836, '#f0d08a', 3);
  // drinks, shaker or nuts, jigger
  const flipDrinks = rand() < 0.5;
  const xs = flipDrinks ? [920, 700] : [640, 880];
  body += drawGlasses(art, rand, kinds, xs, 660, 1.4);
  const ex = flipDrinks ? 470 : 1110;
  if (extra.key === 'shaker') {
    body += shadow(ex + 8, 662, 50, 10, 0.4, 'b4') + path(`M${f(ex - 42)} 660 L${f(ex - 50)} 520 L${f(ex + 50)} 520 L${f(ex + 42)} 660Z`, art.lin([[0, '#8a9096'], [0.4, '#eef2f4'], [1, '#6a7076']], 0, 0, 1, 0)) + path(`M${f(ex - 46)} 520 L${f(ex - 36)} 470 L${f(ex + 36)} 470 L${f(ex + 46)} 520Z`, art.lin([[0, '#7a8086'], [0.4, '#e0e4e6'], [1, '#5a6066']], 0, 0, 1, 0)) + rrect(ex - 16, 446, 32, 26, 6, '#b8bec2');
  } else {
    body += shadow(ex + 8, 662, 80, 12, 0.4, 'b4') + path(`M${f(ex - 80)} 640 Q${f(ex)} 700 ${f(ex + 80)} 640Z`, '#2a2a2a') + ellipse(ex, 640, 80, 14, '#3a3a3a');
    for (let i = 0; i < 14; i += 1) body += ellipse(ex + between(rand, -60, 60), 636 + between(rand, -8, 4), 11, 8, pick(rand, ['#c98a4a', '#d8a060', '#a86a30']));
  }
  body += path(`M${f(ex + (flipDrinks ? 160 : -160))} 660 l-16 -40 l32 0Z M${f(ex + (flipDrinks ? 160 : -160))} 620 l-12 -30 l24 0Z`, '#d8dcdf');
  body += rect(0, 0, W, H, art.rad([[0.5, '#000', 0], [1, '#000', 0.45]], 0.5, 0.5, 0.8));
  const [first, second] = [GLASSES[kinds[0]!], GLASSES[kinds[1]!]];
  return {
    svg: art.doc(size, body),
    alt: alt(
      `${mood.ko}의 칵테일 바: 병이 늘어선 선반 앞 카운터 위 ${first.ko}·${wa(second.ko)} ${extra.ko}`,
      `Quầy bar cocktail ${mood.vi}: ${first.vi}, ${second.vi} và ${extra.vi} trước kệ chai sáng đèn`,
      `${mood.en.replace(/^./, (c) => c.toUpperCase())} cocktail bar: ${first.en}, ${second.en} and ${extra.en} on the counter before shelves of bottles`,
    ),
  };
}

/** A beer-hall table in three-quarter view: glasses of beer, snacks, string lights behind. */
export function beerTable(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const count = 2 + Math.floor(rand() * 2);
  const snacks = shuffled(rand, [
    { key: 'edamame', ko: '풋콩', vi: 'đậu nành luộc', en: 'edamame' },
    { key: 'peanuts', ko: '땅콩', vi: 'đậu phộng', en: 'peanuts' },
    { key: 'skewers', ko: '꼬치구이', vi: 'xiên nướng', en: 'grilled skewers' },
    { key: 'squid', ko: '오징어 튀김', vi: 'mực chiên', en: 'fried squid rings' },
  ]).slice(0, 2);
  const bucket = rand() < 0.5;
  const wall = pick(rand, ['#3a2a22', '#2a2e2a', '#3a2630']);
  const lightColor = pick(rand, ['#ffcf7a', '#ffb070', '#ffe0a0']);
  const tableColor = pick(rand, ['#a8764a', '#8a5a34', '#b88a5a']);

  let body = rect(0, 0, W, H, art.lin([[0, shade(wall, -0.3)], [1, wall]]));
  // bokeh from the rest of the hall
  for (let i = 0; i < 26; i += 1) body += circle(between(rand, 0, W), between(rand, 60, 420), between(rand, 20, 60), pick(rand, [lightColor, '#ff8a5a', '#fff0c8']), `opacity="${f(between(rand, 0.12, 0.35))}" filter="url(#b8)"`);
  // string lights
  for (const [x0, x1, y0, sag] of [[-60, 900, 60, 80], [700, 1660, 90, 70]] as const) {
    body += path(`M${f(x0)} ${y0} Q${f((x0 + x1) / 2)} ${f(y0 + sag * 2)} ${f(x1)} ${y0}`, 'none', 'stroke="#111" stroke-width="3"');
    for (let t = 0.04; t < 1; t += 0.075) {
      const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
      const y = y0 + 2 * (1 - t) * t * sag * 2;
      body += circle(x, y + 12, 22, lightColor, 'opacity="0.4" filter="url(#b8)"') + circle(x, y + 12, 8, '#fff4d0');
    }
  }
  // the table top in perspective
  body += poly([[160, 470], [1440, 470], [1640, 900], [-40, 900]], art.lin([[0, shade(tableColor, -0.15)], [1, shade(tableColor, 0.12)]]));
  for (let i = 1; i < 6; i += 1) {
    const t = i / 6;
    body += line(160 + t * 1280, 470, -40 + t * 1680, 900, shade(tableColor, -0.3), 3, 'opacity="0.5"');
  }
  body += glow(art, 800, 640, 700, lightColor, 0.22);
  // snacks on plates
  const plates: Point[] = [[440, 770], [1150, 780]];
  snacks.forEach((snack, i) => {
    const [px, py] = plates[i]!;
    body += shadow(px + 10, py + 14, 240, 72, 0.4, 'b8') + ellipse(px, py, 240, 72, '#f2eee6') + ellipse(px, py, 196, 54, '#e6e0d4');
    for (let k = 0; k < 20; k += 1) {
      const x = px + between(rand, -150, 150);
      const y = py + between(rand, -34, 24);
      if (snack.key === 'edamame') body += rotateAt(between(rand, -40, 40), x, y, rrect(x - 34, y - 10, 68, 20, 10, pick(rand, ['#6aa83a', '#7cb84a', '#5a9a30'])) + circle(x - 14, y, 5, '#a8d870') + circle(x + 2, y, 5, '#a8d870') + circle(x + 18, y, 5, '#a8d870'));
      else if (snack.key === 'peanuts') body += ellipse(x, y, 14, 9, pick(rand, ['#d8a868', '#c8925a', '#e4b87a'])) + ellipse(x + 8, y - 2, 10, 8, pick(rand, ['#d8a868', '#c8925a']));
      else if (snack.key === 'squid') body += ellipse(x, y, 24, 15, 'none', `stroke="${pick(rand, ['#e0a850', '#d8983a', '#eab868'])}" stroke-width="10"`);
      else if (k < 4) body += rotateAt(-12 + k * 8, px, py, line(px - 150, py - 20 + k * 14, px + 150, py - 20 + k * 14, '#c9a878', 4) + range(4).map((m) => rrect(px - 100 + m * 50, py - 34 + k * 14, 40, 28, 8, pick(rand, ['#8a4a24', '#a85a2a', '#7a3a1a']))).join(''));
    }
  });
  // an ice bucket with unlabelled bottles
  const glassXs = count === 2 ? [640, 880] : [560, 780, 1000];
  if (bucket) {
    const bx = 1190;
    body += shadow(bx + 10, 600, 110, 22, 0.4, 'b8');
    for (const [dx, h] of [[-40, 170], [10, 190], [50, 160]] as const) body += rrect(bx + dx - 18, 590 - h, 36, h, 12, '#2f5a2a', 'opacity="0.95"') + rrect(bx + dx - 8, 560 - h, 16, 40, 6, '#2f5a2a') + rect(bx + dx - 12, 596 - h - 6, 24, 8, '#c9ccd0');
    body += path(`M${f(bx - 100)} 480 L${f(bx + 100)} 480 L${f(bx + 84)} 600 L${f(bx - 84)} 600Z`, art.lin([[0, '#9aa2a8'], [0.4, '#eef2f4'], [1, '#7a8288']], 0, 0, 1, 0)) + ellipse(bx, 480, 100, 16, '#dfe6ea') + range(6).map(() => rrect(bx + between(rand, -80, 60), 468 + between(rand, -8, 4), 26, 20, 5, '#fff', 'opacity="0.8"')).join('');
  }
  // glasses of beer
  glassXs.forEach((gx, i) => {
    const gy = 640 + (i % 2) * 20;
    const h = 270;
    const w = 126;
    const shape = `M${f(gx - w / 2)} ${f(gy - h)} L${f(gx + w / 2)} ${f(gy - h)} L${f(gx + w * 0.42)} ${f(gy)} L${f(gx - w * 0.42)} ${f(gy)}Z`;
    const clip = art.clip(path(shape, '#000'));
    body += shadow(gx + 10, gy + 6, w * 0.6, 12, 0.45, 'b4');
    body += `<g ${clip}>${rect(gx - w, gy - h, w * 2, h, art.lin([[0, '#f6c04a'], [1, '#c8801a']]))}${rect(gx - w, gy - h, w * 2, 40, '#fbf6ea')}${range(10).map(() => circle(gx + between(rand, -w / 2.5, w / 2.5), gy - between(rand, 50, h - 40), between(rand, 2, 4), '#fff3c0', 'opacity="0.7"')).join('')}${rect(gx - w / 2 + 10, gy - h, 14, h, '#fff', 'opacity="0.25"')}</g>`;
    body += ellipse(gx, gy - h, w / 2, 10, '#fffdf6') + path(`M${f(gx - w / 2)} ${f(gy - h + 4)} q20 24 40 0 q20 18 34 -2`, '#fffaf0') + path(shape, 'none', 'stroke="#fff" stroke-width="3" opacity="0.55"');
  });
  body = mirror(rand() < 0.5, body);
  const num = { ko: count === 2 ? '두' : '세', vi: count === 2 ? 'hai' : 'ba', en: count === 2 ? 'two' : 'three' };
  const [one, two] = [snacks[0]!, snacks[1]!];
  return {
    svg: art.doc(size, body),
    alt: alt(
      `전구 조명 아래 맥주집 테이블: 맥주 ${num.ko} 잔과 ${wa(one.ko)} ${two.ko} 안주${bucket ? ', 얼음 통' : ''}`,
      `Bàn quán bia dưới dây đèn: ${num.vi} ly bia, đĩa ${one.vi} và ${two.vi}${bucket ? ', xô đá' : ''}`,
      `Beer hall table under string lights: ${num.en} glasses of lager, ${one.en} and ${two.en}${bucket ? ', an ice bucket' : ''}`,
    ),
  };
}

/** A mirror ball at (x, y) with its tiles and sparkles. */
const mirrorBall = (art: Art, rand: Rand, x: number, y: number, r: number): string => {
  const clip = art.clip(circle(x, y, r, '#000'));
  let tiles = '';
  for (let ty = y - r; ty < y + r; ty += r / 6) {
    for (let tx = x - r; tx < x + r; tx += r / 6) tiles += rect(tx + 1, ty + 1, r / 6 - 2, r / 6 - 2, pick(rand, ['#d8dde6', '#9aa4b4', '#f4f6fa', '#6a7488']));
  }
  return (
    line(x, 0, x, y - r, '#888', 3) +
    glow(art, x, y, r * 3, '#ffffff', 0.2) +
    `<g ${clip}>${tiles}${circle(x + r * 0.3, y + r * 0.3, r, art.rad([[0.6, '#000', 0], [1, '#000', 0.55]], 0.3, 0.3, 0.7))}</g>` +
    range(6).map(() => { const sx = x + between(rand, -r, r) * 0.7; const sy = y + between(rand, -r, r) * 0.7; return path(`M${f(sx - 14)} ${f(sy)} L${f(sx)} ${f(sy - 3)} L${f(sx + 14)} ${f(sy)} L${f(sx)} ${f(sy + 3)}Z M${f(sx)} ${f(sy - 14)} L${f(sx + 3)} ${f(sy)} L${f(sx)} ${f(sy + 14)} L${f(sx - 3)} ${f(sy)}Z`, '#fff'); }).join('')
  );
};

/** An empty club: light beams from a ceiling rig, haze, a DJ booth with decks and a mixer. */
export function clubBooth(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const palette = pick(rand, [
    { beams: ['#ff3fb0', '#3fd8ff'], ko: '자홍색과 하늘색', vi: 'hồng cánh sen và xanh lam', en: 'magenta and cyan' },
    { beams: ['#ffb03f', '#5a6aff'], ko: '주황색과 파란색', vi: 'cam và xanh dương', en: 'amber and blue' },
    { beams: ['#5aff9a', '#b05aff'], ko: '초록색과 보라색', vi: 'xanh lá và tím', en: 'green and violet' },
  ]);
  const ball = rand() < 0.55;
  const panel = pick(rand, ['grid', 'stripes']);
  let body = rect(0, 0, W, H, art.lin([[0, '#07060c'], [0.7, '#120f1e'], [1, '#0a0910']]));
  // LED wall behind the booth showing a soft abstract gradient
  body += rect(360, 150, 880, 330, '#111');
  body += rect(372, 162, 856, 306, art.lin([[0, palette.beams[0], 0.55], [0.5, '#1a1030', 0.9], [1, palette.beams[1], 0.55]], 0, 0, 1, 1));
  for (let i = 0; i < 5; i += 1) body += circle(between(rand, 420, 1180), between(rand, 200, 430), between(rand, 40, 110), pick(rand, palette.beams), 'opacity="0.35" filter="url(#b24)"');
  for (let x = 372; x < 1228; x += 12) body += line(x, 162, x, 468, '#000', 2, 'opacity="0.35"');
  // truss with light heads and their beams
  body += rect(0, 70, W, 18, '#2a2a33') + range(40).map((i) => line(i * 40, 70, i * 40 + 20, 88, '#3a3a46', 3)).join('');
  const heads = 6 + Math.floor(rand() * 3);
  const spread = between(rand, 0.6, 1.2);
  for (let i = 0; i < heads; i += 1) {
    const hx = 120 + (i * (W - 240)) / (heads - 1);
    const color = palette.beams[i % 2]!;
    const target = 800 + (hx - 800) * between(rand, -0.3, 1.4) * spread;
    const w = between(rand, 50, 110);
    body += poly([[hx - 6, 96], [hx + 6, 96], [target + w, 900], [target - w, 900]], art.lin([[0, color, 0.75], [1, color, 0.0]]), 'opacity="0.7"');
    body += rrect(hx - 16, 82, 32, 28, 6, '#1c1c22') + circle(hx, 104, 9, '#fff') + circle(hx, 104, 22, color, 'opacity="0.7" filter="url(#b8)"');
  }
  // haze
  for (let i = 0; i < 8; i += 1) body += circle(between(rand, 0, W), between(rand, 300, 800), between(rand, 160, 320), pick(rand, palette.beams), 'opacity="0.07" filter="url(#b48)"');
  if (ball) body += mirrorBall(art, rand, pick(rand, [250, 1350]), 230, 70);
  // reflective floor
  body += rect(0, 790, W, 110, art.lin([[0, '#1a1626'], [1, '#07060c']]));
  for (const c of palette.beams) body += ellipse(between(rand, 300, 1300), 840, 260, 24, c, 'opacity="0.18" filter="url(#b12)"');
  // DJ booth
  body += shadow(800, 800, 430, 20, 0.6, 'b12');
  body += poly([[430, 560], [1170, 560], [1150, 800], [450, 800]], '#16151c');
  if (panel === 'grid') {
    for (let y = 590; y < 790; y += 22) for (let x = 470; x < 1130; x += 22) body += rect(x, y, 12, 12, pick(rand, palette.beams), `opacity="${f(between(rand, 0.15, 0.9))}"`);
  } else {
    for (let i = 0; i < 7; i += 1) body += rect(460, 590 + i * 28, 680, 10, palette.beams[i % 2]!, `opacity="${f(0.4 + (i % 3) * 0.2)}"`);
  }
  body += rect(410, 540, 780, 26, '#2a2833') + rect(410, 540, 780, 4, '#5a5870');
  // decks and mixer on the desk (seen slightly from above)
  for (const dx of [560, 1040]) {
    body += poly([[dx - 110, 540], [dx + 110, 540], [dx + 100, 500], [dx - 100, 500]], '#25242c') + ellipse(dx, 518, 84, 16, '#0c0c10') + ellipse(dx, 518, 30, 6, pick(rand, palette.beams)) + line(dx + 70, 504, dx + 30, 520, '#c9ccd0', 4);
  }
  body += poly([[700, 540], [900, 540], [890, 494], [710, 494]], '#2e2d36');
  for (let i = 0; i < 4; i += 1) body += circle(735 + i * 44, 506, 6, '#c9ccd0') + rect(731 + i * 44, 518, 8, 16, pick(rand, palette.beams));
  // laptop on a stand, its screen facing the DJ (we see its plain back)
  body += poly([[760, 494], [840, 494], [830, 440], [770, 440]], '#3a3946') + poly([[740, 440], [860, 440], [850, 372], [750, 372]], art.lin([[0, '#5a5e6a'], [1, '#3a3e48']])) + line(750, 372, 850, 372, '#9ad8ff', 3, 'opacity="0.8"');
  body += rect(0, 0, W, H, art.rad([[0.55, '#000', 0], [1, '#000', 0.5]], 0.5, 0.5, 0.8));
  body = mirror(rand() < 0.5, body);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `아무도 없는 클럽: ${palette.ko} 조명 빔 아래 턴테이블과 믹서가 놓인 DJ 부스${ball ? ', 미러볼' : ''}`,
      `Club vắng người: quầy DJ với bàn xoay đĩa và mixer dưới các tia đèn ${palette.vi}${ball ? ', quả cầu gương' : ''}`,
      `Empty club: a DJ booth with turntables and a mixer under ${palette.en} light beams${ball ? ', a mirror ball above' : ''}`,
    ),
  };
}

/** A microphone lying or standing; head at (x, y), pointing `deg`. */
const microphone = (x: number, y: number, len: number, deg: number, body: string, grille = '#c9ccd0', scale = 1): string =>

  group(`translate(${f(x)} ${f(y)}) scale(${f(scale)}) translate(${f(-x)} ${f(-y)})`, rotateAt(
    deg,
    x,
    y,
    shadow(x + len * 0.5, y + 22, len * 0.55, 14, 0.45, 'b8') +
      path(`M${f(x + 30)} ${f(y - 26)} L${f(x + len)} ${f(y - 14)} Q${f(x + len + 12)} ${f(y)} ${f(x + len)} ${f(y + 14)} L${f(x + 30)} ${f(y + 26)}Z`, body) +
      rect(x + 40, y - 20, 12, 40, shade(body, 0.3)) +
      circle(x, y, 42, grille) +
      range(5).map((i) => line(x - 34 + i * 17, y - 34 + Math.abs(2 - i) * 6, x - 34 + i * 17, y + 34 - Math.abs(2 - i) * 6, shade(grille, -0.3), 3)).join('') +
      circle(x - 12, y - 14, 12, '#fff', 'opacity="0.5"'),
  ));

/** A karaoke room: a large screen with abstract colour, a sofa, a low table with microphones. */
export function karaokeRoom(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const palette = pick(rand, [
    { wall: '#1e1438', accent: '#b05aff', sofa: '#6a2a5a', ko: '보랏빛', vi: 'tím', en: 'violet' },
    { wall: '#0f2630', accent: '#3fd8d0', sofa: '#1f4a5a', ko: '청록빛', vi: 'xanh ngọc', en: 'teal' },
    { wall: '#2a1418', accent: '#ff5a6a', sofa: '#7a2a2a', ko: '붉은빛', vi: 'đỏ', en: 'red' },
  ]);
  const sofaName = { ko: '벨벳 소파', vi: 'ghế sofa nhung', en: 'a velvet sofa' };
  const snack = pick(rand, [
    { key: 'fruit', ko: '과일 접시', vi: 'đĩa trái cây', en: 'a fruit platter' },
    { key: 'tea', ko: '아이스티 잔', vi: 'ly trà đá', en: 'glasses of iced tea' },
  ]);
  let body = rect(0, 0, W, H, art.lin([[0, shade(palette.wall, -0.2)], [1, palette.wall]]));
  // wall panels and LED strip
  for (let x = 0; x < W; x += 160) body += rect(x + 4, 0, 152, 700, shade(palette.wall, 0.05), 'opacity="0.5"');
  body += rect(0, 60, W, 6, palette.accent, 'opacity="0.9"') + rect(0, 50, W, 26, palette.accent, 'opacity="0.35" filter="url(#b8)"');
  // the screen: abstract colour waves, no words
  const sx = 420;
  const sy = 130;
  const sw = 760;
  const sh = 400;
  body += glow(art, 800, 330, 620, palette.accent, 0.35);
  body += rect(sx - 14, sy - 14, sw + 28, sh + 28, '#0a0a0e');
  const clip = art.clip(rect(sx, sy, sw, sh, '#000'));
  let screen = rect(sx, sy, sw, sh, art.lin([[0, shade(palette.accent, -0.5)], [1, '#1a1040']], 0, 0, 1, 1));
  const pattern = pick(rand, ['waves', 'bars', 'rings']);
  if (pattern === 'bars') {
    for (let i = 0; i < 24; i += 1) {
      const h = between(rand, 0.15, 0.8) * sh;
      screen += rect(sx + 20 + i * 30.5, sy + sh - h, 20, h, pick(rand, [palette.accent, '#ff9ad8', '#6ac8ff', '#ffd36a']), 'opacity="0.6"');
    }
  } else if (pattern === 'rings') {
    for (let i = 0; i < 7; i += 1) screen += circle(between(rand, sx + 120, sx + sw - 120), between(rand, sy + 80, sy + sh - 80), between(rand, 50, 150), 'none', `stroke="${pick(rand, [palette.accent, '#ff9ad8', '#6ac8ff', '#ffd36a'])}" stroke-width="${f(between(rand, 8, 24))}" opacity="0.5"`);
  }
  for (let i = 0; i < (pattern === 'waves' ? 4 : 1); i += 1) {
    const y0 = sy + sh * (0.3 + i * 0.15) + (pattern === 'waves' ? 0 : sh * 0.4);
    screen += path(`M${sx} ${f(y0)} Q${f(sx + sw * 0.25)} ${f(y0 - between(rand, 40, 120))} ${f(sx + sw * 0.5)} ${f(y0)} T${f(sx + sw)} ${f(y0)} L${f(sx + sw)} ${f(sy + sh)} L${sx} ${f(sy + sh)}Z`, pick(rand, [palette.accent, '#ff9ad8', '#6ac8ff', '#ffd36a']), 'opacity="0.35"');
  }
  for (let i = 0; i < 6; i += 1) screen += circle(between(rand, sx, sx + sw), between(rand, sy, sy + sh * 0.6), between(rand, 20, 60), '#fff', 'opacity="0.15" filter="url(#b8)"');
  body += `<g ${clip}>${screen}</g>`;
  // speakers beside the screen
  for (const x of [250, 1350]) body += rrect(x - 60, 200, 120, 240, 12, '#141418') + circle(x, 270, 36, '#26262e') + circle(x, 370, 44, '#26262e') + circle(x, 370, 16, '#3a3a44');
  // disco light spots on the wall
  const ballX = pick(rand, [560, 1040]);
  body += mirrorBall(art, rand, ballX, 70, 44);
  for (let i = 0; i < 30; i += 1) body += circle(between(rand, 0, W), between(rand, 90, 640), between(rand, 5, 12), pick(rand, ['#fff', palette.accent, '#ffd36a']), 'opacity="0.55"');
  // floor
  body += rect(0, 700, W, 200, art.lin([[0, shade(palette.wall, -0.4)], [1, '#050507']]));
  // sofa along the back, seen from the front
  const sofa = palette.sofa;
  body += shadow(800, 720, 700, 30, 0.5, 'b12');
  const curved = rand() < 0.5;
  body += curved
    ? path('M100 690 L100 560 Q800 420 1500 560 L1500 690Z', art.lin([[0, shade(sofa, 0.15)], [1, sofa]]))
    : rrect(120, 500, 1360, 170, 40, art.lin([[0, shade(sofa, 0.15)], [1, sofa]]));
  if (!curved) for (let i = 0; i < 5; i += 1) body += rrect(150 + i * 262, 520, 250, 130, 28, shade(sofa, 0.1)) + line(275 + i * 262, 540, 275 + i * 262, 630, shade(sofa, -0.2), 4, 'opacity="0.5"');
  else for (let i = 0; i < 12; i += 1) body += line(160 + i * 118, 600 - Math.sin((i / 11) * Math.PI) * 90 + 30, 160 + i * 118, 660, shade(sofa, -0.2), 4, 'opacity="0.5"');
  body += rrect(100, 620, 1400, 110, 30, art.lin([[0, shade(sofa, 0.25)], [1, shade(sofa, -0.15)]]));
  // low table with microphones and a snack
  body += shadow(800, 870, 520, 26, 0.6, 'b12');
  const roundTable = rand() < 0.5;
  body += roundTable
    ? ellipse(800, 826, 470, 70, '#0a0a0c') + ellipse(800, 806, 470, 70, art.lin([[0, '#2a2a30'], [1, '#121216']])) + ellipse(800, 806, 470, 70, 'none', `stroke="${palette.accent}" stroke-width="4" opacity="0.7"`)
    : poly([[340, 760], [1260, 760], [1340, 850], [260, 850]], art.lin([[0, '#2a2a30'], [1, '#121216']])) + rect(260, 850, 1080, 22, '#0a0a0c') + poly([[340, 760], [1260, 760], [1265, 765], [335, 765]], palette.accent, 'opacity="0.7"');
  body += microphone(520, 806, 220, between(rand, -15, 5), pick(rand, ['#1c1c22', '#e8e8ee']), '#c9ccd0', 1.3) + microphone(1090, 800, 220, between(rand, 175, 195), pick(rand, ['#1c1c22', '#c9a05a']), '#c9ccd0', 1.3);
  if (snack.key === 'fruit') {
    body += ellipse(800, 800, 120, 28, '#f2eee6') + range(9).map((i) => circle(720 + i * 20, 792 + (i % 2) * 8, 16, pick(rand, ['#f28a3a', '#8cc84a', '#e84a5a', '#ffd36a']))).join('');
  } else {
    body += glassware(art, 'highball', 750, 800, 0.6, '#c8801a') + glassware(art, 'highball', 850, 806, 0.6, '#c8801a');
  }
  body = mirror(rand() < 0.5, body);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `${palette.ko} 가라오케 룸: 추상적인 색이 빛나는 큰 화면, ${sofaName.ko}, 테이블 위 마이크 두 개와 ${snack.ko}, 미러볼`,
      `Phòng karaoke ánh ${palette.vi}: màn hình lớn rực màu, ${sofaName.vi}, hai micro và ${snack.vi} trên bàn, quả cầu gương`,
      `${palette.en.replace(/^./, (c) => c.toUpperCase())} karaoke room: a big glowing screen, ${sofaName.en}, two microphones and ${snack.en}, a mirror ball`,
    ),
  };
}

/** A karaoke table close-up: two microphones, a tambourine, a song tablet, a glowing screen behind. */
export function karaokeTable(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const palette = pick(rand, [
    { glow: ['#ff5ab0', '#5aa8ff'], ko: '분홍빛과 푸른빛', vi: 'hồng và xanh', en: 'pink and blue' },
    { glow: ['#ffb03f', '#ff5a6a'], ko: '주황빛과 붉은빛', vi: 'cam và đỏ', en: 'orange and red' },
    { glow: ['#5affd0', '#8a5aff'], ko: '민트빛과 보랏빛', vi: 'xanh bạc hà và tím', en: 'mint and violet' },
  ]);
  const tambourine = pick(rand, ['#e8c23a', '#e84a5a', '#3ab0e8']);
  const tablet = rand() < 0.6;
  let body = rect(0, 0, W, H, '#0c0a12');
  // the screen behind, out of focus
  body += rect(180, 40, 1240, 420, art.lin([[0, palette.glow[0]], [1, palette.glow[1]]], 0, 0, 1, 0), 'opacity="0.6" filter="url(#b24)"');
  for (let i = 0; i < 16; i += 1) body += circle(between(rand, 100, 1500), between(rand, 40, 460), between(rand, 30, 80), pick(rand, [...palette.glow, '#fff']), `opacity="${f(between(rand, 0.15, 0.4))}" filter="url(#b12)"`);
  // table surface, glossy
  const top = pick(rand, ['#2a2630', '#3a2a22', '#1e2a2e']);
  body += rect(0, 460, W, 440, art.lin([[0, shade(top, 0.15)], [1, shade(top, -0.3)]]));
  body += rect(0, 460, W, 160, art.lin([[0, palette.glow[0], 0.25], [1, palette.glow[0], 0]]));
  // tambourine
  const tx = 1110;
  const ty = 650;
  body += shadow(tx + 14, ty + 30, 230, 80, 0.5, 'b12');
  body += ellipse(tx, ty + 18, 230, 82, shade(tambourine, -0.35)) + ellipse(tx, ty, 230, 82, tambourine) + ellipse(tx, ty, 180, 58, '#0c0a12', 'opacity="0.6"') + ellipse(tx, ty - 4, 176, 56, art.rad([[0, '#f6efe0'], [1, '#d8ccb0']]));
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    const jx = tx + Math.cos(a) * 206;
    const jy = ty + Math.sin(a) * 72;
    body += ellipse(jx, jy + 4, 24, 12, '#8a8e94') + ellipse(jx, jy, 24, 12, '#e8ecef') + circle(jx, jy, 4, '#6a6e74');
  }
  // two microphones crossing
  const colours = shuffled(rand, ['#1c1c22', '#e8e8ee', '#c9a05a', '#6a2a8a']);
  body += microphone(330, 640, 300, between(rand, -2, 14), colours[0]!, '#c9ccd0', 1.5) + microphone(860, 560, 300, between(rand, 140, 160), colours[1]!, '#c9ccd0', 1.5);
  // song tablet or a small remote, screen showing only colour blocks
  if (tablet) {
    body += shadow(760, 780, 170, 100, 0.5, 'b12') + rotateAt(between(rand, -14, -4), 760, 760, rrect(610, 660, 300, 190, 18, '#1a1a1e') + rrect(626, 674, 268, 162, 8, art.lin([[0, palette.glow[1]], [1, palette.glow[0]]], 0, 0, 1, 1)) + range(3).map((i) => rrect(646, 694 + i * 46, 228, 34, 6, '#fff', 'opacity="0.22"')).join(''));
  }
  // iced tea glasses
  for (const gx of [180, 1450]) body += glassware(art, 'highball', gx, 600, 0.9, '#c8801a');
  body += rect(0, 0, W, H, art.rad([[0.55, '#000', 0], [1, '#000', 0.5]], 0.5, 0.5, 0.8));
  body = mirror(rand() < 0.5, body);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `노래방 테이블 위 마이크 두 개와 탬버린${tablet ? ', 곡 선택 태블릿' : ''}, 뒤로 ${palette.ko} 화면이 은은하게 빛남`,
      `Hai micro và trống lắc tay trên bàn karaoke${tablet ? ', máy tính bảng chọn bài' : ''}, màn hình ánh ${palette.vi} phía sau`,
      `Two microphones and a tambourine on a karaoke table${tablet ? ', a song tablet' : ''}, the screen glowing ${palette.en} behind`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Fashion

const COLOURS = {
  beige: { hex: '#d8c3a0', ko: '베이지', vi: 'be', en: 'beige' },
  khaki: { hex: '#b8a070', ko: '카키', vi: 'kaki', en: 'khaki' },
  navy: { hex: '#2f3e5a', ko: '네이비', vi: 'xanh navy', en: 'navy' },
  olive: { hex: '#6f7a4a', ko: '올리브', vi: 'xanh ô liu', en: 'olive' },
  yellow: { hex: '#f0c23a', ko: '노란', vi: 'vàng', en: 'yellow' },
  white: { hex: '#f4f1ea', ko: '흰', vi: 'trắng', en: 'white' },
  sky: { hex: '#a8c4dc', ko: '하늘색', vi: 'xanh da trời', en: 'sky-blue' },
  butter: { hex: '#f2e2a0', ko: '버터색', vi: 'vàng bơ', en: 'butter-yellow' },
  oat: { hex: '#e2d4bc', ko: '오트밀색', vi: 'màu yến mạch', en: 'oatmeal' },
  sage: { hex: '#a8b89a', ko: '세이지', vi: 'xanh xô thơm', en: 'sage' },
  black: { hex: '#2a2a2e', ko: '검정', vi: 'đen', en: 'black' },
  rose: { hex: '#e0a8a0', ko: '로즈', vi: 'hồng đất', en: 'rose' },
} satisfies Record<string, Alt & { hex: string }>;

/** A garment hanging from a rail, shoulders at (x, y0). */
const hanging = (art: Art, kind: GarmentKind, x: number, y0: number, color: string): string => {
  const dark = shade(color, -0.18);
  const light = shade(color, 0.18);
  const hanger = path(`M${f(x)} ${f(y0 - 40)} q0 -16 12 -16 q12 0 12 12`, 'none', 'stroke="#8a8e94" stroke-width="5"') + path(`M${f(x - 90)} ${f(y0 + 6)} L${f(x)} ${f(y0 - 40)} L${f(x + 90)} ${f(y0 + 6)}`, 'none', 'stroke="#a0784a" stroke-width="9" stroke-linejoin="round"');
  const top = (sw: number, bw: number, len: number, sleeve: number) =>
    path(`M${f(x - sw)} ${f(y0 + 6)} L${f(x - sw - 30)} ${f(y0 + sleeve)} L${f(x - sw + 14)} ${f(y0 + sleeve + 6)} L${f(x - bw + 4)} ${f(y0 + 110)}Z`, dark) +
    path(`M${f(x + sw)} ${f(y0 + 6)} L${f(x + sw + 30)} ${f(y0 + sleeve)} L${f(x + sw - 14)} ${f(y0 + sleeve + 6)} L${f(x + bw - 4)} ${f(y0 + 110)}Z`, dark) +
    path(`M${f(x - sw)} ${f(y0 + 4)} L${f(x - 26)} ${f(y0 - 6)} L${f(x)} ${f(y0 + 22)} L${f(x + 26)} ${f(y0 - 6)} L${f(x + sw)} ${f(y0 + 4)} L${f(x + bw)} ${f(y0 + 110)} L${f(x + bw + 6)} ${f(y0 + len)} L${f(x - bw - 6)} ${f(y0 + len)} L${f(x - bw)} ${f(y0 + 110)}Z`, art.lin([[0, light], [1, color]], 0, 0, 1, 0));
  let out = shadow(x + 14, y0 + 260, 110, 240, 0.25, 'b12');
  if (kind === 'trench') {
    out += top(86, 92, 520, 430) + poly([[x - 26, y0 - 6], [x - 60, y0 + 120], [x - 8, y0 + 150], [x, y0 + 22]], light) + poly([[x + 26, y0 - 6], [x + 60, y0 + 120], [x + 8, y0 + 150], [x, y0 + 22]], light) + rect(x - 98, y0 + 230, 196, 22, dark) + rrect(x - 16, y0 + 226, 32, 30, 4, 'none', `stroke="${shade(color, -0.4)}" stroke-width="4"`) + range(3).map((i) => circle(x - 28, y0 + 170 + i * 110, 7, shade(color, -0.4)) + circle(x + 28, y0 + 170 + i * 110, 7, shade(color, -0.4))).join('') + line(x, y0 + 150, x, y0 + 520, dark, 3);
  } else if (kind === 'raincoat') {
    out += ellipse(x, y0 + 14, 64, 40, dark) + top(84, 88, 400, 360) + line(x, y0 + 22, x, y0 + 400, dark, 4) + range(5).map((i) => circle(x + 14, y0 + 70 + i * 64, 6, shade(color, -0.35))).join('') + rect(x - 70, y0 + 230, 46, 40, dark, 'rx="4"') + rect(x + 24, y0 + 230, 46, 40, dark, 'rx="4"') + path(`M${f(x - 60)} ${f(y0 + 60)} L${f(x - 70)} ${f(y0 + 380)}`, 'none', 'stroke="#fff" stroke-width="8" opacity="0.3"');
  } else if (kind === 'shirt') {
    out += top(80, 78, 300, 250) + poly([[x - 26, y0 - 6], [x - 44, y0 + 30], [x, y0 + 22]], light) + poly([[x + 26, y0 - 6], [x + 44, y0 + 30], [x, y0 + 22]], light) + line(x, y0 + 22, x, y0 + 300, dark, 3) + range(5).map((i) => circle(x, y0 + 50 + i * 50, 4, shade(color, -0.3))).join('');
  } else if (kind === 'jacket') {
    out += top(84, 84, 290, 270) + rect(x - 84, y0 + 270, 168, 22, dark) + line(x, y0 + 22, x, y0 + 290, '#9a9ea4', 4) + poly([[x - 26, y0 - 6], [x + 26, y0 - 6], [x + 30, y0 + 20], [x - 30, y0 + 20]], dark);
  } else if (kind === 'dress') {
    out += path(`M${f(x - 50)} ${f(y0 + 4)} L${f(x - 20)} ${f(y0 - 4)} Q${f(x)} ${f(y0 + 30)} ${f(x + 20)} ${f(y0 - 4)} L${f(x + 50)} ${f(y0 + 4)} L${f(x + 56)} ${f(y0 + 160)} L${f(x + 130)} ${f(y0 + 460)} L${f(x - 130)} ${f(y0 + 460)} L${f(x - 56)} ${f(y0 + 160)}Z`, art.lin([[0, light], [1, color]], 0, 0, 1, 0)) + rect(x - 58, y0 + 150, 116, 16, dark) + range(4).map((i) => line(x - 60 + i * 40, y0 + 180, x - 110 + i * 74, y0 + 456, dark, 3, 'opacity="0.5"')).join('');
  } else {
    // wide-leg trousers clipped at the waist
    out += line(x - 70, y0 - 30, x - 70, y0 + 10, '#8a8e94', 4) + line(x + 70, y0 - 30, x + 70, y0 + 10, '#8a8e94', 4) + rect(x - 90, y0 - 6, 180, 16, '#8a8e94') + rect(x - 84, y0 + 8, 168, 30, dark) + path(`M${f(x - 84)} ${f(y0 + 36)} L${f(x - 118)} ${f(y0 + 500)} L${f(x - 8)} ${f(y0 + 500)} L${f(x)} ${f(y0 + 120)} L${f(x + 8)} ${f(y0 + 500)} L${f(x + 118)} ${f(y0 + 500)} L${f(x + 84)} ${f(y0 + 36)}Z`, art.lin([[0, light], [1, color]], 0, 0, 1, 0)) + line(x - 50, y0 + 60, x - 62, y0 + 496, dark, 3, 'opacity="0.6"') + line(x + 50, y0 + 60, x + 62, y0 + 496, dark, 3, 'opacity="0.6"');
    return out;
  }
  return out + hanger;
};

const GARMENTS = {
  trench: { ko: '트렌치코트', vi: 'áo trench coat', en: 'trench coat' },
  raincoat: { ko: '레인코트', vi: 'áo mưa', en: 'raincoat' },
  shirt: { ko: '셔츠', vi: 'sơ mi', en: 'shirt' },
  jacket: { ko: '바람막이', vi: 'áo khoác gió', en: 'windbreaker' },
  dress: { ko: '원피스', vi: 'váy liền', en: 'dress' },
  trousers: { ko: '와이드 팬츠', vi: 'quần ống rộng', en: 'wide-leg trousers' },
} satisfies Record<string, Alt>;
type GarmentKind = keyof typeof GARMENTS;

/** 'a navy dress', 'an olive raincoat', 'khaki wide-leg trousers'. */
const enPhrase = (colour: string, noun: string): string => (noun.endsWith('trousers') ? `${colour} ${noun}` : `${/^[aeiou]/.test(colour) ? 'an' : 'a'} ${colour} ${noun}`);

/** A clothing rail with rainy-season garments, a tall mirror, boots and an umbrella. */
export function clothingRail(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const wall = pick(rand, ['#ece4d8', '#dde3df', '#efe2dc', '#e4e0d6']);
  const first = pick(rand, ['trench', 'raincoat']);
  const kinds: GarmentKind[] = [first, ...shuffled<GarmentKind>(rand, ['shirt', 'jacket', 'dress', 'trousers', first === 'trench' ? 'raincoat' : 'trench']).slice(0, 3 + Math.floor(rand() * 2))];
  const order = shuffled(rand, kinds);
  const palette = {
    trench: pick(rand, ['beige', 'khaki', 'olive']),
    raincoat: pick(rand, ['yellow', 'navy', 'olive', 'sky']),
    shirt: pick(rand, ['white', 'sky', 'butter']),
    jacket: pick(rand, ['black', 'sage', 'navy']),
    dress: pick(rand, ['rose', 'sage', 'navy']),
    trousers: pick(rand, ['oat', 'black', 'khaki']),
  };
  const rain = rand() < 0.6;
  const umbrella = pick(rand, ['#2f3e5a', '#c0392b', '#f0c23a', '#3f6b4a']);

  let body = rect(0, 0, W, H, art.lin([[0, shade(wall, 0.05)], [1, shade(wall, -0.08)]], 0, 0, 1, 0));
  body += rect(0, 780, W, 120, art.lin([[0, '#b89a78'], [1, '#8a6e52']])) + rect(0, 772, W, 10, shade(wall, -0.25));
  // a window on the left, a tall arched mirror on the right
  body += rect(40, 110, 230, 520, shade(wall, -0.15)) + rect(56, 126, 198, 488, art.lin(rain ? [[0, '#9aa8b2'], [1, '#d2dadd']] : [[0, '#a8d0ea'], [1, '#eef6f8']]));
  if (rain) for (let i = 0; i < 40; i += 1) { const rx = between(rand, 60, 250); const ry = between(rand, 130, 590); body += line(rx, ry, rx - 5, ry + 30, '#fff', 2, 'opacity="0.6"'); }
  body += rect(147, 126, 16, 488, shade(wall, -0.15));
  const mx = 1400;
  body += shadow(mx + 20, 790, 130, 18, 0.35, 'b8') + path(`M${f(mx - 120)} 780 L${f(mx - 120)} 250 A120 120 0 0 1 ${f(mx + 120)} 250 L${f(mx + 120)} 780Z`, '#b08a5a') + path(`M${f(mx - 100)} 770 L${f(mx - 100)} 252 A100 100 0 0 1 ${f(mx + 100)} 252 L${f(mx + 100)} 770Z`, art.lin([[0, '#e6eef0'], [0.5, '#c8d4d8'], [1, '#eef2f2']], 0, 0, 1, 1)) + line(mx - 60, 300, mx + 20, 700, '#fff', 14, 'opacity="0.35"') + line(mx - 20, 300, mx + 50, 560, '#fff', 6, 'opacity="0.35"');
  // the rail
  const left = 380;
  const right = 1200;
  body += shadow(790, 800, 460, 16, 0.3, 'b8');
  body += line(left, 170, left, 790, '#6a6e74', 12) + line(right, 170, right, 790, '#6a6e74', 12) + line(left - 20, 170, right + 20, 170, '#8a8e94', 14) + line(left - 60, 790, left + 60, 790, '#55595e', 12) + line(right - 60, 790, right + 60, 790, '#55595e', 12);
  const step = (right - left - 120) / (order.length - 1);
  order.forEach((kind, i) => {
    body += hanging(art, kind, left + 60 + i * step, 230, COLOURS[palette[kind]].hex);
  });
  // rain boots and an umbrella below the rail
  const bootColor = pick(rand, ['#2a2a2e', '#3f6b4a', '#f0c23a']);
  for (const bx of [560, 640]) body += rrect(bx - 28, 660, 56, 120, 14, bootColor) + rrect(bx - 28, 750, 86, 34, 14, bootColor) + rect(bx - 28, 660, 56, 12, shade(bootColor, 0.2));
  body += rotateAt(-10, 1000, 800, line(1000, 500, 1000, 800, '#3a2a22', 6) + path('M1000 530 Q1030 600 1018 700 L1000 770 L982 700 Q970 600 1000 530Z', umbrella) + path('M1000 530 Q1010 620 1004 760', 'none', `stroke="${shade(umbrella, -0.3)}" stroke-width="3"`) + rect(990, 640, 20, 10, shade(umbrella, -0.3)) + path('M1000 800 q0 26 -22 26 q-14 0 -14 -14', 'none', 'stroke="#3a2a22" stroke-width="9" stroke-linecap="round"'));
  body = mirror(rand() < 0.5, body);
  // the first garment and the next one along the rail that is not the same kind (there is always one)
  const second = order.find((k) => k !== first)!;
  const c = [COLOURS[palette[first]], COLOURS[palette[second]]] as const;
  const g = [GARMENTS[first], GARMENTS[second]] as const;
  return {
    svg: art.doc(size, body),
    alt: alt(
      `옷걸이 행거에 걸린 ${c[0].ko} ${wa(g[0].ko)} ${c[1].ko} ${g[1].ko} 등 우기 옷, 키 큰 거울과 장화${rain ? ', 창밖에 비' : ''}`,
      `Giá treo quần áo mùa mưa: ${g[0].vi} ${c[0].vi}, ${g[1].vi} ${c[1].vi}, gương đứng và ủng${rain ? ', mưa ngoài cửa sổ' : ''}`,
      `Clothing rail for the rainy season: ${enPhrase(c[0].en, g[0].en)}, ${enPhrase(c[1].en, g[1].en)}, a tall mirror and boots${rain ? ', rain outside' : ''}`,
    ),
  };
}

/** A summer outfit laid flat, seen from above: trousers, a top, a bag, sunglasses and shoes. */
export function outfitFlatLay(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const ground = pick(rand, ['#efe6d8', '#e2e6dc', '#f0e4e0', '#e6e2da']);
  const top = COLOURS[pick(rand, ['white', 'sky', 'butter', 'sage'])];
  const trousers = COLOURS[pick(rand, ['oat', 'navy', 'khaki', 'black'])];
  const bagKind = pick(rand, [
    { key: 'tote', ko: '토트백', vi: 'túi tote', en: 'a tote bag' },
    { key: 'shoulder', ko: '숄더백', vi: 'túi đeo vai', en: 'a shoulder bag' },
  ]);
  const shoes = pick(rand, [
    { key: 'sneakers', ko: '스니커즈', vi: 'giày sneaker', en: 'sneakers' },
    { key: 'loafers', ko: '로퍼', vi: 'giày loafer', en: 'loafers' },
  ]);
  const hat = rand() < 0.5;
  const bagColor = pick(rand, ['#c8a070', '#2a2a2e', '#e8dcc8', '#8a5a3a']);
  let body = rect(0, 0, W, H, art.lin([[0, shade(ground, 0.06)], [1, shade(ground, -0.06)]], 0, 0, 1, 1));
  for (let i = 0; i < 30; i += 1) body += line(0, i * 30, W, i * 30 + 6, shade(ground, -0.05), 2, 'opacity="0.5"');
  body += glow(art, 500, 200, 800, '#fffaf0', 0.4);
  const sh = (d: string) => path(d, '#000', 'opacity="0.16" filter="url(#b8)" transform="translate(12 16)"');
  // trousers, laid diagonally in the middle
  const tx = 780;
  const trousersD = `M${tx - 120} 150 L${tx + 120} 150 L${tx + 190} 800 L${tx + 30} 810 L${tx} 330 L${tx - 30} 810 L${tx - 190} 800Z`;
  body += rotateAt(between(rand, -14, -4), tx, 480, sh(trousersD) + path(trousersD, art.lin([[0, shade(trousers.hex, 0.12)], [1, trousers.hex]], 0, 0, 1, 1)) + rect(tx - 120, 150, 240, 40, shade(trousers.hex, -0.15)) + line(tx - 70, 200, tx - 120, 790, shade(trousers.hex, -0.2), 3, 'opacity="0.6"') + line(tx + 70, 200, tx + 120, 790, shade(trousers.hex, -0.2), 3, 'opacity="0.6"') + rect(tx - 6, 150, 12, 40, shade(trousers.hex, -0.3)));
  // a short-sleeved top laid above-left
  const sx = 420;
  const topD = `M${sx - 90} 130 L${sx - 40} 110 Q${sx} 150 ${sx + 40} 110 L${sx + 90} 130 L${sx + 190} 200 L${sx + 150} 290 L${sx + 100} 260 L${sx + 110} 520 L${sx - 110} 520 L${sx - 100} 260 L${sx - 150} 290 L${sx - 190} 200Z`;
  body += rotateAt(between(rand, 4, 14), sx, 320, sh(topD) + path(topD, art.lin([[0, shade(top.hex, 0.15)], [1, top.hex]], 0, 0, 1, 1)) + path(`M${sx - 40} 110 Q${sx} 170 ${sx + 40} 110`, 'none', `stroke="${shade(top.hex, -0.2)}" stroke-width="8"`) + line(sx - 100, 262, sx - 140, 240, shade(top.hex, -0.12), 3) + line(sx + 100, 262, sx + 140, 240, shade(top.hex, -0.12), 3));
  // bag at the right
  const bx = 1210;
  const by = 260;
  if (bagKind.key === 'tote') {
    body += sh(`M${bx - 150} ${by - 60} L${bx + 150} ${by - 60} L${bx + 170} ${by + 200} L${bx - 170} ${by + 200}Z`) + path(`M${bx - 100} ${by - 60} Q${bx - 100} ${by - 200} ${bx} ${by - 200} Q${bx + 100} ${by - 200} ${bx + 100} ${by - 60}`, 'none', `stroke="${shade(bagColor, -0.2)}" stroke-width="18"`) + path(`M${bx - 150} ${by - 60} L${bx + 150} ${by - 60} L${bx + 170} ${by + 200} L${bx - 170} ${by + 200}Z`, art.lin([[0, shade(bagColor, 0.12)], [1, bagColor]], 0, 0, 1, 1)) + line(bx - 150, by - 40, bx + 150, by - 40, shade(bagColor, -0.15), 4);
  } else {
    body += path(`M${bx - 200} ${by} Q${bx - 260} ${by - 200} ${bx} ${by - 200} Q${bx + 260} ${by - 200} ${bx + 200} ${by}`, 'none', `stroke="${shade(bagColor, -0.2)}" stroke-width="10"`) + sh(`M${bx - 170} ${by} A170 150 0 0 0 ${bx + 170} ${by}Z`) + path(`M${bx - 170} ${by} A170 150 0 0 0 ${bx + 170} ${by}Z`, art.lin([[0, shade(bagColor, 0.12)], [1, bagColor]], 0, 0, 1, 1)) + rect(bx - 170, by - 10, 340, 22, shade(bagColor, -0.12)) + rrect(bx - 20, by + 4, 40, 26, 6, '#c9a05a');
  }
  // sunglasses
  const gx = 1220;
  const gy = 560;
  body += rotateAt(between(rand, -20, 20), gx, gy, ellipse(gx - 70, gy + 10, 60, 48, '#000', 'opacity="0.15" filter="url(#b4)"') + ellipse(gx + 70, gy + 10, 60, 48, '#000', 'opacity="0.15" filter="url(#b4)"') + ellipse(gx - 66, gy, 58, 46, '#2a2624') + ellipse(gx + 66, gy, 58, 46, '#2a2624') + ellipse(gx - 80, gy - 14, 18, 10, '#fff', 'opacity="0.25"') + ellipse(gx + 52, gy - 14, 18, 10, '#fff', 'opacity="0.25"') + path(`M${gx - 14} ${gy - 10} Q${gx} ${gy - 24} ${gx + 14} ${gy - 10}`, 'none', 'stroke="#2a2624" stroke-width="7"') + line(gx - 122, gy - 10, gx - 150, gy + 130, '#2a2624', 6) + line(gx + 122, gy - 10, gx + 150, gy + 130, '#2a2624', 6));
  // a pair of shoes bottom left
  const shoeColor = shoes.key === 'sneakers' ? pick(rand, ['#f6f4f0', '#e8e2d8']) : pick(rand, ['#5a3a2a', '#2a2a2e', '#c8a070']);
  for (const [dx, deg] of [[0, -8], [130, 6]] as const) {
    const cx = 300 + dx;
    const cy = 690;
    let shoe = ellipse(cx + 10, cy + 14, 56, 150, '#000', 'opacity="0.15" filter="url(#b8)"') + path(`M${cx} ${cy - 150} Q${cx + 58} ${cy - 150} ${cx + 56} ${cy - 40} L${cx + 48} ${cy + 120} Q${cx} ${cy + 160} ${cx - 48} ${cy + 120} L${cx - 56} ${cy - 40} Q${cx - 58} ${cy - 150} ${cx} ${cy - 150}Z`, shoeColor, `stroke="${shade(shoeColor, -0.2)}" stroke-width="4"`);
    shoe += shoes.key === 'sneakers'
      ? ellipse(cx, cy + 40, 32, 60, shade(shoeColor, -0.12)) + range(4).map((i) => line(cx - 22, cy - 50 + i * 24, cx + 22, cy - 50 + i * 24, '#9aa0a6', 5)).join('')
      : ellipse(cx, cy + 50, 34, 56, shade(shoeColor, -0.25)) + rect(cx - 40, cy - 40, 80, 18, shade(shoeColor, -0.15), 'rx="6"');
    body += rotateAt(deg, cx, cy, shoe);
  }
  // a bucket hat or a small leaf sprig
  if (hat) {
    const hx = 1000;
    const hy = 700;
    const hatColor = pick(rand, ['#e8dcc8', '#2a2a2e', '#a8b89a']);
    body += ellipse(hx + 10, hy + 14, 150, 150, '#000', 'opacity="0.15" filter="url(#b8)"') + circle(hx, hy, 150, shade(hatColor, -0.08)) + circle(hx, hy, 96, hatColor) + circle(hx, hy, 96, 'none', `stroke="${shade(hatColor, -0.25)}" stroke-width="3" stroke-dasharray="8 6"`) + circle(hx, hy, 130, 'none', `stroke="${shade(hatColor, -0.2)}" stroke-width="2" stroke-dasharray="6 6"`);
  } else {
    body += range(6).map((i) => leaf(960 + i * 22, 760 - i * 40, 90, 26, -40 + (i % 2 ? 60 : -30), '#6f8a5a', '#a8c090')).join('') + line(960, 780, 1080, 540, '#5a6e4a', 4);
  }
  body = mirror(rand() < 0.5, body);
  const extra = hat ? { ko: ', 버킷햇', vi: ', mũ bucket', en: ', a bucket hat' } : { ko: '', vi: '', en: '' };
  return {
    svg: art.doc(size, body),
    alt: alt(
      `위에서 본 여름 코디: ${trousers.ko} 와이드 팬츠, ${top.ko} 반소매 상의, ${bagKind.ko}, 선글라스, ${shoes.ko}${extra.ko}`,
      `Trang phục hè trải phẳng: quần ống rộng ${trousers.vi}, áo ${top.vi}, ${bagKind.vi}, kính râm, ${shoes.vi}${extra.vi}`,
      `Summer outfit laid flat: ${trousers.en} wide-leg trousers, a ${top.en} top, ${bagKind.en}, sunglasses and ${shoes.en}${extra.en}`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Hair and beauty

/** Barber and salon tools standing or lying on a shelf at height y. */
const TOOLS = {
  clippers: { ko: '바리캉', vi: 'tông đơ', en: 'clippers', draw: (x, y) => shadow(x + 6, y, 40, 6, 0.35, 'b4') + rrect(x - 26, y - 120, 52, 120, 22, '#2a2a30') + rect(x - 24, y - 132, 48, 16, '#c9ccd0') + range(6).map((i) => line(x - 20 + i * 8, y - 132, x - 20 + i * 8, y - 140, '#9aa0a6', 3)).join('') + rrect(x - 10, y - 80, 20, 30, 6, '#c9a05a') },
  scissors: { ko: '가위', vi: 'kéo', en: 'scissors', draw: (x, y) => shadow(x + 6, y, 60, 6, 0.35, 'b4') + circle(x - 50, y - 14, 14, 'none', 'stroke="#2a2a30" stroke-width="6"') + circle(x - 44, y - 40, 14, 'none', 'stroke="#2a2a30" stroke-width="6"') + poly([[x - 36, y - 18], [x + 70, y - 40], [x - 30, y - 30]], '#c9ccd0') + poly([[x - 32, y - 36], [x + 70, y - 42], [x - 34, y - 24]], '#e6e8ea') },
  comb: { ko: '빗이 꽂힌 소독병', vi: 'lọ lược', en: 'a jar of combs', draw: (x, y) => shadow(x + 6, y, 50, 6, 0.35, 'b4') + ([[-14, -8], [12, 6]] as const).map(([dx, deg]) => rotateAt(deg, x + dx, y - 100, rect(x + dx - 9, y - 190, 18, 130, '#2a2a30') + range(12).map((i) => line(x + dx + 9, y - 184 + i * 10, x + dx + 20, y - 184 + i * 10, '#2a2a30', 3)).join(''))).join('') + rrect(x - 44, y - 110, 88, 110, 10, '#3aa8c8', 'opacity="0.75"') + rect(x - 44, y - 118, 88, 14, '#c9ccd0') + rect(x - 36, y - 100, 10, 90, '#fff', 'opacity="0.4"') },
  spray: { ko: '분무기', vi: 'bình xịt', en: 'a spray bottle', draw: (x, y) => shadow(x + 6, y, 40, 6, 0.35, 'b4') + rrect(x - 34, y - 130, 68, 130, 14, '#bfe0e8', 'opacity="0.9"') + rect(x - 34, y - 70, 68, 70, '#9ad0dc', 'opacity="0.8"') + rect(x - 14, y - 160, 28, 32, '#2a2a30') + poly([[x + 14, y - 160], [x + 44, y - 152], [x + 14, y - 144]], '#2a2a30') + path(`M${x - 10} ${y - 150} q-20 20 -10 44`, 'none', 'stroke="#2a2a30" stroke-width="8"') },
  pomade: { ko: '포마드', vi: 'sáp vuốt tóc', en: 'pomade', draw: (x, y) => shadow(x + 6, y, 50, 6, 0.35, 'b4') + rect(x - 44, y - 50, 88, 50, '#3a5a7a') + ellipse(x, y - 50, 44, 10, '#c9a05a') + rect(x - 46, y - 66, 92, 18, '#c9a05a') + ellipse(x, y - 66, 46, 10, '#e0bc72') },
  brush: { ko: '면도 브러시', vi: 'chổi cạo râu', en: 'a shaving brush', draw: (x, y) => shadow(x + 6, y, 36, 6, 0.35, 'b4') + rrect(x - 22, y - 70, 44, 70, 10, '#6a4a32') + path(`M${x - 26} ${y - 70} Q${x - 40} ${y - 150} ${x} ${y - 160} Q${x + 40} ${y - 150} ${x + 26} ${y - 70}Z`, '#e8dcc8') + path(`M${x - 10} ${y - 80} Q${x - 14} ${y - 130} ${x} ${y - 150}`, 'none', 'stroke="#c8b8a0" stroke-width="4"') },
  dryer: { ko: '헤어드라이어', vi: 'máy sấy tóc', en: 'a hair dryer', draw: (x, y) => shadow(x + 6, y, 90, 8, 0.35, 'b4') + rrect(x - 20, y - 110, 44, 110, 16, '#f4f2ee', 'stroke="#d8d4cc" stroke-width="3"') + rrect(x - 70, y - 190, 170, 90, 44, '#f4f2ee', 'stroke="#d8d4cc" stroke-width="3"') + rect(x + 96, y - 176, 36, 62, '#d8d4cc') + circle(x - 40, y - 145, 22, '#e2ded6') + circle(x + 20, y - 60, 6, '#e89a9a') },
  roundBrush: { ko: '롤 브러시', vi: 'lược tròn', en: 'round brushes', draw: (x, y) => shadow(x + 6, y, 50, 6, 0.35, 'b4') + rect(x - 40, y - 90, 80, 90, '#e8e4dc') + [x - 20, x + 16].map((bx, i) => rrect(bx - 4, y - 200 + i * 20, 8, 120, 4, '#2a2a30') + rrect(bx - 16, y - 240 + i * 20, 32, 80, 14, '#c9ccd0') + range(6).map((k) => line(bx - 22, y - 232 + i * 20 + k * 13, bx + 22, y - 232 + i * 20 + k * 13, '#6a6e74', 3)).join('')).join('') },
} satisfies Record<string, Alt & { draw: (x: number, y: number) => string }>;

/** A row of skincare or hair products on a shelf at height y, in the given colours. */
const productRow = (art: Art, rand: Rand, x0: number, y: number, count: number, colours: readonly string[]): string => {
  let out = '';
  let x = x0;
  for (let i = 0; i < count; i += 1) {
    const c = pick(rand, colours);
    const h = between(rand, 70, 130);
    const w = between(rand, 36, 56);
    out += shadow(x + w / 2 + 4, y, w * 0.6, 5, 0.3, 'b4') + rrect(x, y - h, w, h, 8, art.lin([[0, shade(c, 0.2)], [1, shade(c, -0.1)]], 0, 0, 1, 0)) + rect(x + w * 0.3, y - h - 16, w * 0.4, 18, shade(c, -0.4)) + rect(x + 5, y - h + 10, 5, h - 20, '#fff', 'opacity="0.35"');
    x += w + between(rand, 8, 20);
  }
  return out;
};

/** A perspective checkerboard floor from y0 to the bottom. */
const checkerFloor = (y0: number, a: string, b: string): string => {
  let out = rect(0, y0, W, H - y0, a);
  const rows = 5;
  for (let r = 0; r < rows; r += 1) {
    const t0 = r / rows;
    const t1 = (r + 1) / rows;
    const ya = y0 + (H - y0) * t0 * t0;
    const yb = y0 + (H - y0) * t1 * t1;
    for (let c = -12; c < 12; c += 1) {
      if ((c + r) % 2 === 0) continue;
      const xa = (t: number) => 800 + c * (60 + 140 * t);
      const xb = (t: number) => 800 + (c + 1) * (60 + 140 * t);
      out += poly([[xa(t0), ya], [xb(t0), ya], [xb(t1), yb], [xa(t1), yb]], b);
    }
  }
  return out;
};

/** A barber's station: a classic chair before a mirror, tools on the shelf, tiled wall. */
export function barberChair(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const wall = pick(rand, [
    { color: '#2f4a3e', tile: '#e8e4da', ko: '짙은 초록 벽', vi: 'tường xanh rêu', en: 'a deep green wall' },
    { color: '#2a3346', tile: '#e6e6e2', ko: '남색 벽', vi: 'tường xanh than', en: 'a navy wall' },
    { color: '#7a3a2a', tile: '#efe6da', ko: '벽돌색 벽', vi: 'tường màu gạch', en: 'a brick-red wall' },
  ]);
  const leather = pick(rand, [
    { hex: '#6a1f24', ko: '버건디 가죽', vi: 'da đỏ rượu vang', en: 'oxblood leather' },
    { hex: '#1f1d1e', ko: '검은 가죽', vi: 'da đen', en: 'black leather' },
    { hex: '#8a5a32', ko: '브라운 가죽', vi: 'da nâu', en: 'tan leather' },
  ]);
  const mirrorShape = pick(rand, [
    { key: 'round', ko: '둥근 거울', vi: 'gương tròn', en: 'a round mirror' },
    { key: 'rect', ko: '사각 거울', vi: 'gương chữ nhật', en: 'a wide mirror' },
  ]);
  const tools = shuffled(rand, ['clippers', 'scissors', 'comb', 'spray', 'pomade', 'brush']).slice(0, 4);
  const pole = rand() < 0.5;

  let body = rect(0, 0, W, H, wall.color);
  // tiled wainscot
  body += rect(0, 470, W, 320, wall.tile);
  for (let y = 470; y < 790; y += 34) {
    body += line(0, y, W, y, shade(wall.tile, -0.15), 2);
    const off = ((y - 470) / 34) % 2 ? 40 : 0;
    for (let x = off; x < W; x += 80) body += line(x, y, x, y + 34, shade(wall.tile, -0.15), 2);
  }
  body += rect(0, 462, W, 14, shade(wall.color, -0.2));
  // mirror
  const frame = pick(rand, ['#c9a05a', '#1c1c1e']);
  const glass = art.lin([[0, '#cfdad8'], [0.5, '#9fb0b0'], [1, '#d8e2e0']], 0, 0, 1, 1);
  if (mirrorShape.key === 'round') {
    body += shadow(810, 290, 210, 210, 0.4, 'b12') + circle(800, 270, 210, frame) + circle(800, 270, 190, glass);
    body += `<g ${art.clip(circle(800, 270, 190, '#000'))}>${line(650, 300, 800, 100, '#fff', 22, 'opacity="0.35"')}${line(720, 380, 900, 140, '#fff', 10, 'opacity="0.35"')}${rect(600, 340, 400, 200, shade(wall.color, 0.2), 'opacity="0.35"')}</g>`;
  } else {
    body += shadow(810, 290, 380, 200, 0.4, 'b12') + rrect(420, 80, 760, 380, 20, frame) + rrect(440, 100, 720, 340, 10, glass);
    body += `<g ${art.clip(rect(440, 100, 720, 340, '#000'))}>${line(520, 420, 700, 100, '#fff', 30, 'opacity="0.3"')}${line(640, 420, 820, 100, '#fff', 12, 'opacity="0.3"')}${rect(440, 320, 720, 120, shade(wall.color, 0.2), 'opacity="0.35"')}</g>`;
  }
  // sconces with warm bulbs
  for (const x of [340, 1260]) body += glow(art, x, 200, 160, '#ffd89a', 0.55) + rect(x - 4, 200, 8, 60, '#c9a05a') + circle(x, 196, 22, '#fff3d0');
  // shelf with tools
  body += rect(380, 480, 840, 26, pick(rand, ['#e8e4dc', '#5a3a26', '#2a2a2e'])) + rect(380, 506, 840, 10, '#000', 'opacity="0.2"');
  const toolXs = [440, 565, 1035, 1160];
  tools.forEach((k, i) => { body += TOOLS[k].draw(toolXs[i]!, 480); });
  // barber pole or a plant on the side
  if (pole) {
    const px = 1420;
    const clip = art.clip(rrect(px - 30, 170, 60, 300, 12, '#000'));
    body += rrect(px - 40, 140, 80, 36, 14, '#c9ccd0') + rrect(px - 40, 464, 80, 36, 14, '#c9ccd0') + `<g ${clip}>${rect(px - 30, 170, 60, 300, '#fff')}${range(12).map((i) => poly([[px - 30, 140 + i * 50], [px + 30, 180 + i * 50], [px + 30, 200 + i * 50], [px - 30, 160 + i * 50]], i % 2 ? '#c0392b' : '#2a4a8a')).join('')}${rect(px - 30, 170, 20, 300, '#fff', 'opacity="0.3"')}</g>`;
  } else {
    body += pottedPlant(art, rand, 'snake', 1420, 780, 0.9, '#e8e4dc');
  }
  // floor
  body += checkerFloor(780, '#efece6', '#2a2a2e');
  // the barber chair, front view
  const c = leather.hex;
  const chrome = art.lin([[0, '#8a9096'], [0.45, '#f2f4f6'], [1, '#6a7076']], 0, 0, 1, 0);
  body += shadow(800, 860, 240, 26, 0.5, 'b12');
  body += ellipse(800, 850, 190, 26, chrome) + rect(770, 700, 60, 150, chrome);
  body += rrect(740, 760, 120, 18, 6, chrome) + rect(700, 800, 200, 14, chrome, 'rx="5"');
  body += rect(792, 300, 16, 80, chrome) + rrect(730, 260, 140, 60, 26, art.lin([[0, shade(c, 0.2)], [1, c]]));
  body += rrect(650, 360, 300, 300, 40, art.lin([[0, shade(c, 0.22)], [1, shade(c, -0.1)]], 0, 0, 1, 0));
  for (let i = 0; i < 4; i += 1) body += line(690 + i * 73, 380, 690 + i * 73, 640, shade(c, -0.3), 4, 'opacity="0.7"');
  body += rrect(620, 620, 360, 90, 30, art.lin([[0, shade(c, 0.25)], [1, shade(c, -0.15)]]));
  for (const side of [-1, 1]) body += rect(800 + side * 200 - 14, 560, 28, 120, chrome) + rrect(800 + side * 200 - 40, 540, 80, 34, 14, shade(c, 0.1));
  body = mirror(rand() < 0.5, body);
  const t = [TOOLS[tools[0]!], TOOLS[tools[1]!]] as const;
  return {
    svg: art.doc(size, body),
    alt: alt(
      `${wall.ko}의 이발소: ${mirrorShape.ko} 앞 ${leather.ko} 이발 의자, 선반 위 ${t[0].ko}·${t[1].ko}, 체크무늬 바닥`,
      `Tiệm hớt tóc ${wall.vi}: ghế cắt tóc ${leather.vi} trước ${mirrorShape.vi}, ${t[0].vi} và ${t[1].vi} trên kệ, sàn ca rô`,
      `Barber's chair in ${leather.en} before ${mirrorShape.en}, ${t[0].en} and ${t[1].en} on the shelf, a checkered floor`,
    ),
  };
}

/** A bright Korean-style hair salon station: a styling chair, a lit mirror, a trolley of tools. */
export function salonStation(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const palette = pick(rand, [
    { wall: '#f2e6e2', chair: '#e8b4b0', ko: '연분홍', vi: 'hồng phấn', en: 'blush-pink' },
    { wall: '#e6ece6', chair: '#a8c0a8', ko: '세이지 그린', vi: 'xanh xô thơm', en: 'sage-green' },
    { wall: '#f0ebe2', chair: '#d8c0a0', ko: '크림 베이지', vi: 'be kem', en: 'cream' },
  ]);
  const mirrorShape = pick(rand, [
    { key: 'arch', ko: '아치형 거울', vi: 'gương vòm', en: 'an arched mirror' },
    { key: 'round', ko: '둥근 거울', vi: 'gương tròn', en: 'a round mirror' },
  ]);
  const plant = rand() < 0.5 ? 'pampas' : 'fig';
  const cartRight = rand() < 0.5;
  let body = rect(0, 0, W, H, art.lin([[0, shade(palette.wall, 0.06)], [1, shade(palette.wall, -0.05)]]));
  for (let x = 0; x < W; x += 60) body += line(x, 0, x, 760, shade(palette.wall, -0.06), 3);
  body += glow(art, 800, 300, 700, '#fffaf0', 0.6);
  // mirror with a soft lit rim
  const glass = art.lin([[0, '#eef4f6'], [0.5, '#cfdde2'], [1, '#f4f8f8']], 0, 0, 1, 1);
  if (mirrorShape.key === 'arch') {
    const d = (inset: number) => `M${560 + inset} ${620 - inset} L${560 + inset} ${300} A${240 - inset} ${240 - inset} 0 0 1 ${1040 - inset} 300 L${1040 - inset} ${620 - inset}Z`;
    body += path(d(-14), '#fff6e0', 'filter="url(#b12)" opacity="0.9"') + path(d(0), '#f8f4ee') + path(d(14), glass);
    body += `<g ${art.clip(path(d(14), '#000'))}>${line(640, 560, 860, 120, '#fff', 40, 'opacity="0.45"')}${line(760, 600, 980, 160, '#fff', 14, 'opacity="0.45"')}</g>`;
  } else {
    body += circle(800, 330, 270, '#fff6e0', 'filter="url(#b12)" opacity="0.9"') + circle(800, 330, 256, '#f8f4ee') + circle(800, 330, 240, glass);
    body += `<g ${art.clip(circle(800, 330, 240, '#000'))}>${line(640, 480, 860, 100, '#fff', 40, 'opacity="0.45"')}${line(760, 540, 980, 160, '#fff', 14, 'opacity="0.45"')}</g>`;
  }
  // counter shelf with products
  body += rect(470, 600, 660, 24, '#fbf8f4') + rect(470, 624, 660, 10, '#000', 'opacity="0.08"');
  body += productRow(art, rand, 490, 600, 3, ['#f4f2ee', '#e8d8c8', '#2a2a2e', '#c8d8d0']) + productRow(art, rand, 990, 600, 2, ['#f4f2ee', '#e8b4b0', '#d8c0a0']);
  // pendants
  body += range(2).map((i) => { const x = 380 + i * 840; return line(x, 0, x, 120, '#c9a05a', 3) + glow(art, x, 150, 160, '#fff2d0', 0.6) + circle(x, 150, 40, '#fffaf0') + circle(x, 150, 40, 'none', 'stroke="#e8dcc8" stroke-width="3"'); }).join('');
  // floor
  body += rect(0, 760, W, 140, art.lin([[0, '#d8cfc4'], [1, '#bfb4a6']])) + rect(0, 754, W, 10, '#fbf8f4');
  // styling chair: rounded back and seat on a chrome pedestal
  const c = palette.chair;
  const chrome = art.lin([[0, '#9aa0a6'], [0.45, '#f4f6f8'], [1, '#7a8086']], 0, 0, 1, 0);
  body += shadow(800, 850, 220, 22, 0.35, 'b12') + ellipse(800, 846, 160, 22, chrome) + rect(780, 720, 40, 130, chrome);
  body += path('M640 700 L640 460 Q640 380 800 380 Q960 380 960 460 L960 700Z', art.lin([[0, shade(c, 0.2)], [1, shade(c, -0.1)]], 0, 0, 1, 0));
  body += path('M670 690 L670 470 Q670 410 800 410 Q930 410 930 470 L930 690Z', shade(c, 0.08));
  body += rrect(610, 650, 380, 90, 40, art.lin([[0, shade(c, 0.25)], [1, shade(c, -0.12)]]));
  for (const side of [-1, 1]) body += rrect(800 + side * 175 - 30, 580, 60, 110, 26, shade(c, 0.05));
  // trolley cart with a dryer and brushes
  const tx = cartRight ? 1250 : 350;
  body += shadow(tx, 850, 120, 16, 0.3, 'b8');
  body += rect(tx - 150, 560, 300, 16, '#2a2a2e') + rect(tx - 150, 690, 300, 16, '#2a2a2e') + rect(tx - 150, 810, 300, 14, '#2a2a2e') + rect(tx - 146, 560, 8, 270, '#2a2a2e') + rect(tx + 138, 560, 8, 270, '#2a2a2e') + circle(tx - 140, 840, 12, '#444') + circle(tx + 140, 840, 12, '#444');
  body += TOOLS.dryer.draw(tx - 80, 560) + TOOLS.roundBrush.draw(tx + 92, 560) + range(4).map((i) => rrect(tx - 130 + i * 64, 650, 56, 40, 18, pick(rand, ['#ffffff', '#f2e6e2', '#e6ece6']))).join('') + rrect(tx - 130, 740, 260, 70, 10, pick(rand, ['#d8c0a0', '#c8b090', '#e8dcc8'])) + range(5).map((i) => line(tx - 120 + i * 60, 744, tx - 120 + i * 60, 806, '#000', 2, 'opacity="0.12"')).join('');
  // plant on the other side
  const px = cartRight ? 300 : 1300;
  if (plant === 'pampas') {
    body += shadow(px, 770, 80, 12, 0.3, 'b8') + path(`M${px - 60} 770 Q${px - 80} 640 ${px - 30} 560 L${px + 30} 560 Q${px + 80} 640 ${px + 60} 770Z`, '#e8e0d4') + range(7).map((i) => { const a = -0.9 + i * 0.3; return line(px, 560, px + Math.sin(a) * 320, 560 - Math.cos(a) * 300, '#b8a888', 3) + ellipse(px + Math.sin(a) * 300, 560 - Math.cos(a) * 280, 28, 80, '#efe4cc', `transform="rotate(${f((a * 180) / Math.PI)} ${f(px + Math.sin(a) * 300)} ${f(560 - Math.cos(a) * 280)})" opacity="0.95"`); }).join('');
  } else {
    body += pottedPlant(art, rand, 'fig', px, 790, 0.95, '#f4f2ee');
  }
  body = mirror(rand() < 0.5, body);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `밝은 헤어숍 자리: 빛나는 ${mirrorShape.ko} 앞 ${palette.ko} 의자, 카트 위 헤어드라이어와 롤 브러시${plant === 'pampas' ? ', 팜파스 그라스' : ', 화분'}`,
      `Góc salon tóc sáng sủa: ghế ${palette.vi} trước ${mirrorShape.vi} viền sáng, máy sấy và lược tròn trên xe đẩy`,
      `Bright hair salon: a ${palette.en} chair before ${mirrorShape.en} with a lit rim, a hair dryer and brushes on a trolley`,
    ),
  };
}

/** Skincare containers standing on (x, y), each a function of (art, x, y, colour). */
const SKINCARE = {
  toner: { ko: '토너', vi: 'nước cân bằng', en: 'a toner bottle', w: 120, draw: (art, x, y, c) => shadow(x + 8, y, 60, 8, 0.35, 'b4') + rrect(x - 52, y - 290, 104, 290, 18, art.lin([[0, shade(c, 0.35)], [0.5, c], [1, shade(c, -0.12)]], 0, 0, 1, 0), 'opacity="0.95"') + rect(x - 52, y - 180, 104, 180, shade(c, -0.08), 'opacity="0.4"') + rrect(x - 30, y - 340, 60, 56, 8, '#f4f2ee') + rect(x - 40, y - 28, 8, 0, '#fff') + rect(x - 38, y - 270, 10, 240, '#fff', 'opacity="0.4"') },
  serum: { ko: '스포이트 세럼', vi: 'lọ serum', en: 'a dropper serum', w: 100, draw: (art, x, y, c) => shadow(x + 8, y, 50, 7, 0.35, 'b4') + rrect(x - 44, y - 170, 88, 170, 14, art.lin([[0, shade(c, 0.3)], [0.5, c], [1, shade(c, -0.25)]], 0, 0, 1, 0)) + rect(x - 20, y - 190, 40, 24, '#c9a05a') + path(`M${x - 16} ${y - 190} L${x - 16} ${y - 230} Q${x} ${y - 262} ${x + 16} ${y - 230} L${x + 16} ${y - 190}Z`, '#2a2a2e') + rect(x - 30, y - 156, 10, 140, '#fff', 'opacity="0.4"') },
  cream: { ko: '크림 단지', vi: 'hũ kem', en: 'a cream jar', w: 170, draw: (art, x, y, c) => shadow(x + 8, y, 84, 9, 0.35, 'b4') + rrect(x - 80, y - 90, 160, 90, 16, art.lin([[0, shade(c, 0.3)], [1, shade(c, -0.1)]], 0, 0, 1, 0)) + rrect(x - 84, y - 124, 168, 42, 12, art.lin([[0, '#f4f2ee'], [1, '#d8d4cc']], 0, 0, 1, 0)) + rect(x - 66, y - 80, 10, 64, '#fff', 'opacity="0.35"') },
  pump: { ko: '펌프형 로션', vi: 'chai lotion có vòi', en: 'a pump lotion', w: 110, draw: (art, x, y, c) => shadow(x + 8, y, 56, 8, 0.35, 'b4') + rrect(x - 48, y - 250, 96, 250, 40, art.lin([[0, shade(c, 0.3)], [0.5, c], [1, shade(c, -0.15)]], 0, 0, 1, 0)) + rect(x - 14, y - 290, 28, 44, '#f4f2ee') + rect(x - 10, y - 310, 54, 18, '#f4f2ee', 'rx="6"') + rect(x - 34, y - 220, 10, 180, '#fff', 'opacity="0.35"') },
  tube: { ko: '선크림 튜브', vi: 'kem chống nắng', en: 'a sunscreen tube', w: 90, draw: (art, x, y, c) => shadow(x + 8, y, 46, 7, 0.35, 'b4') + path(`M${x - 30} ${y - 40} L${x - 40} ${y - 230} L${x + 40} ${y - 230} L${x + 30} ${y - 40}Z`, art.lin([[0, shade(c, 0.3)], [1, shade(c, -0.1)]], 0, 0, 1, 0)) + rect(x - 40, y - 240, 80, 14, shade(c, -0.1)) + rrect(x - 34, y - 42, 68, 42, 8, '#f4f2ee') },
} satisfies Record<string, Alt & { w: number; draw: (art: Art, x: number, y: number, c: string) => string }>;
type SkincareKind = keyof typeof SKINCARE;

/** Skincare bottles and jars on a vanity with a green leaf, soft window light behind. */
export function skincareVanity(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const palette = pick(rand, [
    { wall: '#e6efe8', items: ['#b8d8c8', '#f4f2ee', '#8ab8a0', '#e8efe6'], ko: '민트빛', vi: 'xanh bạc hà', en: 'mint' },
    { wall: '#f4e6e2', items: ['#f2c8c0', '#f4f2ee', '#e0a8a0', '#f8e8e2'], ko: '분홍빛', vi: 'hồng', en: 'pink' },
    { wall: '#f2ece0', items: ['#e8d8b8', '#f4f2ee', '#c8a878', '#f0e4cc'], ko: '크림빛', vi: 'kem', en: 'cream' },
  ]);
  const surface = pick(rand, [
    { color: '#f2f0ec', ko: '대리석 화장대', vi: 'bàn đá cẩm thạch', en: 'a marble vanity' },
    { color: '#c8a07a', ko: '나무 화장대', vi: 'bàn gỗ', en: 'a wooden vanity' },
  ]);
  const rain = rand() < 0.55;
  const leafKind = pick(rand, [
    { key: 'monstera', ko: '몬스테라 잎', vi: 'lá trầu bà', en: 'a monstera leaf' },
    { key: 'eucalyptus', ko: '유칼립투스 가지', vi: 'cành bạch đàn', en: 'a eucalyptus sprig' },
  ]);
  const keys: SkincareKind[] = ['toner', 'serum', 'cream', ...shuffled(rand, ['pump', 'tube']).slice(0, 1 + Math.floor(rand() * 2))];
  const order = shuffled(rand, keys);

  let body = rect(0, 0, W, H, art.lin([[0, shade(palette.wall, 0.05)], [1, shade(palette.wall, -0.06)]], 0, 0, 1, 0));
  // a window behind, out of focus, with rain or sun
  body += rect(900, 40, 560, 520, shade(palette.wall, -0.1), 'filter="url(#b8)"') + rect(920, 60, 520, 480, art.lin(rain ? [[0, '#b8c4cc'], [1, '#e2e8ea']] : [[0, '#fff6e0'], [1, '#f8fbf8']]), 'filter="url(#b8)"');
  if (rain) {
    let drops = '';
    for (let i = 0; i < 60; i += 1) {
      const rx = between(rand, 930, 1430);
      const ry = between(rand, 70, 530);
      drops += line(rx, ry - between(rand, 30, 90), rx + 3, ry, '#fff', 3, 'opacity="0.45"') + ellipse(rx + 3, ry, 5, 8, '#fff', 'opacity="0.7"');
    }
    body += `<g ${art.clip(rect(920, 60, 520, 480, '#000'))}>${drops}</g>`;
  }
  else body += poly([[920, 60], [1440, 60], [800, 900], [200, 900]], '#fff8e0', 'opacity="0.25" filter="url(#b24)"');
  body += rect(1170, 60, 20, 480, shade(palette.wall, -0.08), 'filter="url(#b8)"');
  // a round mirror edge on the left
  body += circle(180, 200, 260, '#e8e4dc') + circle(180, 200, 240, art.lin([[0, '#e6eef0'], [1, '#c8d4d8']], 0, 0, 1, 1)) + line(80, 260, 220, 60, '#fff', 18, 'opacity="0.45"');
  // the vanity top
  body += rect(0, 640, W, 260, art.lin([[0, shade(surface.color, 0.05)], [1, shade(surface.color, -0.15)]]));
  if (surface.color === '#f2f0ec') for (let i = 0; i < 6; i += 1) body += path(`M${f(between(rand, 0, W))} 640 q${f(between(rand, -200, 200))} 120 ${f(between(rand, -300, 300))} 260`, 'none', 'stroke="#c8c4bc" stroke-width="2" opacity="0.6"');
  else for (let y = 660; y < 900; y += 36) body += line(0, y, W, y + between(rand, -6, 6), shade(surface.color, -0.15), 2, 'opacity="0.5"');
  body += rect(0, 636, W, 8, '#fff', 'opacity="0.5"');
  // a small round tray under two of the products
  body += ellipse(800, 680, 380, 34, shade(surface.color, -0.12), 'opacity="0.5"');
  // the products in a row, tallest towards the back
  const total = order.reduce((sum, k) => sum + SKINCARE[k].w, 0) + (order.length - 1) * 30;
  let x = 800 - total / 2;
  let products = '';
  order.forEach((k, i) => {
    const w = SKINCARE[k].w;
    products += SKINCARE[k].draw(art, x + w / 2, 690 + (i % 2) * 14, palette.items[i % palette.items.length]!);
    x += w + 30;
  });
  body += group('translate(800 700) scale(1.22) translate(-800 -700)', products);
  // the leaf lying in front
  if (leafKind.key === 'monstera') {
    const lx = between(rand, 420, 560);
    const ly = 800;
    body += ellipse(lx + 30, ly + 20, 190, 60, '#000', 'opacity="0.18" filter="url(#b8)"') + rotateAt(-14, lx, ly, ellipse(lx, ly, 180, 70, '#2f7a3a') + range(6).map((i) => line(lx - 120 + i * 48, ly - (i % 2 ? 70 : -70), lx - 100 + i * 48, ly - (i % 2 ? 28 : -28), palette.wall, 10)).join('') + line(lx - 200, ly, lx + 170, ly, '#5aa060', 5));
  } else {
    const lx = between(rand, 1020, 1200);
    body += line(lx - 260, 830, lx + 160, 760, '#6a8060', 5) + range(9).map((i) => ellipse(lx - 230 + i * 46, 826 - i * 8 + (i % 2 ? -24 : 24), 30, 22, pick(rand, ['#8aa890', '#9ab8a0', '#7a9a84']))).join('');
  }
  // water droplets from the humid air
  for (let i = 0; i < 14; i += 1) body += circle(between(rand, 350, 1250), between(rand, 720, 880), between(rand, 4, 9), '#fff', 'opacity="0.6"');
  body = mirror(rand() < 0.5, body);
  const [one, two] = order.filter((k) => k !== 'toner').map((k) => SKINCARE[k]);
  // serum and cream are always drawn, so there are at least two besides the toner
  const named = [one!, two!] as const;

  return {
    svg: art.doc(size, body),
    alt: alt(
      `${surface.ko} 위 ${palette.ko} 스킨케어: 토너, ${named[0].ko}, ${wa(named[1].ko)} ${leafKind.ko}${rain ? ', 창밖에 비' : ''}`,
      `Mỹ phẩm tông ${palette.vi} trên ${surface.vi}: nước cân bằng, ${named[0].vi}, ${named[1].vi} và ${leafKind.vi}${rain ? ', mưa ngoài cửa sổ' : ''}`,
      `Skincare on ${surface.en}: a toner, ${named[0].en}, ${named[1].en} and ${leafKind.en}${rain ? ', rain on the window' : ''}`,
    ),
  };
}

/** A facial room in a beauty spa: a treatment bed with a towel, a steamer, a trolley of products. */
export function facialRoom(rand: Rand, size: Size): Drawn {
  const art = new Art();
  const palette = pick(rand, [
    { wall: '#efe6dc', bed: '#f8f4ee', accent: '#c8a07a', ko: '따뜻한 베이지', vi: 'be ấm', en: 'warm beige' },
    { wall: '#e2ebe4', bed: '#f6f8f4', accent: '#8ab0a0', ko: '세이지 그린', vi: 'xanh xô thơm', en: 'sage' },
    { wall: '#f2e4e2', bed: '#fbf6f4', accent: '#d8a8a0', ko: '연분홍', vi: 'hồng phấn', en: 'blush' },
  ]);
  const towel = pick(rand, ['#f4f2ee', shade(palette.accent, 0.3)]);
  const extra = pick(rand, [
    { key: 'orchid', ko: '난초 화분', vi: 'chậu lan', en: 'an orchid' },
    { key: 'candles', ko: '촛불', vi: 'nến', en: 'candles' },
  ]);
  const lamp = rand() < 0.5;
  let body = rect(0, 0, W, H, art.lin([[0, shade(palette.wall, 0.04)], [1, shade(palette.wall, -0.06)]]));
  // wall: soft sconce light and a shelf with rolled towels and jars
  body += glow(art, 1240, 220, 420, '#fff2d8', 0.7);
  body += rect(1070, 300, 340, 18, shade(palette.accent, -0.1)) + rect(1070, 318, 340, 8, '#000', 'opacity="0.08"');
  body += range(3).map((i) => circle(1120 + i * 64, 270, 30, towel) + circle(1120 + i * 64, 270, 12, shade(towel, -0.08))).join('') + productRow(art, rand, 1320, 300, 2, palette.wall === '#e2ebe4' ? ['#8ab0a0', '#f4f2ee'] : ['#c8a07a', '#f4f2ee']);
  body += rect(0, 720, W, 180, art.lin([[0, shade(palette.accent, -0.05)], [1, shade(palette.accent, -0.25)]])) + rect(0, 714, W, 10, shade(palette.wall, -0.12));
  // an arched niche behind the bed with a soft light
  body += path('M520 716 L520 330 A240 240 0 0 1 1000 330 L1000 716Z', shade(palette.wall, -0.07)) + path('M540 716 L540 334 A220 220 0 0 1 980 334 L980 716Z', art.lin([[0, shade(palette.wall, 0.12)], [1, shade(palette.wall, -0.03)]]));
  body += glow(art, 760, 300, 260, '#fff6e0', 0.6);
  // treatment bed, side view, head towards the left
  body += shadow(760, 760, 480, 22, 0.35, 'b12');
  body += rect(360, 600, 800, 130, shade(palette.accent, -0.15), 'rx="10"') + rect(380, 620, 760, 96, shade(palette.accent, -0.05), 'rx="6"');
  body += rrect(300, 520, 920, 86, 30, art.lin([[0, palette.bed], [1, shade(palette.bed, -0.1)]]));
  body += path('M300 560 Q290 470 340 440 L460 440 Q470 470 460 520 L300 540Z', shade(palette.bed, -0.04));
  body += rrect(330, 420, 150, 46, 22, towel) + line(360, 430, 460, 430, shade(towel, -0.1), 3);
  // a folded towel and a blanket draped at the foot
  body += rrect(980, 496, 220, 34, 10, shade(palette.accent, 0.35)) + rrect(990, 470, 200, 30, 10, towel) + path('M1180 530 L1230 530 Q1250 600 1236 680 L1200 680 Q1210 600 1180 560Z', shade(palette.accent, 0.35));
  // facial steamer by the head of the bed
  const sx = 200;
  body += shadow(sx, 850, 90, 14, 0.35, 'b8');
  for (const dx of [-80, -40, 40, 80]) body += line(sx, 830, sx + dx, 850, '#8a9096', 8);
  body += line(sx, 830, sx, 400, '#c9ccd0', 12) + rrect(sx - 50, 380, 100, 120, 24, art.lin([[0, '#f4f8fa'], [1, '#c8d8e0']], 0, 0, 1, 0), 'opacity="0.95"') + rect(sx - 50, 440, 100, 60, '#9ad0e0', 'opacity="0.45"') + rrect(sx - 56, 366, 112, 26, 10, '#e8ecef');
  body += path(`M${sx} 370 Q${sx + 20} 300 ${sx + 120} 320 L${sx + 160} 340`, 'none', 'stroke="#e8ecef" stroke-width="16" stroke-linecap="round"') + circle(sx + 170, 346, 16, '#c9ccd0');
  body += range(4).map((i) => path(`M${sx + 180} ${346 + i * 6} q40 -10 60 20 q30 30 70 10`, 'none', `stroke="#fff" stroke-width="${14 - i * 2}" opacity="0.4" filter="url(#b8)"`)).join('');
  // magnifying lamp over the bed
  if (lamp) body += line(700, 0, 700, 200, '#d8dcdf', 8) + path('M700 200 Q720 260 640 300', 'none', 'stroke="#d8dcdf" stroke-width="8"') + ellipse(620, 320, 80, 30, '#f4f6f8') + ellipse(620, 326, 64, 20, '#dff0f8', 'opacity="0.9"');
  // trolley with bowls, cotton, brushes and products at the foot
  const tx = 1380;
  body += shadow(tx, 860, 120, 14, 0.3, 'b8') + rect(tx - 110, 560, 220, 14, '#e8e4dc') + rect(tx - 110, 700, 220, 14, '#e8e4dc') + rect(tx - 106, 560, 8, 290, '#c9ccd0') + rect(tx + 98, 560, 8, 290, '#c9ccd0') + circle(tx - 100, 856, 10, '#888') + circle(tx + 100, 856, 10, '#888');
  body += path(`M${tx - 96} 530 Q${tx - 60} 570 ${tx - 24} 530Z`, '#f4f2ee') + ellipse(tx - 60, 530, 36, 8, shade(palette.accent, 0.2)) + productRow(art, rand, tx - 10, 560, 2, ['#f4f2ee', palette.accent]) + range(5).map((i) => circle(tx - 80 + i * 22, 690, 12, '#fff')).join('') + rect(tx + 30, 640, 10, 60, '#6a4a32') + path(`M${tx + 26} 640 q9 -30 18 0Z`, '#f4f2ee');
  if (extra.key === 'orchid') {
    body += rect(1120, 196, 60, 60, '#f4f2ee') + path('M1150 200 Q1160 120 1200 80', 'none', 'stroke="#5a7a4a" stroke-width="4"') + range(5).map((i) => { const ox = 1160 + i * 10; const oy = 150 - i * 16; return circle(ox, oy, 14, '#f6e2ea') + circle(ox, oy, 5, '#d87a9a'); }).join('');
  } else {
    body += [1100, 1150].map((cx, i) => glow(art, cx, 220, 80, '#ffc466', 0.5) + rect(cx - 16, 240 - i * 20, 32, 60 + i * 20, '#f8f4ea') + ellipse(cx, 232 - i * 20, 5, 12, '#ffcf6a')).join('');
  }
  body = mirror(rand() < 0.5, body);
  return {
    svg: art.doc(size, body),
    alt: alt(
      `${palette.ko} 톤의 피부관리실: 수건을 올린 관리 베드, 페이셜 스티머, 제품이 놓인 카트${lamp ? ', 확대경 조명' : ''}, ${extra.ko}`,
      `Phòng chăm sóc da tông ${palette.vi}: giường có khăn, máy xông mặt, xe đẩy mỹ phẩm${lamp ? ', đèn lúp' : ''}, ${extra.vi}`,
      `Facial room in ${palette.en} tones: a treatment bed with a towel, a facial steamer, a trolley of products${lamp ? ', a magnifier lamp' : ''}, ${extra.en}`,
    ),
  };
}
