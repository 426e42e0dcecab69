import { phoneOf } from '../../config/business';
import type { PhoneLine } from '../../config/business-schema';
import { telHref } from '../../i18n/format';
import type { Translate } from '../../i18n/t';
import { Icon } from './Icon';

export interface CallButtonProps {
  t: Translate;
  variant?: 'primary' | 'ghost';
  label?: 'cta.call' | 'cta.callNow';
  /** Whose phone it dials (and says so): ours unless the page is about the partner chain. */
  line?: PhoneLine;
}

export function CallButton({ t, variant = 'primary', label = 'cta.callNow', line = 'spa' }: CallButtonProps) {
  const phone = phoneOf(line);
  return (
    <a className={`btn btn--${variant}`} href={telHref(phone)}>
      <Icon name="phone" size={18} />
      {t(line === 'partner' ? 'block.cta.callPartner' : label)}
      <span className="visually-hidden">{` ${phone}`}</span>
    </a>
  );
}
