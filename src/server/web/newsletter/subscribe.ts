import type { Kysely } from 'kysely';
import type { Locale } from '../../../i18n/locales';
import type { Limiter } from '../../services/booking/limits';
import type { Database } from '../../data/schema';
import { readForm } from '../form';
import { EmailSchema } from '../../../utils/email';


export type NewsletterOutcome =
  | { status: 200; kind: 'subscribed' }
  | { status: 422; kind: 'invalid'; email: string }
  | { status: 400 | 403 | 413 | 415 | 429; kind: 'refused' };

export interface NewsletterContext {
  db: Kysely<Database>;
  limiter: Limiter;
  locale: Locale;
  now: Date;
  allowedOrigins: readonly string[];
  client: string;
}

/**
 * One sign-up: the shared form checks, the rate limit, the honeypot (a bot is told it worked and
 * nothing is stored), then one row per normalized address. Someone signing up twice sees the same
 * confirmation, so the form never tells whether an address is already on the list.
 */
export async function handleNewsletter(request: Request, ctx: NewsletterContext): Promise<NewsletterOutcome> {
  const form = await readForm(request, ctx.allowedOrigins);
  if (form.kind === 'refused') return { status: form.status, kind: 'refused' };
  const { email = '', website = '', ...rest } = form.fields;
  if (!(await ctx.limiter.request(ctx.client))) return { status: 429, kind: 'refused' };
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success || Object.keys(rest).length > 0) return { status: 422, kind: 'invalid', email: email.slice(0, 254) };
  if (website !== '') return { status: 200, kind: 'subscribed' };
  if (!(await ctx.limiter.reserve(ctx.client))) return { status: 429, kind: 'refused' };
  const inserted = await ctx.db
    .insertInto('newsletter')
    .values({ email: parsed.data, locale: ctx.locale, created_at: ctx.now.toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst()
    .catch(async (error: unknown) => {
      await ctx.limiter.release(ctx.client);
      throw error;
    });
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) await ctx.limiter.release(ctx.client);
  return { status: 200, kind: 'subscribed' };
}
