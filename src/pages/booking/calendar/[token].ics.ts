import type { APIRoute } from 'astro';
import { readStatusToken } from '../../../server/services/booking/status-token';
import { getDb } from '../../../server/web/runtime';
import { visitIcs } from '../../../booking/calendar';
import { courseOf } from '../../../booking/status-text';
import { BUSINESS } from '../../../config/business';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { SITE } from '../../../config/site';

export const prerender = false;

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** A confirmed visit's calendar file, behind the same private token as its status page. */
export const GET: APIRoute = async ({ params }) => {
  const id = readStatusToken(String(params['token'] ?? ''));
  if (id === undefined) return new Response(null, { status: 404, headers: NO_STORE });
  const { db } = await getDb();
  const booking = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!booking || booking.status !== 'confirmed') return new Response(null, { status: 404, headers: NO_STORE });
  const locale = isLocale(booking.locale) ? booking.locale : DEFAULT_LOCALE;
  const course = courseOf(booking.service_option, locale, createT(locale));
  const ics = visitIcs({
    uid: `booking-${id}@${new URL(SITE.url).hostname}`,
    now: new Date(),
    date: booking.date,
    time: booking.time,
    minutes: course.minutes,
    title: `${BUSINESS.name} · ${course.label}`,
    locale,
  });
  return new Response(ics, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="kingstone-spa.ics"',
    },
  });
};
