import { describe, expect, it } from 'vitest';
import { fieldLabel, labelPatterns } from '../../src/components/studio/field-paths';
import { createStudioT } from '../../src/components/studio/studio-t';
import { studioStrings } from '../../src/components/studio/studio-strings';
import { DICTIONARIES } from '../../src/i18n/t';
import { LOCALES } from '../../src/i18n/locales';
import { studioSchema, type StudioKind } from '../support/studio-ui';
import { withRoomChoices } from '../../src/server/services/studio/rooms';

const KINDS: StudioKind[] = ['business', 'notice', 'service'];
const keyOf = (pattern: string) => (pattern.startsWith('enum:') ? `studio.enum.${pattern.slice(5)}` : `studio.field.${pattern}`);

describe('studio field labels', () => {
  it('walks every field the form draws, list entries as *, choices of a select as enum:', () => {
    const business = labelPatterns(studioSchema('business'));
    expect(business).toEqual(expect.arrayContaining(['hotline', 'hours.opens', 'specialHours.*.label', 'socials', 'address.display', 'verification.naver', 'rooms', 'rooms.*.count', 'rooms.*.name', 'cleaningGapMinutes']));
    // The languages of a localized text are named by the language, not the dictionary.
    expect(business).not.toContain('address.display.ko');
    expect(labelPatterns(studioSchema('service'))).toEqual(expect.arrayContaining(['name', 'included', 'options.*.price', 'options.*.tier', 'enum:standard', 'enum:vip', 'room', 'options.*.room']));
    // The rooms' choices are named by the business facts, not the dictionary.
    const withRooms = withRoomChoices(studioSchema('service'), [{ id: 'sauna', count: 1, name: { ko: '사우나', vi: 'Xông hơi', en: 'Sauna' } }], 'en');
    expect(labelPatterns(withRooms)).toContain('room');
    expect(labelPatterns(withRooms)).not.toContain('enum:sauna');
    expect(labelPatterns(studioSchema('notice'))).toEqual(['show', 'from', 'to', 'message', 'later', 'later.*.from', 'later.*.to', 'later.*.message']);
  });

  for (const kind of KINDS) {
    for (const locale of LOCALES) {
      it(`names every ${kind} field in ${locale}`, () => {
        const dictionary: Readonly<Record<string, string>> = DICTIONARIES[locale];
        const missing = labelPatterns(studioSchema(kind)).filter((pattern) => !dictionary[keyOf(pattern)]?.trim());
        expect(missing).toEqual([]);
      });
    }
  }

  it('reads a label by the pattern of a path with indices, and falls back to the path when the dictionary lacks one', () => {
    const en = createStudioT(studioStrings('en'));
    expect(fieldLabel(en, ['options', 3, 'price'])).toBe(DICTIONARIES.en['studio.field.options.*.price']);
    expect(fieldLabel(en, 'options.0.minutes')).toBe(DICTIONARIES.en['studio.field.options.*.minutes']);
    expect(fieldLabel(en, ['options', 0, 'colour'])).toBe('options.*.colour');
  });
});
