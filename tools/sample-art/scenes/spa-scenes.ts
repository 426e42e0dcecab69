// Spa interiors and details for the sample media: treatment rooms, the couple and VIP rooms, the
// Thai mat room, the watsu pool, the sauna, reception, changing room and close-ups (hot stones and
// oils, tea, the foot bath, herbal compresses, towels). Every scene follows the contract in
// base.ts: `(rand, { width, height }) => { svg, alt: { ko, vi, en } }`.
//
// The rooms are drawn with a small perspective camera (metres in, pixels out), so `rand` can move
// the camera, rearrange the furniture, change the materials and the time of day: two draws of one
// scene are two different photographs of the same kind of room, and the alt says what each shows.
import { between, fmt, pick } from './base.ts';
import type { Alt, Drawn, Rand, Size } from './base.ts';

/** A point on the screen, in pixels. */
type Point = readonly [number, number];
/** A point in the room, in metres (x right, y up, z away from the camera). */
type Point3 = readonly [number, number, number];
/** A gradient stop: offset, colour, opacity (1 when left out). */
type Stop = readonly [number, string, number?];
/** A glow to add over the finished room: screen x, y, radius, strength (1 when left out). */
type LampPoint = readonly [number, number, number, number?];

// ---------------------------------------------------------------------------------------------
// Colour helpers

const rgb = (c: string): number[] => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const hex = (v: number[]): string => `#${v.map((n) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0')).join('')}`;
/** Blends colour `a` towards `b` by `t` (0…1). */
const mix = (a: string, b: string, t: number): string => {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((v, i) => v + (y[i]! - v) * t));
};
/** Lighter (k > 0) or darker (k < 0). */
const shade = (c: string, k: number): string => (k >= 0 ? mix(c, '#ffffff', k) : mix(c, '#000000', -k));

// ---------------------------------------------------------------------------------------------
// Materials and light

/** A room's materials (colours) and how the alt text names them. */
interface Palette extends Alt {
  key: string;
  wall: string;
  floor: string;
  wood: string;
  woodLight: string;
  linen: string;
  textile: string;
  accent: string;
}

/** The time of day: its glow, how much darker the room is, the window's colour (none: blinds closed), how bright the lamps are. */
interface Light extends Alt {
  glow: string;
  dim: number;
  window: string | null;
  lamp: number;
}

const PALETTES: readonly Palette[] = [
  {
    key: 'teak',
    wall: '#e6d5bf', floor: '#8a5e3d', wood: '#7a4e2f', woodLight: '#a9774c', linen: '#f5ede1', textile: '#b7825a', accent: '#6d7b58',
    en: 'teak', ko: '티크 나무', vi: 'gỗ tếch',
  },
  {
    key: 'sage',
    wall: '#dfe2d2', floor: '#a48562', wood: '#86653f', woodLight: '#b7946a', linen: '#f6f3ea', textile: '#8a9a76', accent: '#5b7151',
    en: 'sage-green', ko: '세이지 그린', vi: 'xanh xô thơm',
  },
  {
    key: 'clay',
    wall: '#ead5c3', floor: '#7c5741', wood: '#6a412c', woodLight: '#9c6a4a', linen: '#f7eee6', textile: '#bd7458', accent: '#6f7f57',
    en: 'terracotta', ko: '테라코타', vi: 'đất nung',
  },
  {
    key: 'stone',
    wall: '#dbd5cb', floor: '#8b8176', wood: '#5f4633', woodLight: '#8f6e52', linen: '#f4f1ec', textile: '#7b8995', accent: '#5f7462',
    en: 'stone-grey', ko: '차분한 석재', vi: 'đá xám',
  },
  {
    key: 'dark',
    wall: '#5d4c3e', floor: '#3d2c21', wood: '#2f2219', woodLight: '#5a3f2c', linen: '#efe5d6', textile: '#b88b4c', accent: '#5d6b4a',
    en: 'dark wood', ko: '짙은 원목', vi: 'gỗ sẫm',
  },
];

const LIGHTS = {
  morning: { glow: '#fff3da', dim: 0, window: '#eef4f2', lamp: 0.35, en: 'soft morning light', ko: '부드러운 아침 햇살', vi: 'nắng sớm dịu nhẹ' },
  afternoon: { glow: '#ffd79a', dim: 0.06, window: '#fbe3b2', lamp: 0.45, en: 'golden afternoon light', ko: '황금빛 오후 햇살', vi: 'nắng chiều vàng ấm' },
  evening: { glow: '#ffc27a', dim: 0.3, window: '#33415f', lamp: 0.8, en: 'warm evening lamplight', ko: '따뜻한 저녁 조명', vi: 'ánh đèn tối ấm' },
  candle: { glow: '#ffb25a', dim: 0.45, window: null, lamp: 1, en: 'candlelight', ko: '은은한 촛불', vi: 'ánh nến dịu' },
} satisfies Record<string, Light>;
type LightKey = keyof typeof LIGHTS;
const LIGHT_KEYS = Object.keys(LIGHTS) as LightKey[];

// ---------------------------------------------------------------------------------------------
// The canvas: a perspective camera and an SVG under construction

/** A perspective camera: position x, y (metres), focal length f and the horizon point cx, hy (pixels). */
interface Camera {
  x: number;
  y: number;
  f: number;
  cx: number;
  hy: number;
}

class Canvas {
  readonly W: number;
  readonly H: number;
  readonly cam: Camera;
  readonly defs: string[] = [];
  readonly body: string[] = [];
  n = 0;

  constructor({ width, height }: Size, cam: Camera) {
    this.W = width;
    this.H = height;
    this.cam = cam;
  }

  /** Screen point of a world point (metres; x right, y up, z away from the camera). */
  P(x: number, y: number, z: number): [number, number] {
    const { cam } = this;
    return [cam.cx + (cam.f * (x - cam.x)) / z, cam.hy - (cam.f * (y - cam.y)) / z];
  }

  /** Pixels per metre at depth z. */
  S(z: number): number {
    return this.cam.f / z;
  }

  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  add(svg: string): void {
    this.body.push(svg);
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  /** A vertical linear gradient; stops are [offset, colour, opacity?]. */
  linear(stops: readonly Stop[], { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}): string {
    const id = this.id('g');
    const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], { cx = 0.5, cy = 0.5, r = 0.5 } = {}): string {
    const id = this.id('r');
    const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }

