// The admin bookings list's address: its filters, order and the notice after a move, as query
// parameters. Shared by the list's links (src/components/admin/) and the server that reads them
// and redirects back (src/server/web/admin/). Every value is checked against a closed list or a
// pattern: anything else is as if it were absent.
import { cleanDeclineMessage, keptDeclineMessage } from './decline-message';
import { BOOKING_ORDERS, BOOKING_STATUSES, DECLINE_REASONS, DEFAULT_ORDER, type BookingFilter, type BookingOrder, type BookingStatus, type DeclineReason } from './record';
import { BOOKING_ERROR_KEYS, type BookingErrorKey } from './schema';
import { SEARCH_MAX } from './search';
import { asksFirst, type AsksFirst } from './transitions';

/** The moves that ask first and the owner makes (the visitor's refusal asks on the status page). */
export type AdminAsksFirst = Exclude<AsksFirst, 'refuse'>;

/**
 * `?q=` as the owner typed it: control characters as spaces, NFC (a phone keyboard may send
 * decomposed marks), trimmed; undefined when empty or longer than SEARCH_MAX (searchTooLong says so).
 */
function readQ(url: URL): string | undefined {
  const raw = url.searchParams.get('q');
  if (raw === null || raw.length > SEARCH_MAX * 4) return undefined;
  // oxlint-disable-next-line no-control-regex
  const q = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').normalize('NFC').trim();
  return q === '' || q.length > SEARCH_MAX ? undefined : q;
}

/** Whether `?q=` was given but is too long to search for (the filter says so in the owner's language). */
export function searchTooLong(url: URL): boolean {
  const raw = url.searchParams.get('q');
  return raw !== null && raw.trim() !== '' && readQ(url) === undefined;
}

/** `?status=&from=&to=&q=` as a filter: a known status, dates as YYYY-MM-DD, a search of at most SEARCH_MAX characters. */
export function parseFilter(url: URL): BookingFilter {
  const status = url.searchParams.get('status');
  const date = (name: string) => {
    const v = url.searchParams.get(name);
    return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
  };
  return {
    status: (BOOKING_STATUSES as readonly string[]).includes(status ?? '') ? (status as BookingStatus) : undefined,
    from: date('from'),
    to: date('to'),
    q: readQ(url),
  };
}

/** `?sort=` as one of BOOKING_ORDERS; anything else (missing, repeated junk, hostile) is the default. */
export function parseOrder(url: URL): BookingOrder {
  const sort = url.searchParams.get('sort');
  return (BOOKING_ORDERS as readonly string[]).includes(sort ?? '') ? (sort as BookingOrder) : DEFAULT_ORDER;
}

export interface AdminView {
  lang?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  saved?: number | undefined;
  refused?: number | undefined;
  why?: RefusalWhy | undefined;
  /** A move that asks first, waiting for its second press on this booking. */
  ask?: number | undefined;
  move?: AdminAsksFirst | undefined;
  /** A refused proposal as typed, so its form shows it again; `latest`, the course's latest start that day. */
  pdate?: string | undefined;
  ptime?: string | undefined;
  latest?: string | undefined;
  /** A proposal refused for want of a room: that day's nearest free times, "HH:MM" separated by spaces. */
  near?: string | undefined;
  /** A refused decline as typed (a message over its limit), so its form shows it again: the reason and the message. */
  dreason?: DeclineReason | undefined;
  dmessage?: string | undefined;
}

