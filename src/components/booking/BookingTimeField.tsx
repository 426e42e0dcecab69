import type { TimesState } from './time-loader';

export interface BookingTimeFieldProps {
  label: string;
  required: string;
  /** The first, empty choice ("Choose a time"). */
  placeholder: string;
  /** The line under the list for each state but `ready`: loading, no time that day, not loaded. */
  status: { loading: string; none: string; failed: string };
  state: TimesState;
  error?: string | undefined;
  defaultValue?: string | undefined;
}

/**
 * The time as a choice of the start times offered for the day and course (issue 38): a select,
 * one labelled control, keyboard-usable, 44 px high. While the list is replaced it says so
 * (aria-busy and the status line); with no time that day it is disabled and the line says to try
 * another day. Options carry no value attribute: their text is the value, and the home page's
 * HTML has a byte budget.
 */
export function BookingTimeField({ label, required, placeholder, status, state, error, defaultValue }: BookingTimeFieldProps) {
  const line = state.status === 'ready' ? '' : status[state.status];
  const describedBy = [line ? 'booking-time-status' : '', error ? 'booking-time-error' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="booking-field">
      <label htmlFor="booking-time">
        {label}
        <span className="booking-field__required">{` (${required})`}</span>
      </label>
      <select
        id="booking-time"
        name="time"
        required
        disabled={state.status === 'none'}
        aria-busy={state.status === 'loading' ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={defaultValue ?? ''}
      >
        <option value="">{placeholder}</option>
        {state.times.map((time) => (
          <option key={time}>{time}</option>
        ))}
      </select>
      <p id="booking-time-status" className="booking-field__hint" role="status">
        {line}
      </p>
      {error ? (
        <p id="booking-time-error" className="booking-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
