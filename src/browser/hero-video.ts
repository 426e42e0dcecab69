/**
 * The muted background loops over the home and service heroes. The HTML ships a <video> with no
 * source and preload="none", so nothing is fetched before first paint and the picture under it
 * stays the LCP element.
 *
 * After the window's load event, a short delay and an idle moment, this adds the <source>s and
 * plays the loop while it is on screen. The poster is a frame of the loop and the video fades in
 * over it, so the wait is invisible; it keeps video decoding (costly on a cheap phone) out of the
 * page's start-up work and the visitor's first taps. Nothing is fetched at all when the visitor
 * prefers reduced motion or asked to save data; the loop pauses off screen and stops if reduced
 * motion is switched on later. Where the markup has a toggle button (data-hero-video-toggle), it
 * appears once the loop plays and pauses or restarts it (WCAG 2.2.2).
 */

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long after the load event a loop may start. */
export const START_DELAY_MS = 2500;

export interface VideoSource {
  src: string;
  type: string;
}

/** The sources the component put in `data-sources`; anything malformed yields none. */
export function parseSources(raw: string | undefined): VideoSource[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (s): s is VideoSource => typeof s === 'object' && s !== null && typeof s.src === 'string' && typeof s.type === 'string',
    );
  } catch {
    return [];
  }
}

/** Whether a loop may start: no reduced-motion preference and no Save-Data request. */
export function mayPlay(win: Window): boolean {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !win.matchMedia(REDUCED_MOTION).matches && connection?.saveData !== true;
}

function attachSources(doc: Document, video: HTMLVideoElement): void {
  if (video.querySelector('source')) return;
  for (const { src, type } of parseSources(video.dataset['sources'])) {
    const source = doc.createElement('source');
    source.src = src;
    source.type = type;
    video.append(source);
  }
  video.muted = true;
  video.load();
}

/** One hero: `marker` is the <video data-hero-video> itself, or a wrapper holding it and a toggle. */
function startOne(doc: Document, win: Window, marker: HTMLElement): void {
  const video = marker instanceof HTMLVideoElement ? marker : marker.querySelector('video');
  if (!video) return;
  const root = marker instanceof HTMLVideoElement ? video : marker;
  const toggle = root.querySelector<HTMLButtonElement>('[data-hero-video-toggle]');
  const play = () => void video.play().catch(() => undefined);
  let pausedByVisitor = false;
  // The button says what it will do ("Pause…" while playing, "Play…" while paused).
  const sync = () => {
    root.classList.toggle('is-paused', video.paused);
    const label = video.paused ? toggle?.dataset['playLabel'] : toggle?.dataset['pauseLabel'];
    const text = toggle?.querySelector('span');
    if (label && text) text.textContent = label;
  };
  video.addEventListener('playing', () => {
    video.classList.add('is-playing');
    root.classList.add('is-playing');
    if (toggle) toggle.hidden = false;
    sync();
  });
  video.addEventListener('pause', sync);
  toggle?.addEventListener('click', () => {
    pausedByVisitor = !video.paused;
    if (video.paused) play();
    else video.pause();
  });
  let attached = false;
  new IntersectionObserver(([entry]) => {
    if (!entry?.isIntersecting) return video.pause();
    if (!attached) attachSources(doc, video);
    attached = true;
    if (!pausedByVisitor) play();
  }).observe(video);
  win.matchMedia(REDUCED_MOTION).addEventListener('change', (event) => {
    if (event.matches) video.pause();
  });
}

export function startHeroVideos(doc: Document, win: Window): void {
  const start = () => {
    if (!mayPlay(win)) return;
    for (const marker of doc.querySelectorAll<HTMLElement>('[data-hero-video]')) startOne(doc, win, marker);
  };
  // Safari has no requestIdleCallback; there the delay alone has to do.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(start, { timeout: 2000 }) : start();
  const schedule = () => win.setTimeout(whenIdle, START_DELAY_MS);
  if (doc.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
}
