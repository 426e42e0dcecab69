/** The one edit that turns text `a` into `b` (common start and end kept), so an editor applies it without losing its place. */
export function textChange(a: string, b: string): { from: number; to: number; insert: string } | undefined {
  if (a === b) return undefined;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  return { from: start, to: endA, insert: b.slice(start, endB) };
}
