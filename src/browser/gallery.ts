/**
 * The full-screen viewer of the ImageGallery block. The block renders the thumbnails (buttons)
 * and a native <dialog> with every image hidden but one; this script opens it on the clicked
 * image, moves with the arrow keys, swipes and the previous/next buttons, and closes it on the
 * close button or a click outside the image. The browser itself closes it on Escape, keeps focus
 * inside while it is open (showModal) and makes the rest of the page inert.
 */

/** A horizontal swipe must travel further than this (CSS px) to change the image. */
export const SWIPE_THRESHOLD = 40;

const KEY_STEPS: Readonly<Record<string, -1 | 1>> = { ArrowLeft: -1, ArrowRight: 1 };

/** The index `delta` steps from `current`, wrapping around at both ends. */
export function nextIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

/** The step a pointer movement means: a mostly horizontal drag past the threshold; left = next. */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The arrow-key step for a keyboard event's `key`, or 0. */
export function keyStep(key: string): -1 | 0 | 1 {
  return KEY_STEPS[key] ?? 0;
}

/** "3 / 6" from the translated template the block puts in `data-template`. */
export function fillCounter(template: string, current: number, total: number): string {
  return template.replace('{current}', String(current)).replace('{total}', String(total));
}

/** Enhances every ImageGallery block on the page. */
export function enhanceGalleries(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-gallery]')) enhanceGallery(root);
}

function enhanceGallery(root: HTMLElement): void {
  const dialog = root.querySelector('dialog');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  const slides = [...dialog.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
  const counter = dialog.querySelector<HTMLElement>('[data-gallery-counter]');
  let current = 0;
  let opener: HTMLElement | null = null;
  let swipeStart: { x: number; y: number } | null = null;
  // A swipe ends with a click on the stage, which must not count as a click outside the image.
  let swiped = false;

  const show = (index: number) => {
    current = index;
    slides.forEach((slide, i) => {
      slide.hidden = i !== index;
    });
    if (counter) counter.textContent = fillCounter(counter.dataset.template ?? '', index + 1, slides.length);
  };
  const move = (step: number) => show(nextIndex(current, step, slides.length));

  root.addEventListener('click', (event) => {
    const thumb = (event.target as Element).closest<HTMLElement>('[data-gallery-index]');
    if (!thumb || dialog.contains(thumb)) return;
    opener = thumb;
    show(Number(thumb.dataset.galleryIndex));
    dialog.showModal();
  });

  dialog.addEventListener('click', (event) => {
    if (swiped) {
      swiped = false;
      return;
    }
    const target = event.target as Element;
    const action = target.closest<HTMLElement>('[data-gallery-action]')?.dataset.galleryAction;
    if (action === 'next') move(1);
    else if (action === 'previous') move(-1);
    else if (action === 'close' || target === dialog || target.hasAttribute('data-gallery-backdrop')) dialog.close();
  });

  dialog.addEventListener('keydown', (event) => {
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    move(step);
  });

  dialog.addEventListener('pointerdown', (event) => {
    swiped = false;
    swipeStart = { x: event.clientX, y: event.clientY };
  });
  dialog.addEventListener('pointerup', (event) => {
    if (!swipeStart) return;
    const step = swipeStep(event.clientX - swipeStart.x, event.clientY - swipeStart.y);
    swipeStart = null;
    if (step === 0) return;
    swiped = true;
    move(step);
  });
  dialog.addEventListener('pointercancel', () => {
    swipeStart = null;
  });

  dialog.addEventListener('close', () => {
    opener?.focus();
    opener = null;
  });
}
