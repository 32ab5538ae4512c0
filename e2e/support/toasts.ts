import type { BrowserContext, Page } from 'playwright-core';

export interface SeenToast {
  type: string;
  text: string;
}

declare global {
  interface Window {
    /** Every toast the page raised, with the time it appeared (ms since the epoch). */
    seenToasts?: (SeenToast & { at: number })[];
  }
}

/**
 * Notes every toast the context's pages raise, as it appears. The toaster shows one at a time for 3 s,
 * so a toast replaced a moment later (an error after a success), or shown and gone between two looks
 * at a busy machine's screen, would slip past a look at the screen; this list keeps it. Every page a
 * test site opens records them (support/browser.ts); a second call changes nothing.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    if (window.seenToasts) return;
    const seen = (window.seenToasts = []) as NonNullable<Window['seenToasts']>;
    new MutationObserver((mutations) => {
      for (const m of mutations)
        m.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          const toasts = node.matches('[data-sonner-toast]')
            ? [node]
            : Array.from(node.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
          const at = performance.timeOrigin + performance.now();
          for (const t of toasts) seen.push({ type: t.dataset.type ?? '', text: t.textContent ?? '', at });
        });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts the page has raised since it was loaded. */
export const seenToasts = (page: Page): Promise<SeenToast[]> =>
  page.evaluate(() => (window.seenToasts ?? []).map(({ type, text }) => ({ type, text })));

/** The same with their times, for a failed test's log. */
export const toastTimeline = (page: Page) => page.evaluate(() => window.seenToasts ?? []);

/** Whether the page has raised a toast whose text contains `text` (shown or already gone). */
export const toastSeen = async (page: Page, text: string) => (await seenToasts(page)).some((t) => t.text.includes(text));
