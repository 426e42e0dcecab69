/**
 * The ARIA tabs pattern's keys (WAI-ARIA Authoring Practices, "Tabs"): arrows move to the
 * previous or next tab and wrap around, Home and End go to the first and last. Selection follows
 * focus. Any other key is left to the browser (undefined).
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