  blur(sd: number): string {
    const key = `b${Math.round(sd * 10)}`;
    if (!this.defs.some((d) => d.includes(`id="${key}"`))) {
      this.def(`<filter id="${key}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${fmt(sd)}"/></filter>`);
    }
    return `url(#${key})`;
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

const pts = (list: readonly Point[]): string => list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

/** A polygon through screen points with softly rounded corners (radius r px). */
function roundPath(list: readonly Point[], r: number): string {
  const n = list.length;
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const p = list[i]!;
    const a = list[(i - 1 + n) % n]!;
    const b = list[(i + 1) % n]!;
    const la = Math.hypot(a[0] - p[0], a[1] - p[1]) || 1;
    const lb = Math.hypot(b[0] - p[0], b[1] - p[1]) || 1;
    const ra = Math.min(r, la / 2);
    const rb = Math.min(r, lb / 2);
    const s: Point = [p[0] + ((a[0] - p[0]) * ra) / la, p[1] + ((a[1] - p[1]) * ra) / la];
    const e: Point = [p[0] + ((b[0] - p[0]) * rb) / lb, p[1] + ((b[1] - p[1]) * rb) / lb];
    d += `${i === 0 ? 'M' : 'L'}${fmt(s[0])},${fmt(s[1])}Q${fmt(p[0])},${fmt(p[1])} ${fmt(e[0])},${fmt(e[1])}`;
  }
  return `${d}Z`;
}

function poly(c: Canvas, points3d: readonly Point3[], fill: string, extra = ''): void {
  c.add(`<polygon points="${pts(points3d.map((p) => c.P(...p)))}" fill="${fill}"${extra}/>`);
}

/**
 * An axis-aligned box, its visible faces shaded (top lighter, sides darker). `round` softens the
 * corners (pixels) for cushions and towels.
 */
function box(
  c: Canvas,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  [z0, z1]: readonly [number, number],
  color: string,
  { top, side, front, round = 0, opacity = 1 }: { top?: string; side?: string; front?: string; round?: number; opacity?: number } = {},
): void {
  const cam = c.cam;
  const faces: [Point3[], string][] = [];
  const topC = top ?? shade(color, 0.14);
  const sideC = side ?? shade(color, -0.16);
  const frontC = front ?? color;
  if (cam.x < x0) faces.push([[[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], sideC]);
  if (cam.x > x1) faces.push([[[x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0]], sideC]);
  if (cam.y > y1) faces.push([[[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], topC]);
  if (cam.y < y0) faces.push([[[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], shade(color, -0.3)]);
  faces.push([[[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], frontC]);
  const op = opacity < 1 ? ` opacity="${opacity}"` : '';
  for (const [f, fill] of faces) {
    const sp = f.map((p) => c.P(...p));
    if (round > 0) c.add(`<path d="${roundPath(sp, round)}" fill="${fill}"${op}/>`);
    else c.add(`<polygon points="${pts(sp)}" fill="${fill}"${op}/>`);
  }
}

/** A soft shadow on the floor (or any horizontal plane at height y) under a footprint. */
function floorShadow(c: Canvas, [x0, x1]: readonly [number, number], [z0, z1]: readonly [number, number], { y = 0, opacity = 0.35, spread = 0.12, sd = 10 } = {}): void {
  const p = ([
    [x0 - spread, y, z0 - spread],
    [x1 + spread, y, z0 - spread],
    [x1 + spread, y, z1 + spread],
    [x0 - spread, y, z1 + spread],
  ] as const).map((q) => c.P(...q));
  c.add(`<polygon points="${pts(p)}" fill="#1a120c" opacity="${opacity}" filter="${c.blur(sd)}"/>`);
}

/** Ellipse for a horizontal circle of radius r at (x, y, z). */
/** A horizontal circle as the screen ellipse it projects to. */
interface Disc {
  sx: number;
  sy: number;
  rx: number;
  ry: number;
}

function disc(c: Canvas, x: number, y: number, z: number, r: number): Disc {
  const [sx, sy] = c.P(x, y, z);
  const rx = c.S(z) * r;
  const ry = Math.max(rx * 0.06, (c.cam.f * r * Math.abs(c.cam.y - y)) / (z * z));
  return { sx, sy, rx, ry };
}

/** A vertical cylinder (cup, bottle body, basin, stool): body then top ellipse. */
function cylinder(
  c: Canvas,
  x: number,
  z: number,
  y0: number,
  y1: number,
  r: number,
  color: string,
  { topColor, r1 = r, open = false, inner }: { topColor?: string; r1?: number; open?: boolean; inner?: string } = {},
): Disc {
  const b = disc(c, x, y0, z, r);
  const t = disc(c, x, y1, z, r1);
  const grad = c.linear([[0, shade(color, -0.25)], [0.35, shade(color, 0.12)], [0.7, color], [1, shade(color, -0.3)]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  c.add(`<path d="M${fmt(t.sx - t.rx)},${fmt(t.sy)} L${fmt(b.sx - b.rx)},${fmt(b.sy)} A${fmt(b.rx)},${fmt(b.ry)} 0 0 0 ${fmt(b.sx + b.rx)},${fmt(b.sy)} L${fmt(t.sx + t.rx)},${fmt(t.sy)} Z" fill="${grad}"/>`);
  if (c.cam.y > y1) {
    c.add(`<ellipse cx="${fmt(t.sx)}" cy="${fmt(t.sy)}" rx="${fmt(t.rx)}" ry="${fmt(t.ry)}" fill="${topColor ?? shade(color, 0.15)}"/>`);
    if (open) {
      const k = 0.86;
      c.add(`<ellipse cx="${fmt(t.sx)}" cy="${fmt(t.sy + t.ry * 0.05)}" rx="${fmt(t.rx * k)}" ry="${fmt(t.ry * k)}" fill="${inner ?? shade(color, -0.35)}"/>`);
    }
  }
  return t;
}

function glow(c: Canvas, sx: number, sy: number, r: number, color: string, opacity = 0.6): void {
  const fill = c.radial([[0, color, 1], [0.35, color, 0.45], [1, color, 0]]);
  c.add(`<circle cx="${fmt(sx)}" cy="${fmt(sy)}" r="${fmt(r)}" fill="${fill}" opacity="${fmt(opacity)}"/>`);
}

// ---------------------------------------------------------------------------------------------
// Rooms

/** A camera for a room: random position, height and lens, all inside believable limits. */
function roomCamera(rand: Rand, { width, height }: Size, { eye = [1.25, 1.6], lens = [0.5, 0.66], sway = 0.7 }: { eye?: readonly [number, number]; lens?: readonly [number, number]; sway?: number } = {}): Camera {
  return {
    x: between(rand, -sway, sway),
    y: between(rand, eye[0], eye[1]),
    f: width * between(rand, lens[0], lens[1]),
    cx: width * between(rand, 0.4, 0.6),
    hy: height * between(rand, 0.36, 0.46),
  };
}

/**
 * The shell of a room: floor, back wall, side walls, ceiling, with a floor material, a wall
 * treatment and an optional window. Returns the room's extents for placing furniture.
 */
/** How a room's shell is built: walls at xL and xR, back wall at depth D, ceiling height RH, the finishes. */
interface RoomOptions {
  xL?: number;
  xR?: number;
  D?: number;
  RH?: number;
  floor?: 'planks' | 'tiles' | 'mats' | 'plain';
  back?: 'plain' | 'slats' | 'panels' | 'stone';
  windowSide?: 'left' | 'right' | null;
  sideWall?: 'plain' | 'slats';
}

function room(
  c: Canvas,
  rand: Rand,
  pal: Palette,
  light: Light,
  { xL = -2.6, xR = 2.6, D = 6, RH = 2.9, floor = 'planks', back = 'plain', windowSide = null, sideWall = 'plain' }: RoomOptions = {},
): { xL: number; xR: number; D: number; RH: number } {
  const zn = 0.2;
  const wall = pal.wall;
  const lit = shade(wall, 0.08);
  // ceiling
  poly(c, [[xL, RH, zn], [xR, RH, zn], [xR, RH, D], [xL, RH, D]], shade(wall, -0.12));
  // side walls
  poly(c, [[xL, 0, zn], [xL, 0, D], [xL, RH, D], [xL, RH, zn]], c.linear([[0, shade(wall, -0.2)], [1, shade(wall, -0.06)]], { x1: 0, y1: 0, x2: 1, y2: 0 }));
  poly(c, [[xR, 0, zn], [xR, 0, D], [xR, RH, D], [xR, RH, zn]], c.linear([[0, shade(wall, -0.05)], [1, shade(wall, -0.2)]], { x1: 0, y1: 0, x2: 1, y2: 0 }));
  // back wall
  const [bx0, by1] = c.P(xL, RH, D);
  const [bx1, by0] = c.P(xR, 0, D);
  c.add(`<rect x="${fmt(bx0)}" y="${fmt(by1)}" width="${fmt(bx1 - bx0)}" height="${fmt(by0 - by1)}" fill="${c.linear([[0, shade(wall, -0.04)], [1, lit]])}"/>`);
  // floor
  const fl = pal.floor;
  poly(c, [[xL, 0, zn], [xR, 0, zn], [xR, 0, D], [xL, 0, D]], c.linear([[0, shade(fl, -0.08)], [1, shade(fl, 0.06)]], { x1: 0, y1: 1, x2: 0, y2: 0 }));
  if (floor === 'planks') {
    const lines: string[] = [];
    for (let x = xL + 0.18; x < xR; x += 0.18) {
      const a = c.P(x, 0, zn + 0.2);
      const b = c.P(x, 0, D);
      lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    }
    c.add(`<path d="${lines.join('')}" stroke="${shade(fl, -0.22)}" stroke-width="1.4" opacity="0.5"/>`);
  } else if (floor === 'tiles' || floor === 'mats') {
    const step = floor === 'tiles' ? 0.6 : 0.9;
    const lines: string[] = [];
    for (let x = Math.ceil(xL / step) * step; x < xR; x += step) {
      const a = c.P(x, 0, zn + 0.2);
      const b = c.P(x, 0, D);
      lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    }
    for (let z = D; z > 0.5; z -= floor === 'tiles' ? 0.6 : 1.8) {
      const a = c.P(xL, 0, z);
      const b = c.P(xR, 0, z);
      lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    }
    c.add(`<path d="${lines.join('')}" stroke="${floor === 'tiles' ? shade(fl, 0.2) : shade(fl, -0.25)}" stroke-width="1.6" opacity="0.55" fill="none"/>`);
  }
  // skirting
  poly(c, [[xL, 0, D], [xR, 0, D], [xR, 0.08, D], [xL, 0.08, D]], shade(pal.wood, 0.1));
  // wall treatment on the back wall
  if (back === 'slats') {
    const w = 0.07;
    const gap = 0.07;
    const x0 = xL + (xR - xL) * 0.12;
    const x1 = xR - (xR - xL) * 0.12;
    for (let x = x0; x < x1; x += w + gap) box(c, [x, x + w], [0, RH], [D - 0.04, D], pal.woodLight, { front: pal.woodLight });
    const g = c.radial([[0, LIGHTS.evening.glow, 0.5], [1, LIGHTS.evening.glow, 0]], { cy: 1, r: 0.9 });
    const [a0, a1] = c.P(x0, RH, D);
    const [b0, b1] = c.P(x1, 0, D);
    c.add(`<rect x="${fmt(a0)}" y="${fmt(a1)}" width="${fmt(b0 - a0)}" height="${fmt(b1 - a1)}" fill="${g}" opacity="${fmt(light.lamp * 0.6)}"/>`);
  } else if (back === 'panels') {
    const n = 4;
    for (let i = 0; i < n; i += 1) {
      const x0 = xL + 0.3 + ((xR - xL - 0.6) * i) / n;
      const x1 = x0 + (xR - xL - 0.6) / n - 0.08;
      poly(c, [[x0, 0.35, D], [x1, 0.35, D], [x1, RH - 0.3, D], [x0, RH - 0.3, D]], shade(pal.wall, -0.08));
      poly(c, [[x0 + 0.02, 0.37, D], [x1 - 0.02, 0.37, D], [x1 - 0.02, RH - 0.32, D], [x0 + 0.02, RH - 0.32, D]], shade(pal.wall, 0.04));
    }
  } else if (back === 'stone') {
    const rows: string[] = [];
    for (let y = 0.25; y < RH; y += 0.25) {
      const a = c.P(xL, y, D);
      const b = c.P(xR, y, D);
      rows.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
      const off = (Math.round(y / 0.25) % 2) * 0.3;
      for (let x = xL + off; x < xR; x += 0.6) {
        const p = c.P(x, y, D);
        const q = c.P(x, y - 0.25, D);
        rows.push(`M${fmt(p[0])},${fmt(p[1])}L${fmt(q[0])},${fmt(q[1])}`);
      }
    }
    c.add(`<path d="${rows.join('')}" stroke="${shade(pal.wall, -0.18)}" stroke-width="1.2" opacity="0.6" fill="none"/>`);
  }
  if (sideWall === 'slats') {
    const side = c.cam.x > 0 ? xL : xR;
    const lines: string[] = [];
    for (let z = 1.2; z < D; z += 0.16) {
      const a = c.P(side, 0, z);
      const b = c.P(side, RH, z);
      lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    }
    c.add(`<path d="${lines.join('')}" stroke="${shade(pal.wood, 0.05)}" stroke-width="3" opacity="0.55"/>`);
  }
  // the window (daylight, a dusk view, or closed blinds by candlelight)
  if (windowSide) {
    const x = windowSide === 'left' ? xL : xR;
    const z0 = D * 0.35;
    const z1 = D * 0.72;
    const y0 = 0.7;
    const y1 = RH - 0.35;
    const frame = shade(pal.wood, 0.05);
    poly(c, [[x, y0 - 0.06, z0 - 0.06], [x, y0 - 0.06, z1 + 0.06], [x, y1 + 0.06, z1 + 0.06], [x, y1 + 0.06, z0 - 0.06]], frame);
    if (light.window) {
      const sky = light.window;
      poly(c, [[x, y0, z0], [x, y0, z1], [x, y1, z1], [x, y1, z0]], c.linear([[0, shade(sky, 0.25)], [1, sky]]));
      if (light === LIGHTS.evening) {
        // dusk over the city: a few lit towers
        for (let i = 0; i < 5; i += 1) {
          const zz = z0 + ((z1 - z0) * (i + 0.3)) / 5.5;
          const top = y0 + between(rand, 0.3, 1.2);
          poly(c, [[x, y0, zz], [x, y0, zz + 0.22], [x, top, zz + 0.22], [x, top, zz]], '#232b40');
          for (let k = 0; k < 4; k += 1) {
            const wy = y0 + 0.1 + k * 0.18;
            if (wy < top - 0.08) poly(c, [[x, wy, zz + 0.06], [x, wy, zz + 0.1], [x, wy + 0.06, zz + 0.1], [x, wy + 0.06, zz + 0.06]], '#f3c979');
          }
        }
      } else {
        // a garden outside: soft green shapes
        for (let i = 0; i < 4; i += 1) {
          const zz = z0 + ((z1 - z0) * (i + 0.5)) / 4;
          const [sx, sy] = c.P(x, y0 + 0.35, zz);
          c.add(`<ellipse cx="${fmt(sx)}" cy="${fmt(sy)}" rx="${fmt(c.S(zz) * 0.14)}" ry="${fmt(c.S(zz) * 0.4)}" fill="#9fb58c" opacity="0.5" filter="${c.blur(6)}"/>`);
        }
      }
      // mullions and a sheer curtain
      const zm = (z0 + z1) / 2;
      poly(c, [[x, y0, zm - 0.025], [x, y0, zm + 0.025], [x, y1, zm + 0.025], [x, y1, zm - 0.025]], frame);
      poly(c, [[x, y0 - 0.4, z1 - 0.1], [x, y0 - 0.4, z1 + 0.3], [x, RH - 0.05, z1 + 0.3], [x, RH - 0.05, z1 - 0.1]], shade(pal.linen, -0.04), ' opacity="0.8"');
      // daylight on the floor
      if (light !== LIGHTS.evening) {
        const dir = windowSide === 'left' ? 1 : -1;
        const fpts = ([[x, 0, z0], [x, 0, z1], [x + dir * 2.0, 0, z1 - 0.6], [x + dir * 2.0, 0, z0 - 0.6]] as const).map((p) => c.P(...p));
        c.add(`<polygon points="${pts(fpts)}" fill="${light.glow}" opacity="0.35" filter="${c.blur(14)}"/>`);
      }
    } else {
      // closed wooden blinds
      poly(c, [[x, y0, z0], [x, y0, z1], [x, y1, z1], [x, y1, z0]], shade(pal.woodLight, -0.1));
      const lines: string[] = [];
      for (let y = y0 + 0.06; y < y1; y += 0.07) {
        const a = c.P(x, y, z0);
        const b = c.P(x, y, z1);
        lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
      }
      c.add(`<path d="${lines.join('')}" stroke="${shade(pal.wood, -0.2)}" stroke-width="2" opacity="0.6"/>`);
    }
  }
  return { xL, xR, D, RH };
}

/** Darkening and a warm glow over the whole frame, then a soft vignette. */
function finishLight(c: Canvas, light: Light, lampPoints: readonly LampPoint[] = []): void {
  if (light.dim > 0) c.add(`<rect width="${c.W}" height="${c.H}" fill="#1d140d" opacity="${fmt(light.dim)}"/>`);
  for (const [sx, sy, r, k = 1] of lampPoints) glow(c, sx, sy, r, light.glow, Math.min(1, light.lamp * 0.55 * k));
  const v = c.radial([[0.55, '#000000', 0], [1, '#120c08', 0.45]], { r: 0.75 });
  c.add(`<rect width="${c.W}" height="${c.H}" fill="${v}"/>`);
}

// ---------------------------------------------------------------------------------------------
// Props

/** A padded massage table. `along` 'x' (across the frame) or 'z' (head towards the back wall). */
function massageTable(
  c: Canvas,
  pal: Palette,
  { x, z, along = 'x', len = 1.9, wide = 0.75, h = 0.72, sheet = pal.linen, frame = pal.wood }: { x: number; z: number; along?: 'x' | 'z'; len?: number; wide?: number; h?: number; sheet?: string; frame?: string },
): { top: number; hx: number; hz: number } {
  const hx = along === 'x' ? len / 2 : wide / 2;
  const hz = along === 'x' ? wide / 2 : len / 2;
  floorShadow(c, [x - hx, x + hx], [z - hz, z + hz], { opacity: 0.4, spread: 0.1, sd: 12 });
  const legIn = 0.12;
  const legs: [number, number][] = [
    [x - hx + legIn, z + hz - legIn],
    [x + hx - legIn - 0.06, z + hz - legIn],
    [x - hx + legIn, z - hz + legIn],
    [x + hx - legIn - 0.06, z - hz + legIn],
  ];
  for (const [lx, lz] of legs) box(c, [lx, lx + 0.06], [0, h - 0.16], [lz, lz + 0.06], shade(frame, -0.1));
  // apron / frame
  box(c, [x - hx + 0.04, x + hx - 0.04], [h - 0.2, h - 0.12], [z - hz + 0.04, z + hz - 0.04], frame);
  // padded top with the sheet
  box(c, [x - hx, x + hx], [h - 0.12, h], [z - hz, z + hz], sheet, { round: 5, top: shade(sheet, 0.06), side: shade(sheet, -0.1), front: shade(sheet, -0.05) });
  // the sheet hangs a little over the front edge
  const a = c.P(x - hx, h - 0.12, z - hz);
  const b = c.P(x + hx, h - 0.12, z - hz);
  const drop = c.S(z - hz) * 0.14;
  c.add(`<path d="M${fmt(a[0])},${fmt(a[1])} L${fmt(b[0])},${fmt(b[1])} L${fmt(b[0])},${fmt(b[1] + drop * 0.6)} Q${fmt((a[0] + b[0]) / 2)},${fmt(b[1] + drop * 1.1)} ${fmt(a[0])},${fmt(a[1] + drop * 0.6)} Z" fill="${shade(sheet, -0.09)}"/>`);
  return { top: h, hx, hz };
}

/** A folded towel (a soft flat block with a fold line), optionally a second one stacked on it. */
function foldedTowel(c: Canvas, x: number, y: number, z: number, { w = 0.42, d = 0.3, t = 0.07, color, stack = 1 }: { w?: number; d?: number; t?: number; color: string | readonly string[]; stack?: number }): number {
  let yy = y;
  for (let i = 0; i < stack; i += 1) {
    const col = typeof color === 'string' ? color : color[i % color.length]!;
    const dx = i * 0.01;
    box(c, [x - w / 2 + dx, x + w / 2 + dx], [yy, yy + t], [z - d / 2, z + d / 2], col, { round: 6, top: shade(col, 0.1), side: shade(col, -0.14), front: shade(col, -0.04) });
    const f1 = c.P(x - w / 2 + dx, yy + t * 0.5, z - d / 2);
    const f2 = c.P(x + w / 2 + dx, yy + t * 0.5, z - d / 2);
    c.add(`<line x1="${fmt(f1[0])}" y1="${fmt(f1[1])}" x2="${fmt(f2[0])}" y2="${fmt(f2[1])}" stroke="${shade(col, -0.2)}" stroke-width="1.5" opacity="0.7"/>`);
    yy += t;
  }
  return yy;
}

/** A rolled towel lying across x (a soft cylinder seen from its end on the camera side). */
function rolledTowel(c: Canvas, x: number, y: number, z: number, { len = 0.36, r = 0.06, color }: { len?: number; r?: number; color: string }): void {
  const [ax, ay] = c.P(x - len / 2, y + r, z);
  const [bx, by] = c.P(x + len / 2, y + r, z);
  const rr = c.S(z) * r;
  c.add(`<path d="M${fmt(ax)},${fmt(ay - rr)} L${fmt(bx)},${fmt(by - rr)} A${fmt(rr * 0.45)},${fmt(rr)} 0 0 1 ${fmt(bx)},${fmt(by + rr)} L${fmt(ax)},${fmt(ay + rr)} Z" fill="${c.linear([[0, shade(color, 0.12)], [0.6, color], [1, shade(color, -0.22)]])}"/>`);
  const endX = c.cam.x < x ? ax : bx;
  const endY = c.cam.x < x ? ay : by;
  c.add(`<ellipse cx="${fmt(endX)}" cy="${fmt(endY)}" rx="${fmt(rr * 0.45)}" ry="${fmt(rr)}" fill="${shade(color, -0.06)}"/>`);
  c.add(`<path d="M${fmt(endX)},${fmt(endY)} m0,${fmt(-rr * 0.6)} a${fmt(rr * 0.28)},${fmt(rr * 0.6)} 0 1 1 0,${fmt(rr * 1.2)} a${fmt(rr * 0.18)},${fmt(rr * 0.4)} 0 1 1 0,${fmt(-rr * 0.8)}" fill="none" stroke="${shade(color, -0.25)}" stroke-width="1.5"/>`);
}

/** A frangipani flower (five petals, yellow heart) lying on a surface. */
function flower(c: Canvas, x: number, y: number, z: number, size: number, color = '#fbf6ee'): void {
  const [sx, sy] = c.P(x, y, z);
  const r = c.S(z) * size;
  const squash = Math.max(0.35, Math.min(1, (c.cam.y - y) / z + 0.15));
  const petals: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const a = (i * 72 * Math.PI) / 180;
    const px = sx + Math.cos(a) * r * 0.55;
    const py = sy + Math.sin(a) * r * 0.55 * squash;
    petals.push(`<ellipse cx="${fmt(px)}" cy="${fmt(py)}" rx="${fmt(r * 0.55)}" ry="${fmt(r * 0.3 * squash + r * 0.05)}" transform="rotate(${fmt((i * 72))} ${fmt(px)} ${fmt(py)})" fill="${color}"/>`);
  }
  c.add(`<g>${petals.join('')}<circle cx="${fmt(sx)}" cy="${fmt(sy)}" r="${fmt(r * 0.22)}" fill="#f2c14e"/></g>`);
}

/** A pillar candle with its flame; returns the flame's screen position for the glow. */
function candle(c: Canvas, x: number, y: number, z: number, { r = 0.04, h = 0.1, color = '#f4ecdc' } = {}): [number, number] {
  cylinder(c, x, z, y, y + h, r, color, { topColor: shade(color, 0.1) });
  const [fx, fy] = c.P(x, y + h + 0.02, z);
  const s = c.S(z);
  c.add(`<ellipse cx="${fmt(fx)}" cy="${fmt(fy)}" rx="${fmt(s * 0.007 + 1.5)}" ry="${fmt(s * 0.02 + 3)}" fill="#ffd27a"/>`);
  c.add(`<ellipse cx="${fmt(fx)}" cy="${fmt(fy + s * 0.005)}" rx="${fmt(s * 0.003 + 0.8)}" ry="${fmt(s * 0.008 + 1.5)}" fill="#fff6dc"/>`);
  glow(c, fx, fy, s * 0.2 + 12, '#ffc46b', 0.55);
  return [fx, fy];
}

/** A potted plant standing on the floor at (x, z). */
function plant(c: Canvas, rand: Rand, x: number, z: number, kind: PlantKind, { scale = 1, pot = '#d9cfc2', y = 0 } = {}): void {
  const s = c.S(z) * scale;
  const [bx, by] = c.P(x, y, z);
  floorShadow(c, [x - 0.22 * scale, x + 0.22 * scale], [z - 0.2 * scale, z + 0.2 * scale], { y, opacity: 0.3, sd: 8 });
  const potH = 0.42 * s;
  const potW = 0.36 * s;
  const leaves: string[] = [];
  const topY = by - potH;
  if (kind === 'snake') {
    for (let i = 0; i < 9; i += 1) {
      const lx = bx + (i / 8 - 0.5) * potW * 0.7;
      const hgt = s * between(rand, 0.55, 1.05);
      const lean = (i / 8 - 0.5) * s * 0.35 + between(rand, -0.05, 0.05) * s;
      const w = s * 0.05;
      const col = i % 2 ? '#4f7046' : '#3e5e3a';
      leaves.push(`<path d="M${fmt(lx - w)},${fmt(topY)} Q${fmt(lx - w + lean * 0.4)},${fmt(topY - hgt * 0.6)} ${fmt(lx + lean)},${fmt(topY - hgt)} Q${fmt(lx + w + lean * 0.4)},${fmt(topY - hgt * 0.6)} ${fmt(lx + w)},${fmt(topY)} Z" fill="${col}"/>`);
      leaves.push(`<path d="M${fmt(lx)},${fmt(topY)} Q${fmt(lx + lean * 0.4)},${fmt(topY - hgt * 0.6)} ${fmt(lx + lean)},${fmt(topY - hgt)}" stroke="#c9c36a" stroke-width="${fmt(Math.max(1, s * 0.006))}" fill="none" opacity="0.6"/>`);
    }
  } else if (kind === 'palm') {
    for (let i = 0; i < 11; i += 1) {
      const a = -Math.PI / 2 + (i / 10 - 0.5) * 2.4 + between(rand, -0.1, 0.1);
      const len = s * between(rand, 0.7, 1.15);
      const ex = bx + Math.cos(a) * len;
      const ey = topY + Math.sin(a) * len * 0.95;
      const mx = bx + Math.cos(a) * len * 0.55;
      const my = topY + Math.sin(a) * len * 0.75 - len * 0.25;
      leaves.push(`<path d="M${fmt(bx)},${fmt(topY)} Q${fmt(mx)},${fmt(my)} ${fmt(ex)},${fmt(ey)}" stroke="#4a6b3d" stroke-width="${fmt(Math.max(1.2, s * 0.012))}" fill="none"/>`);
      for (let k = 1; k < 9; k += 1) {
        const t = k / 9;
        const px = (1 - t) * (1 - t) * bx + 2 * (1 - t) * t * mx + t * t * ex;
        const py = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * my + t * t * ey;
        const ll = s * 0.16 * (1 - t * 0.6);
        for (const side of [-1, 1]) {
          const aa = a + side * 1.1 + 0.5;
          leaves.push(`<line x1="${fmt(px)}" y1="${fmt(py)}" x2="${fmt(px + Math.cos(aa) * ll)}" y2="${fmt(py + Math.sin(aa) * ll)}" stroke="${k % 2 ? '#5a8048' : '#4c7340'}" stroke-width="${fmt(Math.max(1.5, s * 0.018))}" stroke-linecap="round"/>`);
        }
      }
    }
  } else {
    // monstera: big round split leaves on stems
    for (let i = 0; i < 8; i += 1) {
      const a = -Math.PI / 2 + (i / 7 - 0.5) * 2.2 + between(rand, -0.15, 0.15);
      const len = s * between(rand, 0.45, 0.85);
      const ex = bx + Math.cos(a) * len;
      const ey = topY + Math.sin(a) * len;
      const lr = s * between(rand, 0.15, 0.22);
      const col = i % 2 ? '#3f6b3c' : '#4d7a45';
      leaves.push(`<path d="M${fmt(bx)},${fmt(topY)} Q${fmt(bx + Math.cos(a) * len * 0.3)},${fmt(topY - len * 0.5)} ${fmt(ex)},${fmt(ey)}" stroke="#557a40" stroke-width="${fmt(Math.max(1, s * 0.01))}" fill="none"/>`);
      const rot = (a * 180) / Math.PI + 90;
      leaves.push(`<g transform="translate(${fmt(ex)} ${fmt(ey)}) rotate(${fmt(rot)})"><path d="M0,${fmt(lr)} C${fmt(-lr * 1.3)},${fmt(lr * 0.6)} ${fmt(-lr * 1.1)},${fmt(-lr * 1.2)} 0,${fmt(-lr)} C${fmt(lr * 1.1)},${fmt(-lr * 1.2)} ${fmt(lr * 1.3)},${fmt(lr * 0.6)} 0,${fmt(lr)} Z" fill="${col}"/><path d="M0,${fmt(lr)} L0,${fmt(-lr * 0.9)} M0,0 L${fmt(-lr * 0.8)},${fmt(-lr * 0.3)} M0,${fmt(lr * 0.4)} L${fmt(lr * 0.8)},${fmt(0)} M0,${fmt(-lr * 0.4)} L${fmt(lr * 0.7)},${fmt(-lr * 0.8)}" stroke="${shade(col, 0.25)}" stroke-width="${fmt(Math.max(1, lr * 0.06))}"/></g>`);
    }
  }
  c.add(`<g>${leaves.join('')}</g>`);
  c.add(`<path d="M${fmt(bx - potW / 2)},${fmt(topY)} L${fmt(bx + potW / 2)},${fmt(topY)} L${fmt(bx + potW * 0.36)},${fmt(by)} L${fmt(bx - potW * 0.36)},${fmt(by)} Z" fill="${c.linear([[0, shade(pot, -0.2)], [0.4, shade(pot, 0.1)], [1, shade(pot, -0.3)]], { x2: 1, y2: 0 })}"/>`);
  c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(topY)}" rx="${fmt(potW / 2)}" ry="${fmt(potW * 0.08)}" fill="${shade(pot, -0.35)}"/>`);
}

const PLANTS = {
  snake: { en: 'a snake plant', ko: '산세베리아 화분', vi: 'chậu lưỡi hổ' },
  palm: { en: 'a potted palm', ko: '야자 화분', vi: 'chậu cau cảnh' },
  monstera: { en: 'a monstera', ko: '몬스테라 화분', vi: 'chậu monstera' },
} satisfies Record<string, Alt>;
type PlantKind = keyof typeof PLANTS;
const PLANT_KINDS = Object.keys(PLANTS) as PlantKind[];

/** A lamp. kind: 'table' (on a low side table), 'floor' (tall, drum shade), 'lantern' (paper globe on the floor). Returns the glow point. */
function lamp(c: Canvas, pal: Palette, x: number, z: number, kind: LampKind, light: Light): [number, number] {
  const s = c.S(z);
  if (kind === 'table') {
    floorShadow(c, [x - 0.25, x + 0.25], [z - 0.22, z + 0.22], { opacity: 0.35 });
    box(c, [x - 0.24, x + 0.24], [0, 0.5], [z - 0.2, z + 0.2], pal.wood);
    cylinder(c, x, z, 0.5, 0.62, 0.06, '#cdbfa9');
    const [sx, sy] = c.P(x, 0.62, z);
    c.add(`<line x1="${fmt(sx)}" y1="${fmt(sy)}" x2="${fmt(sx)}" y2="${fmt(sy - s * 0.12)}" stroke="#6b5a48" stroke-width="${fmt(Math.max(1.5, s * 0.012))}"/>`);
    const top = sy - s * 0.32;
    const bot = sy - s * 0.1;
    c.add(`<path d="M${fmt(sx - s * 0.1)},${fmt(top)} L${fmt(sx + s * 0.1)},${fmt(top)} L${fmt(sx + s * 0.16)},${fmt(bot)} L${fmt(sx - s * 0.16)},${fmt(bot)} Z" fill="${c.linear([[0, '#fff4dd'], [1, light.glow]])}"/>`);
    glow(c, sx, (top + bot) / 2, s * 0.9, light.glow, 0.35 + light.lamp * 0.35);
    return [sx, (top + bot) / 2];
  }
  if (kind === 'floor') {
    floorShadow(c, [x - 0.2, x + 0.2], [z - 0.2, z + 0.2], { opacity: 0.3 });
    const [bx, by] = c.P(x, 0, z);
    const [, ty] = c.P(x, 1.45, z);
    c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(by)}" rx="${fmt(s * 0.16)}" ry="${fmt(s * 0.04)}" fill="#3a3029"/>`);
    c.add(`<line x1="${fmt(bx)}" y1="${fmt(by)}" x2="${fmt(bx)}" y2="${fmt(ty)}" stroke="#3a3029" stroke-width="${fmt(Math.max(2, s * 0.018))}"/>`);
    const top = ty - s * 0.3;
    c.add(`<path d="M${fmt(bx - s * 0.16)},${fmt(top)} L${fmt(bx + s * 0.16)},${fmt(top)} L${fmt(bx + s * 0.2)},${fmt(ty)} L${fmt(bx - s * 0.2)},${fmt(ty)} Z" fill="${c.linear([[0, '#fff4dd'], [1, light.glow]])}"/>`);
    glow(c, bx, ty - s * 0.15, s * 1.2, light.glow, 0.35 + light.lamp * 0.35);
    return [bx, ty - s * 0.15];
  }
  // paper lantern on the floor
  const r = 0.22;
  const [lx, ly] = c.P(x, r, z);
  floorShadow(c, [x - 0.2, x + 0.2], [z - 0.2, z + 0.2], { opacity: 0.25 });
  glow(c, lx, ly, s * 1.1, light.glow, 0.3 + light.lamp * 0.4);
  c.add(`<circle cx="${fmt(lx)}" cy="${fmt(ly)}" r="${fmt(s * r)}" fill="${c.radial([[0, '#fffaf0'], [0.7, shade(light.glow, 0.4)], [1, light.glow]], { cx: 0.45, cy: 0.4 })}"/>`);
  const ribs: string[] = [];
  for (let i = -2; i <= 2; i += 1) ribs.push(`<ellipse cx="${fmt(lx)}" cy="${fmt(ly + i * s * r * 0.36)}" rx="${fmt(s * r * Math.sqrt(1 - (i * 0.36) ** 2))}" ry="${fmt(s * r * 0.06)}" fill="none" stroke="${shade(light.glow, -0.15)}" stroke-width="1" opacity="0.5"/>`);
  c.add(ribs.join(''));
  return [lx, ly];
}

const LAMPS = {
  table: { en: 'a low table lamp', ko: '낮은 테이블 램프', vi: 'đèn bàn thấp' },
  floor: { en: 'a floor lamp', ko: '플로어 램프', vi: 'đèn cây' },
  lantern: { en: 'a paper lantern', ko: '종이 등', vi: 'đèn lồng giấy' },
} satisfies Record<string, Alt>;
type LampKind = keyof typeof LAMPS;

/** A pendant lamp hanging from the ceiling at (x, z). */
function pendant(c: Canvas, light: Light, x: number, z: number, RH: number, { drop = 0.9, r = 0.18, color = '#e9d8bb' } = {}): [number, number] {
  const [tx, ty] = c.P(x, RH, z);
  const [bx, by] = c.P(x, RH - drop, z);
  const s = c.S(z);
  c.add(`<line x1="${fmt(tx)}" y1="${fmt(ty)}" x2="${fmt(bx)}" y2="${fmt(by)}" stroke="#3b3129" stroke-width="1.5"/>`);
  glow(c, bx, by + s * r * 0.6, s * 1.3, light.glow, 0.3 + light.lamp * 0.4);
  c.add(`<path d="M${fmt(bx - s * r * 0.3)},${fmt(by)} Q${fmt(bx - s * r * 1.1)},${fmt(by + s * r * 0.2)} ${fmt(bx - s * r)},${fmt(by + s * r * 0.9)} L${fmt(bx + s * r)},${fmt(by + s * r * 0.9)} Q${fmt(bx + s * r * 1.1)},${fmt(by + s * r * 0.2)} ${fmt(bx + s * r * 0.3)},${fmt(by)} Z" fill="${color}"/>`);
  c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(by + s * r * 0.9)}" rx="${fmt(s * r)}" ry="${fmt(s * r * 0.15)}" fill="#fff3d6"/>`);
  return [bx, by + s * r];
}

/** A folding lattice screen standing on the floor, facing the camera. */
function screen(c: Canvas, pal: Palette, x: number, z: number, { panels = 3, pw = 0.5, h = 1.75 } = {}): void {
  floorShadow(c, [x, x + panels * pw], [z - 0.1, z + 0.1], { opacity: 0.3 });
  for (let i = 0; i < panels; i += 1) {
    const x0 = x + i * pw;
    const zz = z + (i % 2 ? 0.12 : 0);
    box(c, [x0, x0 + pw - 0.02], [0.04, h], [zz, zz + 0.03], pal.woodLight);
    // lattice
    const inset = 0.05;
    const a = c.P(x0 + inset, h - inset, zz);
    const b = c.P(x0 + pw - 0.02 - inset, 0.25, zz);
    c.add(`<rect x="${fmt(a[0])}" y="${fmt(a[1])}" width="${fmt(b[0] - a[0])}" height="${fmt(b[1] - a[1])}" fill="${shade(pal.linen, -0.05)}"/>`);
    const lines: string[] = [];
    const n = 4;
    for (let k = 1; k < n; k += 1) {
      const lx = a[0] + ((b[0] - a[0]) * k) / n;
      lines.push(`M${fmt(lx)},${fmt(a[1])}L${fmt(lx)},${fmt(b[1])}`);
    }
    for (let k = 1; k < 9; k += 1) {
      const ly = a[1] + ((b[1] - a[1]) * k) / 9;
      lines.push(`M${fmt(a[0])},${fmt(ly)}L${fmt(b[0])},${fmt(ly)}`);
    }
    c.add(`<path d="${lines.join('')}" stroke="${pal.wood}" stroke-width="${fmt(Math.max(2, c.S(zz) * 0.015))}"/>`);
  }
}

/** A small round side table with a candle or an orchid on it. */
function sideTable(c: Canvas, pal: Palette, rand: Rand, x: number, z: number, { h = 0.5, r = 0.22, item = 'candle' }: { h?: number; r?: number; item?: 'candle' | 'orchid' } = {}): void {
  floorShadow(c, [x - r, x + r], [z - r, z + r], { opacity: 0.3 });
  cylinder(c, x, z, 0, h - 0.04, 0.05, pal.wood);
  cylinder(c, x, z, h - 0.04, h, r, pal.woodLight);
  if (item === 'candle') {
    candle(c, x - 0.06, h, z, { r: 0.045, h: 0.12 });
    candle(c, x + 0.07, h, z + 0.03, { r: 0.035, h: 0.07 });
    return;
  }
  orchid(c, rand, x, h, z, 0.8);
}

/** A white orchid in a small pot. */
function orchid(c: Canvas, rand: Rand, x: number, y: number, z: number, scale = 1): void {
  const s = c.S(z) * scale;
  cylinder(c, x, z, y, y + 0.12 * scale, 0.07 * scale, '#efe9e0');
  const [bx, by] = c.P(x, y + 0.12 * scale, z);
  const stems: string[] = [];
  for (const side of [-1, 1]) {
    const ex = bx + side * s * 0.22;
    const ey = by - s * 0.45;
    stems.push(`<path d="M${fmt(bx)},${fmt(by)} Q${fmt(bx + side * s * 0.02)},${fmt(by - s * 0.4)} ${fmt(ex)},${fmt(ey)}" stroke="#5d6b3c" stroke-width="${fmt(Math.max(1, s * 0.008))}" fill="none"/>`);
    for (let k = 0; k < 4; k += 1) {
      const t = 0.45 + k * 0.17;
      const px = bx + (ex - bx) * t + side * s * 0.02;
      const py = by + (ey - by) * t;
      const pr = s * 0.04;
      stems.push(`<g transform="translate(${fmt(px)} ${fmt(py)})"><ellipse rx="${fmt(pr)}" ry="${fmt(pr * 0.55)}" fill="#fbf5f6"/><ellipse rx="${fmt(pr * 0.55)}" ry="${fmt(pr)}" fill="#f6eef2"/><circle r="${fmt(pr * 0.22)}" fill="#d98aa6"/></g>`);
    }
  }
  stems.push(`<ellipse cx="${fmt(bx - s * 0.06)}" cy="${fmt(by + 1)}" rx="${fmt(s * 0.08)}" ry="${fmt(s * 0.025)}" fill="#4f7046" transform="rotate(-12 ${fmt(bx)} ${fmt(by)})"/>`);
  c.add(stems.join(''));
  void rand;
}

/** A sofa or armchair against/facing the camera: seat, back, arms and cushions. */
function sofa(c: Canvas, pal: Palette, x: number, z: number, { w = 2.0, d = 0.85, color, cushions = ['#e9dccb'] }: { w?: number; d?: number; color: string; cushions?: readonly string[] }): void {
  floorShadow(c, [x - w / 2, x + w / 2], [z - d / 2, z + d / 2], { opacity: 0.4 });
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const z0 = z - d / 2;
  const z1 = z + d / 2;
  box(c, [x0, x1], [0.38, 0.85], [z1 - 0.22, z1], color, { round: 8 });
  box(c, [x0 + 0.06, x1 - 0.06], [0.08, 0.44], [z0, z1 - 0.18], color, { round: 8 });
  const cw = (w - 0.4) / cushions.length;
  cushions.forEach((col, i) => {
    const cx0 = x0 + 0.2 + i * cw + 0.05;
    box(c, [cx0, cx0 + cw - 0.1], [0.44, 0.8], [z1 - 0.32, z1 - 0.2], col, { round: 10 });
  });
  box(c, [x0, x0 + 0.18], [0.08, 0.62], [z0, z1], shade(color, -0.04), { round: 8 });
  box(c, [x1 - 0.18, x1], [0.08, 0.62], [z0, z1], shade(color, -0.04), { round: 8 });
  box(c, [x0 + 0.04, x1 - 0.04], [0, 0.08], [z0 + 0.04, z1 - 0.04], shade(pal.wood, -0.1));
}

/** A rug on the floor. */
function rug(c: Canvas, [x0, x1]: readonly [number, number], [z0, z1]: readonly [number, number], color: string, { border }: { border?: string } = {}): void {
  poly(c, [[x0, 0.005, z0], [x1, 0.005, z0], [x1, 0.005, z1], [x0, 0.005, z1]], color);
  if (border) {
    const m = 0.12;
    const p = ([[x0 + m, 0.006, z0 + m], [x1 - m, 0.006, z0 + m], [x1 - m, 0.006, z1 - m], [x0 + m, 0.006, z1 - m]] as const).map((q) => c.P(...q));
    c.add(`<polygon points="${pts(p)}" fill="none" stroke="${border}" stroke-width="2.5" opacity="0.7"/>`);
  }
}

/** A smooth basalt stone lying on a surface. */
function stone(c: Canvas, x: number, y: number, z: number, r: number, color = '#2f2c2a'): number {
  const d = disc(c, x, y, z, r);
  const hh = c.S(z) * r * 0.55;
  c.add(`<ellipse cx="${fmt(d.sx)}" cy="${fmt(d.sy + hh * 0.15)}" rx="${fmt(d.rx * 1.05)}" ry="${fmt(d.ry + hh * 0.35)}" fill="#000" opacity="0.3" filter="${c.blur(4)}"/>`);
  c.add(`<ellipse cx="${fmt(d.sx)}" cy="${fmt(d.sy - hh * 0.4)}" rx="${fmt(d.rx)}" ry="${fmt(d.ry + hh * 0.5)}" fill="${c.radial([[0, shade(color, 0.35)], [0.5, color], [1, shade(color, -0.35)]], { cx: 0.4, cy: 0.3, r: 0.7 })}"/>`);
  return d.sy - hh * 0.4 - (d.ry + hh * 0.5);
}

/** A glass bottle (amber, clear or green) with a dropper, pump or cork. */
function bottle(c: Canvas, x: number, y: number, z: number, { r = 0.04, h = 0.18, glass = '#a5612a', cap = 'dropper' }: { r?: number; h?: number; glass?: string; cap?: 'dropper' | 'pump' | 'cork' }): void {
  const s = c.S(z);
  const [bx, by] = c.P(x, y, z);
  const w = s * r;
  const bodyH = s * h;
  const shoulder = by - bodyH;
  c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(by)}" rx="${fmt(w * 1.3)}" ry="${fmt(w * 0.3)}" fill="#000" opacity="0.25" filter="${c.blur(3)}"/>`);
  c.add(`<path d="M${fmt(bx - w)},${fmt(by)} L${fmt(bx - w)},${fmt(shoulder + w * 0.4)} Q${fmt(bx - w)},${fmt(shoulder)} ${fmt(bx - w * 0.4)},${fmt(shoulder - w * 0.2)} L${fmt(bx - w * 0.35)},${fmt(shoulder - w * 0.7)} L${fmt(bx + w * 0.35)},${fmt(shoulder - w * 0.7)} L${fmt(bx + w * 0.4)},${fmt(shoulder - w * 0.2)} Q${fmt(bx + w)},${fmt(shoulder)} ${fmt(bx + w)},${fmt(shoulder + w * 0.4)} L${fmt(bx + w)},${fmt(by)} Z" fill="${c.linear([[0, shade(glass, -0.25)], [0.3, shade(glass, 0.25)], [0.6, glass], [1, shade(glass, -0.35)]], { x2: 1, y2: 0 })}"/>`);
  c.add(`<rect x="${fmt(bx - w * 0.55)}" y="${fmt(shoulder + bodyH * 0.3)}" width="${fmt(w * 0.18)}" height="${fmt(bodyH * 0.5)}" rx="${fmt(w * 0.09)}" fill="#fff" opacity="0.35"/>`);
  const neck = shoulder - w * 0.7;
  if (cap === 'dropper') {
    c.add(`<rect x="${fmt(bx - w * 0.45)}" y="${fmt(neck - w * 0.5)}" width="${fmt(w * 0.9)}" height="${fmt(w * 0.5)}" fill="#2a2420"/>`);
    c.add(`<rect x="${fmt(bx - w * 0.3)}" y="${fmt(neck - w * 1.4)}" width="${fmt(w * 0.6)}" height="${fmt(w * 0.95)}" rx="${fmt(w * 0.3)}" fill="#1f1a17"/>`);
  } else if (cap === 'pump') {
    c.add(`<rect x="${fmt(bx - w * 0.45)}" y="${fmt(neck - w * 0.45)}" width="${fmt(w * 0.9)}" height="${fmt(w * 0.45)}" fill="#d8d2c8"/>`);
    c.add(`<rect x="${fmt(bx - w * 0.1)}" y="${fmt(neck - w * 1.2)}" width="${fmt(w * 0.2)}" height="${fmt(w * 0.8)}" fill="#d8d2c8"/>`);
    c.add(`<path d="M${fmt(bx - w * 0.35)},${fmt(neck - w * 1.4)} L${fmt(bx + w * 0.9)},${fmt(neck - w * 1.4)} L${fmt(bx + w * 0.9)},${fmt(neck - w * 1.2)} L${fmt(bx - w * 0.35)},${fmt(neck - w * 1.05)} Z" fill="#d8d2c8"/>`);
  } else {
    c.add(`<rect x="${fmt(bx - w * 0.38)}" y="${fmt(neck - w * 0.8)}" width="${fmt(w * 0.76)}" height="${fmt(w * 0.9)}" rx="${fmt(w * 0.12)}" fill="#b48a5c"/>`);
  }
}

const GLASS = { amber: '#a5612a', green: '#5f7d4e', clear: '#c9d3cf', blue: '#4c6680' };
type GlassKind = keyof typeof GLASS;
const GLASS_KINDS = Object.keys(GLASS) as GlassKind[];

/** A table top seen close up (for the detail shots): a surface at height y, from z0 away to z1. */
function tabletop(
  c: Canvas,
  rand: Rand,
  pal: Palette,
  light: Light,
  { y = 0.75, z0 = 0.6, z1 = 2.0, material = 'wood', backZ = 2.6, backdrop = 'wall' }: { y?: number; z0?: number; z1?: number; material?: 'wood' | 'stone' | 'linen'; backZ?: number; backdrop?: 'wall' | 'slats' | 'window' },
): { y: number; top: number } {
  const { W, H } = c;
  // background wall, out of focus
  const wallFill = c.linear([[0, shade(pal.wall, -0.18)], [1, shade(pal.wall, 0.02)]]);
  c.add(`<rect width="${W}" height="${H}" fill="${wallFill}"/>`);
  const bg: string[] = [];
  if (backdrop === 'slats') {
    for (let x = -3; x < 3; x += 0.14) {
      const a = c.P(x, y, backZ);
      const b = c.P(x + 0.07, y + 2, backZ);
      bg.push(`<rect x="${fmt(a[0])}" y="${fmt(b[1])}" width="${fmt(b[0] - a[0])}" height="${fmt(a[1] - b[1])}" fill="${pal.woodLight}"/>`);
    }
  } else if (backdrop === 'window') {
    const a = c.P(-0.9, y + 0.25, backZ);
    const b = c.P(0.7, y + 2, backZ);
    bg.push(`<rect x="${fmt(a[0])}" y="${fmt(b[1])}" width="${fmt(b[0] - a[0])}" height="${fmt(a[1] - b[1])}" fill="${light.window ?? shade(pal.woodLight, -0.1)}"/>`);
    bg.push(`<rect x="${fmt((a[0] + b[0]) / 2 - 4)}" y="${fmt(b[1])}" width="8" height="${fmt(a[1] - b[1])}" fill="${pal.wood}"/>`);
    if (light.window && light !== LIGHTS.evening) bg.push(`<ellipse cx="${fmt(a[0] + (b[0] - a[0]) * 0.3)}" cy="${fmt(a[1] - (a[1] - b[1]) * 0.2)}" rx="${fmt((b[0] - a[0]) * 0.2)}" ry="${fmt((a[1] - b[1]) * 0.3)}" fill="#93ad83" opacity="0.6"/>`);
  } else {
    // a plant and a lamp glow in the back
    const [px, py] = c.P(between(rand, -0.8, 0.8), y + 0.2, backZ);
    const s = c.S(backZ);
    for (let i = 0; i < 6; i += 1) {
      const a = -Math.PI / 2 + (i / 5 - 0.5) * 2;
      bg.push(`<ellipse cx="${fmt(px + Math.cos(a) * s * 0.3)}" cy="${fmt(py + Math.sin(a) * s * 0.35)}" rx="${fmt(s * 0.09)}" ry="${fmt(s * 0.22)}" transform="rotate(${fmt((a * 180) / Math.PI + 90)} ${fmt(px + Math.cos(a) * s * 0.3)} ${fmt(py + Math.sin(a) * s * 0.35)})" fill="#557a48"/>`);
    }
  }
  c.add(`<g filter="${c.blur(7)}" opacity="0.9">${bg.join('')}</g>`);
  // surface
  const top = c.P(0, y, z1)[1];
  const surf = material === 'stone' ? '#d9d3ca' : material === 'linen' ? pal.linen : pal.woodLight;
  c.add(`<rect x="0" y="${fmt(top)}" width="${W}" height="${fmt(H - top)}" fill="${c.linear([[0, shade(surf, -0.12)], [1, shade(surf, 0.08)]])}"/>`);
  if (material === 'wood') {
    const lines: string[] = [];
    for (let x = -3; x < 3; x += 0.09) {
      const a = c.P(x, y, z1);
      const b = c.P(x + between(rand, -0.02, 0.02), y, z0);
      lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    }
    c.add(`<path d="${lines.join('')}" stroke="${shade(surf, -0.22)}" stroke-width="1.2" opacity="0.35"/>`);
  } else if (material === 'stone') {
    const veins: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const a = c.P(between(rand, -2, 2), y, between(rand, z0, z1));
      veins.push(`M${fmt(a[0])},${fmt(a[1])} q${fmt(between(rand, 60, 200))},${fmt(between(rand, -20, 40))} ${fmt(between(rand, 200, 500))},${fmt(between(rand, -30, 60))}`);
    }
    c.add(`<path d="${veins.join('')}" stroke="#b8b0a4" stroke-width="1.5" fill="none" opacity="0.6"/>`);
  }
  // light falling across the surface
  c.add(`<rect x="0" y="${fmt(top)}" width="${W}" height="${fmt(H - top)}" fill="${c.radial([[0, light.glow, 0.35], [1, light.glow, 0]], { cx: 0.35, cy: 0.2, r: 0.7 })}"/>`);
  return { y, top };
}

// ---------------------------------------------------------------------------------------------
// Alt-text helpers

/** Joins a list the way each language does ("a, b and c"). */
const list: Record<keyof Alt, (xs: readonly string[]) => string> = {
  en: (xs) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`),
  vi: (xs) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} và ${xs.at(-1)}`),
  ko: (xs) => xs.join(', '),
};
/** Korean particle after a word: `a` after a final consonant, `b` after a vowel. */
const josa = (word: string, a: string, b: string): string => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return `${word}${code >= 0 && code < 11172 && code % 28 !== 0 ? a : b}`;
};

