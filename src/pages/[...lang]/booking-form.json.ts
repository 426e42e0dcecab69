import type { APIRoute } from 'astro';
import { bookingFormProps } from '../../components/booking/booking-props';
import type { Locale } from '../../i18n/locales';
import { getLocaleStaticPaths } from '../../i18n/routing';

/**
 * The home page's booking form props (strings, the catalogue's options with prices, its targets),
 * fetched by its loader (src/components/booking/static-booking-form.ts) when the form comes near
 * the screen, instead of written into the page. Not a page: neither the sitemap nor the link check
 * lists it.
 */
export const getStaticPaths = getLocaleStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(bookingFormProps((props as { locale: Locale }).locale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
