import { BUSINESS } from '../../src/config/business';

/**
 * spa.yaml's special hours that have not ended on `day` (YYYY-MM-DD), soonest first, and the
 * DaySpa JSON-LD's `specialOpeningHoursSpecification` that lists them (a closed day opens and
 * closes at 00:00; a close at 24:00 is written 23:59).
 */
export function specialHoursAhead(day: string) {
  const ahead = BUSINESS.specialHours.filter((e) => e.to >= day).sort((a, b) => a.from.localeCompare(b.from));
  const specification = ahead.map((e) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: e.from,
    validThrough: e.to,
    opens: e.closed ? '00:00' : e.opens,
    closes: e.closed ? '00:00' : e.closes === '24:00' ? '23:59' : e.closes,
  }));
  return { ahead, specification };
}
