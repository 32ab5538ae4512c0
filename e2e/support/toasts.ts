import type { BrowserContext, Page } from 'playwright-core';

export interface SeenToast {
  type: string;
  text: string;
}

declare global {
  interface Window {
    seenToasts?: SeenToast[];
  }
}

/**
 * Notes every toast the context's pages raise, as it appears. The toaster shows one at a time, so a
 * toast replaced a moment later (an error after a success) would slip past a look at the screen.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: SeenToast[] = (window.seenToasts = []);
    new MutationObserver((mutations) => {
      for (const m of mutations)
        m.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          const toasts = node.matches('[data-sonner-toast]')
            ? [node]
            : Array.from(node.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
          for (const t of toasts) seen.push({ type: t.dataset.type ?? '', text: t.textContent ?? '' });
        });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts the page has raised since it was loaded. */
export const seenToasts = (page: Page) => page.evaluate(() => window.seenToasts ?? []);
