import { z } from 'zod';
import { parseConfig } from './config-error';
import { DEFAULT_SITE_URL } from './site-url';
import { ServiceIdSchema } from './catalogue';
import { LOCALES, type Locale } from '../i18n/locales';

/** Contact channels that can appear as quick-contact buttons. */
export type QuickContact = 'call' | 'zalo' | 'kakao';

const SiteSchema = z.object({
  /**
   * Public origin for canonical URLs, hreflang, Open Graph and the sitemap, without a trailing
   * slash. Set by astro.config (SITE_URL env) so the whole site agrees.
   */
  url: z.url().transform((u) => u.replace(/\/$/, '')),
  /** Service ids, in order, of the packages shown on the home page and in the HOT lists. */
  featuredServices: z.array(ServiceIdSchema).min(1),
  /** Quick-contact buttons on phones, in the order each language's visitors reach for them. */
  quickContactOrder: z.record(z.enum(LOCALES), z.array(z.enum(['call', 'zalo', 'kakao'])).length(3)),
  /** Default share image (1200×630, subject centred so KakaoTalk's 2:1 crop keeps it). */
  defaultOgImage: z.object({ path: z.string().startsWith('/'), width: z.number(), height: z.number() }),
});

export const SITE = parseConfig(
  SiteSchema,
  {
    url: import.meta.env.SITE ?? DEFAULT_SITE_URL,
    featuredServices: [
      'thai-massage',
      'nuru-massage',
      'body-massage',
      'couple-massage',
      'two-staff-massage',
      'super-king',
    ],
    quickContactOrder: {
      ko: ['kakao', 'call', 'zalo'],
      vi: ['zalo', 'call', 'kakao'],
      en: ['call', 'zalo', 'kakao'],
    } satisfies Record<Locale, QuickContact[]>,
    defaultOgImage: { path: '/og/kingstone-spa.png', width: 1200, height: 630 },
  },
  'src/config/site.ts',
);

/** Absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  return `${SITE.url}${path}`;
}
