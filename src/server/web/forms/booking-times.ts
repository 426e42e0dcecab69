import { availableTimes, SPA_AVAILABILITY_FACTS } from '../../../booking/availability';
import { firstDayWithTimes, openingTimes, withKept } from '../../../booking/opening-times';
import { MAX_DAYS_AHEAD } from '../../../booking/schema';
import { OPENING_GRID, type FirstTimes } from '../../../components/booking/booking-props';
import { calendarDayNumber } from '../../../config/calendar-date';
import { findOption } from '../../../config/catalogue';

/** A day's free times for a course, from the bookings (availableTimesFor on the page's database). */
export type FreeTimesReader = (date: string, option: string) => Promise<string[]>;

/**
 * The day and the start times the booking page's form shows, rendered by the server so they serve
 * without JavaScript (issue 38):
 *
 * - The day: the one sent, or on a blank form the first day from today with a start left for the
 *   course (its notice counted) or, with no course, with an opening time left.
 * - With a course, that day's free times (`free`); with none, the day's opening times, since a
 *   request without a course holds no room. Should the bookings not be readable, the course's
 *   times as if no room were taken: the booking is still checked when it is sent.
 * - A time the server refused (an error at the time field) stays in the list, chosen.
 */
export async function bookingPageTimes(
  shown: { values?: Record<string, string> | undefined; errors?: Record<string, string> | undefined },
  now: Date,
  free: FreeTimesReader,
): Promise<{ values: Record<string, string>; first: FirstTimes }> {
  const values = { ...shown.values };
  const option = values['service'] !== undefined && findOption(values['service']) ? values['service'] : '';
  const nowMs = now.getTime();
  const courseTimes = (date: string) => availableTimes({ date, option, occupancy: [], now }, SPA_AVAILABILITY_FACTS);
  const dayTimes = (date: string) => openingTimes(date, nowMs, OPENING_GRID);
  const date = (values['date'] ??= firstDayWithTimes(nowMs, option ? courseTimes : dayTimes, MAX_DAYS_AHEAD));
  let times: string[];
  if (option === '' || calendarDayNumber(date) === undefined) times = dayTimes(date);
  else {
    try {
      times = await free(date, option);
    } catch (error) {
      console.error(`booking page: the free times could not be read: ${(error as Error).message}`);
      times = courseTimes(date);
    }
  }
  const kept = shown.errors?.['time'] ? values['time'] : undefined;
  return { values, first: { times: withKept(times, kept), timesFor: { date, option } } };
}
