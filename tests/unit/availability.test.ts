import { describe, expect, it } from 'vitest';
import {
  availableTimes,
  isAvailable,
  nearestFree,
  NEAREST_FREE_COUNT,
  SLOT_MINUTES,
  SPA_AVAILABILITY_FACTS,
  type AvailabilityFacts,
  type Occupancy,
} from '../../src/booking/availability';
import { BUSINESS } from '../../src/config/business';
import { findOption, optionRoom } from '../../src/config/catalogue';

/** Made-up facts, so these cases do not move when the spa's rooms or hours do. */
const FACTS: AvailabilityFacts = {
  services: [
    {
      id: 'massage',
      room: 'standard',
      noticeHours: 0,
      options: [
        { id: 'm-60', minutes: 60 },
        { id: 'm-90', minutes: 90 },
        { id: 'm-vip-60', minutes: 60, room: 'vip' },
      ],
    },
    { id: 'float', room: 'pool', noticeHours: 24, options: [{ id: 'float-60', minutes: 60 }] },
  ],
  rooms: [
    { id: 'standard', count: 2 },
    { id: 'vip', count: 1 },
    { id: 'pool', count: 1 },
  ],
  cleaningGapMinutes: 15,
  hours: {
    hours: { opens: '12:00', closes: '24:00', chatSupport24h: true },
    specialHours: [
      { from: '2027-03-10', to: '2027-03-10', label: undefined, closed: false, opens: '12:00', closes: '16:00' },
      { from: '2027-03-12', to: '2027-03-12', label: undefined, closed: false, opens: '00:00', closes: '06:00' },
      { from: '2027-03-13', to: '2027-03-13', label: undefined, closed: true },
    ],
  },
};
const noGap: AvailabilityFacts = { ...FACTS, cleaningGapMinutes: 0 };

const DAY = '2027-03-01';
/** Long before DAY: nothing is past. */
const EARLIER = new Date('2027-02-20T09:00:00+07:00');
const booking = (time: string, minutes: number, room: string, extra: Partial<Occupancy> = {}): Occupancy => ({ date: DAY, time, minutes, room, ...extra });

const times = (option: string, occupancy: Occupancy[] = [], facts = FACTS, date = DAY, now = EARLIER) => availableTimes({ date, option, occupancy, now }, facts);
const free = (option: string, time: string, occupancy: Occupancy[] = [], facts = FACTS, date = DAY, now = EARLIER) => isAvailable({ date, option, time, occupancy, now }, facts);
/** "HH:MM" every SLOT_MINUTES from `from` to `to`, both included. */
function grid(from: string, to: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += SLOT_MINUTES) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

describe('the offered times of an empty day', () => {
  it('runs on the 30-minute grid from opening to the last start that ends by closing', () => {
    expect(SLOT_MINUTES).toBe(30);
    expect(times('m-60')).toEqual(grid('12:00', '23:00'));
    expect(times('m-90')).toEqual(grid('12:00', '22:30'));
  });

  it('ends at a midnight closing ("24:00"): a course may end at midnight, not after', () => {
    expect(free('m-60', '23:00')).toBe(true);
    expect(free('m-60', '23:01')).toBe(false);
    expect(free('m-90', '22:30')).toBe(true);
    expect(free('m-90', '22:31')).toBe(false);
    // Before opening is no time either.
    expect(free('m-60', '11:59')).toBe(false);
  });

  it('follows a special short day and offers nothing on a closed day', () => {
    expect(times('m-60', [], FACTS, '2027-03-10')).toEqual(grid('12:00', '15:00'));
    expect(times('m-90', [], FACTS, '2027-03-10')).toEqual(grid('12:00', '14:30'));
    expect(free('m-60', '15:30', [], FACTS, '2027-03-10')).toBe(false);
    expect(times('m-60', [], FACTS, '2027-03-13')).toEqual([]);
    expect(free('m-60', '14:00', [], FACTS, '2027-03-13')).toBe(false);
    expect(nearestFree({ date: '2027-03-13', option: 'm-60', time: '14:00', occupancy: [], now: EARLIER }, FACTS)).toEqual([]);
  });

  it('knows no unknown option, and no day or time that is not one', () => {
    expect(times('lingam-60')).toEqual([]);
    expect(free('lingam-60', '14:00')).toBe(false);
    expect(nearestFree({ date: DAY, option: 'lingam-60', time: '14:00', occupancy: [], now: EARLIER }, FACTS)).toEqual([]);
    expect(times('m-60', [], FACTS, '2027-02-30')).toEqual([]);
    expect(free('m-60', '14:0')).toBe(false);
    expect(free('m-60', '24:00')).toBe(false);
  });
});

