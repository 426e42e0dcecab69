import { renderToStaticMarkup } from 'react-dom/server';
import { moneyDigits } from '../../src/studio/money-input';
import { describe, expect, it } from 'vitest';
import { ConflictNotice } from '../../src/components/studio/ConflictNotice';
import { editorReducer, hasUnsavedEdits, startEditing } from '../../src/components/studio/editor-state';
import { ErrorSummary } from '../../src/components/studio/ErrorSummary';
import { fieldId } from '../../src/components/studio/field-paths';
import { SchemaForm } from '../../src/components/studio/SchemaForm';
import { formatPrice } from '../../src/i18n/format';
import { LOCALE_META, LOCALES, type Locale } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { FieldError } from '../../src/studio/contract';
import { decode } from '../support/html';
import { withNewOptionIds } from '../../src/components/studio/fixed-ids';
import { studioDocument, studioT, type StudioKind } from '../support/studio-ui';
import { withRoomChoices } from '../../src/server/services/studio/rooms';
import { BUSINESS } from '../../src/config/business';

const noop = () => {};
const form = (kind: StudioKind, locale: Locale = 'en', extra: { errors?: Map<string, string>; theirs?: unknown; data?: unknown; stored?: unknown } = {}) => {
  const doc = studioDocument(kind, 'v1', extra.data);
  return renderToStaticMarkup(
    <SchemaForm t={studioT(locale)} locale={locale} schema={doc.schema} data={doc.data} stored={extra.stored ?? doc.data} errors={extra.errors ?? new Map()} theirs={extra.theirs} onChange={noop} />,
  );
};
/** The opening tag of the element with this id. */
const tagWithId = (html: string, id: string) => new RegExp(`<(input|select|textarea|fieldset)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
/** An attribute's value; names in any case, as HTML reads them (React writes `inputMode`). */
const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const textOfId = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
const serviceData = () => structuredClone(studioDocument('service').data) as { options: { price: number }[]; name: { en: string } };

describe('the schema form', () => {
  for (const kind of ['business', 'notice', 'service'] as const) {
    for (const locale of LOCALES) {
      it(`gives every ${kind} input a visible label in ${locale}, never a raw path`, () => {
        const html = form(kind, locale);
        const ids = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1] ?? '');
        expect(ids.length).toBeGreaterThan(3);
        for (const id of ids) expect(html, id).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>[^<]+</label>`));
        const labels = [...html.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((m) => m[1] ?? '');
        expect(labels.filter((l) => /^[a-z]+(?:\.[\w*]+)+$/.test(l))).toEqual([]);
      });
    }
  }

  it('names fields from the dictionary in the owner language', () => {
    const html = form('business', 'ko');
    expect(html).toContain(`<label for="${fieldId('hours.opens')}">${DICTIONARIES.ko['studio.field.hours.opens']}</label>`);
    expect(html).toContain(`<legend>${DICTIONARIES.ko['studio.field.hours']}</legend>`);
  });

  it('marks each language of a localized text with its lang, for texts and lists alike', () => {
    const html = form('service');
    for (const locale of LOCALES) {
      expect(attrOf(tagWithId(html, fieldId(`name.${locale}`)), 'lang')).toBe(LOCALE_META[locale].lang);
      expect(attrOf(tagWithId(html, fieldId(`included.${locale}.0`)), 'lang')).toBe(LOCALE_META[locale].lang);
    }
    expect(html).toContain(`<label for="${fieldId('name.vi')}">${LOCALE_META.vi.name}</label>`);
  });

  it('gives phones, addresses, e-mail and numbers the inputs a phone keyboard needs', () => {
    const business = form('business');
    expect(attrOf(tagWithId(business, fieldId('hotline')), 'type')).toBe('tel');
    expect(attrOf(tagWithId(business, fieldId('email')), 'type')).toBe('email');
    expect(attrOf(tagWithId(business, fieldId('chat.zalo')), 'type')).toBe('url');
    expect(attrOf(tagWithId(business, fieldId('cancelCutoffHours')), 'inputmode')).toBe('numeric');
    // Longitude may be negative: the number input, whose keypad has a minus sign.
    expect(attrOf(tagWithId(business, fieldId('geo.longitude')), 'type')).toBe('number');
    // A time gets its format as a hint the input is described by.
    const opens = tagWithId(business, fieldId('hours.opens'));
    expect(attrOf(opens, 'aria-describedby')).toBe(`${fieldId('hours.opens')}-hint`);
    expect(decode(textOfId(business, `${fieldId('hours.opens')}-hint`) ?? '')).toBe(DICTIONARIES.en['studio.hint.time']);
  });

  it('shows a price as typed and formatted, and the tier as a select of named choices', () => {
    const data = serviceData();
    const html = form('service', 'vi', { data });
    const price = tagWithId(html, fieldId('options.0.price'));
    // Grouped the owner's way (issue 40: "1.800.000" in Vietnamese), on a keypad with a separator.
    expect(attrOf(price, 'value')).toBe(moneyDigits(data.options[0]?.price ?? 0, 'vi'));
    expect(attrOf(price, 'inputmode')).toBe('decimal');
    expect(textOfId(html, `${fieldId('options.0.price')}-hint`)).toContain(formatPrice(data.options[0]?.price ?? 0, 'vi'));
    expect(html).toContain(`<option value="vip">${DICTIONARIES.vi['studio.enum.vip']}</option>`);
  });

  it("draws a service's rooms as a select of the business facts' room kinds by name; an option's may be left to the course's (issue 38)", () => {
    const vi = DICTIONARIES.vi;
    const doc = studioDocument('service');
    const html = renderToStaticMarkup(
      <SchemaForm t={studioT('vi')} locale="vi" schema={withRoomChoices(doc.schema, BUSINESS.rooms, 'vi')} data={doc.data} stored={doc.data} errors={new Map()} theirs={undefined} onChange={noop} />,
    );
    const select = (id: string) => new RegExp(`<select[^>]*id="${fieldId(id)}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
    const names = BUSINESS.rooms.map((r) => r.name.vi);
    expect([...select('room').matchAll(/<option[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(names);
    expect(select('room')).toContain(`<option value="standard" selected="">${BUSINESS.rooms[0]?.name.vi}</option>`);
    expect(html).toContain(`<label for="${fieldId('room')}">${vi['studio.field.room']}</label>`);
    expect(textOfId(html, `${fieldId('room')}-hint`)).toBe(vi['studio.help.room']);
    // thai-90 uses the course's room; thai-vip-90 the VIP rooms.
    expect(select('options.0.room')).toMatch(new RegExp(`^<option value="" selected="">${vi['studio.unset.options.*.room']}</option>`));
    expect(select('options.1.room')).toContain(`<option value="vip" selected="">${BUSINESS.rooms[1]?.name.vi}</option>`);
    // Without the business facts' rooms (they do not pass their schema), the room is typed as a code.
    expect(attrOf(tagWithId(form('service', 'vi'), fieldId('room')), 'value')).toBe('standard');
  });

  it('names the rooms, their counts and the cleaning gap in the business form, with what each means', () => {
    const html = form('business', 'ko');
    const ko = DICTIONARIES.ko;
    expect(html).toContain(`<legend>${ko['studio.field.rooms']}</legend>`);
    expect(html).toContain(`<label for="${fieldId('rooms.1.count')}">${ko['studio.field.rooms.*.count']}</label>`);
    expect(textOfId(html, `${fieldId('rooms.1.count')}-hint`)).toBe(ko['studio.help.rooms.*.count']);
    expect(attrOf(tagWithId(html, fieldId('cleaningGapMinutes')), 'value')).toBe('15');
    expect(textOfId(html, `${fieldId('cleaningGapMinutes')}-hint`)).toBe(ko['studio.help.cleaningGapMinutes']);
  });

  it('shows a default the file leaves out, without writing it', () => {
    // thai-massage.yaml has no `page`: the schema's default (true) is what the site uses.
    expect(tagWithId(form('service'), fieldId('page'))).toMatch(/checked=""/);
  });

  it('offers to add an option and to retire each one, by stable names', () => {
    const html = form('service');
    const en = DICTIONARIES.en;
    const options = en['studio.field.options'];
    expect(html).toContain(`>${en['studio.add'].replace('{label}', options)}</button>`);
    const item = en['studio.item'].replace('{label}', options).replace('{n}', '2');
    expect(html).toContain(`>${en['studio.remove'].replace('{label}', item)}</button>`);
    expect(html).toContain(`<legend>${item}</legend>`);
  });

  it('shows saved ids without an input, and gives a new option an id from its minutes unless one is typed under "advanced"', () => {
    const stored = studioDocument('service').data as { id: string; options: Record<string, unknown>[] };
    const withNew = { ...stored, options: [...stored.options, { id: '', minutes: 150, price: 2_000_000, tier: 'standard' }] };
    const html = form('service', 'vi', { data: withNew, stored });
    const vi = DICTIONARIES.vi;
    // No input for the service's id nor a saved option's: their values are read.
    expect(tagWithId(html, fieldId('id'))).toBe('');
    expect(tagWithId(html, fieldId('options.0.id'))).toBe('');
    expect(html).toContain(`<code>${stored.id}</code>`);
    expect(html).toContain(`<code>${String(stored.options[0]?.['id'])}</code>`);
    expect(html).toContain(vi['studio.id.fixed']);
    // The new option's id is offered under "advanced", with the id it will get.
    const index = withNew.options.length - 1;
    expect(html).toContain(`<summary>${vi['studio.id.advanced'].replace('{label}', vi['studio.field.options.*.id'])}</summary>`);
    expect(tagWithId(html, fieldId(`options.${index}.id`))).toContain(`placeholder="thai-massage-150"`);
    expect(withNewOptionIds(withNew)).toEqual({ ...withNew, options: [...stored.options, { ...withNew.options[index], id: 'thai-massage-150' }] });
    // One already taken in the document gets a number.
    const twice = { ...withNew, options: [...withNew.options, { id: '', minutes: 150, price: 1, tier: 'vip' }] };
    expect((withNewOptionIds(twice) as typeof stored).options.slice(-2).map((o) => o['id'])).toEqual(['thai-massage-150', 'thai-massage-150-2']);
    expect(withNewOptionIds(stored)).toBe(stored);
  });

  it('offers to add and remove named social links', () => {
    const html = form('business');
    expect(html).toContain(`for="${fieldId('socials')}-new"`);
    expect(html).toContain(`>${DICTIONARIES.en['studio.record.add'].replace('{label}', DICTIONARIES.en['studio.field.socials'])}</button>`);
  });
});

describe('errors from a refused save', () => {
  const errors: FieldError[] = [
    { path: 'options.1.price', message: 'must be a whole number of <VND>' },
    { path: 'name.vi', message: 'the vi text is missing' },
    { path: 'options', message: 'needs at least one option' },
  ];
  const map = new Map(errors.map((e) => [e.path, e.message]));

  it('stands next to its field: aria-invalid, and the message the input is described by', () => {
    const html = form('service', 'en', { errors: map });
    const id = fieldId('options.1.price');
    const input = tagWithId(html, id);
    expect(attrOf(input, 'aria-invalid')).toBe('true');
    expect(attrOf(input, 'aria-describedby')?.split(' ')).toContain(`${id}-error`);
    expect(textOfId(html, `${id}-error`)).toBe('must be a whole number of &lt;VND&gt;');
    expect(attrOf(tagWithId(html, fieldId('name.vi')), 'aria-invalid')).toBe('true');
    // A field without an error is not marked.
    expect(attrOf(tagWithId(html, fieldId('options.0.price')), 'aria-invalid')).toBeUndefined();
    // An error about a whole list describes its group.
    expect(attrOf(tagWithId(html, fieldId('options')), 'aria-describedby')).toBe(`${fieldId('options')}-error`);
  });

  it('is summed up above the form with a link to each field, by its readable name', () => {
    const t = studioT('en');
    const html = renderToStaticMarkup(<ErrorSummary t={t} errors={errors} attempt={1} />);
    const en = DICTIONARIES.en;
    expect(html).toContain(en['studio.errorSummary'].replace('{count}', '3'));
    const where = `${en['studio.item'].replace('{label}', en['studio.field.options']).replace('{n}', '2')} · ${en['studio.field.options.*.price']}`;
    expect(html).toContain(`<a href="#${fieldId('options.1.price')}">${where}: must be a whole number of &lt;VND&gt;</a>`);
    expect(html).toContain(`<a href="#${fieldId('name.vi')}">${en['studio.field.name']} · ${LOCALE_META.vi.name}: the vi text is missing</a>`);
    expect(html).toMatch(/role="alert" tabindex="-1"/);
  });
});

describe('a conflict (someone saved first)', () => {
  const mine = serviceData();
  const theirs = serviceData();
  (theirs.options[1] as { price: number }).price += 100000;
  mine.name.en = 'Royal Thai (mine)';

  it('keeps the owner values and shows theirs beside each field that differs, and only there', () => {
    const html = form('service', 'en', { data: mine, theirs });
    const price = fieldId('options.1.price');
    expect(attrOf(tagWithId(html, price), 'value')).toBe(moneyDigits(mine.options[1]?.price ?? 0, 'en'));
    expect(textOfId(html, `${price}-theirs`)).toBe(DICTIONARIES.en['studio.conflict.theirs'].replace('{value}', formatPrice(theirs.options[1]?.price ?? 0, 'en')));
    expect(attrOf(tagWithId(html, price), 'aria-describedby')?.split(' ')).toContain(`${price}-theirs`);
    expect(html).toContain('>Royal Thai (mine)</textarea>');
    expect(textOfId(html, `${fieldId('name.en')}-theirs`)).toContain(serviceData().name.en);
    expect(html).not.toContain(`${fieldId('options.0.price')}-theirs`);
  });

  it('offers to load theirs or to save over it', () => {
    const html = renderToStaticMarkup(<ConflictNotice t={studioT('ko')} busy={false} onLoadTheirs={noop} onSaveMine={noop} />);
    for (const key of ['studio.conflict.title', 'studio.conflict.loadTheirs', 'studio.conflict.saveMine'] as const) expect(html).toContain(DICTIONARIES.ko[key]);
  });

  it('moves the editor to their version, so saving again writes on top knowingly; loading theirs replaces the form', () => {
    const doc = studioDocument('service', 'v1', mine);
    const current = studioDocument('service', 'v2', theirs);
    const conflicted = editorReducer(startEditing(doc), { type: 'answer', answer: { kind: 'conflict', current } });
    expect(conflicted).toMatchObject({ status: 'conflict', version: 'v2', data: mine });
    expect(hasUnsavedEdits(editorReducer(startEditing(doc), { type: 'edit', data: theirs }))).toBe(true);
    expect(conflicted.theirs?.data).toEqual(theirs);
    const loaded = editorReducer(conflicted, { type: 'loadTheirs' });
    expect(loaded).toMatchObject({ status: 'editing', version: 'v2', data: theirs, theirs: undefined });
    const saved = editorReducer(conflicted, { type: 'answer', answer: { kind: 'saved', version: 'v3', changes: [] } });
    expect(saved).toMatchObject({ status: 'saved', version: 'v3', data: mine, theirs: undefined });
    expect(hasUnsavedEdits(saved)).toBe(false);
    expect(hasUnsavedEdits(editorReducer(saved, { type: 'edit', data: theirs }))).toBe(true);
    const refused = editorReducer(editorReducer(saved, { type: 'answer', answer: { kind: 'invalid', errors: [] } }), { type: 'answer', answer: { kind: 'invalid', errors: [] } });
    expect(refused.attempt).toBe(2);
  });
});
