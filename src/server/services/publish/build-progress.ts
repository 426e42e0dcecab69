// How far a build is, read from the lines `astro build` prints: its phase and a percentage of the
// whole edit → live time. The weights are the shares each phase took in measured publishes on a
// 2-core machine with warm caches (README, "Publishing"); within the page and image phases the
// build's own counters move the bar.
import { stripVTControlCharacters } from 'node:util';
import type { PublishPhase } from '../../../studio/contract';

/** Where each phase starts, in percent; the next phase's start is where it ends. */
const PHASE_START: Record<PublishPhase, number> = {
  prepare: 0,
  content: 3,
  bundle: 8,
  pages: 30,
  images: 55,
  checks: 60,
  compress: 72,
  switch: 95,
};

/** The line that opens each phase (after colour codes are stripped). */
const OPENERS: [RegExp, PublishPhase][] = [
  [/\[content\] Syncing content/, 'content'],
  [/Building server entrypoints/, 'bundle'],
  [/prerendering static routes|generating static routes/, 'pages'],
  [/generating optimized images/, 'images'],
  [/\[kingstone:link-check\]|\[@astrojs\/sitemap\]/, 'checks'],
  [/\[kingstone:search-index\]|kingstone:precompress/, 'compress'],
];

const PAGE_LINE = /[├└]─ \/\S+\.html/;
const IMAGE_COUNT = /\((\d+)\/(\d+)\)\s*$/;

export interface BuildProgress {
  /** Feeds one line of the build's output. */
  line: (text: string) => void;
  /** Marks a phase the build does not announce itself (the switch). */
  enter: (phase: PublishPhase) => void;
  phase: () => PublishPhase;
  percent: () => number;
}

/**
 * @param expectedPages how many pages the live release has: the page phase's bar counts towards it
 */
export function createBuildProgress(expectedPages: number): BuildProgress {
  let phase: PublishPhase = 'prepare';
  let pages = 0;
  let images: [number, number] = [0, 0];
  const order = Object.keys(PHASE_START) as PublishPhase[];
  const enter = (next: PublishPhase) => {
    // Phases only move forward: a late line from an earlier phase does not pull the bar back.
    if (order.indexOf(next) > order.indexOf(phase)) phase = next;
  };
  const nextStart = (p: PublishPhase) => PHASE_START[order[order.indexOf(p) + 1] ?? p] ?? 100;
  return {
    line(raw) {
      const text = stripVTControlCharacters(raw);
      for (const [pattern, opens] of OPENERS) if (pattern.test(text)) enter(opens);
      if (phase === 'pages' && PAGE_LINE.test(text)) pages += 1;
      const counted = phase === 'images' ? IMAGE_COUNT.exec(text) : null;
      if (counted) images = [Number(counted[1]), Number(counted[2])];
    },
    enter,
    phase: () => phase,
    percent() {
      const start = PHASE_START[phase];
      const span = (phase === 'switch' ? 100 : nextStart(phase)) - start;
      let within = 0;
      if (phase === 'pages' && expectedPages > 0) within = Math.min(1, pages / expectedPages);
      if (phase === 'images' && images[1] > 0) within = Math.min(1, images[0] / images[1]);
      return Math.min(99, Math.round(start + span * within));
    },
  };
}
