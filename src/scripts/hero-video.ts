/**
 * The muted background loop over a service page's hero image (HeroVideo.astro). The HTML has
 * no source, so the video costs nothing before the page has loaded; after `load`, once the main
 * thread is idle, this adds the sources and plays it, unless the visitor asks for reduced
 * motion: then it stays empty and paused (and pauses if the preference turns on later). The
 * pause button, hidden until the video plays, stops and restarts it (WCAG 2.2.2).
 */

/** The sources a video element lists in `data-sources` (JSON: [{ src, type }]). */
export interface VideoSource {
  src: string;
  type: string;
}

export function parseSources(json: string | undefined): VideoSource[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((s): s is VideoSource => typeof s?.src === 'string' && typeof s?.type === 'string')
    : [];
}

export function startHeroVideos(win: Window): void {
  const start = () => {
    for (const root of win.document.querySelectorAll<HTMLElement>('[data-hero-video]')) startHeroVideo(win, root);
  };
  // After `load`, and once the main thread is idle: the loop is decoration, and starting its
  // decoder must not delay a visitor's first taps on a slow phone.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(start, { timeout: 2000 }) : win.setTimeout(start, 200);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

function startHeroVideo(win: Window, root: HTMLElement): void {
  const video = root.querySelector('video');
  const toggle = root.querySelector<HTMLButtonElement>('[data-hero-video-toggle]');
  if (!video) return;
  const reduced = win.matchMedia('(prefers-reduced-motion: reduce)');
  // The button says what it will do ("Pause…" while playing, "Play…" while paused).
  const sync = () => {
    root.classList.toggle('is-paused', video.paused);
    const label = video.paused ? toggle?.dataset.playLabel : toggle?.dataset.pauseLabel;
    const text = toggle?.querySelector('span');
    if (label && text) text.textContent = label;
  };
  const play = () => {
    video.play().catch(() => {
      // Autoplay refused (data saver, power saving): the hero image simply stays.
    });
  };

  const load = () => {
    if (video.querySelector('source')) return;
    for (const { src, type } of parseSources(video.dataset.sources)) {
      const source = win.document.createElement('source');
      source.src = src;
      source.type = type;
      video.append(source);
    }
    video.muted = true;
    video.load();
    play();
  };

  video.addEventListener('playing', () => {
    root.classList.add('is-playing');
    if (toggle) toggle.hidden = false;
    sync();
  });
  video.addEventListener('pause', sync);
  toggle?.addEventListener('click', () => {
    if (video.paused) play();
    else video.pause();
  });
  reduced.addEventListener('change', () => {
    if (reduced.matches) video.pause();
  });

  if (!reduced.matches) load();
}
