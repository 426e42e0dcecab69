import { BUSINESS } from '../../config/business';
import { telHref } from '../../i18n/format';
import type { Translate } from '../../i18n/t';
import { Icon } from './Icon';

export interface CallButtonProps {
  t: Translate;
  variant?: 'primary' | 'ghost';
  label?: 'cta.call' | 'cta.callNow';
}

export function CallButton({ t, variant = 'primary', label = 'cta.callNow' }: CallButtonProps) {
  return (
    <a className={`btn btn--${variant}`} href={telHref(BUSINESS.hotline)}>
      <Icon name="phone" size={18} />
      {t(label)}
      <span className="visually-hidden"> {BUSINESS.hotline}</span>
    </a>
  );
}
