import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorMapFor, fieldErrors } from '../../src/server/services/studio/field-errors';
import { DICTIONARIES } from '../../src/i18n/t';
import { LOCALES } from '../../src/i18n/locales';

const FORM = z
  .object({
    title: z.string().min(5),
    notice: z.string().max(10),
    minutes: z.number().int().positive(),
    guests: z.number().int().min(1).max(4),
    tags: z.array(z.string()).min(1),
    tier: z.enum(['standard', 'vip']),
    show: z.boolean(),
  })
  .strict();

const messagesOf = (data: unknown, locale: (typeof LOCALES)[number]) => {
  const result = FORM.safeParse(data, { error: errorMapFor(locale) });
  return result.success ? {} : Object.fromEntries(fieldErrors(result.error.issues, locale).map((e) => [e.path, e.message]));
};

describe('what a refused field says', () => {
  it('is plain words in the owner’s language, never a schema’s terms', () => {
    const vi = messagesOf({ title: 'Spa', notice: 'x'.repeat(11), minutes: 'chín mươi', guests: 5.5, tags: [], tier: 'gold', show: 'yes', extra: 1 }, 'vi');
    expect(vi).toEqual({
      title: 'Hãy viết ít nhất 5 ký tự.',
      notice: 'Hãy viết ngắn hơn: tối đa 10 ký tự.',
      minutes: 'Hãy nhập một số, ví dụ 90.',
      guests: expect.stringMatching(/^Hãy nhập số (nguyên|không quá 4)/),
      tags: 'Cần ít nhất 1 mục.',
      tier: 'Hãy chọn một mục trong danh sách.',
      show: 'Hãy chọn có hoặc không.',
      '': 'Mục «extra» không có trong mẫu này.',
    });
  });

  it('has its words in every language, and none of them is Zod’s', () => {
    for (const locale of LOCALES) {
      const messages = Object.values(messagesOf({ title: '', notice: 1, minutes: 0, guests: 0, tags: [], tier: 1, show: null }, locale));
      expect(messages.length).toBeGreaterThan(5);
      expect(messages).toContain(DICTIONARIES[locale]['studioApi.issue.choose']);
      expect(messages.join(' ')).not.toMatch(/expected|mong đợi|received|nhận được|>=|string|array/i);
    }
  });
});
