/**
 * Which input a text or number field gets on a phone, and which hint sits under it. The JSON
 * Schema says "uri" and "email"; phone numbers and prices it cannot say (a refinement has no JSON
 * form), so those are named here by their path pattern.
 */
import type { StudioUIKey } from '../../i18n/ui/studio/ko';
import type { DateTimeKind } from '../../studio/date-input';
import { pathPattern } from './field-paths';
import type { SchemaNode } from './schema-node';

const PHONE_FIELDS = new Set(['hotline', 'partnerHotline']);
/** Fields holding an amount of VND: shown formatted under the input. */
export const MONEY_FIELDS = new Set(['options.*.price']);

/** The patterns our schemas write for times and dates, and the hint that explains each. */
const PATTERN_HINTS: [RegExp, StudioUIKey, DateTimeKind?][] = [
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\} /, 'studio.hint.dateTime', 'dateTime'],
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/, 'studio.hint.date', 'date'],
  [/\[0-5\]\\d/, 'studio.hint.time', 'time'],
  [/^\^\[a-z0-9-\]\+\$$/, 'studio.hint.slug'],
];

export interface InputKind {
  type: 'text' | 'tel' | 'url' | 'email' | 'number';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'url' | 'email';
  hint?: StudioUIKey;
  money?: boolean;
  /** A date or time typed the owner's way (DateInput); `allowMidnightEnd` where "24:00" is allowed. */
  date?: { kind: DateTimeKind; allowMidnightEnd: boolean };
}

export function inputKind(node: Extract<SchemaNode, { kind: 'string' | 'number' }>, path: string): InputKind {
  const pattern = pathPattern(path);
  if (node.kind === 'number') {
    if (MONEY_FIELDS.has(pattern)) return { type: 'text', inputMode: 'decimal', money: true, hint: 'studio.hint.price' };
    // A phone's numeric keypad has no minus sign: fields that may be negative get the number input.
    if (node.min === undefined || node.min < 0) return { type: 'number' };
    return { type: 'text', inputMode: node.integer ? 'numeric' : 'decimal' };
  }
  if (PHONE_FIELDS.has(pattern)) return { type: 'tel', inputMode: 'tel', hint: 'studio.hint.phone' };
  if (node.format === 'email') return { type: 'email', inputMode: 'email' };
  if (node.format === 'uri') return { type: 'url', inputMode: 'url', hint: 'studio.hint.url' };
  // Times and dates are text typed the owner's way, with the browser's picker beside them (a
  // phone's numeric keypad lacks ":" and "/", and a time picker cannot write "24:00").
  const found = node.pattern === undefined ? undefined : PATTERN_HINTS.find(([re]) => re.test(node.pattern ?? ''));
  if (!found) return { type: 'text' };
  const [, hint, date] = found;
  return date ? { type: 'text', hint, date: { kind: date, allowMidnightEnd: (node.pattern ?? '').includes('24:00') } } : { type: 'text', hint };
}

/**
 * What the owner typed into a number field: a number when it reads as one, else the text as typed
 * (the server names the problem). Whole numbers may be written grouped ("1,700,000", "1.700.000").
 */
export function parseNumberInput(raw: string, integer: boolean): number | string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const compact = integer ? text.replace(/[\s,.](?=\d{3}(?:\D|$))/g, '') : text;
  return /^-?\d+(?:\.\d+)?$/.test(compact) ? Number(compact) : raw;
}
