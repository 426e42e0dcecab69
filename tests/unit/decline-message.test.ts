import { describe, expect, it } from 'vitest';
import { cleanDeclineMessage, codePointLength, DECLINE_MESSAGE_KEEP_BYTES, DECLINE_MESSAGE_MAX, declineMessageFits, keptDeclineMessage } from '../../src/booking/decline-message';

/** The owner's own words with a decline (issue 40): cleaned and counted alike by the form, the server and the views. */
describe("the owner's message with a decline", () => {
  it.each([
    ['a plain message', 'Chúng tôi kín lịch tối nay, mời anh/chị quay lại ngày mai', 'Chúng tôi kín lịch tối nay, mời anh/chị quay lại ngày mai'],
    ['spaces and blank lines around it', '  \n\n오늘은 예약이 다 찼습니다.\n\n  ', '오늘은 예약이 다 찼습니다.'],
    ['CRLF and CR (a form posts CRLF)', 'line one\r\nline two\rline three', 'line one\nline two\nline three'],
    ['Unicode line and paragraph separators and NEL', 'a\u2028b\u2029c\u0085d', 'a\nb\nc\nd'],
    ['a tab, a bell, an escape, a NUL, DEL and a C1 control', 'a\tb\u0007c\u001b[31md\u0000e\u007ff\u009bg', 'abc[31mdefg'],
    ['bidi overrides and zero-width characters', 'price \u202e001\u202c VND\u200b', 'price 001 VND'],
    ['decomposed Vietnamese marks (a phone keyboard)', 'Ti\u0065\u0302\u0301ng Vie\u0323\u0302t', 'Tiếng Việt'],
    ['controls alone', '\u0000\t\u0007 \r\n', ''],
    ['nothing', '', ''],
  ])('cleans %s', (_, raw, cleaned) => {
    expect(cleanDeclineMessage(raw)).toBe(cleaned);
    // Cleaning again changes nothing: the transition and the views clean what the form cleaned.
    expect(cleanDeclineMessage(cleaned)).toBe(cleaned);
  });

  it('keeps line breaks and only line breaks from the control range', () => {
    const every = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).join('');
    // oxlint-disable-next-line no-control-regex
    expect(cleanDeclineMessage(`x${every}x`)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(cleanDeclineMessage(`x${every}x`)).toContain('\n');
  });

  it(`counts code points, not UTF-16 units: ${DECLINE_MESSAGE_MAX} fit, ${DECLINE_MESSAGE_MAX + 1} do not`, () => {
    expect(codePointLength('😀가a')).toBe(3);
    for (const char of ['a', 'ệ', '가', '😀']) {
      expect(declineMessageFits(char.repeat(DECLINE_MESSAGE_MAX)), char).toBe(true);
      expect(declineMessageFits(char.repeat(DECLINE_MESSAGE_MAX + 1)), char).toBe(false);
    }
    // A decomposed mark counts once it is composed.
    expect(declineMessageFits(cleanDeclineMessage('e\u0302\u0301'.repeat(DECLINE_MESSAGE_MAX)))).toBe(true);
  });

  it(`keeps at most ${DECLINE_MESSAGE_KEEP_BYTES} UTF-8 bytes of a refused message for its form, cut between code points`, () => {
    // Any message within the limit comes back whole, even one of four-byte characters.
    expect(keptDeclineMessage('😀'.repeat(DECLINE_MESSAGE_MAX))).toBe('😀'.repeat(DECLINE_MESSAGE_MAX));
    expect(keptDeclineMessage('가'.repeat(DECLINE_MESSAGE_MAX + 1))).toBe('가'.repeat(DECLINE_MESSAGE_MAX + 1));
    const hostile = `a${'😀'.repeat(5000)}`;
    const kept = keptDeclineMessage(hostile);
    expect(new TextEncoder().encode(kept).length).toBeLessThanOrEqual(DECLINE_MESSAGE_KEEP_BYTES);
    expect(kept).toBe(`a${'😀'.repeat(499)}`);
  });
});
