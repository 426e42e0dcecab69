import type { Locale } from '../../i18n/locales';
import type { DocumentId, FactChange } from '../../studio/contract';
import { readablePath, readableValue } from './readable';
import type { StudioT } from './studio-t';

/**
 * One changed fact as a line of the history: "Royal Thai Massage · Options 1 · Price:
 * VND 1,600,000 → VND 1,700,000". `titles` names each document in the owner's language.
 */
export function changeLine(t: StudioT, locale: Locale, titles: ReadonlyMap<DocumentId, string>, change: FactChange): string {
  const where = readablePath(t, change.path);
  const title = titles.get(change.document) ?? change.document;
  const path = where === '' ? title : `${title} · ${where}`;
  const value = (v: unknown) => readableValue(t, locale, change.path, v);
  if (change.before === undefined) return t('studio.change.added', { path, after: value(change.after) });
  if (change.after === undefined) return t('studio.change.removed', { path, before: value(change.before) });
  return t('studio.change.changed', { path, before: value(change.before), after: value(change.after) });
}
