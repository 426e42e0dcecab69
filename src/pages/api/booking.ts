import type { APIRoute } from 'astro';
import { isLocale, DEFAULT_LOCALE } from '../../i18n/locales';
import { createT, type UIKey } from '../../i18n/t';
import { handleBooking } from '../../server/booking/handle';
import { enabledChannels, formContext } from '../../server/runtime';

export const prerender = false;

/**
 * The booking form's endpoint for the script-enhanced form: the same checks as the plain POST,
 * answered in JSON with messages in the visitor's language (?locale=vi).
 */
export const POST: APIRoute = async ({ request, url, clientAddress }) => {
  const param = url.searchParams.get('locale');
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const t = createT(locale);
  try {
    const outcome = await handleBooking(request, {
      ...(await formContext(request, clientAddress)),
      locale,
      channels: enabledChannels(),
    });
    const body =
      outcome.kind === 'stored'
        ? { ok: true, id: outcome.id, message: t('booking.success') }
        : outcome.kind === 'invalid'
          ? {
              ok: false,
              message: t('booking.errorSummary'),
              errors: Object.fromEntries(Object.entries(outcome.errors).map(([f, k]) => [f, t(k as UIKey)])),
            }
          : { ok: false, message: t(outcome.message as UIKey) };
    return Response.json(body, { status: outcome.status, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error(`booking: ${(error as Error).message}`);
    return Response.json({ ok: false, message: t('booking.failure') }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};
