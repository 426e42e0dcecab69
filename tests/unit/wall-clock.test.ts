import { describe, expect, it } from 'vitest';
import { wallClock } from '../../src/utils/time-zone';

// wallClock keeps each zone's last reading for its second (the counter asks 2,000 times a second):
// the reading must still turn over exactly at the zone's midnight, and never leak between zones.
describe('wallClock', () => {
  const midnightInHcmc = Date.parse('2026-11-29T17:00:00Z'); // 2026-11-30 00:00 in Asia/Ho_Chi_Minh

  it('turns the date over at the zone\'s midnight, a millisecond apart', () => {
    expect(wallClock(midnightInHcmc - 1, 'Asia/Ho_Chi_Minh')).toEqual({ date: '2026-11-29', minutes: 1439 });
    expect(wallClock(midnightInHcmc, 'Asia/Ho_Chi_Minh')).toEqual({ date: '2026-11-30', minutes: 0 });
    expect(wallClock(midnightInHcmc + 999, 'Asia/Ho_Chi_Minh')).toEqual({ date: '2026-11-30', minutes: 0 });
    expect(wallClock(midnightInHcmc - 1, 'Asia/Ho_Chi_Minh')).toEqual({ date: '2026-11-29', minutes: 1439 });
  });

  it('answers each zone for itself within the same second', () => {
    expect(wallClock(midnightInHcmc, 'Asia/Ho_Chi_Minh').date).toBe('2026-11-30');
    expect(wallClock(midnightInHcmc, 'Asia/Seoul')).toEqual({ date: '2026-11-30', minutes: 120 });
    expect(wallClock(midnightInHcmc, 'UTC')).toEqual({ date: '2026-11-29', minutes: 17 * 60 });
  });

  it('hands out a reading the caller may change without changing the next one', () => {
    const reading = wallClock(midnightInHcmc + 5, 'Asia/Ho_Chi_Minh');
    reading.minutes = 99;
    expect(wallClock(midnightInHcmc + 6, 'Asia/Ho_Chi_Minh').minutes).toBe(0);
  });
});
