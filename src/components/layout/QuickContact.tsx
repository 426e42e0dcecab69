import { SITE } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { ChannelLink, getChannels } from './ContactLinks';

export interface QuickContactProps {
  locale: Locale;
  t: Translate;
}

/** Floating call/Zalo/KakaoTalk buttons on phones, ordered by what this language's visitors use. */
export function QuickContact({ locale, t }: QuickContactProps) {
  const channels = getChannels(t);
  return (
    <nav className="quick-contact" aria-label={t('contact.quick')}>
      <ul>
        {SITE.quickContactOrder[locale]?.map((name) => (
          <li key={name}>
            <ChannelLink channel={channels[name]} className={`quick-contact__btn quick-contact__btn--${name}`} iconOnly />
          </li>
        ))}
      </ul>
    </nav>
  );
}
