import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOST_VIEWED_FILE, rankPopular, readMostViewed } from '../../src/sidebar/most-viewed';
import { articleSlug, MIN_ARTICLE_VIEWS, mostViewed, writeMostViewed } from '../../src/server/services/insights/most-viewed';
import { InsightRecorder, type InsightEvent } from '../../src/server/services/insights/recorder';
import { eventWriterFor } from '../../src/server/services/insights/event-writer';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';

const TODAY = '2026-11-29';
const view = (path: string, visitor: string): InsightEvent => ({ day: TODAY, kind: 'view', path, locale: 'ko', phone: 1, visitor });

describe('the most-viewed order', () => {
  const articles = [
    { slug: 'a', popularRank: 2 },
    { slug: 'b', popularRank: 1 },
    { slug: 'c', popularRank: undefined },
    { slug: 'd', popularRank: 3 },
  ];
  it('keeps the curated order without a ranking', () => {
    expect(rankPopular(articles, undefined, 3).map((a) => a.slug)).toEqual(['b', 'a', 'd']);
  });
  it('lists what visitors read most first, then the curated ones, skipping unknown slugs', () => {
    const ranking = readMostViewed({ at: '2026-11-29T00:00:00Z', slugs: ['c', 'gone', 'd', 'c'] });
    expect(rankPopular(articles, ranking, 3).map((a) => a.slug)).toEqual(['c', 'd', 'b']);
  });
  it('reads only a ranking of the right shape', () => {
    expect(readMostViewed({ slugs: ['a'] })).toBeUndefined();
    expect(readMostViewed('<script>')).toBeUndefined();
    expect(readMostViewed(undefined)).toBeUndefined();
  });
  it('tells an article page from the listings', () => {
    expect(articleSlug('/vi/blog/massage-hue')).toBe('massage-hue');
    expect(articleSlug('/blog/massage-hue')).toBe('massage-hue');
    expect(articleSlug('/en/blog/category')).toBeUndefined();
    expect(articleSlug('/blog/2025')).toBeUndefined();
    expect(articleSlug('/vi/blog')).toBeUndefined();
    expect(articleSlug('/vi/services/thai')).toBeUndefined();
  });
});

describe.each(DATABASE_TARGETS)('the ranking from real views on $name', ({ databaseUrl }) => {
  let test: TestDb;
  const root = mkdtempSync(path.join(tmpdir(), 'kingstone-most-viewed-'));
  beforeAll(async () => {
    test = await openOwnTestDatabase('kingstone-most-viewed-', databaseUrl);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('waits for enough views, then ranks articles over every language and writes the file', async () => {
    const recorder = new InsightRecorder(eventWriterFor(test), 60_000);
    for (let i = 0; i < MIN_ARTICLE_VIEWS - 10; i += 1) recorder.record(view(i % 2 ? '/vi/blog/massage-hue' : '/blog/massage-hue', `v${i}`));
    recorder.record(view('/vi/services', 'x'));
    await recorder.flush();
    expect(await mostViewed(test.db, TODAY, new Date())).toBeUndefined();
    for (let i = 0; i < 20; i += 1) recorder.record(view('/en/blog/cach-chon-massage-thai', `w${i}`));
    await recorder.close();
    const ranking = await mostViewed(test.db, TODAY, new Date());
    expect(ranking?.slugs).toEqual(['massage-hue', 'cach-chon-massage-thai']);

    await writeMostViewed(root, ranking);
    expect(readMostViewed(JSON.parse(readFileSync(path.join(root, MOST_VIEWED_FILE), 'utf8')))?.slugs).toEqual(ranking?.slugs);
    await writeMostViewed(root, undefined);
    expect(existsSync(path.join(root, MOST_VIEWED_FILE))).toBe(false);
  });
});