/** "?lang=vi&sort=received" for the values that are set, in one fixed order; "" when none is. */
export function adminQuery(view: AdminView): string {
  const params = new URLSearchParams();
  for (const key of ['lang', 'status', 'from', 'to', 'q', 'sort', 'saved', 'refused', 'why', 'pdate', 'ptime', 'latest', 'near', 'dreason', 'dmessage', 'ask', 'move'] as const) {
    const value = view[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

const bookingId = (value: string | null) => (value && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : undefined);

/** `?saved=` as a booking id, or undefined for anything but 1–12 digits. */
export function parseSaved(url: URL): number | undefined {
  return bookingId(url.searchParams.get('saved'));
}

/**
 * Why a move was not made: the transition's own reasons, a decline's message over its limit
 * (decline-message.ts), or the booking rule a proposed time broke.
 */
const REFUSALS = ['state', 'too_late', 'incomplete', 'message_too_long', 'full', 'change_full'] as const;
export type RefusalWhy = (typeof REFUSALS)[number] | BookingErrorKey;

const isRefusalWhy = (value: string | null): value is RefusalWhy =>
  (REFUSALS as readonly (string | null)[]).includes(value) || (BOOKING_ERROR_KEYS as readonly (string | null)[]).includes(value);

/** A refused decline as the owner typed it: the reason chosen (if still one of the list) and the message. */
export interface DeclineRetry {
  reason: DeclineReason | undefined;
  message: string;
}

/**
 * What the page says after a move: it was saved, or it was refused and why; a refused proposal
 * keeps the date and time typed (`retry`) and, when the course would end after closing, the
 * latest start that day (`latest`); a refused decline keeps its reason and message (`decline`).
 */
export type AdminNotice =
  | { kind: 'saved'; id: number }
  | {
      kind: 'refused';
      id: number;
      why: RefusalWhy;
      retry?: { date: string; time: string } | undefined;
      latest?: string | undefined;
      /** A proposed time with no room free (`full`): that day's nearest free times (none left when empty). */
      nearest?: string[] | undefined;
      decline?: DeclineRetry | undefined;
    };

const TYPED_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TYPED_TIME = /^\d{2}:\d{2}$/;

/**
 * `?saved=` or `?refused=&why=` (with `pdate`, `ptime`, `latest`, or `dreason`, `dmessage`), each
 * checked against its closed list or shape (a message cleaned again and cut to what a refusal
 * keeps); anything else is no notice.
 */
export function parseNotice(url: URL): AdminNotice | undefined {
  const saved = parseSaved(url);
  if (saved !== undefined) return { kind: 'saved', id: saved };
  const refused = bookingId(url.searchParams.get('refused'));
  const why = url.searchParams.get('why');
  if (refused === undefined || !isRefusalWhy(why)) return undefined;
  const date = url.searchParams.get('pdate') ?? '';
  const time = url.searchParams.get('ptime') ?? '';
  const latest = url.searchParams.get('latest') ?? '';
  const reason = url.searchParams.get('dreason');
  const message = url.searchParams.get('dmessage');
  return {
    kind: 'refused',
    id: refused,
    why,
    retry: TYPED_DATE.test(date) && TYPED_TIME.test(time) ? { date, time } : undefined,
    latest: TYPED_TIME.test(latest) ? latest : undefined,
    nearest: why === 'full' || why === 'change_full' ? nearTimes(url.searchParams.get('near') ?? '') : undefined,
    decline:
      message === null
        ? undefined
        : { reason: DECLINE_REASONS.find((r) => r === reason), message: keptDeclineMessage(cleanDeclineMessage(message)) },
  };
}

/** `?near=` as up to three "HH:MM" times; anything else in it is left out. */
function nearTimes(text: string): string[] {
  return text.length > 64 ? [] : text.split(' ').filter((time) => TYPED_TIME.test(time)).slice(0, 3);
}

/** A move asking first (`?ask=<id>&move=cancel`): the booking's card shows the question instead of its buttons. */
export interface AdminAsk {
  id: number;
  move: AdminAsksFirst;
}

/** `?ask=&move=`, each checked (an id, one of ASKS_FIRST); anything else is no question. */
export function parseAsk(url: URL): AdminAsk | undefined {
  const id = bookingId(url.searchParams.get('ask'));
  const move = url.searchParams.get('move') ?? '';
  return id !== undefined && asksFirst(move) && move !== 'refuse' ? { id, move } : undefined;
}

/** The id of a booking's card on the list: the page comes back to it after a move (`/admin?…#booking-42`). */
export const cardId = (id: number): string => `booking-${id}`;
