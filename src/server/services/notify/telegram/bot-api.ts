/**
 * The few Bot API methods we use, over one small client. The base URL is configurable
 * (TELEGRAM_API_BASE) so tests talk to a local fake. No imports: `scripts/telegram-webhook.ts`
 * runs this file under Node's type stripping.
 */

export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org';

export interface InlineButton {
  text: string;
  callback_data?: string;
  url?: string;
  copy_text?: { text: string };
}

export interface InlineKeyboard {
  inline_keyboard: InlineButton[][];
}

/** The admin link in our messages needs no preview card. */
interface LinkPreview {
  link_preview_options?: { is_disabled: boolean };
}

interface MessageTarget {
  chat_id: string | number;
  message_id: number;
}

export interface TelegramApi {
  sendMessage: (p: LinkPreview & { chat_id: string | number; text: string; reply_markup?: InlineKeyboard }) => Promise<unknown>;
  editMessageText: (p: MessageTarget & LinkPreview & { text: string; reply_markup?: InlineKeyboard }) => Promise<unknown>;
  editMessageReplyMarkup: (p: MessageTarget & { reply_markup: InlineKeyboard }) => Promise<unknown>;
  answerCallbackQuery: (p: { callback_query_id: string; text?: string }) => Promise<unknown>;
  setWebhook: (p: { url: string; secret_token: string; allowed_updates: string[]; drop_pending_updates?: boolean }) => Promise<unknown>;
}

export interface TelegramApiOptions {
  token: string;
  base?: string | undefined;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The token is part of every method's URL, and fetch errors (or a proxy's error page) may echo the
 * URL back: every message that leaves this module goes through here first.
 */
export function redactToken(text: string, token: string): string {
  return token === '' ? text : text.replaceAll(token, '<token>').replaceAll(encodeURIComponent(token), '<token>');
}

export function createTelegramApi({ token, base, fetchImpl = fetch, timeoutMs = 10_000 }: TelegramApiOptions): TelegramApi {
  const root = `${(base || DEFAULT_TELEGRAM_API_BASE).replace(/\/+$/, '')}/bot${token}`;
  const call = async (method: string, params: object): Promise<unknown> => {
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(`${root}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      // A new error without `cause`: the cause may carry the request (and with it the URL).
      throw new Error(redactToken(`telegram ${method}: ${(error as Error).message}`, token));
    }
    let answer: { ok?: unknown; result?: unknown; description?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Not the Bot API (a proxy's error page): the status says enough.
    }
    if (!res.ok || answer.ok !== true) {
      const why = typeof answer.description === 'string' ? `: ${answer.description.slice(0, 200)}` : '';
      throw new Error(redactToken(`telegram ${method} answered ${res.status}${why}`, token));
    }
    return answer.result;
  };
  return {
    sendMessage: (p) => call('sendMessage', p),
    editMessageText: (p) => call('editMessageText', p),
    editMessageReplyMarkup: (p) => call('editMessageReplyMarkup', p),
    answerCallbackQuery: (p) => call('answerCallbackQuery', p),
    setWebhook: (p) => call('setWebhook', p),
  };
}
