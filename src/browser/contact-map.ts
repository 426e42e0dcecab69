/**
 * The contact section's map loads only on request: the page ships a placeholder with a hidden
 * "show map" button (useless without JavaScript, where the plain map links serve instead). This
 * reveals the button; a click replaces the placeholder with the embed's <iframe>, so no request
 * goes to a map host before the visitor asks for it.
 */
export function enhanceMaps(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-map-src]')) {
    const frame = button.closest<HTMLElement>('[data-map]');
    if (!frame) continue;
    button.hidden = false;
    button.addEventListener(
      'click',
      () => {
        const iframe = doc.createElement('iframe');
        iframe.src = button.dataset.mapSrc ?? '';
        iframe.title = button.dataset.mapTitle ?? '';
        iframe.loading = 'lazy';
        iframe.allowFullscreen = true;
        iframe.referrerPolicy = 'strict-origin-when-cross-origin';
        iframe.className = 'contact-map__frame';
        frame.replaceChildren(iframe);
        frame.classList.add('is-loaded');
        iframe.focus();
      },
      { once: true },
    );
  }
}
