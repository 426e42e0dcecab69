import { SPA_AVAILABILITY_FACTS } from '../../../booking/availability';
import { checkRoomBlock, type RoomBlockField } from '../../../booking/room-block';
import { spaClock } from '../../../booking/schema';
import type { Locale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { clockText } from '../../../utils/time-zone';
import { addRoomBlock, removeRoomBlock, upcomingRoomBlocks, type RoomBlock } from '../../services/booking/room-blocks';
import { readForm } from '../form';
import { allowedOrigins } from '../origins';
import { getDb } from '../runtime';
import { signedIn } from './person';
import { backToAdmin, NO_STORE } from './session';

export const ROOMS_PAGE = '/admin/rooms';

/** What the page says after a post: a block set (and how many bookings then lack a room), one removed, one already gone. */
export type RoomsNotice = { kind: 'added'; short: number } | { kind: 'removed' } | { kind: 'gone' };

export interface RoomsView {
  blocks: RoomBlock[];
  values: Record<string, string>;
  errors: Partial<Record<RoomBlockField, string>>;
  today: string;
  notice: RoomsNotice | undefined;
}

export interface RoomsRequest {
  request: Request;
  url: URL;
  locals: App.Locals;
}

/** `?added=&short=`, `?removed=1` or `?gone=1`, each checked; anything else is no notice. */
export function parseRoomsNotice(url: URL): RoomsNotice | undefined {
  const short = url.searchParams.get('short') ?? '';
  if (url.searchParams.get('added') === '1' && /^\d{1,2}$/.test(short)) return { kind: 'added', short: Number(short) };
  if (url.searchParams.get('removed') === '1') return { kind: 'removed' };
  if (url.searchParams.get('gone') === '1') return { kind: 'gone' };
  return undefined;
}

/** A block as the trail names it: "standard×2 2026-12-03 14:00–18:00". */
export const blockSubject = (b: Pick<RoomBlock, 'room' | 'count' | 'date' | 'time' | 'minutes'>) => {
  const start = Number(b.time.slice(0, 2)) * 60 + Number(b.time.slice(3, 5));
  return `${b.room}×${b.count} ${b.date} ${b.time}–${clockText(start + b.minutes)}`;
};

async function viewOf(url: URL, values: Record<string, string>, errors: RoomsView['errors'], now: Date): Promise<RoomsView> {
  const { today } = spaClock(now);
  const blocks = await upcomingRoomBlocks((await getDb()).db, today);
  return { blocks, values: { count: '1', date: today, ...values }, errors, today, notice: parseRoomsNotice(url) };
}

/**
 * The room blocks page (/admin/rooms): GET lists the blocks of today and after with the form to
 * set one; a POST sets one (src/server/services/booking/room-blocks.ts) and comes back with how
 * many bookings then lack a room (303), or shows the form again with the words at each wrong
 * field (422). The trail's row (room.block) names the block.
 */
export async function answerRoomsPage({ request, url, locals }: RoomsRequest, locale: Locale, now = new Date()): Promise<Response | { status: number; view: RoomsView }> {
  if (request.method !== 'POST') return { status: 200, view: await viewOf(url, {}, {}, now) };
  const form = await readForm(request, allowedOrigins(url.origin));
  if (form.kind === 'refused') return new Response(null, { status: form.status, headers: NO_STORE });
  const values = Object.fromEntries(['room', 'count', 'date', 'from', 'to', 'reason'].map((f) => [f, (form.fields[f] ?? '').slice(0, 1000)]));
  const check = checkRoomBlock(values, now, SPA_AVAILABILITY_FACTS);
  if (!check.ok) {
    const t = createT(locale);
    const errors = Object.fromEntries(Object.entries(check.errors).map(([field, key]) => [field, t(key)]));
    return { status: 422, view: await viewOf(new URL(url.pathname, url), values, errors, now) };
  }
  const added = await addRoomBlock((await getDb()).db, check.block, signedIn(locals).label, now);
  locals.trail = { subject: `#${added.id} ${blockSubject(check.block)}` };
  return backToAdmin(url, `added=1&short=${Math.min(added.short, 99)}`, ROOMS_PAGE);
}

/** POST /admin/rooms/remove: removes one block (`id`), then back to the page (303) saying so. */
export async function answerRemoveBlock({ request, url, locals }: RoomsRequest): Promise<Response> {
  const form = await readForm(request, allowedOrigins(url.origin));
  if (form.kind === 'refused') return new Response(null, { status: form.status, headers: NO_STORE });
  const id = form.fields['id'] ?? '';
  if (!/^[1-9]\d{0,11}$/.test(id)) return new Response(null, { status: 400, headers: NO_STORE });
  const removed = await removeRoomBlock((await getDb()).db, Number(id));
  locals.trail = removed ? { subject: `#${id} ${blockSubject(removed)}` } : { subject: `#${id}`, outcome: 'refused' };
  return backToAdmin(url, removed ? 'removed=1' : 'gone=1', ROOMS_PAGE);
}

/** The words of a notice: its dictionary key and what fills it. */
export function roomsNoticeKey(notice: RoomsNotice): { key: 'roomBlock.added' | 'roomBlock.addedShort' | 'roomBlock.removed' | 'roomBlock.gone'; vars?: { count: number } } {
  if (notice.kind === 'added') return notice.short > 0 ? { key: 'roomBlock.addedShort', vars: { count: notice.short } } : { key: 'roomBlock.added' };
  return { key: notice.kind === 'removed' ? 'roomBlock.removed' : 'roomBlock.gone' };
}
