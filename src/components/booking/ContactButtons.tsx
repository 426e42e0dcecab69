import type { Translate } from '../../i18n/t';
import { ChannelLink, getChannels } from '../layout/ContactLinks';

/** The hotline and chat buttons under a request's status: the way to talk when a button is not enough. */
export function ContactButtons({ t }: { t: Translate }) {
  const channels = getChannels(t);
  return (
    <section className="booking-status__contact" aria-labelledby="booking-status-contact">
      <h2 id="booking-status-contact">{t('status.contactUs')}</h2>
      <ul className="booking-status__channels">
        {([channels.call, channels.zalo, channels.kakao, channels.telegram] as const).map((channel) => (
          <li key={channel.href}>
            <ChannelLink channel={channel} className="btn btn--light" />
          </li>
        ))}
      </ul>
    </section>
  );
}
