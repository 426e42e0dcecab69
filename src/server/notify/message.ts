import { BUSINESS } from '../../config/business';
import { SERVICES } from '../../config/catalogue';
import { formatDuration, formatPrice } from '../../i18n/format';
import type { Booking } from '../db/schema';

export interface BookingMessage {
  /** One line, safe for a mail subject: no CR/LF can reach a header. */
  subject: string;
  text: string;
  /** The same facts as data, for the webhook. */
  data: Record<string, string | number | null>;
}

const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The owner's notification: every field, the course with its catalogue price, and the admin link. */
export function bookingMessage(booking: Booking, siteUrl: string): BookingMessage {
  const service = SERVICES.find((s) => s.options.some((o) => o.id === booking.service_option));
  const option = service?.options.find((o) => o.id === booking.service_option);
  const course = service && option
    ? `${service.name.ko} / ${service.name.en}${option.tier === 'vip' ? ' VIP' : ''} · ${formatDuration(option.minutes, 'en')} · ${formatPrice(option.price, 'en')}`
    : '—';
  const admin = `${siteUrl}/admin`;
  const lines = [
    `${BUSINESS.name}: new booking request #${booking.id}`,
    `Name: ${oneLine(booking.name)}`,
    `Phone: ${booking.phone}`,
    `Course: ${course}`,
    `Date: ${booking.date} ${booking.time} (Asia/Ho_Chi_Minh)`,
    `Notes: ${booking.notes ? booking.notes.replace(/\r?\n/g, '\n  ') : '—'}`,
    `Language: ${booking.locale}`,
    `Received: ${booking.created_at}`,
    `Admin: ${admin}`,
  ];
  return {
    subject: oneLine(`Booking #${booking.id}: ${booking.date} ${booking.time} · ${booking.name}`),
    text: lines.join('\n'),
    data: {
      id: Number(booking.id),
      name: booking.name,
      phone: booking.phone,
      service_option: booking.service_option,
      course,
      price_vnd: option?.price ?? null,
      date: booking.date,
      time: booking.time,
      notes: booking.notes,
      locale: booking.locale,
      created_at: booking.created_at,
      admin_url: admin,
    },
  };
}
