import { adminQuery, cardId } from '../../../booking/admin-address';
import { starsOf, type BookingRatingRecord } from '../../../booking/rating';
import { bookingReference } from '../../../booking/reference';
import { normalizeText } from '../../../booking/schema';
import { BUSINESS } from '../../../config/business';
import type { Booking } from '../../data/schema';
import type { BookingMessage } from './message';

const oneLine = (s: string) => normalizeText(s, 'line');

/**
 * The owner's note of a visitor's rating (English, like the owner's other notifications): the
 * stars, the visit, and the admin card's link. The comment's words stay out of mail and Telegram,
 * whose chat the front desk may share: the status page promised the guest only the owner reads
 * them, and the card shows them to the owner's role alone. The signed webhook, the owner's own
 * system, gets them in its data.
 */
export function ratingNote(booking: Booking, rating: BookingRatingRecord, siteUrl: string): BookingMessage {
  const id = Number(booking.id);
  const ref = bookingReference(id);
  const card = `${siteUrl}/admin${adminQuery({ q: ref })}#${cardId(id)}`;
  const comment = rating.comment === '' ? 'none' : `yes, ${Array.from(rating.comment).length} characters: read it on the booking's card (owner only)`;
  return {
    type: 'booking.rated',
    // No visitor text in a subject: a mail client shows it before anything else.
    subject: `Booking #${id} (${ref}) rated ${rating.rating}/5`,
    text: [
      `${BUSINESS.name}: booking #${id} (${ref}) was rated ${rating.rating}/5 ${starsOf(rating.rating)} by the guest`,
      `Name: ${oneLine(booking.name)}`,
      `Visit: ${oneLine(`${booking.date} ${booking.time}`)} (Asia/Ho_Chi_Minh)`,
      `Comment: ${comment}`,
      `Admin: ${card}`,
    ].join('\n'),
    data: { id, status: booking.status, date: booking.date, time: booking.time, rating: rating.rating, comment: rating.comment, rated_at: rating.created_at, admin_url: card },
  };
}
