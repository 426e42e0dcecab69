import { BUSINESS } from '../../config/business';
import type { QuickContact } from '../../config/site';
import { telHref } from '../../i18n/format';
import type { Translate } from '../../i18n/t';
import { Icon, type IconName } from '../ui/Icon';

interface Channel {
  href: string;
  label: string;
  icon: IconName;
}

/** The contact channels as plain links (no chat SDK); one definition for header, footer and buttons. */
export function getChannels(t: Translate): Record<QuickContact | 'kakaoOpenChat' | 'telegram', Channel> {
  return {
    call: { href: telHref(BUSINESS.hotline), label: t('cta.callNumber', { phone: BUSINESS.hotline }), icon: 'phone' },
    zalo: { href: BUSINESS.chat.zalo, label: t('contact.zalo'), icon: 'chat' },
    kakao: { href: BUSINESS.chat.kakaoChannel, label: t('contact.kakao'), icon: 'bubble' },
    kakaoOpenChat: { href: BUSINESS.chat.kakaoOpenChat, label: t('contact.kakaoOpenChat'), icon: 'bubble' },
    telegram: { href: BUSINESS.chat.telegram, label: t('contact.telegram'), icon: 'send' },
  };
}

export interface ChannelLinkProps {
  channel: Channel;
  className?: string;
  iconOnly?: boolean;
}

export function ChannelLink({ channel, className, iconOnly = false }: ChannelLinkProps) {
  const external = channel.href.startsWith('https:');
  return (
    <a
      className={className}
      href={channel.href}
      aria-label={iconOnly ? channel.label : undefined}
      rel={external ? 'noopener' : undefined}
    >
      <Icon name={channel.icon} />
      {iconOnly ? null : <span>{channel.label}</span>}
    </a>
  );
}
