import { BUSINESS } from '../../config/business';
import { NAV_PATHS, NAV_SERVICES, servicePath } from '../../config/navigation';
import { telHref } from '../../i18n/format';
import { dailyHoursText } from '../../config/hours';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { ChannelLink, getChannels } from './ContactLinks';
import { SpecialHoursNote } from './SpecialHoursNote';

export interface FooterProps {
  locale: Locale;
  t: Translate;
  year: number;
  /** When the next closure or short day is counted from (default: the build). */
  now?: Date | undefined;
}

/** Networks' names as they write them; another key in spa.yaml's `socials` shows capitalized. */
const SOCIAL_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok', x: 'X' };
const socialName = (key: string) => SOCIAL_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

export function Footer({ locale, t, year, now }: FooterProps) {
  const href = (p: string) => localizePath(p, locale);
  const channels = getChannels(t);
  const socials = Object.entries(BUSINESS.socials).map(([key, url]) => [socialName(key), url] as const);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {BUSINESS.name}
          </h2>
          <p>{t('footer.blurb')}</p>
          {socials.length > 0 ? (
            <nav aria-label={t('footer.social')}>
              <ul className="site-footer__links">
                {socials.map(([network, url]) => (
                  <li key={network}>
                    {/* Plain links: no widget or script from the network loads with the page. The name
                        begins with the network's name the link shows (WCAG 2.5.3, issue 37). */}
                    <a href={url} rel="noopener me" aria-label={t('footer.socialLink', { network, name: BUSINESS.name })}>
                      {network}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </section>
        <section aria-labelledby="footer-chat">
          <h2 id="footer-chat">{t('footer.chat')}</h2>
          <ul className="site-footer__links">
            {(['zalo', 'kakao', 'kakaoOpenChat', 'telegram'] as const).map((name) => (
              <li key={name}>
                <ChannelLink channel={channels[name]} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.services')}</h2>
          <ul className="site-footer__links">
            {NAV_SERVICES.map((s) => (
              <li key={s.id}>
                <a href={href(servicePath(s.id))}>{s.name[locale]}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <address className="site-footer__contact">
            <p>
              <strong>{t('contact.address')}</strong> {BUSINESS.address.display[locale]}
            </p>
            <p>
              <strong>{t('contact.hotline')}</strong> <a href={telHref(BUSINESS.hotline)}>{BUSINESS.hotline}</a>
            </p>
            <p>
              <strong>{t('contact.email')}</strong> <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
            </p>
            <p>
              <strong>{t('contact.hours')}</strong>{' '}
              {dailyHoursText(t)}
              {BUSINESS.hours.chatSupport24h ? <> · {t('contact.support247')}</> : null}
            </p>
            <SpecialHoursNote as="p" locale={locale} t={t} now={now} />
          </address>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <nav aria-label={t('footer.legal')}>
          <ul>
            <li>
              <a href={href(NAV_PATHS.privacy)}>{t('footer.privacy')}</a>
            </li>
            <li>
              <a href={href(NAV_PATHS.terms)}>{t('footer.terms')}</a>
            </li>
            <li>
              <a href={href(NAV_PATHS.sitemap)}>{t('footer.sitemap')}</a>
            </li>
          </ul>
        </nav>
        <p>{t('footer.copyright', { year, name: BUSINESS.name })}</p>
      </div>
    </footer>
  );
}
