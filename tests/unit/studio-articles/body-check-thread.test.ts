// Issue 34, finding 6: the body check parsed on the server's only thread, so while it ran (9 s for
// 20,000 `&#x10FFFF;` before the size guard; still up to ~0.8 s for the costliest body the guard
// lets through) no other request was answered. The parse now runs on a worker thread with a time
// limit: the server's thread stays free, and a body the parser is too slow on is refused in words.
import { describe, expect, it } from 'vitest';
import { checkBody } from '../../../src/server/services/studio/article-body/check-body';
import { DICTIONARIES } from '../../../src/i18n/t';
import { MAX_BODY_CHARACTERS, MAX_CHARACTER_REFERENCES } from '../../../src/markdown/size-guard';

/** The costliest body the size guard lets through: every reference allowed, then the longest text of the parser's slowest construct. */
function costliestBody(): string {
  const references = '&#x10FFFF;'.repeat(MAX_CHARACTER_REFERENCES);
  return `${references}\n\n${'_a_ '.repeat(Math.floor((MAX_BODY_CHARACTERS - references.length - 2) / 4))}`;
}

/** How many times a 5 ms timer fired while `work` ran: none when it holds the thread. */
async function ticksDuring(work: () => unknown): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('the body check’s parse', () => {
  it('leaves the server’s thread free while it parses: a timer keeps firing during the costliest body', async () => {
    await checkBody('warm up', {}, new Set());
    const body = costliestBody();
    let problems: unknown;
    const ticks = await ticksDuring(async () => {
      problems = (await checkBody(body, {}, new Set())).problems;
    });
    expect(problems).toEqual([]);
    // On one thread the timer cannot fire until the parse returns (0 ticks); the parse takes
    // hundreds of milliseconds, so a free thread sees many.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('refuses a body the parser takes longer than the time limit over, in words, and parses the next body anew', async () => {
    const slow = await checkBody(costliestBody(), {}, new Set(), { timeLimitMs: 20 });
    expect(slow.root).toBeUndefined();
    expect(slow.problems).toEqual([{ line: 1, key: 'studioApi.body.tooSlow', vars: { seconds: '0.02' } }]);
    expect(DICTIONARIES.en['studioApi.body.tooSlow'].replace('{seconds}', '0.02')).toMatch(/0\.02 s/);
    const next = await checkBody('Một đoạn **ngắn**.', {}, new Set());
    expect(next.problems).toEqual([]);
    expect(next.root?.children[0]?.tagName).toBe('p');
  });

  it('checks bodies sent together, each with its own answer', async () => {
    const bodies = ['# Một', '<Nope />', '![x](./data.yaml)', 'Hai *ba*'];
    const checks = await Promise.all(bodies.map((body) => checkBody(body, {}, new Set(['hero.jpg']))));
    expect(checks.map((check) => check.problems.map((p) => p.key))).toEqual([[], ['studioApi.body.element'], ['studioApi.body.image'], []]);
    expect(checks[0]?.root?.children[0]?.tagName).toBe('h1');
  });
});
