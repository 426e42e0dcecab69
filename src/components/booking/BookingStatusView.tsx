import type { Translate } from '../../i18n/t';
import { BookingRating, type RatingCard } from './BookingRating';

/** A request's status as the page shows it (src/server/web/forms/booking-status-page.ts computes it). */
export interface StatusCard {
  reference: string;
  state: string;
  /** The stored state, for the card's colour. */
  stateClass: string;
  next: string;
  /** The owner's own words with a decline, under the reason: plain text, its line breaks kept. */
  message?: { heading: string; text: string } | undefined;
  facts: { label: string; value: string }[];
  notice: string | undefined;
  /** The buttons the visitor has now, each a form posting back to the page. */
  actions: { action: 'accept' | 'refuse' | 'cancel'; label: string; primary: boolean }[];
  /** Said instead of the cancel button once online cancellation has closed. */
  tooLate: string | undefined;
  calendar: { ics: string; icsLabel: string; google: string; googleLabel: string } | undefined;
  /** After a first press of cancel or refuse: the question, whose "Yes" makes the move. */
  ask?: { action: 'refuse' | 'cancel'; question: string; yes: string; keep: string; keepHref: string } | undefined;
  /** The visitor's ask for another time: waiting for the owner, or the owner's answer (src/server/web/forms/booking-change.ts). */
  change?: string | undefined;
  /** Once the visit is done: the private rating's form, or its thanks (src/views/rating-card.ts). */
  rating?: RatingCard | undefined;
}

export interface BookingStatusViewProps {
  t: Translate;
  status: StatusCard;
  /** This page's own path: the visitor's buttons post back to it. */
  action: string;
}

/** Where a request stands, what happens next, and the visitor's buttons: plain forms, no JavaScript. */
export function BookingStatusView({ t, status, action }: BookingStatusViewProps) {
  return (
    <>
      <h1>{t('status.title')}</h1>
      <p className="page__lead">{t('status.lead')}</p>
      {status.notice ? (
        <p className="booking-status__notice" role="status">
          {status.notice}
        </p>
      ) : null}
      <section className={`booking-status__card booking-status__card--${status.stateClass}`} aria-labelledby="booking-status-state">
        <p className="booking-status__reference">
          {t('status.referenceLabel')}: <strong>{status.reference}</strong>
        </p>
        <h2 id="booking-status-state">
          <span className="visually-hidden">{t('status.stateLabel')}: </span>
          {status.state}
        </h2>
        <p>{status.next}</p>
        {status.message ? (
          <div className="booking-status__message">
            <h3>{status.message.heading}</h3>
            <p>{status.message.text}</p>
          </div>
        ) : null}
        {status.change ? <p className="booking-status__change-note">{status.change}</p> : null}
        <dl className="booking-status__facts">
          {status.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        {status.calendar ? (
          <p className="booking-status__calendar">
            <a className="btn btn--primary" href={status.calendar.ics} download>
              {status.calendar.icsLabel}
            </a>
            <a className="btn btn--light" href={status.calendar.google} rel="noopener noreferrer" target="_blank">
              {status.calendar.googleLabel}
            </a>
          </p>
        ) : null}
        {status.ask ? (
          <form method="post" action={action} className="booking-status__ask" aria-labelledby="booking-status-ask">
            <p id="booking-status-ask" className="booking-status__question">
              {status.ask.question}
            </p>
            <input type="hidden" name="action" value={status.ask.action} />
            <input type="hidden" name="confirm" value="1" />
            <div className="booking-status__actions">
              <button type="submit" className="btn btn--primary">
                {status.ask.yes}
              </button>
              <a className="btn btn--light" href={status.ask.keepHref}>
                {status.ask.keep}
              </a>
            </div>
          </form>
        ) : status.actions.length > 0 ? (
          <div className="booking-status__actions">
            {status.actions.map((a) => (
              <form key={a.action} method="post" action={action}>
                <input type="hidden" name="action" value={a.action} />
                <button type="submit" className={`btn ${a.primary ? 'btn--primary' : 'btn--light'}`}>
                  {a.label}
                </button>
              </form>
            ))}
          </div>
        ) : null}
        {status.tooLate ? <p className="booking-status__late">{status.tooLate}</p> : null}
      </section>
      {status.rating ? <BookingRating card={status.rating} action={action} /> : null}
    </>
  );
}
