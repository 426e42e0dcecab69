import { typesAmount } from '../blocks/schemas';
import { BUSINESS } from '../config/business';

/**
 * How articles name the spa: its name's first word as the business facts write it ("Kingstone"),
 * and the Korean spelling Korean texts use (the facts keep one Latin name).
 */
const SPA_NAMES = [BUSINESS.name.split(/\s+/)[0] ?? BUSINESS.name, '킹스톤'].map((name) => name.toLowerCase());

/**
 * Our own prices are shown from the catalogue, through a block (<OurPrices>, or a block's
 * `service:`), never typed: a typed price goes stale the day the owner changes it in the studio.
 * An article may quote other venues' prices, so the rule is narrow: a paragraph (or list item,
 * table row, heading) that names the spa must not type an amount. Returns the 1-based line of the first
 * such paragraph in `body`, or undefined. Linear in the body's length.
 */
export function typedOwnPriceLine(body: string): number | undefined {
  const lines = body.split('\n');
  let start = 0;
  const check = (end: number) => {
    const unit = lines.slice(start, end).join('\n').toLowerCase();
    return SPA_NAMES.some((name) => unit.includes(name)) && typesAmount(unit) ? start + 1 : undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // A blank line ends a paragraph; a list item, table row or heading starts a unit of its own.
    if (line.trim() === '' || UNIT_START.test(line)) {
      const found = check(i);
      if (found !== undefined) return found;
      start = line.trim() === '' ? i + 1 : i;
    }
  }
  return check(lines.length);
}

/** The start of a list item, table row or heading (not indented: a nested item belongs to its parent's unit). */
const UNIT_START = /^(?:[-*+]\s|\d{1,9}[.)]\s|\||#)/;
