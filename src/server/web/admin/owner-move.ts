import { adminQuery, cardId, parseFilter, parseOrder, type AdminView } from '../../../booking/admin-address';
import { declineMessageFits, keptDeclineMessage } from '../../../booking/decline-message';
import { asksFirst, canMove } from '../../../booking/transitions';
import { BUSINESS } from '../../../config/business';
import { findOption } from '../../../config/catalogue';
import { hoursOn } from '../../../config/special-hours';
import { findBooking } from '../../services/admin/queries';
import { checkProposal, firstProposalError, proposalRoomCheck } from '../../services/booking/proposal';
import { changeRoomCheck } from '../../services/booking/change-ask';
import { isPostgres } from '../../services/booking/store';
import { bookingReference } from '../../services/booking/status-token';
import { applyTransition } from '../../services/booking/transition';
import { readForm } from '../form';
import { allowedOrigins } from '../origins';
import { enabledChannels, getDb, reminderLeadHours, visitorMailEnabled } from '../runtime';
import { parseAdminMove } from './move-form';
import { backToAdmin, NO_STORE } from './session';
import { clockText } from '../../../utils/time-zone';

const refuse = (status: number) => new Response(null, { status, headers: NO_STORE });

/** The latest start of a course on `date` ("22:00" for 120 minutes before 24:00), or undefined for a closed day or a malformed date. */
function latestStart(date: string, option: string | null): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = hoursOn(date);
  if (day.closed) return undefined;
  const [h = 0, m = 0] = day.closes.split(':').map(Number);
  const latest = h * 60 + m - (findOption(option)?.option.minutes ?? 0);
  return latest < 0 ? undefined : clockText(latest);
}

/**
 * One of the owner's moves on a booking (src/booking/transitions.ts) from the list's form, then a
 * 303 back to the same view (its filters and order, checked again) with the outcome for the notice.
 */
export async function answerOwnerMove(request: Request, url: URL, locals: App.Locals): Promise<Response> {
  // Astro's own origin check trusts the request's Host, which a foreign name pointed at this
  // server (DNS rebinding) controls; the configured origins do not move with it.
  const form = await readForm(request, allowedOrigins(url.origin));
  if (form.kind === 'refused') return refuse(form.status);
  const move = parseAdminMove(form.fields);
  if (!move) return refuse(400);

  // The trail names the booking and the move; a refusal is answered with a redirect, so it says so.
  locals.trail = { subject: `${bookingReference(move.id)} ${move.action}` };
  const back = (outcome: Pick<AdminView, 'saved' | 'refused' | 'why' | 'ask' | 'move' | 'pdate' | 'ptime' | 'latest' | 'near' | 'dreason' | 'dmessage'>) => {
    if (outcome.refused !== undefined) locals.trail = { ...locals.trail, outcome: 'refused' };
    const answer = backToAdmin(url, adminQuery({ ...parseFilter(url), sort: parseOrder(url), ...outcome }).slice(1));
    // Back to the same card, not the top of a long list.
    answer.headers.set('Location', `${answer.headers.get('Location') ?? '/admin'}#${cardId(move.id)}`);
    return answer;
  };
  // A message to the guest over its limit (the browser's maxlength stops typing there, so this is
  // an old browser or a hand-made post): nothing moves, and the form opens again with what was typed.
  if (move.message !== undefined && !declineMessageFits(move.message)) {
    return back({ refused: move.id, why: 'message_too_long', dreason: move.reason, dmessage: keptDeclineMessage(move.message) });
  }
  const { db } = await getDb();
  const now = new Date();
  if (asksFirst(move.action) && move.action !== 'refuse' && !move.confirmed) {
    // The first press of a move that cannot be undone only asks: the card shows the question, and
    // the trail says it was asked, not made. A move the state no longer allows is refused now.
    const booking = await findBooking(db, move.id);
    if (!booking) return refuse(404);
    if (!canMove(move.action, booking.status, 'admin')) return back({ refused: move.id, why: 'state' });
    locals.trail = { subject: `${bookingReference(move.id)} ${move.action}?` };
    return back({ ask: move.id, move: move.action });
  }
  if (move.proposal) {
    const booking = await findBooking(db, move.id);
    if (!booking) return refuse(404);
    const check = checkProposal(booking, move.proposal, now);
    const why = check.ok ? undefined : firstProposalError(check.errors);
    // Refused: the form shows what was typed again, and a course ending after closing names its latest start.
    if (why) return back({ refused: move.id, why, pdate: move.proposal.date, ptime: move.proposal.time, latest: why === 'booking.error.hours' ? latestStart(move.proposal.date, booking.service_option) : undefined });
  }
  const result = await applyTransition(db, {
    id: move.id,
    action: move.action,
    actor: 'admin',
    now,
    reason: move.reason,
    message: move.message,
    proposal: move.proposal,
    change: move.change,
    // Accepting the visitor's time checks its room again, under the day's lock (change-ask.ts).
    roomCheck: move.proposal ? proposalRoomCheck(move.proposal, now, isPostgres(db)) : move.action === 'accept_change' && move.change ? changeRoomCheck('accept', move.change, now, isPostgres(db)) : undefined,
    ownerChannels: enabledChannels(),
    visitorMail: visitorMailEnabled(),
    cancelCutoffHours: BUSINESS.cancelCutoffHours,
    reminderLeadHours: reminderLeadHours(),
  });
  if (result.kind === 'missing') return refuse(404);
  // A repeated post finds the booking where the move leads: nothing changes, and the owner reads "saved" again.
  // No room then: the form opens again with the time typed, and the notice names the nearest free ones.
  if (result.kind === 'refused' && result.why === 'full' && move.action === 'accept_change') return back({ refused: move.id, why: 'change_full', near: result.nearest.join(' ') });
  if (result.kind === 'refused' && result.why === 'full') {
    return back({ refused: move.id, why: 'full', pdate: move.proposal?.date, ptime: move.proposal?.time, near: result.nearest.join(' ') });
  }
  return result.kind === 'refused' ? back({ refused: move.id, why: result.why }) : back({ saved: move.id });
}
