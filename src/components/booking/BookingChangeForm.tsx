import { useEffect, useRef, useState } from 'react';
import { SHOW_TIMES_PARAM } from '../../booking/api-path';
import { openingTimes, type OpeningGrid } from '../../booking/opening-times';
import { BookingField } from './BookingField';
import { BookingTimeField } from './BookingTimeField';
import { createTimeLoader, timesReader, timesState, type TimeLoader, type TimesState } from './time-loader';

/** The texts of the change form, resolved for the page's language. */
export interface BookingChangeStrings {
  title: string;
  lead: string;
  date: string;
  time: string;
  required: string;
  timeChoose: string;
  timesStatus: { loading: string; none: string; failed: string };
  timesShow: string;
  send: string;
}

export interface BookingChangeFormProps {
  strings: BookingChangeStrings;
  /** The status page's own path: the ask, and the plain form's "show the free times" (`?times`), post to it. */
  action: string;
  /** The booking's course ('' for none: the day's opening times are offered, it holds no room). */
  option: string;
  /** The day shown and its free times, as the server read them. */
  date: string;
  times: string[];
  /** The time posted when it was refused: kept in the list, chosen. */
  time?: string | undefined;
  errors?: { date?: string | undefined; time?: string | undefined } | undefined;
  grid: OpeningGrid;
  timesUrl: string;
}

/**
 * The visitor's "ask for another time" on the status page (issue 38): a day and one of that
 * day's free times. Without JavaScript it is a plain form: "show the free times" posts the day
 * back and the page lists its times; the ask posts `request_change`. Hydrated, a change of the day
 * reads its times from the availability endpoint (time-loader.ts) and the button goes.
 */
export function BookingChangeForm(props: BookingChangeFormProps) {
  const { strings: s } = props;
  const [state, setState] = useState<TimesState>(() => timesState(props.times));
  const [scripted, setScripted] = useState(false);
  const loader = useRef<TimeLoader | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const read = timesReader({ url: props.timesUrl, grid: props.grid });
    const created = createTimeLoader({ read, fallback: (q) => openingTimes(q.date, Date.now(), props.grid), onState: setState, initial: timesState(props.times) });
    loader.current = created;
    setScripted(true);
    // A day chosen before the script came (the form is hydrated once it is seen) reads its times now.
    const date = form.current?.elements.namedItem('date');
    if (date instanceof HTMLInputElement && date.value !== props.date) created.request({ date: date.value, option: props.option });
    return () => created.dispose();
    // Made once: the props of a mounted form do not change.
  }, []);
  return (
    <section className="booking-status__change" aria-labelledby="booking-change-title">
      <h2 id="booking-change-title">{s.title}</h2>
      <p>{s.lead}</p>
      <form
        ref={form}
        method="post"
        action={props.action}
        className="booking-form booking-change"
        noValidate
        onChange={(event) => {
          const target = event.target as Partial<HTMLInputElement>;
          if (target.name === 'date' && typeof target.value === 'string') loader.current?.request({ date: target.value, option: props.option });
        }}
      >
        <input type="hidden" name="action" value="request_change" />
        <BookingField name="date" label={s.date} required={s.required} error={props.errors?.date} type="date" defaultValue={props.date} />
        <BookingTimeField label={s.time} required={s.required} placeholder={s.timeChoose} status={s.timesStatus} state={state} error={props.errors?.time} defaultValue={props.time} />
        <div className="booking-status__actions">
          <button type="submit" className="btn btn--primary">
            {s.send}
          </button>
          {/* After the ask: Enter in a field clicks a form's first submit button, which must ask. */}
          {scripted ? null : (
            <button type="submit" className="btn btn--light" formAction={`${props.action}?${SHOW_TIMES_PARAM}`}>
              {s.timesShow}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
