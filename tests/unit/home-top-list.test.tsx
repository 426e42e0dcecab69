import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VenueList } from '../../src/components/sections/home/VenueList';
import { BUSINESS } from '../../src/config/business';
import { HOME_LOCATIONS } from '../../src/config/home';
import { guideOf } from '../../src/config/home-schema';
import { telHref } from '../../src/i18n/format';
import { LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { createT } from '../../src/i18n/t';

/*
 * Issue 37: the home page's top 25 offered "call this venue", which dialled our hotline, and "read
 * review", which opened a general article or /services. The venues are sample data with no phone
 * or review of their own, so the links now say what they do: call us about the area, and our
 * guide to the district where we have one.
 */

const { venues, guides } = HOME_LOCATIONS;

/** Each entry's links: [href, text]. */
function entries(locale: (typeof LOCALES)[number]) {
  const html = renderToStaticMarkup(<VenueList locale={locale} t={createT(locale)} venues={venues} guides={guides} />);
  return [...html.matchAll(/<li class="venue">([\s\S]*?)<\/ul><\/li>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((a) => [a[1] ?? '', a[2] ?? ''] as const),
  );
}

describe('the home top list', () => {
  it.each(LOCALES)('(%s) calls our hotline and says so; links a guide only where the district has one, named after the area', (locale) => {
    const t = createT(locale);
    const list = entries(locale);
    expect(list).toHaveLength(venues.length);
    list.forEach((links, i) => {
      const venue = venues[i]!;
      const [call, , guideLink] = links;
      expect(call).toEqual([telHref(BUSINESS.hotline), t('home.top.call')]);
      const guide = guideOf(venue, guides);
      if (guide === undefined) {
        expect(links, venue.name).toHaveLength(2);
      } else {
        expect(guideLink).toEqual([localizePath(guide.page, locale), t('home.top.guide', { area: guide.name[locale] })]);
      }
    });
  });

  it('has no "review" link and no link to /services: nothing claims to review a venue', () => {
    for (const locale of LOCALES) {
      const hrefs = entries(locale).flat().map(([href]) => href);
      expect(hrefs).not.toContain(localizePath('/services', locale));
    }
    const en = entries('en').flat().map(([, text]) => text);
    expect(en).not.toContain('Read review');
    expect(en).toContain('Call Kingstone about this area');
    expect(en).toContain('Our guide to District 1');
  });

  it('links the District 1 venues to our District 1 article, and leaves districts we have no guide for without one', () => {
    const first = venues.findIndex((v) => v.district === 'Quận 1');
    const unguided = venues.findIndex((v) => guideOf(v, guides) === undefined);
    const list = entries('vi');
    expect(list[first]?.[2]).toEqual(['/vi/blog/massage-quan-1-kingstone-best', 'Cẩm nang của chúng tôi về Quận 1']);
    expect(unguided).toBeGreaterThanOrEqual(0);
    expect(list[unguided]).toHaveLength(2);
  });
});
