import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A visitor's phone number in E.164, or undefined when it is not a real number. Numbers without a
 * country code are read as Vietnamese first, then Korean (the spa's two home audiences); any
 * number with a "+" country code is accepted if valid.
 */
export function toE164(input: string): string | undefined {
  const value = input.trim();
  if (value.length > 32 || /[^\d\s+().-]/.test(value)) return undefined;
  const candidates = value.startsWith('+')
    ? [parsePhoneNumberFromString(value)]
    : [parsePhoneNumberFromString(value, 'VN'), parsePhoneNumberFromString(value, 'KR')];
  return candidates.find((p) => p?.isValid())?.number;
}
