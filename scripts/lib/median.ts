/**
 * The median of the benches' rounds: the middle value, the lower middle for an even count (so an
 * even number of rounds never reports a value no round measured); null when there are none.
 */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}
