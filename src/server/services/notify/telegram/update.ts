import { z } from 'zod';
import { CALLBACK_DATA_MAX_BYTES } from './keyboard';

/**
 * The part of a Telegram update we read: a button press (callback query) on a message in a chat.
 * Objects are loose because Telegram adds fields over time; every field we use is bounded.
 */
const ChatSchema = z.looseObject({
  id: z.number().int().refine(Number.isSafeInteger),
  username: z.string().max(64).optional(),
});

const CallbackQuerySchema = z.looseObject({
  // Telegram's ids are short decimal strings; the bound keeps a hostile one out of our API calls.
  id: z.string().min(1).max(64),
  from: z.looseObject({ id: z.number().int() }),
  // Absent for a button on an inline-mode message, which our bot never sends.
  message: z
    .looseObject({
      message_id: z.number().int().positive().refine(Number.isSafeInteger),
      chat: ChatSchema,
    })
    .optional(),
  data: z
    .string()
    .refine((s) => Buffer.byteLength(s) <= CALLBACK_DATA_MAX_BYTES)
    .optional(),
});

/** A message to the bot: only "/start <code>" is read, a person linking their Telegram from their profile. */
const MessageSchema = z.looseObject({
  message_id: z.number().int(),
  from: z.looseObject({ id: z.number().int().positive().refine(Number.isSafeInteger) }).optional(),
  chat: ChatSchema,
  text: z.string().max(4096).optional(),
});

export const TelegramUpdateSchema = z.looseObject({
  update_id: z.number().int(),
  callback_query: CallbackQuerySchema.optional(),
  message: MessageSchema.optional(),
});

export type TelegramMessage = z.infer<typeof MessageSchema>;

/** The one-time code of a "/start <code>" message (the bot's deep link sends it so), or undefined. */
export function startCode(text: string | undefined): string | undefined {
  return /^\/start ([A-Za-z0-9_-]{16,64})$/.exec(text ?? '')?.[1];
}

export type CallbackQuery = z.infer<typeof CallbackQuerySchema>;

/**
 * Whether the chat is the owner's (TELEGRAM_CHAT_ID): a numeric id, or "@name" for a public
 * channel or group, as sendMessage takes it.
 */
export function isOwnerChat(chat: { id: number; username?: string | undefined }, chatId: string): boolean {
  const wanted = chatId.trim();
  if (wanted.startsWith('@')) return chat.username !== undefined && chat.username.toLowerCase() === wanted.slice(1).toLowerCase();
  return String(chat.id) === wanted;
}
