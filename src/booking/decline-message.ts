import { normalizeText } from './schema';

/**
 * The owner's own words to the guest with a decline ("We are full tonight, please come back
 * tomorrow"), beside the fixed reason. Shared by the admin's form (its `maxLength`), the server
 * that checks and stores it and the views that show it, so they count and clean alike.
 */

/** The longest message, in code points (an emoji or a Korean syllable is one). */
export const DECLINE_MESSAGE_MAX = 500;

/**
 * How much of a refused, too long message comes back to its form (in the admin's address, like a
 * refused proposal's date and time): whole code points within this many UTF-8 bytes, so the
 * address stays far below what nginx and Node accept in a request line (8 KB) even as
 * percent-escapes. 2,000 bytes hold any message of DECLINE_MESSAGE_MAX code points.
 */
export const DECLINE_MESSAGE_KEEP_BYTES = 2000;

// Control characters other than the line feed, C0 and C1 (Unicode category Cc): a tab, a bell or
// an escape has no place in a message a person reads in a page, a mail or Telegram.
// oxlint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/**
 * The message as we store and show it: composed (NFC, so a phone keyboard's decomposed marks
 * count once), every line break a "\n" and no invisible format characters (normalizeText, as for
 * a visitor's notes), no other control characters, trimmed. Empty means no message.
 */
export function cleanDeclineMessage(raw: string): string {
  return normalizeText(raw.normalize('NFC'), 'lines').replace(CONTROLS, '').trim();
}

/** Its length as the limit counts it: code points, not UTF-16 units. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

/** Whether a cleaned message is within DECLINE_MESSAGE_MAX. */
export function declineMessageFits(message: string): boolean {
  return codePointLength(message) <= DECLINE_MESSAGE_MAX;
}

/** The start of `text` that fits DECLINE_MESSAGE_KEEP_BYTES of UTF-8, cut between code points. */
export function keptDeclineMessage(text: string): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + size > DECLINE_MESSAGE_KEEP_BYTES) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}
