import type { BookingFormProps } from './BookingForm';

/**
 * Runs in the browser: hydrates each server-rendered booking form of a static page (its host has
 * data-booking-form-props, the URL of its props) once it comes within 200 px of the screen, as
 * `client:visible` would, with React, the component and its props loaded only then. Until then,
 * and if anything fails to load, the form posts without JavaScript. Sets data-hydrated on the host
 * once React has taken the form over.
 */
export function hydrateBookingForms(doc: Document): void {
  for (const host of doc.querySelectorAll<HTMLElement>('[data-booking-form-props]')) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        hydrate(host).catch((error: unknown) => console.warn('The booking form works without JavaScript:', error));
      },
      { rootMargin: '200px' },
    );
    observer.observe(host);
  }
}

async function loadProps(url: string): Promise<BookingFormProps> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as BookingFormProps;
}

async function hydrate(host: HTMLElement) {
  const [props, { createElement }, { hydrateRoot }, { BookingForm }] = await Promise.all([
    loadProps(host.dataset.bookingFormProps ?? ''),
    import('react'),
    import('react-dom/client'),
    import('./BookingForm'),
  ]);
  hydrateRoot(host, createElement(BookingForm, props));
  host.dataset.hydrated = '';
}
