import '../../styles/blog.css';
import type { PhoneLine } from '../../config/business-schema';
import { NAV_PATHS } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { ChannelLink, getChannels } from '../layout/ContactLinks';
import { CallButton } from '../ui/CallButton';

export interface ArticleCtaProps {
  locale: Locale;
  t: Translate;
  /** Whose phone the call button dials (the article's `phoneLine`). */
  line: PhoneLine;
}

/** Under every article: call, book online (the home page's contact section), chat. */
export function ArticleCta({ locale, t, line }: ArticleCtaProps) {
  const channels = getChannels(t);
  return (
    <section className="cta-box" aria-labelledby="article-cta-title">
      <h2 id="article-cta-title">{t('article.ctaTitle')}</h2>
      <p>{t('article.ctaText')}</p>
      <div className="cta-box__actions">
        <CallButton t={t} line={line} />
        <a className="btn btn--light" href={localizePath(NAV_PATHS.booking, locale)}>
          {t('article.ctaBook')}
        </a>
        <ChannelLink channel={channels.zalo} className="chip" />
        <ChannelLink channel={channels.kakao} className="chip" />
      </div>
    </section>
  );
}
