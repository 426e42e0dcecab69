import { BUSINESS } from '../../config/business';
import { NAV_PATHS } from '../../config/navigation';
import { telHref } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import { Icon } from '../ui/Icon';
import type { CtaBoxData } from './schemas';
import { blockDomId, pickText, type BlockT } from './text';

export interface CtaBoxProps {
  id: string;
  data: CtaBoxData;
  locale: Locale;
  t: BlockT;
}

/** The call to action: hotline, online booking (when the form is on) and chat, all from the business config. */
export function CtaBox({ id, data, locale, t }: CtaBoxProps) {
  const headingId = blockDomId(id, 'title');
  return (
    <aside className="block block--cta block-cta" id={blockDomId(id)} aria-labelledby={headingId}>
      <h2 className="block-cta__title" id={headingId}>
        {pickText(data.title, locale)}
      </h2>
      <p className="block-cta__text">{pickText(data.text, locale)}</p>
      <ul className="block-cta__actions">
        <li>
          <a className="btn btn--primary" href={telHref(BUSINESS.hotline)}>
            <Icon name="phone" size={18} />
            {t('block.cta.call')}
            <span className="block-cta__number">{BUSINESS.hotline}</span>
          </a>
        </li>
        {BUSINESS.bookingFormEnabled ? (
          <li>
            <a className="btn btn--light" href={localizePath(NAV_PATHS.booking, locale)}>
              {t('block.cta.book')}
            </a>
          </li>
        ) : null}
        <li>
          <a className="btn btn--light" href={BUSINESS.chat.zalo} rel="noopener">
            <Icon name="chat" size={18} />
            {t('block.cta.zalo')}
          </a>
        </li>
        <li>
          <a className="btn btn--light" href={BUSINESS.chat.kakaoChannel} rel="noopener">
            <Icon name="bubble" size={18} />
            {t('block.cta.kakao')}
          </a>
        </li>
      </ul>
    </aside>
  );
}