function check(alt: Alt): Alt {
  for (const [k, v] of Object.entries(alt)) if (v.length > 120) throw new Error(`alt.${k} too long (${v.length}): ${v}`);
  return alt;
}

const pickLight = (rand: Rand, keys: readonly LightKey[] = LIGHT_KEYS): [LightKey, Light] => {
  const key = pick(rand, keys);
  return [key, LIGHTS[key]];
};


const TOWEL_COLOURS = [
  { c: '#f6f1e8', en: 'white', ko: '흰색', vi: 'trắng' },
  { c: '#e9dcc6', en: 'cream', ko: '크림색', vi: 'màu kem' },
  { c: '#b9c6a8', en: 'sage', ko: '연둣빛', vi: 'xanh nhạt' },
  { c: '#d8b49a', en: 'sand', ko: '모래색', vi: 'màu cát' },
  { c: '#8e6a52', en: 'brown', ko: '갈색', vi: 'nâu' },
];

// =============================================================================================
// Scenes

/** A single treatment room: massage table with a towel, a low lamp, slats or a screen, a plant. */
export function treatmentRoom(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES);
  const [lk, light] = pickLight(rand);
  const cam = roomCamera(rand, size, { eye: [1.35, 1.75] });
  const c = new Canvas(size, cam);
  const back = pick(rand, ['slats', 'slats', 'panels', 'stone']);
  const windowSide = lk === 'candle' ? pick(rand, [null, 'left', 'right']) : pick(rand, ['left', 'right']);
  const r = room(c, rand, pal, light, { D: between(rand, 5.2, 6.2), back, windowSide, floor: pick(rand, ['planks', 'tiles']) });
  const along = pick(rand, ['x', 'z', 'x']);
  const tz = along === 'x' ? between(rand, 3.0, 3.6) : between(rand, 3.1, 3.6);
  const tx = between(rand, -0.3, 0.3);
  const useScreen = back !== 'slats' || rand() < 0.35;
  const plantKind = pick(rand, PLANT_KINDS);
  const lampKind = pick(rand, ['table', 'lantern', 'floor']);
  const lampSide = rand() < 0.5 ? -1 : 1;
  const lampX = tx + lampSide * (along === 'x' ? 1.45 : 0.9);
  const plantX = lampSide < 0 ? r.xR - 0.5 : r.xL + 0.5;
  const towel = pick(rand, TOWEL_COLOURS);
  const rolled = rand() < 0.5;
  const flowerOn = rand() < 0.6;
  const lamps: LampPoint[] = [];
  if (useScreen) screen(c, pal, lampSide < 0 ? r.xL + 0.25 : r.xR - 1.8, r.D - 0.8);
  plant(c, rand, plantX, r.D - 0.7, plantKind, { scale: 1.6 });
  lamps.push([...lamp(c, pal, lampX, tz + 0.3, lampKind, light), c.S(tz) * 1.4, 0.8]);
  const t = massageTable(c, pal, { x: tx, z: tz, along });
  const headX = along === 'x' ? tx - lampSide * 0.55 : tx;
  const headZ = along === 'x' ? tz : tz + 0.55;
  if (rolled) {
    rolledTowel(c, headX, t.top, headZ + 0.12, { color: towel.c, len: 0.5, r: 0.08 });
    rolledTowel(c, headX, t.top, headZ - 0.08, { color: towel.c, len: 0.5, r: 0.08 });
  } else foldedTowel(c, headX, t.top, headZ, { color: towel.c, stack: 2, w: 0.5, d: 0.38, t: 0.07 });
  if (flowerOn) flower(c, along === 'x' ? tx + lampSide * 0.35 : tx, t.top + 0.01, along === 'x' ? tz - 0.05 : tz - 0.4, 0.05);
  finishLight(c, light, lamps);
  const screenOrSlats = useScreen
    ? { en: 'a lattice screen', ko: '격자 칸막이', vi: 'bình phong gỗ' }
    : { en: 'a slatted wooden wall', ko: '나무 루버 벽', vi: 'vách gỗ nan' };
  const towelDesc = rolled
    ? { en: `rolled ${towel.en} towels`, ko: `돌돌 만 ${towel.ko} 수건`, vi: `khăn ${towel.vi} cuộn tròn` }
    : { en: `folded ${towel.en} towels`, ko: `접은 ${towel.ko} 수건`, vi: `khăn ${towel.vi} gấp gọn` };
  const alt = {
    en: `A massage table with ${towelDesc.en}, ${LAMPS[lampKind].en} and ${screenOrSlats.en} in ${light.en}`,
    ko: `${light.ko} 속 ${towelDesc.ko}을 올린 마사지 베드와 ${LAMPS[lampKind].ko}, ${josa(screenOrSlats.ko, '이', '가')} 있는 트리트먼트 룸`,
    vi: `Phòng trị liệu: giường massage với ${towelDesc.vi}, ${LAMPS[lampKind].vi}, ${screenOrSlats.vi} trong ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** The couple's room: two massage tables side by side, something shared between them. */
export function coupleRoom(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES);
  const [, light] = pickLight(rand);
  const cam = roomCamera(rand, size, { eye: [1.65, 1.95], sway: 0.4 });
  const c = new Canvas(size, cam);
  const back = pick(rand, ['slats', 'panels', 'stone']);
  const r = room(c, rand, pal, light, { xL: -3, xR: 3, D: between(rand, 5.6, 6.4), back, windowSide: light.window ? pick(rand, ['left', 'right']) : null });
  // 'x' (one table behind the other) is kept for when the room is drawn from the side
  const along = 'z' as 'x' | 'z';
  const tz = between(rand, 2.9, 3.3);
  const gap = along === 'z' ? 0.7 : 1.2;
  const towel = pick(rand, TOWEL_COLOURS);
  const middle = pick(rand, ['candles', 'orchid', 'lamp']);
  const plantKind = pick(rand, PLANT_KINDS);
  const lamps: LampPoint[] = [];
  plant(c, rand, r.xL + 0.5, r.D - 0.6, plantKind, { scale: 1.5 });
  plant(c, rand, r.xR - 0.5, r.D - 0.6, plantKind, { scale: 1.5 });
  if (along === 'x') {
    // one table behind the other, both across the frame
    for (const dz of [gap, 0]) {
      const t = massageTable(c, pal, { x: 0, z: tz + dz, along: 'x' });
      foldedTowel(c, -0.55, t.top, tz + dz, { color: towel.c, stack: 2, w: 0.46, d: 0.36, t: 0.07 });
      flower(c, 0.35, t.top + 0.01, tz + dz - 0.05, 0.05);
    }
    if (middle === 'lamp') lamps.push([...lamp(c, pal, 1.6, tz + 0.6, 'table', light), c.S(tz) * 1.2]);
    else sideTable(c, pal, rand, 1.55, tz + 0.6, { item: middle === 'candles' ? 'candle' : 'orchid' });
  } else {
    const midZ = tz + 0.7;
    if (middle === 'lamp') lamps.push([...lamp(c, pal, 0, midZ, 'table', light), c.S(midZ) * 1.2]);
    else sideTable(c, pal, rand, 0, midZ, { item: middle === 'candles' ? 'candle' : 'orchid' });
    const order = cam.x < 0 ? [gap, -gap] : [-gap, gap];
    for (const dx of order) {
      const t = massageTable(c, pal, { x: dx, z: tz, along: 'z', wide: 0.78 });
      foldedTowel(c, dx, t.top, tz + 0.6, { color: towel.c, stack: 2, w: 0.5, d: 0.34, t: 0.07 });
      flower(c, dx, t.top + 0.01, tz - 0.3, 0.05);
    }
  }
  for (const px of [-1.2, 1.2]) lamps.push([...pendant(c, light, px, r.D - 1.2, r.RH, { drop: 0.8, r: 0.14 }), c.S(r.D) * 1]);
  finishLight(c, light, lamps);
  const mid = {
    candles: { en: 'candles', ko: '촛불', vi: 'nến' },
    orchid: { en: 'a white orchid', ko: '흰 난초', vi: 'chậu lan trắng' },
    lamp: { en: 'a table lamp', ko: '테이블 램프', vi: 'đèn bàn' },
  }[middle];
  const alt = {
    en: `Couple room: two massage tables side by side with ${towel.en} towels and ${mid.en} between them, ${light.en}`,
    ko: `${light.ko} 속 ${towel.ko} 수건을 올린 마사지 베드 두 개가 나란히 놓인 커플 룸, 사이에 ${mid.ko}`,
    vi: `Phòng đôi: hai giường massage đặt cạnh nhau với khăn ${towel.vi}, ở giữa là ${mid.vi}, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** The VIP suite: a wide table, a sofa, soft lighting; stools for two therapists or a tub. */
export function vipSuite(rand: Rand, size: Size, { extra: wanted }: { extra?: 'stools' | 'tub' } = {}): Drawn {
  const pal = pick(rand, PALETTES.filter((p) => p.key !== 'sage'));
  const [, light] = pickLight(rand, ['afternoon', 'evening', 'evening', 'candle']);
  const cam = roomCamera(rand, size, { eye: [1.6, 1.9], lens: [0.46, 0.58], sway: 0.6 });
  const c = new Canvas(size, cam);
  const r = room(c, rand, pal, light, { xL: -3.4, xR: 3.4, D: between(rand, 6.4, 7.2), back: pick(rand, ['slats', 'stone', 'panels']), windowSide: light.window ? pick(rand, ['left', 'right']) : null });
  const drawn = pick(rand, ['stools', 'tub', 'stools']);
  const extra = wanted ?? drawn;
  const sofaSide = rand() < 0.5 ? -1 : 1;
  const sofaColor = pick(rand, ['#b9a489', '#7f6a58', '#c8b7a0', '#6d7868']);
  const towel = pick(rand, TOWEL_COLOURS.slice(0, 3));
  const lamps: LampPoint[] = [];
  // cove light along the ceiling
  const [c0x, c0y] = c.P(r.xL, r.RH - 0.05, r.D);
  const [c1x] = c.P(r.xR, r.RH - 0.05, r.D);
  c.add(`<rect x="${fmt(c0x)}" y="${fmt(c0y - 6)}" width="${fmt(c1x - c0x)}" height="40" fill="${light.glow}" opacity="${fmt(0.25 + light.lamp * 0.25)}" filter="${c.blur(12)}"/>`);
  if (extra === 'tub') {
    const tx = -sofaSide * 2.1;
    const tz = r.D - 1.1;
    floorShadow(c, [tx - 0.9, tx + 0.9], [tz - 0.7, tz + 0.7], { opacity: 0.3 });
    const t = cylinder(c, tx, tz, 0, 0.55, 0.85, '#ece6dc', { open: true, inner: '#7fb3b4' });
    c.add(`<ellipse cx="${fmt(t.sx)}" cy="${fmt(t.sy + t.ry * 0.05)}" rx="${fmt(t.rx * 0.8)}" ry="${fmt(t.ry * 0.75)}" fill="${c.radial([[0, '#bfe3dc'], [1, '#5f9fa3']], { cx: 0.4, cy: 0.35 })}"/>`);
    for (let i = 0; i < 14; i += 1) c.add(`<circle cx="${fmt(t.sx + between(rand, -0.6, 0.6) * t.rx)}" cy="${fmt(t.sy + between(rand, -0.5, 0.5) * t.ry)}" r="${fmt(between(rand, 1.5, 4))}" fill="#fff" opacity="0.7"/>`);
  } else {
    plant(c, rand, -sofaSide * 2.6, r.D - 0.6, pick(rand, ['palm', 'monstera']), { scale: 1.7 });
  }
  sofa(c, pal, sofaSide * 1.9, r.D - 0.75, { w: 2.1, color: sofaColor, cushions: [pal.linen, shade(pal.textile, 0.1), pal.linen] });
  lamps.push([...lamp(c, pal, sofaSide * 3.05, r.D - 0.7, 'floor', light), c.S(r.D) * 1.5]);
  const tz = between(rand, 3.5, 4.0);
  rug(c, [-1.6, 1.6], [tz - 1.3, tz + 1.3], shade(pal.textile, 0.25), { border: shade(pal.textile, -0.1) });
  const stoolAt = (x: number, z: number) => {
    floorShadow(c, [x - 0.2, x + 0.2], [z - 0.2, z + 0.2], { opacity: 0.3 });
    cylinder(c, x, z, 0, 0.42, 0.05, '#3b3129');
    cylinder(c, x, z, 0.42, 0.5, 0.2, pal.textile);
  };
  if (extra === 'stools') stoolAt(-1.2, tz + 0.25);
  const t = massageTable(c, pal, { x: 0, z: tz, along: 'x', len: 2.0, wide: 1.15 });
  foldedTowel(c, -0.6, t.top, tz, { color: towel.c, stack: 2, w: 0.5, d: 0.4, t: 0.07 });
  flower(c, 0.4, t.top + 0.01, tz - 0.1, 0.055);
  flower(c, 0.55, t.top + 0.01, tz + 0.15, 0.045, '#f6d6dc');
  if (extra === 'stools') stoolAt(1.25, tz - 0.85);
  for (const px of [-0.6, 0.6]) lamps.push([...pendant(c, light, px, tz + 0.2, r.RH, { drop: 0.75, r: 0.16 }), c.S(tz) * 1]);
  finishLight(c, light, lamps);
  const x = {
    stools: { en: 'two stools for the therapists', ko: '관리사용 의자 두 개', vi: 'hai ghế đôn cho KTV' },
    tub: { en: 'a round jacuzzi', ko: '둥근 자쿠지', vi: 'bồn sục tròn' },
  }[extra];
  const alt = {
    en: `VIP suite: a wide massage table, a sofa and ${x.en} under pendant lamps, ${light.en}`,
    ko: `${light.ko} 속 넓은 마사지 베드와 소파, ${josa(x.ko, '이', '가')} 있는 VIP 룸`,
    vi: `Phòng VIP: giường massage rộng, sofa và ${x.vi} dưới đèn thả, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

const THAI_FABRICS = [
  { c: '#8c2f2b', en: 'deep red', ko: '짙은 붉은', vi: 'đỏ thẫm' },
  { c: '#2f4a6b', en: 'indigo', ko: '쪽빛', vi: 'xanh chàm' },
  { c: '#b8862e', en: 'saffron', ko: '사프란빛', vi: 'vàng nghệ' },
  { c: '#5d6e3f', en: 'olive', ko: '올리브빛', vi: 'xanh ô liu' },
];

/** A triangular Thai cushion lying across x with its slope facing the camera. */
function triPillow(c: Canvas, x: number, y: number, z: number, { w = 0.55, h = 0.32, d = 0.3, color }: { w?: number; h?: number; d?: number; color: string }): void {
  const zf = z - d / 2;
  const zb = z + d / 2;
  poly(c, [[x - w / 2, y, zf], [x + w / 2, y, zf], [x + w / 2, y + h, zb], [x - w / 2, y + h, zb]], shade(color, 0.05));
  const side = c.cam.x < x - w / 2 ? x - w / 2 : c.cam.x > x + w / 2 ? x + w / 2 : null;
  if (side !== null) poly(c, [[side, y, zf], [side, y, zb], [side, y + h, zb]], shade(color, -0.2));
  // the little box pattern of a Thai cushion
  const lines = [];
  for (let k = 1; k < 5; k += 1) {
    const a = c.P(x - w / 2 + (w * k) / 5, y, zf);
    const b = c.P(x - w / 2 + (w * k) / 5, y + h, zb);
    lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
  }
  c.add(`<path d="${lines.join('')}" stroke="#e8c36a" stroke-width="2" opacity="0.7"/>`);
}

/** The Thai massage room: floor mats, cushions, a triangle pillow, fabric hanging from above. */
export function thaiRoom(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES.filter((p) => p.key !== 'stone'));
  const [, light] = pickLight(rand);
  const cam = roomCamera(rand, size, { eye: [1.3, 1.6], sway: 0.5 });
  cam.hy = size.height * between(rand, 0.3, 0.38);
  const c = new Canvas(size, cam);
  const r = room(c, rand, pal, light, { D: between(rand, 5, 5.8), floor: pick(rand, ['mats', 'planks']), back: pick(rand, ['plain', 'panels']), windowSide: light.window ? pick(rand, ['left', 'right']) : null });
  const fabric = pick(rand, THAI_FABRICS);
  const mats = rand() < 0.45 ? 2 : 1;
  const lamps: LampPoint[] = [];
  // fabric drapes hanging in front of the back wall
  const panels = 5 + Math.floor(rand() * 3);
  const span = r.xR - r.xL - 0.6;
  for (let i = 0; i < panels; i += 1) {
    const x0 = r.xL + 0.3 + (span * i) / panels;
    const x1 = x0 + span / panels;
    const z = r.D - 0.15;
    const a = c.P(x0, r.RH, z);
    const b = c.P(x1, 0.02, z);
    const col = i % 2 ? fabric.c : shade(fabric.c, 0.12);
    const g = c.linear([[0, shade(col, -0.2)], [0.3, shade(col, 0.15)], [0.6, col], [1, shade(col, -0.25)]], { x2: 1, y2: 0 });
    const sway = (b[0] - a[0]) * 0.08;
    c.add(`<path d="M${fmt(a[0])},${fmt(a[1])} L${fmt(b[0])},${fmt(a[1])} Q${fmt(b[0] + sway)},${fmt((a[1] + b[1]) / 2)} ${fmt(b[0])},${fmt(b[1])} L${fmt(a[0])},${fmt(b[1])} Q${fmt(a[0] - sway)},${fmt((a[1] + b[1]) / 2)} ${fmt(a[0])},${fmt(a[1])} Z" fill="${g}" opacity="0.92"/>`);
  }
  // a swag of light fabric across the top
  const s0 = c.P(r.xL, r.RH, r.D - 0.3);
  const s1 = c.P(r.xR, r.RH, r.D - 0.3);
  const sag = c.S(r.D) * 0.5;
  c.add(`<path d="M${fmt(s0[0])},${fmt(s0[1])} Q${fmt((s0[0] + s1[0]) / 2)},${fmt(s0[1] + sag * 2)} ${fmt(s1[0])},${fmt(s1[1])} L${fmt(s1[0])},${fmt(s1[1] - 4)} Q${fmt((s0[0] + s1[0]) / 2)},${fmt(s0[1] + sag)} ${fmt(s0[0])},${fmt(s0[1] - 4)} Z" fill="${pal.linen}" opacity="0.85"/>`);
  // lanterns
  const lanternKind = pick(rand, ['hanging', 'floor']);
  if (lanternKind === 'hanging') {
    for (const lx of [r.xL + 0.9, r.xR - 0.9]) lamps.push([...pendant(c, light, lx, r.D - 0.9, r.RH, { drop: 0.9, r: 0.16, color: '#f0d9a8' }), c.S(r.D) * 1.2]);
  } else {
    lamps.push([...lamp(c, pal, r.xL + 0.6, r.D - 0.8, 'lantern', light), c.S(r.D) * 1.4]);
    lamps.push([...lamp(c, pal, r.xR - 0.6, r.D - 0.8, 'lantern', light), c.S(r.D) * 1.4]);
  }
  plant(c, rand, r.xR - 0.45, 2.6, pick(rand, ['palm', 'snake']), { scale: 1.4 });
  // the mats, head towards the back wall
  const matXs = mats === 2 ? [-0.75, 0.75] : [between(rand, -0.3, 0.3)];
  const mz = between(rand, 3.3, 3.7);
  for (const mx of matXs) {
    floorShadow(c, [mx - 0.55, mx + 0.55], [mz - 1.05, mz + 1.05], { opacity: 0.35, sd: 8 });
    box(c, [mx - 0.55, mx + 0.55], [0, 0.13], [mz - 1.05, mz + 1.05], pal.linen, { round: 6, front: shade(pal.linen, -0.06), side: shade(pal.linen, -0.14) });
    // stripes of the cotton cover
    const lines = [];
    for (const dx of [-0.42, 0.42]) {
      const a = c.P(mx + dx, 0.131, mz - 1.0);
      const b = c.P(mx + dx, 0.131, mz + 1.0);
      lines.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    }
    c.add(`<path d="${lines.join('')}" stroke="${fabric.c}" stroke-width="4" opacity="0.75"/>`);
    triPillow(c, mx, 0.13, mz + 0.8, { color: fabric.c });
    // a small square cushion at the foot
    box(c, [mx - 0.22, mx + 0.22], [0.13, 0.22], [mz - 0.95, mz - 0.55], shade(fabric.c, 0.1), { round: 8 });
  }
  // floor cushions by the side
  const cushions = 2 + Math.floor(rand() * 2);
  const side = matXs[matXs.length - 1]! + 1.1;
  for (let i = 0; i < cushions; i += 1) {
    const cz = mz - 0.7 + i * 0.55;
    box(c, [side, side + 0.5], [0, 0.12 + 0.1 * (i % 2)], [cz, cz + 0.48], i % 2 ? pal.textile : shade(fabric.c, 0.15), { round: 10 });
  }
  finishLight(c, light, lamps);
  const matsTxt = mats === 2 ? { en: 'Two Thai massage floor mats', ko: '타이 마사지 매트 두 개', vi: 'Hai nệm massage Thái' } : { en: 'A Thai massage floor mat', ko: '타이 마사지 매트', vi: 'Nệm massage Thái' };
  const alt = {
    en: `${matsTxt.en} with a triangle pillow and cushions before hanging ${fabric.en} fabric, ${light.en}`,
    ko: `${light.ko} 속 ${fabric.ko} 천이 드리운 벽 앞의 ${matsTxt.ko}와 삼각 베개, 쿠션`,
    vi: `${matsTxt.vi} với gối tam giác, đệm ngồi và rèm vải ${fabric.vi} buông rủ, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** A small warm pool for watsu: steps going in, soft reflections, plants and towels around. */
export function watsuPool(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES.filter((p) => p.key !== 'dark'));
  const [, light] = pickLight(rand, ['morning', 'afternoon', 'evening']);
  const cam = roomCamera(rand, size, { eye: [1.9, 2.3], lens: [0.5, 0.6], sway: 0.5 });
  cam.hy = size.height * between(rand, 0.26, 0.34);
  const c = new Canvas(size, cam);
  const r = room(c, rand, pal, light, { xL: -3.2, xR: 3.2, D: between(rand, 6.5, 7.2), floor: 'tiles', back: pick(rand, ['stone', 'slats']), windowSide: light.window ? pick(rand, ['left', 'right']) : null });
  const px0 = between(rand, -2.2, -1.7);
  const px1 = between(rand, 1.7, 2.2);
  const pz0 = between(rand, 2.3, 2.7);
  const pz1 = r.D - between(rand, 1.2, 1.6);
  const water = pick(rand, [['#7fc2c0', '#2f7f86'], ['#8cc7d6', '#2d6f8c'], ['#9ccbbb', '#3b7d70']]);
  const lamps: LampPoint[] = [];
  // ceiling lights
  const lights: [number, number][] = [];
  for (const lx of [-1.2, 0, 1.2]) {
    const [sx, sy] = c.P(lx, r.RH, (pz0 + pz1) / 2 + 0.5);
    lights.push([lx, (pz0 + pz1) / 2 + 0.5]);
    c.add(`<ellipse cx="${fmt(sx)}" cy="${fmt(sy)}" rx="${fmt(c.S(4) * 0.12)}" ry="5" fill="#fff6e0"/>`);
  }
  // coping around the pool
  poly(c, [[px0 - 0.25, 0.01, pz0 - 0.25], [px1 + 0.25, 0.01, pz0 - 0.25], [px1 + 0.25, 0.01, pz1 + 0.25], [px0 - 0.25, 0.01, pz1 + 0.25]], shade(pal.floor, 0.35));
  // the pool's inside walls, then the water
  const wy = -0.12;
  poly(c, [[px0, 0, pz0], [px1, 0, pz0], [px1, 0, pz1], [px0, 0, pz1]], shade(water[1], -0.25));
  poly(c, [[px0, wy, pz1], [px1, wy, pz1], [px1, 0, pz1], [px0, 0, pz1]], shade(water[0], 0.15));
  const stepsLeft = rand() < 0.5;
  const sx0 = stepsLeft ? px0 : px1 - 1.0;

  // steps down into the water at the far end: the lower ones under the surface, the top one above
  const step = (k: number) => box(c, [sx0, sx0 + 1.0], [-0.9, -0.02 - k * 0.2], [pz1 - 0.32 * (k + 1), pz1], shade(pal.floor, 0.3 - k * 0.08), { front: shade(pal.floor, 0.1 - k * 0.08) });
  step(2);
  step(1);
  poly(c, [[px0, wy, pz0], [px1, wy, pz0], [px1, wy, pz1], [px0, wy, pz1]], c.linear([[0, water[0]], [1, water[1]]], { y1: 0, y2: 1 }), ' opacity="0.8"');
  step(0);
  // reflections of the lights and soft ripples
  for (const [lx, lz] of lights) {
    const [sx, sy] = c.P(lx, wy, lz + 0.2);
    c.add(`<ellipse cx="${fmt(sx)}" cy="${fmt(sy)}" rx="${fmt(c.S(lz) * 0.1)}" ry="${fmt(c.S(lz) * 0.3)}" fill="#ffffff" opacity="0.45" filter="${c.blur(5)}"/>`);
  }
  const ripples = [];
  for (let i = 0; i < 14; i += 1) {
    const x = between(rand, px0 + 0.2, px1 - 0.6);
    const z = between(rand, pz0 + 0.2, pz1 - 0.2);
    const a = c.P(x, wy, z);
    const len = c.S(z) * between(rand, 0.3, 0.7);
    ripples.push(`M${fmt(a[0])},${fmt(a[1])} q${fmt(len / 4)},${fmt(-4)} ${fmt(len / 2)},0 t${fmt(len / 2)},0`);
  }
  c.add(`<path d="${ripples.join('')}" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.4"/>`);
  // window light on the water
  c.add(`<polygon points="${pts(([[px0, wy, pz1], [px1, wy, pz1], [px1, wy, pz0], [px0, wy, pz0]] as const).map((p) => c.P(...p)))}" fill="${c.radial([[0, light.glow, 0.35], [1, light.glow, 0]], { cx: 0.3, cy: 0.3 })}"/>`);
  // edge details: candles or flowers, towels on a bench, plants
  const edge = pick(rand, ['candles', 'flowers']);
  if (edge === 'candles') {
    for (let i = 0; i < 4; i += 1) {
      const [fx, fy] = candle(c, px0 + 0.3 + ((px1 - px0 - 0.6) * i) / 3, 0.01, pz1 + 0.15, { r: 0.05, h: 0.12 });
      lamps.push([fx, fy, 30, 0.4]);
    }
  } else {
    for (let i = 0; i < 6; i += 1) flower(c, between(rand, px0 + 0.3, px1 - 0.3), wy, between(rand, pz0 + 0.4, pz1 - 0.3), 0.07, i % 2 ? '#f6d6dc' : '#fbf6ee');
  }
  plant(c, rand, r.xL + 0.5, r.D - 0.5, 'palm', { scale: 1.7 });
  plant(c, rand, r.xR - 0.5, r.D - 0.5, pick(rand, ['monstera', 'palm']), { scale: 1.6 });
  const bx = stepsLeft ? px1 + 0.55 : px0 - 1.15;
  box(c, [bx, bx + 0.6], [0, 0.42], [pz0 + 0.2, pz0 + 1.6], pal.woodLight);
  const towel = pick(rand, TOWEL_COLOURS.slice(0, 4));
  for (let i = 0; i < 3; i += 1) rolledTowel(c, bx + 0.3, 0.42, pz0 + 0.55 + i * 0.35, { len: 0.4, r: 0.07, color: towel.c });
  finishLight(c, light, lamps);
  const edgeTxt = edge === 'candles' ? { en: 'candles along the edge', ko: '가장자리의 촛불', vi: 'nến quanh mép hồ' } : { en: 'flowers floating', ko: '물 위에 뜬 꽃', vi: 'hoa nổi trên mặt nước' };
  const alt = {
    en: `A small warm pool with steps, ${edgeTxt.en} and rolled ${towel.en} towels on a bench, ${light.en}`,
    ko: `${light.ko} 속 계단이 있는 작은 온수 풀, ${edgeTxt.ko}, 벤치 위 ${towel.ko} 수건`,
    vi: `Hồ nước ấm nhỏ có bậc thang, ${edgeTxt.vi}, khăn ${towel.vi} cuộn trên ghế gỗ, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** Horizontal planks on a wall plane (for the sauna). */
function planks(c: Canvas, pts3: readonly Point3[], color: string): void {
  c.add(`<polygon points="${pts(pts3.map((p) => c.P(...p)))}" fill="${color}"/>`);
}

/** The sauna: wooden benches in two tiers, the heater with its stones, a bucket and ladle. */
export function sauna(rand: Rand, size: Size): Drawn {
  const wood = pick(rand, [['#c08a55', '#9a6a3d'], ['#b57a4a', '#8a5a34'], ['#d2a06a', '#a8774a']]);
  const cam = roomCamera(rand, size, { eye: [1.2, 1.5], lens: [0.55, 0.7], sway: 0.5 });
  const c = new Canvas(size, cam);
  const xL = -2;
  const xR = 2;
  const D = between(rand, 3.6, 4.2);
  const RH = 2.3;
  const lines = [];
  // walls, floor, ceiling all in wood
  planks(c, [[xL, RH, 0.3], [xR, RH, 0.3], [xR, RH, D], [xL, RH, D]], shade(wood[1], -0.2));
  planks(c, [[xL, 0, 0.3], [xL, 0, D], [xL, RH, D], [xL, RH, 0.3]], shade(wood[0], -0.12));
  planks(c, [[xR, 0, 0.3], [xR, 0, D], [xR, RH, D], [xR, RH, 0.3]], shade(wood[0], -0.12));
  planks(c, [[xL, 0, D], [xR, 0, D], [xR, RH, D], [xL, RH, D]], wood[0]);
  planks(c, [[xL, 0, 0.3], [xR, 0, 0.3], [xR, 0, D], [xL, 0, D]], shade(wood[1], -0.15));
  for (let y = 0.12; y < RH; y += 0.12) {
    const edges: readonly (readonly [Point3, Point3])[] = [[[xL, y, D], [xR, y, D]], [[xL, y, 0.8], [xL, y, D]], [[xR, y, 0.8], [xR, y, D]]];
    for (const [a, b] of edges) {
      const p = c.P(...a);
      const q = c.P(...b);
      lines.push(`M${fmt(p[0])},${fmt(p[1])}L${fmt(q[0])},${fmt(q[1])}`);
    }
  }
  c.add(`<path d="${lines.join('')}" stroke="${shade(wood[1], -0.2)}" stroke-width="1.3" opacity="0.5"/>`);
  // two tiers of benches along the back wall, with a warm strip of light under each
  const heaterLeft = rand() < 0.5;
  for (const [y, d] of [[0.9, 0.55], [0.45, 1.05]] as const) {
    const z0 = D - d;
    const g = c.P(0, y - 0.05, z0 + 0.1);
    c.add(`<ellipse cx="${fmt(g[0])}" cy="${fmt(g[1])}" rx="${fmt(c.S(z0) * 2)}" ry="${fmt(c.S(z0) * 0.12)}" fill="#ffb45a" opacity="0.55" filter="${c.blur(10)}"/>`);
    box(c, [xL, xR], [y - 0.06, y], [z0, z0 + 0.5], shade(wood[0], 0.1));
    const sl = [];
    for (let z = z0 + 0.1; z < z0 + 0.5; z += 0.1) {
      const a = c.P(xL, y, z);
      const b = c.P(xR, y, z);
      sl.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    }
    c.add(`<path d="${sl.join('')}" stroke="${shade(wood[1], -0.1)}" stroke-width="1.2" opacity="0.6"/>`);
    box(c, [xL, xR], [0, y - 0.06], [z0 + 0.45, z0 + 0.5], shade(wood[1], -0.25));
  }
  // heater with stones, in a front corner
  const hx = heaterLeft ? xL + 0.5 : xR - 1.1;
  const hz = D - 1.5;
  box(c, [hx, hx + 0.6], [0, 0.7], [hz, hz + 0.5], '#4a4d50', { top: '#5a5d60' });
  const rail = [];
  for (let k = 1; k < 6; k += 1) {
    const a = c.P(hx + 0.1 * k, 0.1, hz);
    const b = c.P(hx + 0.1 * k, 0.65, hz);
    rail.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
  }
  c.add(`<path d="${rail.join('')}" stroke="#2f3134" stroke-width="3"/>`);
  for (let i = 0; i < 14; i += 1) stone(c, hx + 0.08 + (i % 5) * 0.11 + between(rand, -0.02, 0.02), 0.7, hz + 0.12 + Math.floor(i / 5) * 0.13, between(rand, 0.045, 0.065), pick(rand, ['#6b6560', '#55504b', '#7a736b']));
  const [gx, gy] = c.P(hx + 0.3, 0.75, hz + 0.25);
  const steam = [];
  for (let k = 0; k < 3; k += 1) {
    const sx = gx + (k - 1) * c.S(hz) * 0.12;
    steam.push(`M${fmt(sx)},${fmt(gy)} q${fmt(-20)},${fmt(-40)} 0,${fmt(-80)} t0,${fmt(-80)}`);
  }
  c.add(`<path d="${steam.join('')}" stroke="#fff" stroke-width="10" fill="none" opacity="0.25" filter="${c.blur(6)}"/>`);
  // bucket and ladle on the lower bench
  const bxk = heaterLeft ? 0.7 : -0.7;
  const bt = cylinder(c, bxk, D - 0.85, 0.45, 0.68, 0.14, wood[1], { open: true, r1: 0.16, inner: '#3c2a1c' });
  const band = c.P(bxk, 0.52, D - 0.85);
  c.add(`<ellipse cx="${fmt(band[0])}" cy="${fmt(band[1])}" rx="${fmt(c.S(D - 0.85) * 0.145)}" ry="4" fill="none" stroke="#8a8580" stroke-width="3"/>`);
  const lad = c.P(bxk + 0.3, 1.0, D - 0.85);
  c.add(`<line x1="${fmt(bt.sx)}" y1="${fmt(bt.sy)}" x2="${fmt(lad[0])}" y2="${fmt(lad[1])}" stroke="${shade(wood[1], -0.3)}" stroke-width="${fmt(c.S(D) * 0.03)}" stroke-linecap="round"/>`);
  // a towel folded on the upper bench
  const towel = pick(rand, TOWEL_COLOURS.slice(0, 3));
  foldedTowel(c, -bxk * 0.8, 0.9, D - 0.3, { color: towel.c, stack: 2, w: 0.45, d: 0.3, t: 0.06 });
  const hourglass = rand() < 0.5;
  if (hourglass) {
    const [ax, ay] = c.P(heaterLeft ? xR - 0.05 : xL + 0.05, 1.5, D - 1.2);
    const hs = c.S(D - 1.2) * 0.12;
    c.add(`<g><rect x="${fmt(ax - hs * 0.5)}" y="${fmt(ay - hs)}" width="${fmt(hs)}" height="${fmt(hs * 2)}" rx="3" fill="${shade(wood[1], -0.3)}"/><path d="M${fmt(ax - hs * 0.35)},${fmt(ay - hs * 0.85)} L${fmt(ax + hs * 0.35)},${fmt(ay - hs * 0.85)} L${fmt(ax)},${fmt(ay)} L${fmt(ax + hs * 0.35)},${fmt(ay + hs * 0.85)} L${fmt(ax - hs * 0.35)},${fmt(ay + hs * 0.85)} L${fmt(ax)},${fmt(ay)} Z" fill="#f1e4c4"/></g>`);
  }
  finishLight(c, LIGHTS.evening, [[gx, gy, c.S(hz) * 1.2, 0.4]]);
  const alt = {
    en: `Wooden sauna with two tiers of benches, a heater topped with stones, a bucket and ladle and a folded ${towel.en} towel`,
    ko: `2단 나무 벤치와 돌을 얹은 히터, 나무 바가지가 있는 사우나, 벤치 위 접힌 ${towel.ko} 수건`,
    vi: `Phòng xông hơi gỗ với hai tầng ghế, lò đá nóng, xô và gáo gỗ, khăn ${towel.vi} gấp trên ghế`,
  };
  if (hourglass) {
    alt.en = `Wooden sauna with two tiers of benches, a stone heater, a bucket and ladle and a sand timer on the wall`;
    alt.ko = `2단 나무 벤치와 돌을 얹은 히터, 나무 바가지, 벽의 모래시계가 있는 사우나`;
    alt.vi = `Phòng xông hơi gỗ với hai tầng ghế, lò đá nóng, xô và gáo gỗ, đồng hồ cát trên tường`;
  }
  return { svg: c.svg(), alt: check(alt) };
}

/** Reception and lounge: a counter under pendant lamps, armchairs around a low table, plants. */
export function reception(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES);
  const [, light] = pickLight(rand, ['morning', 'afternoon', 'evening']);
  const cam = roomCamera(rand, size, { eye: [1.45, 1.7], lens: [0.5, 0.6], sway: 0.8 });
  const c = new Canvas(size, cam);
  const r = room(c, rand, pal, light, { xL: -3.4, xR: 3.4, D: between(rand, 7, 8), back: pick(rand, ['slats', 'stone', 'panels']), windowSide: pick(rand, ['left', 'right']), floor: pick(rand, ['tiles', 'planks']) });
  const lamps: LampPoint[] = [];
  const counterX = between(rand, -0.8, 0.8);
  const cz = r.D - 1.6;
  // shelves with products on the back wall behind the counter
  for (const y of [1.35, 1.75]) {
    box(c, [counterX - 1.0, counterX + 1.0], [y - 0.04, y], [r.D - 0.3, r.D], pal.wood);
    for (let i = 0; i < 6; i += 1) bottle(c, counterX - 0.85 + i * 0.33, y, r.D - 0.15, { r: 0.04, h: 0.14, glass: pick(rand, Object.values(GLASS)), cap: pick(rand, ['pump', 'dropper', 'cork']) });
  }
  // the counter: stone top over a slatted wooden front
  floorShadow(c, [counterX - 1.3, counterX + 1.3], [cz - 0.35, cz + 0.35], { opacity: 0.4 });
  box(c, [counterX - 1.3, counterX + 1.3], [0, 1.02], [cz - 0.3, cz + 0.3], pal.woodLight);
  const sl = [];
  for (let x = counterX - 1.25; x < counterX + 1.3; x += 0.08) {
    const a = c.P(x, 0.05, cz - 0.3);
    const b = c.P(x, 1.0, cz - 0.3);
    sl.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
  }
  c.add(`<path d="${sl.join('')}" stroke="${shade(pal.wood, -0.1)}" stroke-width="2" opacity="0.55"/>`);
  box(c, [counterX - 1.35, counterX + 1.35], [1.02, 1.08], [cz - 0.34, cz + 0.34], '#e4ded5', { top: '#f0ebe4' });
  orchid(c, rand, counterX - 0.8, 1.08, cz, 1.1);
  const bowl = rand() < 0.5;
  if (bowl) cylinder(c, counterX + 0.7, cz, 1.08, 1.16, 0.14, '#d8c9b2', { open: true, r1: 0.18, inner: '#a0774a' });
  for (const dx of [-0.7, 0, 0.7]) lamps.push([...pendant(c, light, counterX + dx, cz, r.RH, { drop: 0.75, r: 0.13, color: '#d9b77d' }), c.S(cz) * 0.8]);
  plant(c, rand, counterX < 0 ? r.xR - 0.6 : r.xL + 0.6, r.D - 0.6, pick(rand, ['palm', 'snake', 'monstera']), { scale: 1.7 });
  // the lounge in front: two armchairs and a low table on a rug
  const loungeX = counterX < 0 ? between(rand, 1.0, 1.6) : between(rand, -1.6, -1.0);
  const lz = between(rand, 2.8, 3.4);
  const chair = pick(rand, ['#c9b79d', '#8f7a62', '#a6ae95', '#d6c6b8']);
  rug(c, [loungeX - 1.3, loungeX + 1.3], [lz - 0.9, lz + 0.9], shade(pal.textile, 0.3), { border: shade(pal.textile, 0.05) });
  sofa(c, pal, loungeX - 0.75, lz + 0.35, { w: 0.85, d: 0.8, color: chair, cushions: [pal.linen] });
  sofa(c, pal, loungeX + 0.75, lz + 0.35, { w: 0.85, d: 0.8, color: chair, cushions: [pal.linen] });
  floorShadow(c, [loungeX - 0.35, loungeX + 0.35], [lz - 0.55, lz - 0.15], { opacity: 0.3 });
  cylinder(c, loungeX, lz - 0.35, 0, 0.38, 0.28, pal.wood, { topColor: shade(pal.woodLight, 0.05) });
  const tea = rand() < 0.5;
  if (tea) {
    cylinder(c, loungeX - 0.1, lz - 0.35, 0.38, 0.45, 0.04, '#f3efe8', { open: true, inner: '#b0762f' });
    cylinder(c, loungeX + 0.1, lz - 0.3, 0.38, 0.45, 0.04, '#f3efe8', { open: true, inner: '#b0762f' });
  } else {
    cylinder(c, loungeX, lz - 0.35, 0.38, 0.44, 0.12, '#ece4d6', { open: true, r1: 0.15, inner: '#d9a24b' });
  }
  finishLight(c, light, lamps);
  const onTable = tea ? { en: 'two cups of tea', ko: '찻잔 두 개', vi: 'hai tách trà' } : { en: 'a bowl of fruit', ko: '과일 그릇', vi: 'đĩa trái cây' };
  const alt = {
    en: `Spa reception: an orchid on the counter, pendant lamps, armchairs and ${onTable.en}, ${light.en}`,
    ko: `${light.ko} 속 난초가 놓인 리셉션 카운터와 펜던트 조명, ${josa(onTable.ko, '이', '가')} 놓인 테이블과 안락의자 두 개`,
    vi: `Quầy lễ tân có chậu lan, đèn thả và hai ghế bành bên bàn nhỏ với ${onTable.vi}, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** The changing area: lockers, a wooden bench, a walk-in shower, robes and slippers. */
export function changingRoom(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES.filter((p) => p.key !== 'dark'));
  const [, light] = pickLight(rand, ['morning', 'afternoon', 'evening']);
  const cam = roomCamera(rand, size, { eye: [1.45, 1.7], lens: [0.5, 0.62], sway: 0.5 });
  const c = new Canvas(size, cam);
  const r = room(c, rand, pal, light, { xL: -2.2, xR: 2.2, D: between(rand, 5.2, 6), floor: 'tiles', back: 'plain' });
  const lockerSide = rand() < 0.5 ? -1 : 1;
  const lx = lockerSide < 0 ? r.xL : r.xR;
  const lockerColor = pick(rand, [pal.woodLight, '#8d7a66', '#b9b0a2']);
  const lamps: LampPoint[] = [];
  // lockers on one side wall
  const z0 = 1.4;
  const z1 = r.D - 0.2;
  const inset = lockerSide < 0 ? 0.5 : -0.5;
  box(c, lockerSide < 0 ? [lx, lx + 0.5] : [lx - 0.5, lx], [0, 2.1], [z0, z1], lockerColor, { side: shade(lockerColor, -0.05) });
  const doors = [];
  const fx = lx + inset;
  for (let z = z0; z < z1; z += 0.45) {
    const a = c.P(fx, 0.1, z);
    const b = c.P(fx, 2.05, z);
    doors.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
    for (const y of [0.75, 1.5]) {
      const h = c.P(fx, y, z + 0.38);
      doors.push(`M${fmt(h[0])},${fmt(h[1])}l0,${fmt(c.S(z) * 0.08)}`);
    }
  }
  for (const y of [0.7, 1.4]) {
    const a = c.P(fx, y, z0);
    const b = c.P(fx, y, z1);
    doors.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
  }
  c.add(`<path d="${doors.join('')}" stroke="${shade(lockerColor, -0.35)}" stroke-width="2" fill="none"/>`);
  // the shower at the back: tiled wall, glass screen, rain head
  const sx0 = -lockerSide * 0.2 - 0.6;
  const sx1 = sx0 + 1.5;
  poly(c, [[sx0, 0, r.D], [sx1, 0, r.D], [sx1, r.RH, r.D], [sx0, r.RH, r.D]], '#c9c6c0');
  const tl = [];
  for (let y = 0.2; y < r.RH; y += 0.2) {
    const a = c.P(sx0, y, r.D);
    const b = c.P(sx1, y, r.D);
    tl.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
  }
  for (let x = sx0 + 0.3; x < sx1; x += 0.3) {
    const a = c.P(x, 0, r.D);
    const b = c.P(x, r.RH, r.D);
    tl.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
  }
  c.add(`<path d="${tl.join('')}" stroke="#eeebe6" stroke-width="1.5"/>`);
  const pipe = c.P(sx0 + 0.75, 2.3, r.D);
  const head = c.P(sx0 + 0.75, 2.25, r.D - 0.3);
  c.add(`<path d="M${fmt(pipe[0])},${fmt(pipe[1])} L${fmt(head[0])},${fmt(head[1])}" stroke="#9a9590" stroke-width="4"/>`);
  const hd = disc(c, sx0 + 0.75, 2.2, r.D - 0.3, 0.15);
  c.add(`<ellipse cx="${fmt(hd.sx)}" cy="${fmt(hd.sy)}" rx="${fmt(hd.rx)}" ry="${fmt(Math.max(3, hd.ry))}" fill="#b5b0aa"/>`);
  const drops = [];
  for (let i = 0; i < 16; i += 1) {
    const dx = between(rand, -0.12, 0.12);
    const p = c.P(sx0 + 0.75 + dx, between(rand, 0.5, 2.0), r.D - 0.3);
    drops.push(`M${fmt(p[0])},${fmt(p[1])}l0,${fmt(c.S(r.D) * 0.12)}`);
  }
  c.add(`<path d="${drops.join('')}" stroke="#ffffff" stroke-width="1.5" opacity="0.6"/>`);
  box(c, [sx0, sx1], [0, 2.0], [r.D - 1.1, r.D - 1.08], '#dfe9ea', { opacity: 0.28 });
  poly(c, [[sx0, 0, r.D - 1.1], [sx1, 0, r.D - 1.1], [sx1, 2.0, r.D - 1.1], [sx0, 2.0, r.D - 1.1]], 'none', ' stroke="#8d8983" stroke-width="3"');
  // robes on hooks beside the shower
  const robeX = sx0 - 1.0;
  const robeColor = pick(rand, TOWEL_COLOURS.slice(0, 3));
  for (const dx of [0, 0.45]) {
    const [hx, hy] = c.P(robeX + dx, 1.75, r.D);
    const s = c.S(r.D);
    c.add(`<path d="M${fmt(hx)},${fmt(hy)} C${fmt(hx - s * 0.2)},${fmt(hy + s * 0.05)} ${fmt(hx - s * 0.22)},${fmt(hy + s * 0.6)} ${fmt(hx - s * 0.18)},${fmt(hy + s * 1.05)} L${fmt(hx + s * 0.18)},${fmt(hy + s * 1.05)} C${fmt(hx + s * 0.22)},${fmt(hy + s * 0.6)} ${fmt(hx + s * 0.2)},${fmt(hy + s * 0.05)} ${fmt(hx)},${fmt(hy)} Z" fill="${robeColor.c}" stroke="${shade(robeColor.c, -0.15)}" stroke-width="1.5"/>`);
    c.add(`<path d="M${fmt(hx)},${fmt(hy + s * 0.05)} L${fmt(hx + s * 0.05)},${fmt(hy + s * 0.5)} M${fmt(hx - s * 0.18)},${fmt(hy + s * 0.5)} L${fmt(hx + s * 0.18)},${fmt(hy + s * 0.5)}" stroke="${shade(robeColor.c, -0.2)}" stroke-width="2"/>`);
  }
  // the bench, with a towel and slippers
  const bz = between(rand, 2.6, 3.1);
  const bx = -lockerSide * between(rand, 0.1, 0.5);
  floorShadow(c, [bx - 0.9, bx + 0.9], [bz - 0.22, bz + 0.22], { opacity: 0.35 });
  for (const dx of [-0.75, 0.7]) box(c, [bx + dx, bx + dx + 0.05], [0, 0.42], [bz - 0.15, bz + 0.15], shade(pal.wood, -0.2));
  box(c, [bx - 0.9, bx + 0.9], [0.42, 0.47], [bz - 0.2, bz + 0.2], pal.woodLight);
  const towel = pick(rand, TOWEL_COLOURS.slice(0, 4));
  foldedTowel(c, bx + 0.4, 0.47, bz, { color: towel.c, stack: 2, w: 0.42, d: 0.3, t: 0.06 });
  for (const dx of [-0.15, 0.05]) {
    const d = disc(c, bx - 0.3 + dx, 0.01, bz - 0.45, 0.05);
    c.add(`<ellipse cx="${fmt(d.sx)}" cy="${fmt(d.sy)}" rx="${fmt(d.rx)}" ry="${fmt(Math.max(d.ry * 2.4, 4))}" fill="${shade(robeColor.c, -0.05)}" stroke="${shade(robeColor.c, -0.25)}" stroke-width="1.5"/>`);
  }
  lamps.push([...c.P(0, r.RH - 0.1, r.D - 0.5), c.S(r.D) * 1.5, 0.6]);
  finishLight(c, light, lamps);
  const alt = {
    en: `Changing area with wooden lockers, a walk-in shower, ${robeColor.en} robes on hooks and a bench with folded towels`,
    ko: `나무 락커와 워크인 샤워, 고리에 걸린 ${robeColor.ko} 가운, 접힌 수건을 올린 벤치가 있는 탈의실`,
    vi: `Khu thay đồ với tủ gỗ, phòng tắm vòi sen, áo choàng ${robeColor.vi} treo móc và ghế dài có khăn gấp`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** A camera for a close-up on a surface at height y, looking down a little. */
function closeCamera(
  rand: Rand,
  { width, height }: Size,
  { y = 0.75, above = [0.35, 0.55], lens = [1.2, 1.45], focusZ = 1.4, focusY = 0.6 }: { y?: number; above?: readonly [number, number]; lens?: readonly [number, number]; focusZ?: number; focusY?: number } = {},
): Camera {
  const camY = y + between(rand, above[0], above[1]);
  const f = width * between(rand, lens[0], lens[1]);
  // put the subject's resting point at `focusY` of the frame height
  const hy = height * (focusY + between(rand, -0.03, 0.03)) - (f * (camY - y)) / focusZ;
  return { x: between(rand, -0.1, 0.1), y: camY, f, cx: width * between(rand, 0.46, 0.54), hy };
}

/** Wisps of steam rising from a screen point. */
function steam(c: Canvas, sx: number, sy: number, s: number, count = 3): void {
  const d = [];
  for (let k = 0; k < count; k += 1) {
    const x = sx + (k - (count - 1) / 2) * s * 0.035;
    d.push(`M${fmt(x)},${fmt(sy)} c${fmt(-s * 0.04)},${fmt(-s * 0.06)} ${fmt(s * 0.04)},${fmt(-s * 0.1)} 0,${fmt(-s * 0.16)} s${fmt(s * 0.04)},${fmt(-s * 0.1)} 0,${fmt(-s * 0.16)}`);
  }
  c.add(`<path d="${d.join('')}" stroke="#ffffff" stroke-width="${fmt(s * 0.012 + 3)}" stroke-linecap="round" fill="none" opacity="0.45" filter="${c.blur(4)}"/>`);
}

/** A leaf lying flat: an almond shape with a midrib. */
function leaf(c: Canvas, x: number, y: number, z: number, len: number, angle: number, color = '#5c7d44'): void {
  const [sx, sy] = c.P(x, y, z);
  const l = c.S(z) * len;
  c.add(`<g transform="translate(${fmt(sx)} ${fmt(sy)}) rotate(${fmt(angle)}) scale(1 ${fmt(Math.max(0.45, Math.min(1, (c.cam.y - y) / z + 0.2)))})"><path d="M0,0 Q${fmt(l * 0.5)},${fmt(-l * 0.28)} ${fmt(l)},0 Q${fmt(l * 0.5)},${fmt(l * 0.28)} 0,0 Z" fill="${color}"/><path d="M0,0 L${fmt(l * 0.95)},0" stroke="${shade(color, 0.3)}" stroke-width="1.5"/></g>`);
}

/** Hot stones and oil bottles close up, on a towel. */
export function stonesAndOils(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES);
  const [, light] = pickLight(rand);
  const c = new Canvas(size, closeCamera(rand, size));
  const material = pick(rand, ['wood', 'stone']);
  tabletop(c, rand, pal, light, { material, backdrop: pick(rand, ['wall', 'slats', 'window']) });
  const y = 0.75;
  const lamps: LampPoint[] = [];
  const side = rand() < 0.5 ? -1 : 1;
  const towel = pick(rand, TOWEL_COLOURS.slice(0, 4));
  foldedTowel(c, side * 0.12, y, 1.35, { color: towel.c, w: 0.55, d: 0.34, t: 0.05 });
  const arrangement = pick(rand, ['stack', 'row']);
  const stoneColor = '#2d2a28';
  if (arrangement === 'stack') {
    let top = y + 0.05;
    const n = 4 + Math.floor(rand() * 2);
    for (let i = 0; i < n; i += 1) {
      const rr = 0.075 - i * 0.011;
      stone(c, side * 0.12 + between(rand, -0.01, 0.01), top, 1.35, rr, stoneColor);
      top += rr * 0.55;
    }
  } else {
    for (let i = 0; i < 5; i += 1) stone(c, side * 0.12 - 0.2 + i * 0.1, y + 0.05, 1.35 + (i % 2) * 0.04, between(rand, 0.045, 0.06), stoneColor);
  }
  // bottles on the other side
  const glass = pick(rand, GLASS_KINDS);
  const nb = 2 + Math.floor(rand() * 2);
  for (let i = 0; i < nb; i += 1) bottle(c, -side * (0.18 + i * 0.11), y, 1.55 - i * 0.1, { r: 0.035 + (i % 2) * 0.008, h: 0.14 + (i === 0 ? 0.05 : 0), glass: GLASS[glass], cap: pick(rand, ['dropper', 'pump', 'cork']) });
  // a little dish of oil, a leaf, a flower, a candle
  const dish = cylinder(c, -side * 0.05, 1.15, y, y + 0.025, 0.06, '#ece4d8', { open: true, inner: '#d6a64a' });
  void dish;
  leaf(c, side * 0.3, y + 0.001, 1.2, 0.12, side > 0 ? 200 : -20, '#6b8a4f');
  flower(c, side * 0.28, y + 0.01, 1.16, 0.03);
  const withCandle = rand() < 0.6;
  if (withCandle) lamps.push([...candle(c, side * 0.42, y, 1.6, { r: 0.035, h: 0.07 }), 60, 0.5]);
  finishLight(c, light, lamps);
  const stonesTxt = arrangement === 'stack' ? { en: 'A stack of hot basalt stones', ko: '쌓아 올린 현무암 핫스톤', vi: 'Chồng đá bazan nóng' } : { en: 'A row of hot basalt stones', ko: '나란히 놓인 현무암 핫스톤', vi: 'Hàng đá bazan nóng' };
  const glassTxt = { amber: ['amber', '호박색', 'màu hổ phách'], green: ['green', '초록', 'xanh lá'], clear: ['clear', '투명한', 'trong suốt'], blue: ['blue', '푸른', 'xanh lam'] }[glass];
  const alt = {
    en: `${stonesTxt.en} on a ${towel.en} towel beside ${glassTxt[0]} oil bottles${withCandle ? ' and a candle' : ''}, ${light.en}`,
    ko: `${light.ko} 속 ${towel.ko} 수건 위 ${josa(stonesTxt.ko, '과', '와')} ${glassTxt[1]} 오일병${withCandle ? ', 작은 초' : ''}`,
    vi: `${stonesTxt.vi} trên khăn ${towel.vi} cạnh những chai dầu ${glassTxt[2]}${withCandle ? ' và ngọn nến' : ''}, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** A teapot: body, lid, spout and handle, in clay, white porcelain or celadon. */
function teapot(c: Canvas, x: number, y: number, z: number, { r = 0.075, color, handle = 'side', facing = 1 }: { r?: number; color: string; handle?: 'side' | 'top'; facing?: number }): [number, number, number, number] {
  const s = c.S(z);
  const [bx, by] = c.P(x, y, z);
  const w = s * r;
  const h = w * 0.82;
  const cy = by - h;
  c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(by)}" rx="${fmt(w * 1.2)}" ry="${fmt(w * 0.3)}" fill="#000" opacity="0.25" filter="${c.blur(4)}"/>`);
  // spout
  c.add(`<path d="M${fmt(bx + facing * w * 0.7)},${fmt(cy + h * 0.3)} Q${fmt(bx + facing * w * 1.3)},${fmt(cy + h * 0.1)} ${fmt(bx + facing * w * 1.55)},${fmt(cy - h * 0.55)} L${fmt(bx + facing * w * 1.42)},${fmt(cy - h * 0.6)} Q${fmt(bx + facing * w * 1.15)},${fmt(cy - h * 0.1)} ${fmt(bx + facing * w * 0.7)},${fmt(cy - h * 0.15)} Z" fill="${shade(color, -0.08)}"/>`);
  if (handle === 'side') {
    c.add(`<path d="M${fmt(bx - facing * w * 0.8)},${fmt(cy - h * 0.35)} C${fmt(bx - facing * w * 1.55)},${fmt(cy - h * 0.5)} ${fmt(bx - facing * w * 1.5)},${fmt(cy + h * 0.6)} ${fmt(bx - facing * w * 0.75)},${fmt(cy + h * 0.45)}" stroke="${shade(color, -0.15)}" stroke-width="${fmt(w * 0.16)}" fill="none" stroke-linecap="round"/>`);
  }
  c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(cy)}" rx="${fmt(w)}" ry="${fmt(h)}" fill="${c.radial([[0, shade(color, 0.35)], [0.55, color], [1, shade(color, -0.35)]], { cx: 0.38, cy: 0.32, r: 0.7 })}"/>`);
  c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(cy - h * 0.78)}" rx="${fmt(w * 0.5)}" ry="${fmt(w * 0.12)}" fill="${shade(color, -0.1)}"/>`);
  c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(cy - h * 0.86)}" rx="${fmt(w * 0.12)}" ry="${fmt(w * 0.09)}" fill="${shade(color, 0.1)}"/>`);
  if (handle === 'top') {
    c.add(`<path d="M${fmt(bx - w * 0.65)},${fmt(cy - h * 0.6)} C${fmt(bx - w * 0.6)},${fmt(cy - h * 2.1)} ${fmt(bx + w * 0.6)},${fmt(cy - h * 2.1)} ${fmt(bx + w * 0.65)},${fmt(cy - h * 0.6)}" stroke="#8a6a3e" stroke-width="${fmt(w * 0.1)}" fill="none" stroke-linecap="round"/>`);
  }
  return [bx + facing * w * 1.5, cy - h * 0.6, bx, cy - h];
}

const POTS: readonly (Alt & { c: string; handle: 'side' | 'top' })[] = [
  { c: '#8a4b32', en: 'clay', ko: '자사', vi: 'đất nung', handle: 'side' },
  { c: '#f0ece4', en: 'white porcelain', ko: '백자', vi: 'sứ trắng', handle: 'side' },
  { c: '#9fb8a0', en: 'celadon', ko: '청자', vi: 'men ngọc', handle: 'top' },
  { c: '#3b3430', en: 'dark iron', ko: '무쇠', vi: 'gang đen', handle: 'top' },
];

/** A tea set on a tray: teapot, cups, steam; sometimes fruit or a folded towel alongside. */
export function teaSet(rand: Rand, size: Size, { withTowel = null, withFruit = null }: { withTowel?: boolean | null; withFruit?: boolean | null } = {}): Drawn {
  const pal = pick(rand, PALETTES);
  const [, light] = pickLight(rand);
  const c = new Canvas(size, closeCamera(rand, size));
  tabletop(c, rand, pal, light, { material: pick(rand, ['wood', 'stone', 'linen']), backdrop: pick(rand, ['wall', 'window', 'slats']) });
  const y = 0.75;
  const pot = pick(rand, POTS);
  const trayRound = rand() < 0.5;
  const side = rand() < 0.5 ? -1 : 1;
  const tx = side * 0.08;
  const tz = 1.4;
  const trayColor = shade(pal.wood, -0.05);
  if (trayRound) {
    cylinder(c, tx, tz, y, y + 0.025, 0.33, trayColor, { open: true, inner: shade(pal.woodLight, -0.05) });
  } else {
    box(c, [tx - 0.36, tx + 0.36], [y, y + 0.03], [tz - 0.22, tz + 0.22], trayColor, { round: 6, top: shade(pal.woodLight, -0.05) });
  }
  const ty = y + 0.027;
  const cups = 2 + Math.floor(rand() * 2);
  const cupColor = pot.c === '#3b3430' ? '#efe8dc' : pot.c;
  const [spx, spy, lx, ly] = teapot(c, tx - side * 0.14, ty, tz + 0.08, { color: pot.c, handle: pot.handle, facing: side });
  for (let i = 0; i < cups; i += 1) {
    const cx = tx + side * (0.02 + i * 0.1);
    const cz = tz - 0.05 + (i % 2) * 0.08;
    const t = cylinder(c, cx, cz, ty, ty + 0.045, 0.028, cupColor, { open: true, r1: 0.035, inner: '#b9852f' });
    if (i === 0) steam(c, t.sx, t.sy, c.S(cz));
  }
  steam(c, spx, spy, c.S(tz) * 0.8, 2);
  void lx;
  void ly;
  const fruit = withFruit ?? rand() < 0.3;
  const towelOn = withTowel ?? (!fruit && rand() < 0.4);
  let extra: Alt;
  if (fruit) {
    const px = -side * 0.45;
    cylinder(c, px, 1.25, y, y + 0.02, 0.12, '#f2eee8', { open: true, inner: '#e9e4dc' });
    for (let i = 0; i < 5; i += 1) {
      const [fx, fy] = c.P(px - 0.06 + (i % 3) * 0.05, y + 0.03, 1.23 + Math.floor(i / 3) * 0.04);
      const rr = c.S(1.25) * 0.025;
      c.add(`<path d="M${fmt(fx - rr)},${fmt(fy)} Q${fmt(fx)},${fmt(fy - rr * 1.6)} ${fmt(fx + rr)},${fmt(fy)} Z" fill="${i % 2 ? '#f2b53a' : '#e8a12c'}"/>`);
    }
    extra = { en: 'sliced mango', ko: '망고 조각', vi: 'xoài cắt lát' };
  } else if (towelOn) {
    const towel = pick(rand, TOWEL_COLOURS.slice(0, 4));
    foldedTowel(c, -side * 0.5, y, 1.5, { color: towel.c, stack: 2, w: 0.34, d: 0.24, t: 0.045 });
    extra = { en: `folded ${towel.en} towels`, ko: `접힌 ${towel.ko} 수건`, vi: `khăn ${towel.vi} gấp gọn` };
  } else {
    for (let i = 0; i < 3; i += 1) leaf(c, -side * (0.38 + i * 0.05), y + 0.001, 1.2 + i * 0.05, 0.09, -side * 30 + i * 40, '#5f8048');
    cylinder(c, -side * 0.3, 1.15, y, y + 0.02, 0.045, '#e8e1d6', { open: true, inner: '#6f6a3b' });
    extra = { en: 'a dish of tea leaves', ko: '찻잎 종지', vi: 'đĩa lá trà' };
  }
  finishLight(c, light, []);
  const alt = {
    en: `A ${pot.en} teapot and ${['', '', 'two', 'three'][cups]} steaming cups on a ${trayRound ? 'round' : 'wooden'} tray, with ${extra.en}, ${light.en}`,
    ko: `${light.ko} 속 ${trayRound ? '둥근' : '나무'} 쟁반 위 ${pot.ko} 찻주전자와 김이 오르는 찻잔 ${cups}개, ${extra.ko}`,
    vi: `Ấm trà ${pot.vi} và ${['', '', 'hai', 'ba'][cups]} tách trà bốc khói trên khay ${trayRound ? 'tròn' : 'gỗ'}, bên cạnh ${extra.vi}, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** The foot bath: a basin of warm water with petals, a towel beside it, seen from above. */
export function footBath(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES);
  const [, light] = pickLight(rand);
  const cam = closeCamera(rand, size, { y: 0, above: [0.95, 1.15], lens: [0.95, 1.1], focusZ: 1.6, focusY: 0.72 });
  const c = new Canvas(size, cam);
  tabletop(c, rand, pal, light, { y: 0, z0: 0.8, z1: 3.5, material: pick(rand, ['wood', 'stone']), backZ: 4 });
  const lamps: LampPoint[] = [];
  const basin = pick(rand, ['wood', 'copper', 'ceramic']);
  const col = { wood: '#8a5a36', copper: '#b8703f', ceramic: '#e9e4dc' }[basin];
  const bx = between(rand, -0.15, 0.15);
  const bz = between(rand, 1.5, 1.7);
  floorShadow(c, [bx - 0.3, bx + 0.3], [bz - 0.25, bz + 0.25], { opacity: 0.4 });
  const t = cylinder(c, bx, bz, 0, 0.22, basin === 'ceramic' ? 0.2 : 0.24, col, { open: true, r1: 0.27, inner: shade(col, -0.3) });
  if (basin === 'wood') {
    for (const by of [0.05, 0.16]) {
      const d = disc(c, bx, by, bz, 0.245 + by * 0.12);
      c.add(`<path d="M${fmt(d.sx - d.rx)},${fmt(d.sy)} A${fmt(d.rx)},${fmt(d.ry)} 0 0 0 ${fmt(d.sx + d.rx)},${fmt(d.sy)}" stroke="#5a4a3a" stroke-width="${fmt(c.S(bz) * 0.015)}" fill="none"/>`);
    }
  }
  // the water, petals and a few stones
  const w = { sx: t.sx, sy: t.sy + t.ry * 0.1, rx: t.rx * 0.84, ry: t.ry * 0.8 };
  c.add(`<ellipse cx="${fmt(w.sx)}" cy="${fmt(w.sy)}" rx="${fmt(w.rx)}" ry="${fmt(w.ry)}" fill="${c.radial([[0, '#d8e6dc'], [0.7, '#9fbcb0'], [1, '#6f8e86']], { cx: 0.4, cy: 0.35 })}"/>`);
  const petal = pick(rand, [['#d94f5c', 'red rose', '붉은 장미', 'hoa hồng đỏ'], ['#f2a7b8', 'pink', '분홍', 'hồng'], ['#f7f1e6', 'frangipani', '플루메리아', 'hoa sứ']]);
  const petals = [];
  for (let i = 0; i < 22; i += 1) {
    const a = rand() * Math.PI * 2;
    const rr = Math.sqrt(rand()) * 0.85;
    const px = w.sx + Math.cos(a) * w.rx * rr;
    const py = w.sy + Math.sin(a) * w.ry * rr;
    petals.push(`<ellipse cx="${fmt(px)}" cy="${fmt(py)}" rx="${fmt(c.S(bz) * 0.018)}" ry="${fmt(c.S(bz) * 0.01)}" transform="rotate(${fmt(rand() * 180)} ${fmt(px)} ${fmt(py)})" fill="${i % 3 ? petal[0] : shade(petal[0], -0.12)}"/>`);
  }
  c.add(petals.join(''));
  if (petal[1] === 'frangipani') for (let i = 0; i < 3; i += 1) flower(c, bx - 0.08 + i * 0.08, 0.2, bz - 0.05 + (i % 2) * 0.08, 0.035);
  c.add(`<ellipse cx="${fmt(w.sx - w.rx * 0.3)}" cy="${fmt(w.sy - w.ry * 0.4)}" rx="${fmt(w.rx * 0.35)}" ry="${fmt(w.ry * 0.12)}" fill="#fff" opacity="0.35" filter="${c.blur(3)}"/>`);
  // towel, stones and a candle or lemon slices around
  const side = rand() < 0.5 ? -1 : 1;
  const towel = pick(rand, TOWEL_COLOURS);
  foldedTowel(c, bx + side * 0.48, 0, bz + 0.05, { color: towel.c, stack: 2, w: 0.36, d: 0.3, t: 0.05 });
  const accent = pick(rand, ['stones', 'candle', 'lime']);
  if (accent === 'stones') {
    for (let i = 0; i < 3; i += 1) stone(c, bx - side * (0.42 + i * 0.07), 0, bz - 0.15 + i * 0.05, 0.045, '#3a3532');
  } else if (accent === 'candle') {
    lamps.push([...candle(c, bx - side * 0.45, 0, bz + 0.1, { r: 0.045, h: 0.1 }), 80, 0.6]);
  } else {
    const dish = cylinder(c, bx - side * 0.45, bz - 0.1, 0, 0.02, 0.08, '#eee8de', { open: true });
    for (let i = 0; i < 3; i += 1) c.add(`<circle cx="${fmt(dish.sx - dish.rx * 0.4 + i * dish.rx * 0.4)}" cy="${fmt(dish.sy)}" r="${fmt(dish.rx * 0.22)}" fill="#b9cf5a" stroke="#eef3c0" stroke-width="2"/>`);
  }
  finishLight(c, light, lamps);
  const basinTxt = { wood: ['wooden', '나무', 'gỗ'], copper: ['copper', '구리', 'đồng'], ceramic: ['ceramic', '도자기', 'sứ'] }[basin];
  const acc = { stones: ['smooth stones', '조약돌', 'đá cuội'], candle: ['a candle', '촛불', 'ngọn nến'], lime: ['lime slices', '라임 조각', 'lát chanh'] }[accent];
  const alt = {
    en: `A ${basinTxt[0]} foot bath basin with ${petal[1]} petals in warm water, a ${towel.en} towel and ${acc[0]}, ${light.en}`,
    ko: `${light.ko} 속 ${petal[2]} 꽃잎을 띄운 ${basinTxt[1]} 족욕 대야와 ${towel.ko} 수건, ${acc[1]}`,
    vi: `Chậu ngâm chân ${basinTxt[2]} với cánh ${petal[3]} trong nước ấm, khăn ${towel.vi} và ${acc[2]}, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** Thai herbal compress balls with a mortar and pestle, fresh herbs and spices. */
export function herbalCompress(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES);
  const [, light] = pickLight(rand);
  const c = new Canvas(size, closeCamera(rand, size));
  tabletop(c, rand, pal, light, { material: pick(rand, ['wood', 'wood', 'stone']), backdrop: pick(rand, ['wall', 'slats', 'window']) });
  const y = 0.75;
  const side = rand() < 0.5 ? -1 : 1;
  const lamps: LampPoint[] = [];
  const cloth = pick(rand, [['#e9dcc0', 'cream', '크림색', 'màu kem'], ['#d9b45a', 'turmeric-yellow', '강황빛', 'vàng nghệ'], ['#c9b79a', 'natural', '생성', 'mộc']]);
  // a banana leaf under the compresses
  const [lfx, lfy] = c.P(side * 0.1, y, 1.42);
  c.add(`<ellipse cx="${fmt(lfx)}" cy="${fmt(lfy)}" rx="${fmt(c.S(1.42) * 0.42)}" ry="${fmt(c.S(1.42) * 0.12)}" fill="#5f8a45"/>`);
  c.add(`<path d="M${fmt(lfx - c.S(1.42) * 0.42)},${fmt(lfy)} L${fmt(lfx + c.S(1.42) * 0.42)},${fmt(lfy)}" stroke="#8fb066" stroke-width="3"/>`);
  // the mortar and pestle behind
  const mx = -side * 0.32;
  const mz = 1.65;
  const m = cylinder(c, mx, mz, y, y + 0.09, 0.08, '#8b8681', { open: true, r1: 0.11, inner: '#5e5a55' });
  const [pex, pey] = [m.sx + side * m.rx * 0.2, m.sy];
  c.add(`<line x1="${fmt(pex)}" y1="${fmt(pey)}" x2="${fmt(pex + side * m.rx * 0.9)}" y2="${fmt(pey - m.rx * 1.3)}" stroke="#7a7570" stroke-width="${fmt(m.rx * 0.28)}" stroke-linecap="round"/>`);
  // the compresses: a cloth ball with its gathered neck and twisted tail, tied with string
  const n = 3 + Math.floor(rand() * 2);
  for (let i = 0; i < n; i += 1) {
    const x = side * 0.1 + (i - (n - 1) / 2) * 0.14;
    const z = 1.4 + (i % 2) * 0.06;
    const s = c.S(z);
    const [bx, by] = c.P(x, y + 0.06, z);
    const r = s * 0.06;
    const tilt = (i - (n - 1) / 2) * 12 + between(rand, -8, 8);
    c.add(`<ellipse cx="${fmt(bx)}" cy="${fmt(by + r * 0.9)}" rx="${fmt(r * 1.2)}" ry="${fmt(r * 0.35)}" fill="#000" opacity="0.3" filter="${c.blur(4)}"/>`);
    c.add(`<g transform="rotate(${fmt(tilt)} ${fmt(bx)} ${fmt(by)})"><path d="M${fmt(bx - r * 0.3)},${fmt(by - r * 0.8)} L${fmt(bx - r * 0.22)},${fmt(by - r * 2.2)} Q${fmt(bx)},${fmt(by - r * 2.4)} ${fmt(bx + r * 0.22)},${fmt(by - r * 2.2)} L${fmt(bx + r * 0.3)},${fmt(by - r * 0.8)} Z" fill="${shade(cloth[0], -0.08)}"/><path d="M${fmt(bx - r * 0.5)},${fmt(by - r * 0.85)} Q${fmt(bx - r * 0.9)},${fmt(by - r * 1.2)} ${fmt(bx - r * 0.45)},${fmt(by - r * 1.35)} L${fmt(bx + r * 0.45)},${fmt(by - r * 1.35)} Q${fmt(bx + r * 0.9)},${fmt(by - r * 1.2)} ${fmt(bx + r * 0.5)},${fmt(by - r * 0.85)} Z" fill="${cloth[0]}"/><circle cx="${fmt(bx)}" cy="${fmt(by)}" r="${fmt(r)}" fill="${c.radial([[0, shade(cloth[0], 0.25)], [0.6, cloth[0]], [1, shade(cloth[0], -0.3)]], { cx: 0.38, cy: 0.35, r: 0.7 })}"/><path d="M${fmt(bx - r * 0.6)},${fmt(by - r * 0.3)} Q${fmt(bx)},${fmt(by + r * 0.1)} ${fmt(bx + r * 0.6)},${fmt(by - r * 0.3)} M${fmt(bx - r * 0.4)},${fmt(by + r * 0.4)} Q${fmt(bx)},${fmt(by + r * 0.6)} ${fmt(bx + r * 0.4)},${fmt(by + r * 0.4)}" stroke="${shade(cloth[0], -0.2)}" stroke-width="1.5" fill="none"/><rect x="${fmt(bx - r * 0.36)}" y="${fmt(by - r * 0.95)}" width="${fmt(r * 0.72)}" height="${fmt(r * 0.16)}" fill="#7a5233"/></g>`);
    if (i === 0) steam(c, bx, by - r * 2.3, s * 0.8, 2);
  }
  // herbs: lemongrass, kaffir lime leaves, turmeric and ginger
  const lg = [];
  for (let i = 0; i < 4; i += 1) {
    const a = c.P(-side * 0.05 + i * 0.015, y + 0.01, 1.12 + i * 0.01);
    const b = c.P(-side * 0.45 + i * 0.02, y + 0.01, 1.2 + i * 0.02);
    lg.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b[0])},${fmt(b[1])}`);
  }
  c.add(`<path d="${lg.join('')}" stroke="#a9bd6a" stroke-width="${fmt(c.S(1.15) * 0.012)}" stroke-linecap="round"/>`);
  for (let i = 0; i < 4; i += 1) leaf(c, side * (0.35 + (i % 2) * 0.06), y + 0.001, 1.18 + i * 0.06, 0.08, side * 30 + i * 50, i % 2 ? '#3f6b35' : '#4f7d40');
  const spice = pick(rand, ['turmeric', 'ginger']);
  for (let i = 0; i < 4; i += 1) {
    const [gx, gy] = c.P(side * 0.5 + i * 0.03 - 0.05, y + 0.015, 1.5 + (i % 2) * 0.04);
    const gr = c.S(1.5) * 0.022;
    c.add(`<ellipse cx="${fmt(gx)}" cy="${fmt(gy)}" rx="${fmt(gr * 1.5)}" ry="${fmt(gr)}" fill="${spice === 'turmeric' ? '#d98a1f' : '#d8b778'}" transform="rotate(${fmt(i * 25)} ${fmt(gx)} ${fmt(gy)})"/>`);
  }
  const bowl = cylinder(c, side * 0.5, 1.28, y, y + 0.03, 0.05, '#ede6da', { open: true, inner: spice === 'turmeric' ? '#e0a12b' : '#e8d7a8' });
  void bowl;
  finishLight(c, light, lamps);
  const sp = spice === 'turmeric' ? ['turmeric', '강황', 'nghệ'] : ['ginger', '생강', 'gừng'];
  const alt = {
    en: `${['', '', '', 'Three', 'Four'][n]} ${cloth[1]} Thai herbal compress balls on a banana leaf with a stone mortar, lemongrass and ${sp[0]}`,
    ko: `바나나 잎 위 ${cloth[2]} 타이 허브 볼 ${n}개와 돌절구, 레몬그라스, ${sp[1]}`,
    vi: `${['', '', '', 'Ba', 'Bốn'][n]} túi chườm thảo dược Thái ${cloth[3]} trên lá chuối, cối đá, sả và ${sp[2]}`,
  };
  void lamps;
  return { svg: c.svg(), alt: check(alt) };
}

/** A shelf of folded and rolled towels with bottles, jars, a basket and a small plant. */
export function towelShelf(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES);
  const [, light] = pickLight(rand, ['morning', 'afternoon', 'evening']);
  const cam = { x: between(rand, -0.35, 0.35), y: between(rand, 1.15, 1.35), f: size.width * between(rand, 0.62, 0.72), cx: size.width * between(rand, 0.46, 0.54), hy: size.height * between(rand, 0.4, 0.48) };
  const c = new Canvas(size, cam);
  room(c, rand, pal, light, { xL: -2.2, xR: 2.2, D: 3.0, RH: 2.6, back: 'plain', floor: pick(rand, ['planks', 'tiles']) });
  const lamps: LampPoint[] = [];
  const z0 = 2.45;
  const z1 = 2.95;
  const x0 = -1.05;
  const x1 = 1.05;
  const wood = pick(rand, [pal.woodLight, pal.wood, '#efe8dc']);
  floorShadow(c, [x0, x1], [z0, z1], { opacity: 0.35 });
  box(c, [x0, x1], [0, 2.05], [z1 - 0.02, z1], shade(wood, -0.15));
  for (const sx of [x0, x1 - 0.04]) box(c, [sx, sx + 0.04], [0, 2.05], [z0, z1], wood);
  const shelves = [0.08, 0.55, 1.05, 1.55, 2.01];
  const towelPool = TOWEL_COLOURS.slice();
  const main = pick(rand, towelPool);
  const second = pick(rand, towelPool.filter((t) => t !== main));
  let rolledShown = false;
  let basketShown = false;
  for (let i = 0; i < shelves.length - 1; i += 1) {
    const y = shelves[i]!;
    box(c, [x0 + 0.04, x1 - 0.04], [y - 0.04, y], [z0, z1], wood);

    // a slot: 0 towels stack, 1 rolled towels, 2 bottles, 3 basket
    const layout = i === 0 ? ['basket', 'stack'] : pick(rand, [['stack', 'bottles'], ['rolled', 'stack'], ['stack', 'stack'], ['bottles', 'rolled'], ['stack', 'plant']]);
    layout.forEach((slot, k) => {
      const cx = x0 + 0.52 + k * 1.0;
      const cz = z0 + 0.22;
      const col = (i + k) % 2 ? main : second;
      if (slot === 'stack') {
        foldedTowel(c, cx, y, cz, { color: col.c, stack: 3 + Math.floor(rand() * 2), w: 0.62, d: 0.36, t: 0.075 });
      } else if (slot === 'rolled') {
        rolledShown = true;
        for (let row = 0; row < 2; row += 1) {
          for (let k2 = 0; k2 < 3 - row; k2 += 1) {
            const [rx, ry] = c.P(cx - 0.2 + k2 * 0.2 + row * 0.1, y + 0.08 + row * 0.14, z0 + 0.05);
            const rr = c.S(z0) * 0.08;
            c.add(`<circle cx="${fmt(rx)}" cy="${fmt(ry)}" r="${fmt(rr)}" fill="${col.c}" stroke="${shade(col.c, -0.15)}" stroke-width="1.5"/><path d="M${fmt(rx)},${fmt(ry)} m${fmt(-rr * 0.15)},0 a${fmt(rr * 0.3)},${fmt(rr * 0.3)} 0 1 1 ${fmt(rr * 0.45)},${fmt(rr * 0.2)} a${fmt(rr * 0.55)},${fmt(rr * 0.55)} 0 1 1 ${fmt(-rr * 0.75)},${fmt(-rr * 0.5)}" fill="none" stroke="${shade(col.c, -0.22)}" stroke-width="1.5"/>`);
          }
        }
      } else if (slot === 'bottles') {
        const glass = GLASS[pick(rand, ['amber', 'green', 'clear'])];
        for (let b = 0; b < 4; b += 1) bottle(c, cx - 0.27 + b * 0.18, y, cz + (b % 2) * 0.05, { r: 0.045, h: 0.18 + (b % 2) * 0.04, glass: b === 3 ? '#e9e2d6' : glass, cap: b % 2 ? 'pump' : 'cork' });
      } else if (slot === 'basket') {
        basketShown = true;
        box(c, [cx - 0.32, cx + 0.32], [y, y + 0.3], [cz - 0.16, cz + 0.16], '#b48a55', { round: 6 });
        const wv = [];
        for (let yy = y + 0.05; yy < y + 0.3; yy += 0.05) {
          const a = c.P(cx - 0.32, yy, cz - 0.16);
          const b2 = c.P(cx + 0.32, yy, cz - 0.16);
          wv.push(`M${fmt(a[0])},${fmt(a[1])}L${fmt(b2[0])},${fmt(b2[1])}`);
        }
        c.add(`<path d="${wv.join('')}" stroke="#8a6438" stroke-width="2" opacity="0.7"/>`);
      } else {
        orchid(c, rand, cx, y, cz, 0.9);
      }
    });
  }
  // a plant on top and a lamp glow
  plant(c, rand, x0 + 0.4, z0 + 0.2, 'snake', { scale: 0.7, y: 2.05 });
  candle(c, x1 - 0.35, 2.05, z0 + 0.2, { r: 0.05, h: 0.12 });
  plant(c, rand, x1 + 0.55, 2.2, pick(rand, ['palm', 'monstera']), { scale: 1.3 });
  lamps.push([...c.P(0, 2.3, z0), c.S(z0) * 1.5, 0.5]);
  finishLight(c, light, lamps);
  const extras = [];
  if (rolledShown) extras.push({ en: 'rolled towels', ko: '돌돌 만 수건', vi: 'khăn cuộn' });
  extras.push({ en: 'oil bottles', ko: '오일병', vi: 'chai dầu' });
  if (basketShown) extras.push({ en: 'a basket', ko: '라탄 바구니', vi: 'giỏ mây' });
  const alt = {
    en: `Shelf of folded ${main.en} and ${second.en} towels with ${list.en(extras.map((e) => e.en))}, ${light.en}`,
    ko: `${light.ko} 속 ${josa(main.ko, '과', '와')} ${second.ko} 수건을 접어 쌓은 선반, ${list.ko(extras.map((e) => e.ko))}`,
    vi: `Kệ gỗ xếp khăn ${main.vi} và ${second.vi} gấp gọn cùng ${list.vi(extras.map((e) => e.vi))}, ${light.vi}`,
  };
  return { svg: c.svg(), alt: check(alt) };
}

/** A hotel room set up for a massage: a folding table by the bed, a window on the city. */
export function hotelRoom(rand: Rand, size: Size): Drawn {
  const pal = pick(rand, PALETTES.filter((p) => p.key !== 'dark'));
  const [lk, light] = pickLight(rand, ['afternoon', 'evening']);
  const cam = roomCamera(rand, size, { eye: [1.4, 1.65], lens: [0.5, 0.6], sway: 0.5 });
  const c = new Canvas(size, cam);
  const xL = -3;
  const xR = 3;
  const D = between(rand, 5.8, 6.4);
  const r = room(c, rand, pal, light, { xL, xR, D, back: 'plain', floor: 'planks' });
  const lamps: LampPoint[] = [];
  // a wide window across the back wall onto the city
  const wx0 = xL + 0.5;
  const wx1 = xR - 0.5;
  const sky = lk === 'evening' ? (['#27324d', '#6d5a78'] as const) : (['#bcd3df', '#f3dcb4'] as const);
  poly(c, [[wx0, 0.5, D], [wx1, 0.5, D], [wx1, 2.6, D], [wx0, 2.6, D]], c.linear([[0, sky[0]], [1, sky[1]]]));
  const towers = [];
  for (let x = wx0; x < wx1; x += between(rand, 0.25, 0.5)) {
    const top = between(rand, 0.9, 2.2);
    const w = between(rand, 0.15, 0.35);
    towers.push([x, top, w]);
    poly(c, [[x, 0.5, D], [x + w, 0.5, D], [x + w, top, D], [x, top, D]], lk === 'evening' ? '#1e2538' : '#9fb0bb');
    if (lk === 'evening') {
      for (let yy = 0.65; yy < top - 0.1; yy += 0.14) {
        if (rand() < 0.5) poly(c, [[x + 0.04, yy, D], [x + 0.08, yy, D], [x + 0.08, yy + 0.06, D], [x + 0.04, yy + 0.06, D]], '#f2c77a');
      }
    }
  }
  for (let k = 0; k <= 4; k += 1) {
    const x = wx0 + ((wx1 - wx0) * k) / 4;
    poly(c, [[x - 0.02, 0.5, D], [x + 0.02, 0.5, D], [x + 0.02, 2.6, D], [x - 0.02, 2.6, D]], '#3a3835');
  }
  // curtains at both ends
  for (const [a, b] of [[xL + 0.2, wx0 + 0.25], [wx1 - 0.25, xR - 0.2]] as const) poly(
c, [[a, 0.02, D - 0.1], [b, 0.02, D - 0.1], [b, 2.8, D - 0.1], [a, 2.8, D - 0.1]], shade(pal.textile, 0.3));
  // the bed on one side
  const bedSide = rand() < 0.5 ? -1 : 1;
  const bx = bedSide * 1.8;
  const bz = 3.6;
  floorShadow(c, [bx - 1, bx + 1], [bz - 1.1, bz + 1.1], { opacity: 0.35 });
  box(c, [bx - 1, bx + 1], [0, 1.2], [bz + 1.0, bz + 1.15], pal.wood);
  box(c, [bx - 1, bx + 1], [0, 0.5], [bz - 1.1, bz + 1.0], '#f7f4ef', { round: 6 });
  box(c, [bx - 1.02, bx + 1.02], [0.3, 0.55], [bz - 1.1, bz - 0.3], shade(pal.textile, 0.1), { round: 6 });
  for (const dx of [-0.45, 0.45]) box(c, [bx + dx - 0.35, bx + dx + 0.35], [0.5, 0.68], [bz + 0.6, bz + 0.95], '#ffffff', { round: 10 });
  lamps.push([...lamp(c, pal, bx - bedSide * 1.35, bz + 0.9, 'table', light), c.S(bz) * 1.3]);
  // the folding massage table, set up with a towel, and its carry bag
  const tx = -bedSide * 0.5;
  const tz = between(rand, 2.5, 2.8);
  const bagX = tx - bedSide * 1.35;
  box(c, [bagX - 0.05, bagX + 0.05], [0, 0.55], [tz - 0.2, tz + 0.55], '#2f3a45', { round: 8 });
  const t = massageTable(c, pal, { x: tx, z: tz, along: 'x', len: 1.85, wide: 0.68, frame: '#9a9892', sheet: shade(pal.textile, 0.55) });
  const towel = pick(rand, TOWEL_COLOURS.slice(0, 3));
  foldedTowel(c, tx + bedSide * 0.5, t.top, tz, { color: towel.c, stack: 2, w: 0.46, d: 0.32, t: 0.06 });
  flower(c, tx - bedSide * 0.2, t.top + 0.01, tz - 0.05, 0.05);
  finishLight(c, light, lamps);
  const alt = {
    en: `A hotel room with a folding massage table by the bed, a ${towel.en} towel and a city view, ${lk === 'evening' ? 'at dusk' : 'in afternoon sun'}`,
    ko: `${lk === 'evening' ? '해 질 녘' : '오후 햇살 속'} 도시가 보이는 호텔 방, 침대 옆 접이식 마사지 베드와 ${towel.ko} 수건`,
    vi: `Phòng khách sạn với giường massage gấp cạnh giường ngủ, khăn ${towel.vi} và cửa kính nhìn ra phố ${lk === 'evening' ? 'lúc chạng vạng' : 'trong nắng chiều'}`,
  };
  void r;
  return { svg: c.svg(), alt: check(alt) };
}