describe('the past and the notice', () => {
  it("leaves out today's times at or before now", () => {
    expect(times('m-60', [], FACTS, DAY, new Date('2027-03-01T14:10:00+07:00'))).toEqual(grid('14:30', '23:00'));
    // A start at the very minute of asking is past, as the booking rule says.
    expect(times('m-60', [], FACTS, DAY, new Date('2027-03-01T14:00:00+07:00'))[0]).toBe('14:30');
    expect(free('m-60', '14:11', [], FACTS, DAY, new Date('2027-03-01T14:10:30+07:00'))).toBe(true);
    expect(free('m-60', '14:10', [], FACTS, DAY, new Date('2027-03-01T14:10:30+07:00'))).toBe(false);
    // A day already over offers nothing.
    expect(times('m-60', [], FACTS, '2027-02-28', new Date('2027-03-01T09:00:00+07:00'))).toEqual([]);
  });

  it("keeps a service's notice: a day's notice starts tomorrow's times from now's time", () => {
    const now = new Date('2027-03-01T14:10:00+07:00');
    expect(times('float-60', [], FACTS, '2027-03-02', now)).toEqual(grid('14:30', '23:00'));
    expect(times('float-60', [], FACTS, DAY, now)).toEqual([]);
  });
});

describe('rooms held by bookings', () => {
  it('refuses any start whose visit or cleaning overlaps a booking of the last room, with the gap on both sides', () => {
    // The one VIP room is held 14:00–15:00, then cleaned until 15:15.
    const held = [booking('14:00', 60, 'vip')];
    expect(times('m-vip-60', held)).toEqual([...grid('12:00', '12:30'), ...grid('15:30', '23:00')]);
    // Before it: a visit ending 13:45 is cleaned by 14:00; one ending a minute later is not.
    expect(free('m-vip-60', '12:45', held)).toBe(true);
    expect(free('m-vip-60', '12:46', held)).toBe(false);
    // After it: free again once cleaned.
    expect(free('m-vip-60', '15:15', held)).toBe(true);
    expect(free('m-vip-60', '15:14', held)).toBe(false);
    // Inside it, and across the whole of it.
    expect(free('m-vip-60', '14:30', held)).toBe(false);
    expect(free('m-vip-60', '13:30', held)).toBe(false);
  });

  it('puts bookings back to back when there is no gap, and needs the gap when there is one', () => {
    const held = [booking('14:00', 60, 'vip')];
    expect(free('m-vip-60', '13:00', held, noGap)).toBe(true);
    expect(free('m-vip-60', '15:00', held, noGap)).toBe(true);
    expect(free('m-vip-60', '13:01', held, noGap)).toBe(false);
    expect(free('m-vip-60', '14:59', held, noGap)).toBe(false);
    expect(free('m-vip-60', '13:00', held)).toBe(false);
    expect(free('m-vip-60', '15:00', held)).toBe(false);
  });

  it('offers the last room: count − 1 held leaves a time free, count held does not', () => {
    const one = [booking('14:00', 60, 'standard')];
    const two = [...one, booking('14:00', 90, 'standard')];
    expect(free('m-60', '14:00', one)).toBe(true);
    expect(free('m-60', '14:00', two)).toBe(false);
    expect(times('m-60', one)).toContain('14:00');
    expect(times('m-60', two)).not.toContain('14:00');
  });

  it('counts the most rooms held at one instant: two bookings that do not overlap each other share one room', () => {
    // A holds 14:00–15:15, B 15:30–16:45: a visit 14:30–16:15 meets both, never both at once.
    const apart = [booking('14:00', 60, 'standard'), booking('15:30', 60, 'standard')];
    expect(free('m-90', '14:30', apart)).toBe(true);
    expect(times('m-90', apart)).toContain('14:30');
    // C, 14:30–15:45, overlaps A: from 14:30 both rooms are held.
    const crowded = [...apart, booking('14:30', 60, 'standard')];
    expect(free('m-90', '14:30', crowded)).toBe(false);
    // 13:00–14:45 meets A and C together at 14:30; 12:30–14:15 meets A alone.
    expect(free('m-90', '13:00', crowded)).toBe(false);
    expect(free('m-90', '12:30', crowded)).toBe(true);
  });

  it('counts a room block as the rooms it takes, and only occupancy of the same kind', () => {
    const block = [booking('13:00', 180, 'standard', { count: 2 })];
    expect(times('m-60', block)).toEqual(grid('16:30', '23:00'));
    expect(times('m-vip-60', block)).toEqual(grid('12:00', '23:00'));
    expect(free('m-60', '14:00', [booking('13:00', 180, 'standard', { count: 1 })])).toBe(true);
  });

  it('counts a booking of the day before that runs past midnight', () => {
    const night = '2027-03-12';
    // The VIP room is held from 23:30 on the 11th until 01:00 on the 12th, then cleaned until 01:15.
    const late = [booking('23:30', 90, 'vip', { date: '2027-03-11' })];
    expect(times('m-vip-60', [], FACTS, night)).toEqual(grid('00:00', '05:00'));
    expect(times('m-vip-60', late, FACTS, night)).toEqual(grid('01:30', '05:00'));
    expect(free('m-vip-60', '01:15', late, FACTS, night)).toBe(true);
    expect(free('m-vip-60', '01:14', late, FACTS, night)).toBe(false);
    // And the day before knows a booking of the next day's first minutes keeps its cleaning gap.
    const early = [booking('00:00', 60, 'vip', { date: '2027-03-02' })];
    expect(free('m-vip-60', '23:00', early)).toBe(false);
    expect(free('m-vip-60', '22:45', early)).toBe(true);
  });

  it('agrees with the offered times at every grid start', () => {
    const held = [booking('12:00', 90, 'standard'), booking('13:00', 60, 'standard'), booking('18:00', 60, 'standard', { count: 2 })];
    const offered = new Set(times('m-60', held));
    for (const time of grid('12:00', '23:00')) expect(free('m-60', time, held), time).toBe(offered.has(time));
  });
});

