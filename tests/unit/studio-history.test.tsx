import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changeLine, contentLine } from '../../src/components/studio/change-lines';
import { ReleaseItem, type ReleaseItemProps } from '../../src/components/studio/ReleaseItem';
import { formatDateTime, formatPrice } from '../../src/i18n/format';
import { LOCALE_META, LOCALES, type Locale } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { ContentChange, DocumentId, ReleaseSummary } from '../../src/studio/contract';
import { decode } from '../support/html';
import { studioT } from '../support/studio-ui';
import { restoredVersion } from '../../src/components/studio/ReleaseHistory';

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

describe('history lines for articles and photos', () => {
  const content = (locale: Locale, change: ContentChange) => contentLine(studioT(locale), locale, TITLES, change);
  const titles = { vi: 'Massage ở Huế', en: 'Massage in Hue' };

  it('names an article by its title in the owner’s language, else in another, else by its slug', () => {
    expect(content('en', { kind: 'article-text', slug: 'massage-hue', titles, locale: 'vi', change: 'changed' })).toBe(`Article «Massage in Hue» (${LOCALE_META.vi.name}): text changed`);
    expect(content('ko', { kind: 'article', slug: 'massage-hue', titles, change: 'added' })).toBe(ko['studio.content.article.added'].replace('{title}', 'Massage ở Huế'));
    expect(content('vi', { kind: 'article', slug: 'massage-hue', titles: {}, change: 'deleted' })).toBe(DICTIONARIES.vi['studio.content.article.deleted'].replace('{title}', 'massage-hue'));
  });

  it('tells a rename with its old and new address, and how many files’ links followed', () => {
    expect(content('en', { kind: 'article-renamed', slug: 'hue', from: 'massage-hue', titles, links: 0 })).toBe('Article «Massage in Hue»: address changed from massage-hue to hue');
    expect(content('en', { kind: 'article-renamed', slug: 'hue', from: 'massage-hue', titles, links: 3 })).toBe('Article «Massage in Hue»: address changed from massage-hue to hue; links in 3 other files follow it');
  });

  it('names a gallery by its service and a photo by its place', () => {
    expect(content('en', { kind: 'gallery-photo', service: 'thai-massage', photo: 3, change: 'replaced' })).toBe('Gallery of Royal Thai Massage: photo 3 replaced');
    expect(content('en', { kind: 'gallery-order', service: 'thai-massage' })).toBe('Gallery of Royal Thai Massage: order changed');
    expect(content('en', { kind: 'gallery-alt', service: 'nuru-massage', photo: 2 })).toBe('Gallery of nuru-massage: alt text of photo 2 changed');
    expect(content('ko', { kind: 'gallery-photo', service: 'thai-massage', photo: 1, change: 'replaced' })).toBe(ko['studio.content.gallery.replaced'].replace('{service}', 'Royal Thai Massage').replace('{n}', '1'));
  });

  it('has words for the poster, the tags, the redirects and any other file in every language', () => {
    for (const locale of LOCALES) {
      const d = DICTIONARIES[locale];
      expect(content(locale, { kind: 'home-poster' })).toBe(d['studio.content.poster']);
      expect(content(locale, { kind: 'tags' })).toBe(d['studio.content.tags']);
      expect(content(locale, { kind: 'redirects' })).toBe(d['studio.content.redirects']);
      expect(content(locale, { kind: 'file', path: 'src/content/home/locations.yaml', change: 'changed' })).toBe(d['studio.content.file.changed'].replace('{path}', 'src/content/home/locations.yaml'));
    }
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

describe('a restore in the history', () => {
  it('names the version it brought back (that release as first published), not the one it replaced', () => {
    // Newest first: published 11:50, published 12:09, then 11:50 restored (replacing 12:09).
    const first = release({ id: 'r-1150', createdAt: '2026-11-24T04:50:00.000Z' });
    const second = release({ id: 'r-1209', createdAt: '2026-11-24T05:09:00.000Z' });
    const restore = release({ id: 'r-1150', kind: 'restore', restoredFrom: 'r-1209', createdAt: '2026-11-24T05:15:00.000Z' });
    const list = [restore, second, first];
    expect(restoredVersion(list, restore)).toBe(first);
    expect(restoredVersion(list, second)).toBeUndefined();
  });
});

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

  it('lists the articles and photos after the facts, and only "no changes" when there are neither', () => {
    const html = decode(item(release({ contentChanges: [{ kind: 'home-poster' }] })));
    expect(html.indexOf('Royal Thai Massage · ')).toBeLessThan(html.indexOf(`<li>${en['studio.content.poster']}</li>`));
    expect(html.indexOf(`<li>${en['studio.content.poster']}</li>`)).toBeGreaterThan(0);
    const photosOnly = item(release({ changes: [], contentChanges: [{ kind: 'gallery-order', service: 'thai-massage' }] }));
    expect(photosOnly).toContain('Gallery of Royal Thai Massage: order changed');
    expect(photosOnly).not.toContain(en['studio.history.noChanges']);
  });

  it('says which release a restore came from, and when nothing changed', () => {
    const html = item(release({ kind: 'restore', restoredFrom: 'r-1', changes: [] }), { restoredFromWhen: '11/20/2026, 09:00' });
    expect(html).toContain(en['studio.history.kind.restore']);
    expect(html).toContain(en['studio.history.restoredFrom'].replace('{when}', '11/20/2026, 09:00'));
    expect(html).toContain(en['studio.history.noChanges']);
  });
});
