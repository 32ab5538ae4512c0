/**
 * Runs `task` once the page has loaded and the browser is idle, so what is not needed for the first
 * paint (the socket, the toaster) never competes with it. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let handle: number | undefined;
  const idle = 'requestIdleCallback' in window;
  const schedule = () => {
    handle = idle ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