describe('against counting minute by minute', () => {
  /** A small seeded generator (mulberry32), so a failure repeats. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

  it('finds a room free exactly when every minute of the visit and its cleaning has one', () => {
    const next = random(38);
    for (let round = 0; round < 40; round++) {
      const held: Occupancy[] = Array.from({ length: 1 + Math.floor(next() * 12) }, () => ({
        date: DAY,
        time: clock(720 + Math.floor(next() * 660)),
        minutes: 15 + Math.floor(next() * 150),
        room: next() < 0.8 ? 'standard' : 'vip',
        count: next() < 0.15 ? 2 : 1,
      }));
      // Rooms held at minute m of DAY, cleaning included.
      const heldAt = (m: number) =>
        held.filter((o) => o.room === 'standard').reduce((sum, o) => {
          const start = Number(o.time.slice(0, 2)) * 60 + Number(o.time.slice(3));
          return start <= m && m < start + o.minutes + FACTS.cleaningGapMinutes ? sum + (o.count ?? 1) : sum;
        }, 0);
      const roomFree = (start: number) => {
        let most = 0;
        for (let m = start; m < start + 90 + FACTS.cleaningGapMinutes; m++) most = Math.max(most, heldAt(m));
        return most < 2;
      };
      for (let start = 720; start <= 1440 - 90; start += 7) expect(free('m-90', clock(start), held), `round ${round} at ${clock(start)}`).toBe(roomFree(start));
      // The whole day's grid at once (the sliding count) says the same.
      const expected: string[] = [];
      for (let start = 720; start <= 1440 - 90; start += SLOT_MINUTES) if (roomFree(start)) expected.push(clock(start));
      expect(times('m-90', held), `round ${round}`).toEqual(expected);
    }
  });
});

describe('nearestFree', () => {
  const held = [booking('14:00', 60, 'vip')];
  const near = (time: string, limit?: number) => nearestFree({ date: DAY, option: 'm-vip-60', time, occupancy: held, now: EARLIER }, FACTS, limit);

  it('names up to three free grid times closest to the one asked for, in the order of the day', () => {
    expect(NEAREST_FREE_COUNT).toBe(3);
    // 12:30 and 15:30 are 90 minutes away, 12:00 and 16:00 120: of two as close, the earlier.
    expect(near('14:00')).toEqual(['12:00', '12:30', '15:30']);
    expect(near('14:00', 1)).toEqual(['12:30']);
    // Any minute may be asked for.
    expect(near('14:50')).toEqual(['15:30', '16:00', '16:30']);
    expect(near('23:45')).toEqual(['22:00', '22:30', '23:00']);
  });

  it('names fewer when fewer are free, and none for a time that is not one', () => {
    const full = [booking('12:00', 600, 'vip')];
    expect(nearestFree({ date: DAY, option: 'm-vip-60', time: '14:00', occupancy: full, now: EARLIER }, FACTS)).toEqual(['22:30', '23:00']);
    expect(near('2pm')).toEqual([]);
  });
});

describe("the spa's own rooms", () => {
  const option = (id: string) => {
    const found = findOption(id);
    if (!found) throw new Error(`${id} left the catalogue`);
    return found;
  };
  const roomCount = (id: string) => BUSINESS.rooms.find((r) => r.id === id)?.count ?? 0;

  it('gives each sample course the room the issue names', () => {
    const rooms = Object.fromEntries(['thai-90', 'thai-vip-90', 'body-90', 'nuru-90', 'nuru-vip-90', 'two-staff-60', 'super-king-120', 'couple-120', 'couple-vip-120', 'watsu-60'].map((id) => [id, optionRoom(option(id).service, option(id).option)]));
    expect(rooms).toEqual({
      'thai-90': 'standard',
      'thai-vip-90': 'vip',
      'body-90': 'standard',
      'nuru-90': 'standard',
      'nuru-vip-90': 'vip',
      'two-staff-60': 'standard',
      'super-king-120': 'vip',
      'couple-120': 'couple',
      'couple-vip-120': 'couple',
      'watsu-60': 'pool',
    });
  });

  it('still offers the VIP option while every standard room is taken', () => {
    const date = '2027-03-01';
    const full: Occupancy[] = [{ date, time: '13:00', minutes: 240, room: 'standard', count: roomCount('standard') }];
    const ask = (id: string) => isAvailable({ date, option: id, time: '14:00', occupancy: full, now: EARLIER }, SPA_AVAILABILITY_FACTS);
    expect(roomCount('standard')).toBeGreaterThan(0);
    expect(ask('thai-90')).toBe(false);
    expect(ask('body-90')).toBe(false);
    expect(ask('thai-vip-90')).toBe(true);
    expect(ask('super-king-120')).toBe(true);
  });
});
