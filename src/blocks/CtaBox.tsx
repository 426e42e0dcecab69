import { BUSINESS, phoneOf } from '../config/business';
import { getService } from '../config/catalogue';
import { bookingPath, NAV_PATHS } from '../config/navigation';
import { telHref } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { Icon } from '../components/ui/Icon';
import { describeOffer } from './offer';
import type { CtaBoxData, LocalText } from './schemas';
import { blockDomId, pickText, type BlockT } from './text';

export interface CtaBoxProps {
  id: string;
  /** A dataset, or texts the caller has already put in the page's language (the service layout's box). */
  data:
    | CtaBoxData
    | { block: 'cta-box'; title: LocalText; text: LocalText; line?: CtaBoxData['line']; service?: CtaBoxData['service'] };
  locale: Locale;
  t: BlockT;
}

/**
 * The call to action: hotline (the partner chain's line when `line: partner`), online booking
 * (when the form is on) and chat, all from the business config. With `service`, the box also
 * says what is booked: its lengths and price from the catalogue.
 */
export function CtaBox({ id, data, locale, t }: CtaBoxProps) {
  const headingId = blockDomId(id, 'title');
  const partner = data.line === 'partner';
  const phone = phoneOf(data.line ?? 'spa');
  return (
    <aside className="block block--cta block-cta" id={blockDomId(id)} aria-labelledby={headingId}>
      <h2 className="block-cta__title" id={headingId}>
        {pickText(data.title, locale)}
      </h2>
      <p className="block-cta__text">{pickText(data.text, locale)}</p>
      {data.service === undefined ? null : (
        <p className="block-cta__text block-cta__offer">{describeOffer(getService(data.service), locale, t)}</p>
      )}
      <ul className="block-cta__actions" data-pagefind-ignore="all">
        <li>
          <a className="btn btn--primary" href={telHref(phone)}>
            <Icon name="phone" size={18} />
            {t(partner ? 'block.cta.callPartner' : 'block.cta.call')}
            <span className="block-cta__number">{phone}</span>
          </a>
        </li>
        {BUSINESS.bookingFormEnabled ? (
          <li>
            <a className="btn btn--light" href={localizePath(data.service === undefined ? NAV_PATHS.booking : bookingPath(data.service), locale)}>
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
