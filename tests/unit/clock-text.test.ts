import { describe, expect, it } from 'vitest';
import { clockText } from '../../src/utils/time-zone';

describe('clockText', () => {
  it.each([[0, '00:00'], [65, '01:05'], [22 * 60, '22:00'], [1439, '23:59'], [1440, '24:00']])('writes %i minutes as %s', (minutes, text) => {
    expect(clockText(minutes)).toBe(text);
  });
});
