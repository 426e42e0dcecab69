import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { canMove } from '../../../booking/transitions';
import { accountOfTelegram, anyAccount, anyTelegramPresser, getAccount, linkTelegram, personLabel } from '../../services/admin/accounts';
import { takeChallenge } from '../../services/admin/challenges';
import { roleMay } from '../../../people/roles';
import { recordTrail } from '../../services/admin/trail';
import { bookingReference } from '../../services/booking/status-token';
import { applyTransition } from '../../services/booking/transition';
import type { Booking, Database } from '../../data/schema';
import { readLimited } from '../form';
import type { InlineKeyboard, TelegramApi } from '../../services/notify/telegram/bot-api';
import { bookingKeyboard, parseButton, reasonsKeyboard, type ButtonAction } from '../../services/notify/telegram/keyboard';
import { changeRoomCheck } from '../../services/booking/change-ask';
import { isPostgres } from '../../services/booking/store';
import { ANSWERS, answeredText, linkedText, moveAnswer } from '../../services/notify/telegram/texts';
import { earlierNoShows } from '../../services/booking/no-shows';
import { isOwnerChat, startCode, TelegramUpdateSchema, type CallbackQuery, type TelegramMessage } from '../../services/notify/telegram/update';

/** Telegram sends the webhook's secret_token back in this header on every update. */
export const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

/**
 * An update is a button press with the message it sits on: a few KB. Astro's adapter refuses
 * bodies over 16 KB before we see them (astro.config.mjs); this bound holds on any route.
 */
export const MAX_UPDATE_BYTES = 16 * 1024;

export interface TelegramWebhookConfig {
  token: string;
  chatId: string;
  secret: string;
  apiBase: string | undefined;
  /** Telegram users whose presses count (TELEGRAM_ALLOWED_USER_IDS); anyone else in the chat is told no. */
  allowedUserIds: ReadonlySet<number>;
}

/** A Telegram user id: a positive whole number (they fit in 52 bits). */
const USER_ID = /^[1-9][0-9]{0,15}$/;
const MAX_ALLOWED_USERS = 50;

/**
 * TELEGRAM_ALLOWED_USER_IDS ("123456789, 987654321") as ids, or why it cannot be read. Being in the
 * owner's chat is not enough to confirm or decline: whoever is added to a group could, and only
 * the chat was checked.
 */
export function parseAllowedUserIds(value: string | undefined): { ids: Set<number> } | { error: string } {
  const parts = (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length > MAX_ALLOWED_USERS || parts.some((part) => !USER_ID.test(part) || !Number.isSafeInteger(Number(part)))) {
    return { error: `TELEGRAM_ALLOWED_USER_IDS must be Telegram user ids (numbers) separated by commas, at most ${MAX_ALLOWED_USERS}` };
  }
  return { ids: new Set(parts.map(Number)) };
}

/** The webhook's settings, or undefined when any is missing: then /api/telegram does not exist. */
export function telegramWebhookConfig(env: Record<string, string | undefined>): TelegramWebhookConfig | undefined {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: chatId, TELEGRAM_WEBHOOK_SECRET: secret } = env;
  if (!token || !chatId || !secret) return undefined;
  // A malformed list stops the start (../start-checks.ts); should one get here, nobody may press.
  const allowed = parseAllowedUserIds(env['TELEGRAM_ALLOWED_USER_IDS']);
  return { token, chatId, secret, apiBase: env['TELEGRAM_API_BASE'] || undefined, allowedUserIds: 'ids' in allowed ? allowed.ids : new Set() };
}

/** Who may press, as the start sees the database: whether accounts exist, and whether anyone linked a Telegram that counts. */
export interface TelegramPressers {
  accounts: boolean;
  /** An enabled account linked to Telegram whose role answers bookings (../../services/admin/accounts.ts). */
  linked: boolean;
}

export async function telegramPressers(db: Kysely<Database>): Promise<TelegramPressers> {
  return { accounts: await anyAccount(db), linked: await anyTelegramPresser(db) };
}

const LINK_FROM_PROFILE = 'each owner or front desk links theirs on their profile (/admin/account, Link Telegram)';

/**
 * The start log's line when the buttons are on but no press can count, or a setting no longer
 * does. Before any account exists, presses count from TELEGRAM_ALLOWED_USER_IDS: an empty list is
 * said, with how to find an id (the webhook stays on then, rather than off: a press is answered
 * "Not allowed" at once, not left spinning, and logs the presser's id). Once accounts exist, only
 * people who linked Telegram from their profile count: the list is said to be ignored when set,
 * and nobody linked is said. Nothing when the database could not be read (`pressers` undefined).
 */
