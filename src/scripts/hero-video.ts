/**
 * The home hero's background loop. The HTML ships a <video> with no source and preload="none",
 * so nothing is fetched before first paint and the poster picture stays the LCP element.
 *
 * After the window's load event, and then a few seconds later once the main thread is idle, this
 * adds the <source>s and plays the loop muted. The poster is a frame of the loop and the video
 * fades in over it, so the wait is invisible; it keeps video decoding (costly on a cheap phone)
 * out of the page's start-up work and the visitor's first taps. Nothing is fetched at all when
 * the visitor prefers reduced motion or asked to save data, nor while the hero is off screen;
 * the loop pauses off screen and stops if reduced motion is switched on later.
 */

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long after the load event the loop may start. */
export const START_DELAY_MS = 2500;

interface VideoSource {
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

/** Whether the loop may start: no reduced-motion preference and no Save-Data request. */
export function mayPlay(win: Window): boolean {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !win.matchMedia(REDUCED_MOTION).matches && connection?.saveData !== true;
}

function attachSources(doc: Document, video: HTMLVideoElement): void {
  for (const { src, type } of parseSources(video.dataset.sources)) {
    const source = doc.createElement('source');
    source.src = src;
    source.type = type;
    video.append(source);
  }
  video.muted = true;
  video.addEventListener('playing', () => video.classList.add('is-playing'), { once: true });
  video.load();
}

export function startHeroVideo(doc: Document, win: Window): void {
  const video = doc.querySelector<HTMLVideoElement>('video[data-hero-video]');
  if (!video) return;
  const play = () => void video.play().catch(() => undefined);
  const start = () => {
    if (!mayPlay(win)) return;
    let attached = false;
    new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return video.pause();
      if (!attached) attachSources(doc, video);
      attached = true;
      play();
    }).observe(video);
    win.matchMedia(REDUCED_MOTION).addEventListener('change', (event) => {
      if (event.matches) video.pause();
    });
  };
  // Safari has no requestIdleCallback; there the delay alone has to do.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(start, { timeout: 2000 }) : start();
  const schedule = () => win.setTimeout(whenIdle, START_DELAY_MS);
  if (doc.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
}
