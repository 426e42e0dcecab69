import { pathToFileURL } from 'node:url';
import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_PROCESSOR_OPTIONS } from '../../../src/markdown/processor-options';

/** The HTML of `source` as the build renders the content file at `file`. */
const render = (source: string, file: string) =>
  markdownToHtml(source, { ...MARKDOWN_PROCESSOR_OPTIONS, fileURL: pathToFileURL(file) }).html;

const SOURCE = [
  'Xem [massage Thái](/services/thai-massage), [bài này](/blog/x?ref=1#top) và [liên hệ](/#contact).',
  '',
  'Đã có ngôn ngữ: [vi](/vi/services), [en](/en). Bên ngoài: [Zalo](https://zalo.me/1), [cdn](//cdn.example/a).',
  '',
  '[định nghĩa]: /booking',
  '',
  'Đặt lịch [ở đây][định nghĩa].',
].join('\n');

describe('site links in an article’s text', () => {
  it('lead to the pages of the article’s language', () => {
    const html = render(SOURCE, '/site/src/content/blog/x/vi.mdx');
    expect(html).toContain('href="/vi/services/thai-massage"');
    expect(html).toContain('href="/vi/blog/x?ref=1#top"');
    expect(html).toContain('href="/vi#contact"');
    expect(html).toContain('href="/vi/booking"');
  });

  it('leave paths that name a locale, other sites, Korean texts and texts with no file as written', () => {
    const vi = render(SOURCE, '/site/src/content/blog/x/vi.mdx');
    for (const href of ['/vi/services', '/en', 'https://zalo.me/1', '//cdn.example/a']) expect(vi).toContain(`href="${href}"`);
    const ko = render(SOURCE, '/site/src/content/blog/x/ko.md');
    expect(ko).toContain('href="/services/thai-massage"');
    const preview = markdownToHtml(SOURCE, MARKDOWN_PROCESSOR_OPTIONS).html;
    expect(preview).toContain('href="/services/thai-massage"');
  });
});
