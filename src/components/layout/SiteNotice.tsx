import '../../styles/site-notice.css';
import type { LaterNotice } from '../../config/notice';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

export interface SiteNoticeProps {
  /** The notice to show; which one, if any, is decided by the caller (shownNotice). */
  notice: Pick<LaterNotice, 'message'>;
  locale: Locale;
  t: Translate;
}

/**
 * The owner's notice (src/content/notice/notice.yaml) in the page's language: a named
 * complementary landmark at the top of the body, so a screen reader can find it, and a band
 * that scrolls away above the sticky header instead of making the header taller.
 */
export function SiteNotice({ notice, locale, t }: SiteNoticeProps) {
  return (
    <aside className="site-notice" aria-label={t('notice.label')}>
      <p className="container site-notice__text">{notice.message[locale]}</p>
    </aside>
  );
}
