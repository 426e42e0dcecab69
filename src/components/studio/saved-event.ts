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
