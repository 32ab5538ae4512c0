/**
 * The first screen is complete once the first page has been painted and its eagerly loaded pictures
 * (the largest thing on most pages) have arrived. Window `load` says nothing here: this SPA's page
 * renders after `load`, once its data and route code are in.
 */
let markShown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => (markShown = resolve));

/** How long a first-screen picture may hold back the work behind it (a slow or broken image host). */
const IMAGE_WAIT_MS = 3000;

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function eagerImagesLoaded(): Promise<void> {
  const pending = Array.from(document.images).filter((img) => img.loading !== 'lazy' && !img.complete);
  const loaded = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(loaded).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS)),
  ]);
}

let started = false;
/** Called once the router has rendered the first page (src/main.tsx); later calls do nothing. */
export function firstPageRendered() {
  if (started) return;
  started = true;
  void nextPaint()
    .then(eagerImagesLoaded)
    .then(() => markShown());
}

/**
 * Runs `task` once the first screen is complete and the browser is idle, so what is not needed to
 * show it (the socket, the toaster, the page view, the dialogs' code) never competes with it for a
 * phone's main thread or bandwidth. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelScheduled = () => undefined as void;
  void firstScreen.then(() => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 200);
      cancelScheduled = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelScheduled();
  };
}
