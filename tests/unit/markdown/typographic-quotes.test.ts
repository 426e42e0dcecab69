import { mdxToJs } from 'satteri';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_PROCESSOR_OPTIONS } from '../../../src/markdown/processor-options';
import { QuoteCurler } from '../../../src/markdown/typographic-quotes';
import { renderBlockTexts, renderMarkdownHtml } from '../../support/markdown';

/** The first block's text, as a reader sees it. */
const firstBlock = (markdown: string) => renderBlockTexts(markdown)[0];

describe('typographic quotes in Markdown', () => {
  it.each([
    // The two Korean failures of the default rule.
    ["공간 '다솜 라운지'에서 쉬세요.", '공간 ‘다솜 라운지’에서 쉬세요.'],
    ['가장 많이 듣는 질문은 "샤워는 어떻게 하나요?"입니다.', '가장 많이 듣는 질문은 “샤워는 어떻게 하나요?”입니다.'],
    ['"정말요!"라고 했고 "(예약 필수)"라고 적었습니다.', '“정말요!”라고 했고 “(예약 필수)”라고 적었습니다.'],
    ['"끝."이라는 말', '“끝.”이라는 말'],
    ["여전히 '1군'이라는 이름", '여전히 ‘1군’이라는 이름'],
    // Vietnamese: letters with diacritics on either side.
    ['Khách hay hỏi "Tắm ở đâu?" rồi mới vào.', 'Khách hay hỏi “Tắm ở đâu?” rồi mới vào.'],
    ["Gói 'Thư giãn' được đặt nhiều.", 'Gói ‘Thư giãn’ được đặt nhiều.'],
    // English, with apostrophes between letters.
    ["Don't miss Kingstone's \"quiet hour\".", 'Don’t miss Kingstone’s “quiet hour”.'],
    ["It's the guests' favourite.", 'It’s the guests’ favourite.'],
    // Nested quotes, brackets and dashes before an opening quote.
    ['He said "she called it \'the pool\' twice".', 'He said “she called it ‘the pool’ twice”.'],
    ['"\'Watsu\' is new"', '“‘Watsu’ is new”'],
    ["(\"Thai\") and —'dry'", '(“Thai”) and —‘dry’'],
  ])('%s', (markdown, expected) => {
    expect(firstBlock(markdown)).toBe(expected);
  });

  it('carries the context across emphasis, strong text and links in one paragraph', () => {
    expect(firstBlock("공간 '**다솜 라운지**'에서")).toBe('공간 ‘다솜 라운지’에서');
    expect(firstBlock('"*Watsu*" and **"Thai"** and "[the map](/contact)"')).toBe('“Watsu” and “Thai” and “the map”');
    expect(firstBlock("**Kingstone**'s pool")).toBe('Kingstone’s pool');
    expect(renderMarkdownHtml("'**다솜**'")).toBe('<p>‘<strong>다솜</strong>’</p>\n');
  });

  it('starts each block afresh: paragraphs, headings, list items and table cells', () => {
    const texts = renderBlockTexts(
      ['끝이에요"', '', '## "제목"', '', '- \'항목\'', '', '| 이름 | 메모 |', '|---|---|', '| "왓수" | don\'t |'].join('\n'),
    );
    expect(texts).toEqual(['끝이에요”', '“제목”', '‘항목’', '이름', '메모', '“왓수”', 'don’t']);
  });

  it('treats a hard line break as whitespace', () => {
    expect(firstBlock('첫 줄\\\n"둘째 줄"')).toBe('첫 줄\n“둘째 줄”');
  });

  it('leaves code, raw HTML and JSX attribute values alone', () => {
    expect(renderMarkdownHtml("Run `it's \"x\"` and <span title=\"a'b\">it's</span>")).toBe(
      '<p>Run <code>it\'s "x"</code> and <span title="a\'b">it’s</span></p>\n',
    );
    const { code } = mdxToJs('<Note label="Kingstone\'s \'best\'">\n\nHe said "hi".\n\n</Note>', {
      ...MARKDOWN_PROCESSOR_OPTIONS,
    });
    expect(code).toContain('label: "Kingstone\'s \'best\'"');
    expect(code).toContain('He said “hi”.');
  });

  it('keeps Sätteri\'s dashes and ellipses', () => {
    expect(firstBlock('60--120분... 그리고 --- 끝')).toBe('60–120분… 그리고 — 끝');
  });
});

describe('QuoteCurler', () => {
  it('remembers the last character written across calls and after passed-over content', () => {
    const curler = new QuoteCurler();
    expect(curler.curl('"')).toBe('“');
    expect(curler.curl("'")).toBe('‘');
    curler.pass('code');
    expect(curler.curl("'\"")).toBe('’”');
  });

  // The bound is generous on purpose (CONTRIBUTING, "Tests"): a quadratic rule would take minutes.
  it('runs in linear time on a long run of quotes', () => {
    const input = `${'"\''.repeat(200_000)}다솜`;
    const started = performance.now();
    const out = new QuoteCurler().curl(input);
    expect(out).toHaveLength(input.length);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
