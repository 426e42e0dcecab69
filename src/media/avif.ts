/**
 * AVIF settings of every responsive picture (heroes, cards, galleries).
 *
 * Quality 38 at effort 3 gives the same bytes as quality 40 at sharp's default effort 4 (the 43
 * sample photos at 480 and 720 px: 288 KB against 290 KB) and is encoded 3.5× faster (20 s
 * against 70 s of CPU); PSNR is 1 dB lower (39.4 against 40.4 dB). The bytes are what a phone
 * waits for — over ten-odd KB a hero or card needs a second round trip on a new connection, and
 * the first screen's images were the LCP of every page over 1.0 s in `npm run bench:pages` — and
 * the encoding time is most of a cold build: a publish with new photos, a fresh install and CI.
 * Measure again (bytes, PSNR and encoding time over the sample photos) when sharp or libaom changes.
 */
export const AVIF_QUALITY = 38;

/** sharp's AVIF effort (0–9, default 4), passed to Astro's image service in astro.config.mjs. */
export const AVIF_EFFORT = 3;
