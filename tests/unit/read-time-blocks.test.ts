import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockText, placedBlockTexts } from '../../src/blocks/block-text';
import { parseArticleData, type ArticleData } from '../../src/blocks/schemas';
import { splitTextFile } from '../../src/blog/article-text';
import { readMinutes } from '../../src/blog/read-time';
import { CONTENT_DIR } from '../support/paths';

/*
 * Issue 37: the read time counted the prose only, so an article made of a ranking table and cards
 * under a few lines of prose read "2 min". It counts what the reader reads in the blocks too.
 */

/** A Korean ranking of 30 rows, about 3,900 characters, under two lines of prose. */
const ROW_TEXT = '호치민 1군 골목 안쪽의 조용한 루프톱 바, 야경과 칵테일이 좋고 늦게까지 엽니다';
const ranking: ArticleData = {
  top30: {
    block: 'ranking-table',
    caption: { ko: '호치민 바 순위' },
    columns: [
      { key: 'name', label: '이름' },
      { key: 'note', label: '한 줄 평' },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({ rank: i + 1, cells: { name: `바 ${i + 1}`, note: { ko: `${ROW_TEXT}. ${ROW_TEXT}. ${ROW_TEXT} (${i + 1})` } } })),
  },
  links: { block: 'related-links', links: [{ title: { ko: '관련 글' }, href: '/blog/some-very-long-link-target-that-nobody-reads' }] },
};
const body = '두 줄의 소개 글입니다.\n\n<RankingTable id="top30" />\n\n마지막 한 줄입니다.\n';

describe('read time with content blocks', () => {
  it('reads a 3,900-character Korean ranking as several minutes, not 1', () => {
    const texts = placedBlockTexts(body, ranking, 'ko');
    expect(texts.join(' ').length).toBeGreaterThan(3900);
    expect(readMinutes(body, 'ko', [])).toBe(1);
    expect(readMinutes(body, 'ko', texts)).toBeGreaterThanOrEqual(6);
    // About 500 characters a minute, the rate of prose.
    const chars = (body + texts.join('')).replace(/\s/g, '').length;
    expect(readMinutes(body, 'ko', texts)).toBe(Math.round(chars / 500));
  });

  it('counts only the blocks the body places, and not their links, files or machine names', () => {
    expect(placedBlockTexts(body, ranking, 'ko')).toHaveLength(1);
    const links = blockText(ranking['links']!, 'ko');
    expect(links).toBe('관련 글');
    expect(blockText(ranking['top30']!, 'ko')).not.toContain('ranking-table');
  });

  it('takes each text in the body’s language and writes amounts as the page does', () => {
    const data: ArticleData = {
      tips: {
        block: 'advice-cards',
        items: [{ title: { from: 300000, to: 450000 }, text: { ko: '한국어 설명', vi: 'Lời khuyên' } }],
      },
    };
    expect(blockText(data['tips']!, 'vi')).toBe('300.000–450.000 ₫ Lời khuyên');
  });

  it('gives the English top-25 bar list (a table and cards under a short intro) its real length', () => {
    const dir = path.join(CONTENT_DIR, 'blog/top-25-bar-hcm-2025');
    const data = parseArticleData(readFileSync(path.join(dir, 'data.yaml'), 'utf8'), 'data.yaml');
    const text = splitTextFile(readFileSync(path.join(dir, 'en.mdx'), 'utf8'))?.body ?? '';
    const withBlocks = readMinutes(text, 'en', placedBlockTexts(text, data, 'en'));
    expect(withBlocks).toBeGreaterThan(readMinutes(text, 'en', []));
    expect(withBlocks).toBeGreaterThanOrEqual(4);
  });
});
