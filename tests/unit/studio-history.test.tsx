import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changeLine } from '../../src/components/studio/change-lines';
import { ReleaseItem, type ReleaseItemProps } from '../../src/components/studio/ReleaseItem';
import { formatDateTime, formatPrice } from '../../src/i18n/format';
import { LOCALE_META } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { DocumentId, ReleaseSummary } from '../../src/studio/contract';
import { decode } from '../support/html';
import { studioT } from '../support/studio-ui';

const TITLES = new Map<DocumentId, string>([
  ['service:thai-massage', 'Royal Thai Massage'],
  ['business', 'Business facts'],
]);
const en = DICTIONARIES.en;
const ko = DICTIONARIES.ko;
const line = (locale: 'en' | 'ko', change: Parameters<typeof changeLine>[3]) => changeLine(studioT(locale), locale, TITLES, change);

describe('history lines', () => {
  it('reads a price change through the labels and the money format', () => {
    const option = en['studio.item'].replace('{label}', en['studio.field.options']).replace('{n}', '1');
    expect(line('en', { document: 'service:thai-massage', path: 'options.0.price', before: 1600000, after: 1700000 })).toBe(
      `Royal Thai Massage · ${option} · ${en['studio.field.options.*.price']}: ${formatPrice(1600000, 'en')} → ${formatPrice(1700000, 'en')}`,
    );
    expect(line('ko', { document: 'service:thai-massage', path: 'options.0.price', before: 1600000, after: 1700000 })).toContain(`${formatPrice(1600000, 'ko')} → ${formatPrice(1700000, 'ko')}`);
  });

  it('says what was added or removed, spelling out an entry and its choices', () => {
    const added = line('en', { document: 'service:thai-massage', path: 'options.2', after: { id: 'thai-120', minutes: 120, price: 2000000, tier: 'vip' } });
    expect(added).toContain(`${en['studio.field.options.*.price']}: ${formatPrice(2000000, 'en')}`);
    expect(added).toContain(`${en['studio.field.options.*.tier']}: ${en['studio.enum.vip']}`);
    expect(added).toMatch(/: added /);
    const removed = line('ko', { document: 'business', path: 'socials.youtube', before: 'https://youtube.com/@spa' });
    expect(removed).toBe(ko['studio.change.removed'].replace('{path}', `Business facts · ${ko['studio.field.socials']} · youtube`).replace('{before}', 'https://youtube.com/@spa'));
  });

  it('names languages, switches and empty values in words', () => {
    expect(line('en', { document: 'business', path: 'address.display.vi', before: 'A', after: 'B' })).toBe(
      `Business facts · ${en['studio.field.address']} · ${en['studio.field.address.display']} · ${LOCALE_META.vi.name}: A → B`,
    );
    expect(line('en', { document: 'business', path: 'bookingFormEnabled', before: true, after: false })).toBe(
      `Business facts · ${en['studio.field.bookingFormEnabled']}: ${en['studio.yes']} → ${en['studio.no']}`,
    );
    expect(line('en', { document: 'business', path: 'verification.naver', before: '', after: 'abc' })).toContain(`${en['studio.empty']} → abc`);
  });

  it('names a document it does not know by its id', () => {
    expect(line('en', { document: 'notice', path: 'show', before: false, after: true })).toMatch(/^notice · /);
  });
});

const release = (patch: Partial<ReleaseSummary> = {}): ReleaseSummary => ({
  id: 'r-2',
  createdAt: '2026-11-24T04:11:05.000Z',
  kind: 'publish',
  by: 'admin·3f9a',
  changes: [{ document: 'service:thai-massage', path: 'options.0.price', before: 1600000, after: 1700000 }],
  contentChanges: [],
  live: false,
  restorable: true,
  ...patch,
});
const noop = () => {};
const item = (r: ReleaseSummary, props: Partial<ReleaseItemProps> = {}) =>
  renderToStaticMarkup(
    <ol>
      <ReleaseItem t={studioT('en')} locale="en" release={r} titles={TITLES} restoredFromWhen={undefined} confirming={false} busy={false} onRestore={noop} onConfirm={noop} onCancel={noop} {...props} />
    </ol>,
  );

describe('a release in the history', () => {
  const when = formatDateTime('2026-11-24T04:11:05.000Z', 'en');

  it('shows when (spa time), what kind, by whom and what changed, with a Restore button', () => {
    const html = decode(item(release()));
    expect(when).toBe('11/24/2026, 11:11');
    expect(html).toContain(`<time dateTime="2026-11-24T04:11:05.000Z">${when}</time> · ${en['studio.history.kind.publish']}`);
    expect(html).toContain(en['studio.history.by'].replace('{by}', 'admin·3f9a'));
    expect(html).toContain(`<li>Royal Thai Massage · `);
    expect(html).toContain(`>${en['studio.history.restore'].replace('{when}', when)}</button>`);
    expect(html).not.toContain(en['studio.history.live']);
  });

  it('marks the live release and offers no restore of it, nor of one no longer on disk', () => {
    const live = item(release({ live: true }));
    expect(live).toContain(en['studio.history.live']);
    expect(live).not.toContain('<button');
    expect(item(release({ restorable: false }))).not.toContain('<button');
  });

  it('asks before restoring', () => {
    const html = decode(item(release(), { confirming: true }));
    expect(html).toContain(en['studio.history.confirm'].replace('{when}', when));
    expect(html).toContain(`>${en['studio.history.confirmYes']}</button>`);
    expect(html).toContain(`>${en['studio.history.cancel']}</button>`);
    expect(html).not.toContain(`>${en['studio.history.restore'].replace('{when}', when)}</button>`);
  });

  it('says which release a restore came from, and when nothing changed', () => {
    const html = item(release({ kind: 'restore', restoredFrom: 'r-1', changes: [] }), { restoredFromWhen: '11/20/2026, 09:00' });
    expect(html).toContain(en['studio.history.kind.restore']);
    expect(html).toContain(en['studio.history.restoredFrom'].replace('{when}', '11/20/2026, 09:00'));
    expect(html).toContain(en['studio.history.noChanges']);
  });
});
