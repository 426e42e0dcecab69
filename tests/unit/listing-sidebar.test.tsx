import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleSidebar } from '../../src/components/blog/ArticleSidebar';
import { ListingBody } from '../../src/components/blog/ListingBody';
import { ServiceSidebar } from '../../src/components/services/ServiceSidebar';
import { BUSINESS } from '../../src/config/business';
import { telHref } from '../../src/i18n/format';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { createT } from '../../src/i18n/t';
import { markCurrent, type SidebarCurrent, type SidebarData } from '../../src/sidebar/sidebar';

/*
 * Issue 37: every listing marked "All" current in the sidebar's categories, a month archive and a
 * tag page included; and the listing sidebar had no contact box, where the article's has one.
 */

const sidebarIn = (locale: Locale): SidebarData => ({
  popular: [],
  hotServices: [],
  categories: [
    { name: 'All', href: localizePath('/blog', locale), count: 3 },
    { name: 'Massage', href: localizePath('/blog/category/massage-spa', locale), count: 2 },
    { name: 'News', href: localizePath('/blog/category/korean-news', locale), count: 1 },
  ],
  koreanNews: [],
  archive: [
    { name: '2025-10', href: localizePath('/blog/2025/10', locale), count: 2 },
    { name: '2025-09', href: localizePath('/blog/2025/09', locale), count: 1 },
  ],
});

/** The hrefs of the sidebar links marked aria-current="page". */
function currentLinks(locale: Locale, current: SidebarCurrent): string[] {
  const html = renderToStaticMarkup(
    <ListingBody
      locale={locale}
      t={createT(locale)}
      heading="x"
      cards={[]}
      page={1}
      totalPages={1}
      basePath={localizePath('/blog', locale)}
      sidebar={markCurrent(sidebarIn(locale), locale, current)}
    />,
  );
  return [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1] ?? '');
}

describe('the listing sidebar’s current entry', () => {
  it.each(LOCALES)('(%s) marks the month on its archive, the category on its listing, "All" on the blog, nothing on a tag', (locale) => {
    expect(currentLinks(locale, { kind: 'month', key: '2025/09' })).toEqual([localizePath('/blog/2025/09', locale)]);
    expect(currentLinks(locale, { kind: 'category', key: 'korean-news' })).toEqual([localizePath('/blog/category/korean-news', locale)]);
    expect(currentLinks(locale, { kind: 'all', key: 'all' })).toEqual([localizePath('/blog', locale)]);
    expect(currentLinks(locale, { kind: 'tag', key: 'spa' })).toEqual([]);
  });
});

describe('the contact box of the sidebars', () => {
  const contactBox = (html: string) => html.match(/<section class="sidebar-box contact-box" aria-labelledby="sidebar-contact">[\s\S]*?<\/section>/)?.[0];

  it.each(LOCALES)('(%s) is on a listing as on an article: address, hotline, Zalo and KakaoTalk', (locale) => {
    const t = createT(locale);
    const listing = renderToStaticMarkup(
      <ListingBody locale={locale} t={t} heading="x" cards={[]} page={1} totalPages={1} basePath="/blog" sidebar={sidebarIn(locale)} />,
    );
    const article = renderToStaticMarkup(<ArticleSidebar locale={locale} t={t} mostViewed={[]} hotServices={[]} />);
    const box = contactBox(listing);
    expect(box, 'a contact box in the listing sidebar').toBeDefined();
    expect(box).toContain(`>${t('article.contact')}</h2>`);
    expect(box).toContain(`href="${telHref(BUSINESS.hotline)}"`);
    expect(box).toContain(`href="${BUSINESS.chat.zalo}"`);
    expect(box).toContain(`href="${BUSINESS.chat.kakaoChannel}"`);
    expect(box).toContain(`<span>${t('contact.zalo')}</span>`);
    expect(box).toContain(`<span>${t('contact.kakao')}</span>`);
    // One component: the article's box is the same markup, and a service page's differs only by its title.
    expect(contactBox(article)).toBe(box);
    const service = contactBox(renderToStaticMarkup(<ServiceSidebar locale={locale} t={t} serviceId="thai-massage" mostViewed={[]} />));
    expect(service?.replace(`>${t('servicePage.contactTitle')}</h2>`, `>${t('article.contact')}</h2>`)).toBe(box);
  });
});
