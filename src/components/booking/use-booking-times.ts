import { useEffect, useRef, useState, type RefObject } from 'react';
import { firstDayWithTimes, openingTimes, type OpeningGrid } from '../../booking/opening-times';
import { createTimeLoader, timesReader, timesState, type TimeLoader, type TimesQuery, type TimesState } from './time-loader';

/** What the form's props say about its times: the list, the day and course it is for, and how to make another. */
export interface BookingTimesProps {
  times: string[];
  timesFor: TimesQuery;
  grid: OpeningGrid;
  timesUrl: string;
}

/** How far ahead the browser looks for a day to preselect (the server's page looks as far as a booking may be). */
const PRESELECT_DAYS = 14;

const same = (a: TimesQuery, b: TimesQuery) => a.date === b.date && a.option === b.option;

/**
 * The time field's list, kept to the form's day and course. On mount, and after the form is
 * reset, it catches up with the form (the home form is built without a day: the first open day is
 * preselected, and a day or course the visitor chose before the script came is read); each change
 * of the day or the course reads that day's times.
 */
export function useBookingTimes(props: BookingTimesProps, form: RefObject<HTMLFormElement | null>) {
  const [state, setState] = useState<TimesState>(() => timesState(props.times));
  const loader = useRef<TimeLoader | undefined>(undefined);
  const shownFor = useRef<TimesQuery>(props.timesFor);

  function query(): TimesQuery | undefined {
    const fields = form.current?.elements;
    const date = fields?.namedItem('date');
    const option = fields?.namedItem('service');
    return date instanceof HTMLInputElement && option instanceof HTMLSelectElement ? { date: date.value, option: option.value } : undefined;
  }

  /** Reads the times of the form's day and course unless the list is theirs already. */
  function follow() {
    const next = query();
    if (!next || same(next, shownFor.current)) return;
    shownFor.current = next;
    loader.current?.request(next);
  }

  /** Preselects the first open day when the date is empty, then follows the form. */
  function catchUp() {
    const date = form.current?.elements.namedItem('date');
    if (date instanceof HTMLInputElement && date.value === '') {
      const now = Date.now();
      date.value = firstDayWithTimes(now, (day) => openingTimes(day, now, props.grid), PRESELECT_DAYS);
    }
    follow();
  }

  useEffect(() => {
    const read = timesReader({ url: props.timesUrl, grid: props.grid });
    const created = createTimeLoader({ read, fallback: (q) => openingTimes(q.date, Date.now(), props.grid), onState: setState, initial: timesState(props.times) });
    loader.current = created;
    catchUp();
    return () => {
      created.dispose();
      // A read stopped here is not shown: a form mounted again must ask again.
      shownFor.current = props.timesFor;
    };
    // Made once: the props of a mounted form do not change.
  }, []);

  return {
    state,
    /** A field changed: the day or the course sends for new times. */
    changed(name: string | undefined) {
      if (name === 'date' || name === 'service') follow();
    },
    /** The form was reset (after a request was sent): back to its first day and course. */
    reset: catchUp,
  };
}
