import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleCardData } from '../../src/blog/cards';
import { ArticleCard } from '../../src/components/blog/ArticleCard';
import { LOCALE_META } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';

// A sample card: a Vietnamese article listed on a page of another language (issue 17's audit
// found the picture's Vietnamese alt text unmarked on the Korean listings).
const card: ArticleCardData = {
  slug: 'sample',
  href: '/blog/sample',
  title: 'Phòng trị liệu mẫu',
  excerpt: 'Bài viết mẫu.',
  category: { href: '/blog/category/massage-spa', name: '마사지' },
  published: new Date('2025-10-01T03:00:00Z'),
  author: 'Kingstone',
  readMinutes: 3,
  tags: [],
  picture: { avif: '/a.avif 400w', webp: '/a.webp 400w', src: '/a.jpg', width: 400, height: 225 },
  heroAlt: 'Phòng trị liệu: ánh đèn ấm',
  contentLocale: 'vi',
};

const render = (locale: 'ko' | 'vi') => renderToStaticMarkup(<ArticleCard card={card} locale={locale} t={createT(locale)} headingLevel={2} />);

describe('an article card', () => {
  it('marks the picture’s alt text with the article’s language on a page of another language', () => {
    expect(render('ko')).toMatch(new RegExp(`<img[^>]*alt="Phòng trị liệu: ánh đèn ấm"[^>]*lang="${LOCALE_META.vi.lang}"`));
  });

  it('names the article’s language in the page’s language (not "Tiếng Việt로 작성된 글")', () => {
    expect(render('ko')).toContain('>베트남어로 작성된 글<');
    expect(render('ko')).not.toContain('Tiếng Việt');
  });

  it('leaves it unmarked where the article is in the page’s language', () => {
    expect(/<img[^>]*>/.exec(render('vi'))?.[0]).not.toContain('lang=');
  });
});
