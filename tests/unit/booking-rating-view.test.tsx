import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingRating } from '../../src/components/booking/BookingRating';
import { BOOKING_STATUSES } from '../../src/booking/record';
import { readRatingForm, type BookingRatingRecord, type Rating } from '../../src/booking/rating';
import { BUSINESS } from '../../src/config/business';
import { LOCALES } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { ratingCard } from '../../src/views/rating-card';
import { count } from '../support/html';

/**
 * The rating part of a status page (issue 38): a form only once the visit is done, a plain POST
 * back to the page; then the thanks, and the spa's public review pages only after a 4 or a 5.
 */
const en = createT('en');
const ACTION = '/en/booking/status/7-AAAAAAAAAAAAAAAAAAAAAA';
const REVIEWS = { google: 'https://www.google.com/maps/search/?api=1&query=Kingstone%20Spa', naver: 'https://map.naver.com/p/search/Kingstone%20Spa' };
const rated = (rating: Rating): BookingRatingRecord => ({ booking_id: 7, rating, comment: 'Lovely <b>tea</b>', created_at: '2041-03-10T03:00:00.000Z' });
const render = (card: ReturnType<typeof ratingCard>) => (card ? renderToStaticMarkup(<BookingRating card={card} action={ACTION} />) : '');

describe('the rating on the status page', () => {
  it('is offered for a done visit only', () => {
    for (const status of BOOKING_STATUSES) {
      expect(ratingCard({ status, rating: undefined, done: null, reviews: REVIEWS, t: en })?.kind, status).toBe(status === 'done' ? 'form' : undefined);
    }
    // A rating stored somehow for another state is not shown either.
    expect(ratingCard({ status: 'no_show', rating: rated(5), done: null, reviews: REVIEWS, t: en })).toBeUndefined();
  });

  it('is a plain form posting back to the page: five labelled radios as stars, a bounded comment, a submit button', () => {
    const html = render(ratingCard({ status: 'done', rating: undefined, done: null, reviews: REVIEWS, t: en }));
    expect(html).toContain(`<form class="booking-rating__form" action="${ACTION}#booking-rating" method="post">`);
    expect(html).toContain('<input type="hidden" name="action" value="rate"/>');
    expect(html).toContain('<fieldset class="booking-rating__stars"><legend>Your rating</legend>');
    expect(count(html, 'type="radio" required="" name="rating"')).toBe(5);
        for (const [value, words] of [[1, '1 star: poor'], [3, '3 stars: good'], [5, '5 stars: excellent']] as const) {
      expect(html).toMatch(new RegExp(`<label class="booking-rating__choice"><input type="radio" required="" name="rating" value="${value}"/><span class="booking-rating__glyphs" aria-hidden="true">[★☆]{5}</span><span>${words}</span></label>`));
    }
    expect(html).toContain('<label for="booking-rating-comment">Comment (optional)</label>');
    expect(html).toMatch(/<textarea id="booking-rating-comment" name="comment" rows="4" maxLength="1000" aria-describedby="booking-rating-comment-hint">/);
    expect(html).toContain('At most 1000 characters.');
    expect(html).toContain('<button type="submit" class="btn btn--primary">Send rating</button>');
    expect(html).not.toContain('aria-invalid');
  });

  it('comes back from a refused post with the error at its field and what was chosen and typed', () => {
    const tooLong = readRatingForm({ rating: '2', comment: `${'x'.repeat(1000)}<y>` });
    expect(tooLong.kind).toBe('invalid');
    if (tooLong.kind !== 'invalid') return;
    const html = render(ratingCard({ status: 'done', rating: undefined, refused: tooLong, done: null, reviews: REVIEWS, t: createT('ko') }));
    expect(html).toContain('name="rating" checked="" value="2"');
    expect(count(html, 'checked=""')).toBe(1);
    expect(html).toContain('aria-invalid="true" aria-describedby="booking-rating-comment-hint booking-rating-comment-error"');
    expect(html).toContain(`>${'x'.repeat(1000)}&lt;y&gt;</textarea>`);
    expect(html).toContain('<p id="booking-rating-comment-error" class="booking-field__error">의견이 1000자를 넘습니다. 줄여서 다시 보내 주세요.</p>');
    const none = readRatingForm({ comment: 'kept' });
    if (none.kind !== 'invalid') throw new Error('a post without a rating must be refused');
    const again = render(ratingCard({ status: 'done', rating: undefined, refused: none, done: null, reviews: REVIEWS, t: createT('vi') }));
    expect(again).toContain('<fieldset class="booking-rating__stars" aria-describedby="booking-rating-error">');
    expect(again).toContain('Vui lòng chọn từ 1 đến 5 sao.');
    expect(again).not.toContain('checked');
    expect(again).toContain('>kept</textarea>');
  });

  it('thanks a 4 or 5 and offers the public review pages in new tabs, without the Referer', () => {
    for (const rating of [4, 5] as const) {
      const html = render(ratingCard({ status: 'done', rating: rated(rating), done: null, reviews: REVIEWS, t: en }));
      expect(html).toContain(`You rated this visit ${rating} out of 5`);
      expect(html).toContain('We are glad you enjoyed your visit.');
      expect(html).toContain('<ul class="booking-rating__reviews" aria-label="Public review pages">');
      expect(html).toContain(`<a class="btn btn--light" href="${REVIEWS.google.replaceAll('&', '&amp;')}" target="_blank" rel="noopener noreferrer">Review us on Google<span class="visually-hidden"> (opens in a new tab)</span></a>`);
      expect(html).toContain(`href="${REVIEWS.naver}" target="_blank" rel="noopener noreferrer">Review us on Naver`);
      expect(html).not.toContain('<form');
      // The comment is the owner's to read; the page does not show it back to whoever has the link.
      expect(html).not.toContain('tea');
    }
  });

  it('thanks a 1–3 privately, with no review page', () => {
    for (const rating of [1, 2, 3] as const) {
      const html = render(ratingCard({ status: 'done', rating: rated(rating), done: null, reviews: REVIEWS, t: en }));
      expect(html).toContain('The owner reads every rating and will use yours to do better.');
      expect(html).not.toContain('href=');
      expect(html).not.toContain('Public review pages');
    }
  });

  it('offers only the review pages the business data names, and none when it names none', () => {
    const google = render(ratingCard({ status: 'done', rating: rated(5), done: null, reviews: { google: REVIEWS.google }, t: en }));
    expect(count(google, '<li>')).toBe(1);
    expect(google).toContain('Review us on Google');
    const none = render(ratingCard({ status: 'done', rating: rated(5), done: null, reviews: {}, t: en }));
    expect(none).not.toContain('<ul');
    expect(none).toContain('We are glad you enjoyed your visit.');
  });

  it('says so after a second post: the first rating stays', () => {
    const html = render(ratingCard({ status: 'done', rating: rated(2), done: 'rated-before', reviews: REVIEWS, t: createT('ko') }));
    expect(html).toContain('<p class="booking-status__notice" role="status">이 방문에는 이미 별점을 남기셨습니다. 처음 남기신 별점이 그대로 유지됩니다.</p>');
    expect(html).toContain('남기신 별점: 5점 만점에 2점');
  });

  it('has its words in every language', () => {
    for (const locale of LOCALES) {
      const t = createT(locale);
      const html = render(ratingCard({ status: 'done', rating: undefined, done: null, reviews: REVIEWS, t }));
      expect(html, locale).toContain(t('rating.star.5'));
      expect(render(ratingCard({ status: 'done', rating: rated(5), done: null, reviews: REVIEWS, t })), locale).toContain(t('rating.reviewOn', { site: t('rating.site.naver') }));
    }
  });

  it("reads the spa's review links from the business data: HTTPS pages of Google's and Naver's maps", () => {
    expect(BUSINESS.reviews.google).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(BUSINESS.reviews.naver).toMatch(/^https:\/\/map\.naver\.com\//);
  });
});
