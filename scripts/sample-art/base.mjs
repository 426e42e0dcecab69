// What every sample artwork shares: a seeded random source (so a file name always draws the same
// picture), number formatting for SVG, and the JPEG writer with a size budget.
//
// A scene is a function `(rand, { width, height }) => { svg, alt }`: `svg` is a whole <svg>
// document of that size, `alt` says what it shows in every locale ({ ko, vi, en }), so the alt texts
// in the content files can be written from what was actually drawn.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A small seeded PRNG (mulberry32) fed by the first bytes of sha256(name): values in [0, 1). */
export function seeded(name) {
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
export const fmt = (n) => (Math.round(n * 10) / 10).toString();

/** A random element of a list. */
export const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** A number in [min, max). */
export const between = (rand, min, max) => min + rand() * (max - min);

const QUALITIES = [80, 74, 68, 62];

/**
 * Renders an SVG to a progressive JPEG at `file`, stepping the quality down until it fits `maxBytes`
 * (the last step is written whatever its size). Returns the bytes and the quality used.
 */
export async function writeJpeg(file, svg, { maxBytes = 140 * 1024 } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  for (const quality of QUALITIES) {
    const buffer = await sharp(Buffer.from(svg))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, progressive: true, mozjpeg: true })
      .toBuffer();
    if (buffer.length <= maxBytes || quality === QUALITIES.at(-1)) {
      writeFileSync(file, buffer);
      return { bytes: buffer.length, quality };
    }
  }
  throw new Error('unreachable');
}

/** Draws `scene` seeded by `name` at the given size and writes it; returns what it drew. */
export async function drawTo(file, name, scene, size) {
  const { svg, alt } = scene(seeded(name), size);
  const written = await writeJpeg(file, svg);
  return { ...written, alt };
}
