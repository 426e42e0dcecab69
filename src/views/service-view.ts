import { render } from 'astro:content';
import { blockTypesIn } from '../blocks/article-blocks';
import { createBlockComponents } from '../blocks/registry';
import type { CtaBoxProps } from '../blocks/CtaBox';
import { BUSINESS } from '../config/business';
import { NAV_PATHS, servicePath } from '../config/navigation';
import { LOCALE_META, type Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { createT, type Translate } from '../i18n/t';
import { HERO_WIDTHS, responsivePicture, shareImage } from '../media/images';
import { serviceJsonLd } from '../seo/service-json-ld';
import type { Service } from '../config/catalogue-schema';
import { getServicePage, resolveServicePageImages } from '../services/pages';
import { getPopular } from '../sidebar/sidebar';
import type { BaseLayoutProps } from './base-view';

/** What the service view is computed from, once the page's text is read. */
export interface ServiceFacts {
  locale: Locale;
  service: Service;
  /** The front matter of the page's text in this locale. */
  text: { title: string; description: string; heroAlt: string; keywords: readonly string[] };
  /** The hero as link previews get it. */
  share: { src: string; width: number; height: number };
}

export interface ServiceView {
  t: Translate;
  layout: BaseLayoutProps;
  title: string;
  heroAlt: string;
  searchMeta: string;
  /** The closing call to action, in the page's language. */
  cta: CtaBoxProps['data'];
}

/** A service page (/services/<id>) in one locale: head, breadcrumbs, Service JSON-LD, closing box. */
export function serviceView({ locale, service, text, share }: ServiceFacts): ServiceView {
  const t = createT(locale);
  const path = servicePath(service.id);
  const name = service.name[locale];
  const { title, description, heroAlt } = text;
  // The service's and the spa's names from the catalogue, then the page's own search words.
  const keywords = [...new Set([name, ...text.keywords, BUSINESS.name])];
  return {
    t,
    layout: {
      locale,
      path,
      title: t('servicePage.metaTitle', { title, name: BUSINESS.name }),
      description,
      keywords,
      image: { ...share, alt: heroAlt },
      breadcrumbs: [
        { name: t('nav.services'), path: NAV_PATHS.services },
        { name, path },
      ],
      jsonLd: [serviceJsonLd({ service, locale, path: localizePath(path, locale), description, imagePath: share.src })],
    },
    title,
    heroAlt,
    searchMeta: `language:${LOCALE_META[locale].name}`,
    cta: { block: 'cta-box', title: t('servicePage.ctaTitle', { service: name }), text: t('servicePage.ctaText') },
  };
}

/** The service view with what the page renders besides: its MDX body and blocks, hero, loop, sidebar. */
export async function loadServiceView(locale: Locale, service: Service) {
  const page = await getServicePage(service.id);
  const entry = page.versions[locale];
  const view = serviceView({ locale, service, text: entry.data, share: await shareImage(page.hero) });
  return {
    ...view,
    Content: (await render(entry)).Content,
    blocks: createBlockComponents({
      data: page.data.blocks,
      locale,
      t: view.t,
      file: entry.filePath ?? `src/content/service-pages/${entry.id}.mdx`,
      images: await resolveServicePageImages(page),
    }),
    blockTypes: blockTypesIn(page.data.blocks),
    hero: await responsivePicture(page.hero, HERO_WIDTHS, 16 / 9),
    hasVideo: page.data.video,
    related: page.data.related,
    mostViewed: await getPopular(locale, 5),
  };
}