export function allowedUsersNote(env: Record<string, string | undefined>, pressers: TelegramPressers | undefined): string | undefined {
  const config = telegramWebhookConfig(env);
  if (!config || !pressers) return undefined;
  const listed = config.allowedUserIds.size > 0;
  if (!pressers.accounts) {
    return listed ? undefined : 'telegram: TELEGRAM_ALLOWED_USER_IDS is not set, so every Confirm/Decline press is answered "Not allowed" and changes nothing; press one once and this log names your Telegram user id to set';
  }
  const nobody = pressers.linked ? '' : `; nobody who answers bookings has linked Telegram yet, so every Confirm/Decline press is answered "Not allowed" and changes nothing: ${LINK_FROM_PROFILE}`;
  if (listed) return `telegram: accounts exist, so TELEGRAM_ALLOWED_USER_IDS no longer counts (a press acts only as the person who linked that Telegram on their profile); remove it from the settings${nobody}`;
  return pressers.linked ? undefined : `telegram: nobody who answers bookings has linked Telegram yet, so every Confirm/Decline press is answered "Not allowed" and changes nothing; ${LINK_FROM_PROFILE}`;
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(given: string | null | undefined, secret: string): boolean {
  if (!given || !secret) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export interface UpdateRequest {
  /** The X-Telegram-Bot-Api-Secret-Token header. */
  secret: string | null | undefined;
  contentLength: string | null | undefined;
  body: AsyncIterable<Uint8Array> | null;
}

export interface UpdateContext {
  config: TelegramWebhookConfig;
  api: TelegramApi;
  /** Opened only for an authenticated update, so a stranger's post never touches the database. */
  db: () => Promise<Kysely<Database>>;
  now: Date;
  ownerChannels: readonly string[];
  visitorMail: boolean;
  cancelCutoffHours: number;
  /** REMINDER_LEAD_HOURS: a confirm schedules the visitor's reminder (absent: none). */
  reminderLeadHours?: number | undefined;
  siteUrl: string;
  log: (line: string) => void;
}

/**
 * Telegram's webhook. Answers 401 to a post without our secret, 413/400 to a body that is too
 * large or not an update, and 200 to every authenticated update, whatever became of it: another
 * status only makes Telegram send the same update again. The move itself is idempotent
 * (applyTransition), so a retried update changes nothing twice.
 */
export async function answerTelegramUpdate(request: UpdateRequest, ctx: UpdateContext): Promise<number> {
  if (!secretMatches(request.secret, ctx.config.secret)) return 401;
  if (Number(request.contentLength ?? '0') > MAX_UPDATE_BYTES) return 413;
  const raw = await readLimited(request.body, MAX_UPDATE_BYTES);
  if (raw === undefined) return 413;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return 400;
  }
  const update = TelegramUpdateSchema.safeParse(json);
  if (!update.success) return 400;
  const query = update.data.callback_query;
  // allowed_updates asks for button presses and messages; a message other than "/start <code>"
  // is acknowledged and dropped.
  if (query) await answerButton(query, ctx);
  else if (update.data.message) await answerStart(update.data.message, ctx);
  return 200;
}

/**
 * "/start <code>" from the bot's deep link: the code a person made on their profile (taken once,
 * 10 minutes) links the sender's Telegram user to their account, and the trail says so.
 */
async function answerStart(message: TelegramMessage, ctx: UpdateContext): Promise<void> {
  const code = startCode(message.text);
  if (!code || !message.from) return;
  const db = await ctx.db();
  const challenge = await takeChallenge(db, 'telegram-link', code, ctx.now);
  const account = challenge ? await getAccount(db, challenge.subject) : undefined;
  let text: string = ANSWERS.linkFailed;
  if (account && account.disabledAt === null) {
    await linkTelegram(db, account.id, String(message.from.id));
    await recordTrail(db, { actor: personLabel(account), kind: 'telegram.link', subject: `Telegram ${message.from.id}`, outcome: 'ok' });
    text = linkedText(personLabel(account));
  }
  try {
    await ctx.api.sendMessage({ chat_id: message.chat.id, text });
  } catch (error) {
    ctx.log(`telegram: the answer to a link request was not sent: ${(error as Error).message}`);
  }
}

/**
 * Who a press acts as: once accounts exist, the person who linked this Telegram user, if their
 * role answers bookings; before, a user of TELEGRAM_ALLOWED_USER_IDS, named by their id.
 */
async function presserOf(userId: number, ctx: UpdateContext): Promise<string | undefined> {
  const db = await ctx.db();
  if (await anyAccount(db)) {
    const account = await accountOfTelegram(db, String(userId));
    return account && roleMay(account.role, 'bookings') ? personLabel(account) : undefined;
  }
  return ctx.config.allowedUserIds.has(userId) ? `Telegram ${userId}` : undefined;
}

async function answerButton(query: CallbackQuery, ctx: UpdateContext): Promise<void> {
  // Each Bot API call is caught the moment it starts: it may fail while the booking's move is still
  // being written, and a rejection nobody listens to yet is an unhandled one for Node.
  const calls: Promise<unknown>[] = [];
  const track = (call: Promise<unknown>) => calls.push(call.catch((error: unknown) => error instanceof Error ? error : new Error(String(error))));
  const answer = (text: string) => track(ctx.api.answerCallbackQuery({ callback_query_id: query.id, ...(text ? { text } : {}) }));
  const message = query.message;
  const action = query.data === undefined ? undefined : parseButton(query.data);
  const presser = message && isOwnerChat(message.chat, ctx.config.chatId) ? await presserOf(query.from.id, ctx) : undefined;
  if (!message || !isOwnerChat(message.chat, ctx.config.chatId)) {
    answer(ANSWERS.foreignChat);
  } else if (!presser) {
    ctx.log(`telegram: a press by user ${query.from.id}, who is not linked to an account that answers bookings (nor, before accounts, in TELEGRAM_ALLOWED_USER_IDS), changed nothing`);
    answer(ANSWERS.notAllowed);
  } else if (!action) {
    answer(ANSWERS.unknownButton);
  } else {
    const target = { chat_id: message.chat.id, message_id: message.message_id };
    // The edit waits for the no-show count; tracked from the start, like every Bot API call here.
    const show = (booking: Booking) =>
      track(
        ctx
          .db()
          .then((db) => earlierNoShows(db, [booking]))
          .then((counts) => ctx.api.editMessageText({ ...target, text: answeredText(booking, ctx.siteUrl, { noShows: counts.get(Number(booking.id)) ?? 0 }), link_preview_options: { is_disabled: true }, reply_markup: bookingKeyboard(keyOf(booking)) })),
      );
    const swap = (reply_markup: InlineKeyboard) => track(ctx.api.editMessageReplyMarkup({ ...target, reply_markup }));
    try {
      await act(action, presser, ctx, { answer, show, swap });
    } catch (error) {
      ctx.log(`telegram: booking ${action.id} not moved: ${(error as Error).message}`);
      answer(ANSWERS.failed);
    }
  }
  // Both Bot API calls go out together; one failing (Telegram down, a message too old to edit)
  // is logged and changes nothing here: the booking has moved, and the admin shows it.
  for (const outcome of await Promise.all(calls)) {
    if (outcome instanceof Error && !/message is not modified/.test(outcome.message)) ctx.log(outcome.message);
  }
}

const keyOf = (booking: Booking) => ({ id: Number(booking.id), phone: booking.phone, status: booking.status });

interface Replies {
  answer: (text: string) => void;
  /** Rewrites the message to show where the booking stands now. */
  show: (booking: Booking) => void;
  swap: (keyboard: InlineKeyboard) => void;
}

async function act(action: ButtonAction, presser: string, ctx: UpdateContext, { answer, show, swap }: Replies): Promise<void> {
  const db = await ctx.db();
  if (action.kind === 'accept_change' || action.kind === 'decline_change') {
    // The owner's answer to the visitor's ask for another time, for the time the message showed.
    const change = { date: action.date, time: action.time };
    const result = await applyTransition(db, {
      id: action.id,
      action: action.kind,
      actor: 'telegram',
      change,
      roomCheck: action.kind === 'accept_change' ? changeRoomCheck('accept', change, ctx.now, isPostgres(db)) : undefined,
      now: ctx.now,
      ownerChannels: ctx.ownerChannels,
      visitorMail: ctx.visitorMail,
      cancelCutoffHours: ctx.cancelCutoffHours,
      reminderLeadHours: ctx.reminderLeadHours,
    });
    answer(result.kind === 'refused' && result.why === 'state' ? ANSWERS.changeAnswered : moveAnswer(result));
    if (result.kind !== 'missing') show(result.booking);
    await recordTrail(db, { actor: presser, kind: 'booking.move', subject: `${bookingReference(action.id)} ${action.kind}`, outcome: result.kind === 'changed' || result.kind === 'unchanged' ? 'ok' : 'refused' });
    return;
  }
  if (action.kind === 'confirm' || action.kind === 'decline') {
    const result = await applyTransition(db, {
      id: action.id,
      action: action.kind,
      actor: 'telegram',
      reason: action.kind === 'decline' ? action.reason : undefined,
      now: ctx.now,
      ownerChannels: ctx.ownerChannels,
      visitorMail: ctx.visitorMail,
      cancelCutoffHours: ctx.cancelCutoffHours,
      reminderLeadHours: ctx.reminderLeadHours,
    });
    answer(moveAnswer(result));
    if (result.kind !== 'missing') show(result.booking);
    // The trail names who pressed: the linked person, or (before accounts) their Telegram user id.
    await recordTrail(db, { actor: presser, kind: 'booking.move', subject: `${bookingReference(action.id)} ${action.kind}`, outcome: result.kind === 'changed' || result.kind === 'unchanged' ? 'ok' : 'refused' });
    return;
  }
  const booking = await db.selectFrom('bookings').selectAll().where('id', '=', action.id).executeTakeFirst();
  if (!booking) return answer(ANSWERS.missing);
  // The owner (or someone else in the chat, or the admin) may have answered it meanwhile.
  if (!canMove('decline', booking.status, 'telegram')) {
    answer(moveAnswer({ kind: 'refused', booking, why: 'state' }));
    return show(booking);
  }
  answer(action.kind === 'reasons' ? ANSWERS.reasons : '');
  swap(action.kind === 'reasons' ? reasonsKeyboard(action.id) : bookingKeyboard(keyOf(booking)));
}
