/**
 * The reference a visitor quotes on the phone ("KS-0042"): the booking's number, padded. One
 * function for the visitor's receipt, the status page, the e-mails, the trail and the admin, so
 * the owner finds in /admin exactly what the visitor reads.
 */
export function bookingReference(id: number): string {
  return `KS-${String(id).padStart(4, '0')}`;
}

/**
 * The booking number in a typed reference: "KS-0042", "ks42", "KS 0042", "#42"; undefined for
 * anything else. Anchored patterns without nested repetition: linear in the input's length.
 */
export function readReference(typed: string): number | undefined {
  const match = /^(?:ks[\s-]?|#)0*([1-9]\d{0,11})$/i.exec(typed.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
