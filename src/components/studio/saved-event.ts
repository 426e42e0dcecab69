import type { PendingTarget } from './pending-groups';

/**
 * A studio write happened on this page (a photo uploaded, a gallery saved): the publish panel,
 * another island of the page, asks again what is pending. A DOM event, so neither island imports
 * the other.
 */
const SAVED_EVENT = 'kingstone:studio-saved';

export function announceStudioSave(): void {
  window.dispatchEvent(new Event(SAVED_EVENT));
}

/** Calls `then` after each studio write on this page; returns the unsubscribe. */
export function onStudioSave(then: () => void): () => void {
  window.addEventListener(SAVED_EVENT, then);
  return () => window.removeEventListener(SAVED_EVENT, then);
}

/**
 * Saved changes were thrown away by the publish panel (issue 40): an editor in another island of
 * the page (the photos) shows what is on disk again. The target rides in the event's detail.
 */
const DISCARDED_EVENT = 'kingstone:studio-discarded';

export function announceStudioDiscard(target: PendingTarget): void {
  window.dispatchEvent(new CustomEvent<PendingTarget>(DISCARDED_EVENT, { detail: target }));
}

/** Calls `then` with each discard's target on this page; returns the unsubscribe. */
export function onStudioDiscard(then: (target: PendingTarget) => void): () => void {
  const listener = (event: Event) => then((event as CustomEvent<PendingTarget>).detail);
  window.addEventListener(DISCARDED_EVENT, listener);
  return () => window.removeEventListener(DISCARDED_EVENT, listener);
}
