/** The channel that writes to the visitor (their own address), beside the owner's channels. */
export const VISITOR_EMAIL = 'visitor_email';

/**
 * Events the visitor is written about: the owner's answers only. Not the request's arrival: the
 * address is whatever the form was given, and a mail sent at once would let anyone make our mail
 * server write to any address, as often as the form takes requests. The visitor has the status
 * link on screen; the first mail goes once the owner, who has seen the request, answers it.
 */
const VISITOR_EVENTS = new Set(['booking.confirmed', 'booking.declined', 'booking.proposed', 'booking.cancelled', 'booking.change_accepted', 'booking.change_declined']);

export interface RoutingInput {
  /** `booking.created`, or the event of a move (transitions.ts eventName). */
  event: string;
  /** Who made the move; absent for the new request. */
  actor?: 'admin' | 'telegram' | 'visitor' | undefined;
  ownerChannels: readonly string[];
  /** The visitor left an e-mail address and mail is set up. */
  visitorEmail: boolean;
}

/**
 * Which channels get an outbox row for an event. The signed webhook hears everything (an owner's
 * Zalo ZNS or AlimTalk relay decides for itself); the owner's mail and Telegram hear of new
 * requests and of what the visitor did (the owner knows what they did themselves); the visitor
 * hears of the owner's answers, never of their own request or moves.
 */
export function outboxChannels({ event, actor, ownerChannels, visitorEmail }: RoutingInput): string[] {
  const fromVisitor = actor === undefined || actor === 'visitor';
  const owner = ownerChannels.filter((channel) => channel === 'webhook' || fromVisitor);
  return visitorEmail && visitorHears(event, actor) ? [...owner, VISITOR_EMAIL] : owner;
}

/**
 * Whether the visitor is written about an event: an answer the owner made (from the admin or
 * Telegram). Asked again when a row is sent, so a row an older version queued for a new request
 * never goes out.
 */
export function visitorHears(event: string, actor: string | undefined): boolean {
  return (actor === 'admin' || actor === 'telegram') && VISITOR_EVENTS.has(event);
}
