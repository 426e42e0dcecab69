// What every sample artwork shares: a seeded random source (so a file name always draws the same
// picture), number formatting for SVG, and the JPEG writer with a size budget.
//
// A scene is a function `(rand, { width, height }) => { svg, alt }` (the `Scene` type below): `svg`
// is a whole <svg> document of that size, `alt` says what it shows in every locale ({ ko, vi, en }),
// so the alt texts in the content files can be written from what was actually drawn.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Locale } from '../../../src/i18n/locales.ts';

/** A random source: every call returns the next value in [0, 1). */
export type Rand = () => number;

/** The size of the picture to draw, in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** What a picture shows, in every locale. */
export type Alt = Record<Locale, string>;

/** A drawn picture: the whole <svg> document and its alt text. */
export interface Drawn {
  svg: string;
  alt: Alt;
}

/**
 * The scene contract. Scenes with options take them as a third argument with defaults, so they
 * are scenes too; a map that wants other options wraps them: `(rand, size) => teaSet(rand, size, {…})`.
 */
export type Scene = (rand: Rand, size: Size) => Drawn;

/** A small seeded PRNG (mulberry32) fed by the first bytes of sha256(name): values in [0, 1). */
export function seeded(name: string): Rand {
  let state = createHash('sha256').update(name).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal is plenty for SVG coordinates and keeps the documents small. */
export const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A random element of a (non-empty) list. */
export function pick<const T>(rand: Rand, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}

/** A number in [min, max). */
export const between = (rand: Rand, min: number, max: number): number => min + rand() * (max - min);

const QUALITIES = [80, 74, 68, 62] as const;
const LAST_QUALITY = QUALITIES[QUALITIES.length - 1];

/**
 * Renders an SVG to a progressive JPEG at `file`, stepping the quality down until it fits `maxBytes`
 * (the last step is written whatever its size). Returns the bytes and the quality used.
 */
export async function writeJpeg(file: string, svg: string, { maxBytes = 140 * 1024 } = {}): Promise<{ bytes: number; quality: number }> {
  mkdirSync(path.dirname(file), { recursive: true });
  for (const quality of QUALITIES) {
    const buffer = await sharp(Buffer.from(svg))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, progressive: true, mozjpeg: true })
      .toBuffer();
    if (buffer.length <= maxBytes || quality === LAST_QUALITY) {
      writeFileSync(file, buffer);
      return { bytes: buffer.length, quality };
    }
  }
  throw new Error('unreachable');
}

/** Draws `scene` seeded by `name` at the given size and writes it; returns what it drew. */
export async function drawTo(file: string, name: string, scene: Scene, size: Size): Promise<{ bytes: number; quality: number; alt: Alt }> {
  const { svg, alt } = scene(seeded(name), size);
  const written = await writeJpeg(file, svg);
  return { ...written, alt };
}
