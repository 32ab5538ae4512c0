import type { BrowserContext, Page } from 'playwright-core';

export interface ToastRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SeenToast {
  type: string;
  text: string;
}

declare global {
  interface Window {
    /** Every toast the page raised, with the time it appeared (ms since the epoch). */
    seenToasts?: (SeenToast & { at: number; goneAt?: number; rest?: ToastRect })[];
    /** Set by support/evidence.ts: tells the test's log of each toast as it appears. */
    noteToast?: (line: string) => void;
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
    // Toasts on screen: one is gone when its node is (alone, or with the toaster's list around it).
    let shown: [Node, (typeof seen)[number]][] = [];
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    // Where a toast comes to rest (sonner mounts it aside and slides it in), measured in the page as it
    // happens: a test that looked later could find it gone (3 s) on a busy machine.
    async function measureRest(el: HTMLElement, entry: (typeof seen)[number]) {
      while (el.isConnected && el.getAttribute('data-mounted') !== 'true') await frame();
      await frame(); // the slide-in's transition starts on the frame after data-mounted
      await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
      if (!el.isConnected) return;
      const { x, y, width, height } = el.getBoundingClientRect();
      entry.rest = { x, y, width, height };
    }
    new MutationObserver((mutations) => {
      const now = performance.timeOrigin + performance.now();
      for (const [node, entry] of shown) if (!node.isConnected) entry.goneAt = now;
      shown = shown.filter(([node]) => node.isConnected);
      for (const m of mutations) {
        m.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          const toasts = node.matches('[data-sonner-toast]')
            ? [node]
            : Array.from(node.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
          for (const t of toasts) {
            const entry = { type: t.dataset.type ?? '', text: t.textContent ?? '', at: now };
            seen.push(entry);
            shown.push([t, entry]);
            void measureRest(t, entry);
            window.noteToast?.(`toast (${entry.type}): ${entry.text}`);
          }
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Where the first toast with `text` came to rest (its rect once its entrance ended), or null until it did. */
export const toastRest = (page: Page, text: string) =>
  page.evaluate((t) => (window.seenToasts ?? []).find((e) => e.text.includes(t))?.rest ?? null, text);

/** The toasts the page has raised since it was loaded. */
export const seenToasts = (page: Page): Promise<SeenToast[]> =>
  page.evaluate(() => (window.seenToasts ?? []).map(({ type, text }) => ({ type, text })));

const matches = (text: string | RegExp) => (seen: SeenToast) =>
  typeof text === 'string' ? seen.text.includes(text) : text.test(seen.text);

/**
 * How long the toast with `text` stayed on screen in ms (from its entrance to its removal), or null while
 * it is still there: its lifetime measured in the page, whatever the machine's load does to the test.
 */
export const toastShownFor = (page: Page, text: string) =>
  page.evaluate((t) => {
    const entry = (window.seenToasts ?? []).find((e) => e.text.includes(t));
    return entry?.goneAt === undefined ? null : entry.goneAt - entry.at;
  }, text);

/** How many toasts with `text` the page has raised since it was loaded (shown or already gone). */
export const toastCount = async (page: Page, text: string | RegExp) => (await seenToasts(page)).filter(matches(text)).length;

/**
 * Whether the page shows `text` now or raised it in a toast since it was loaded. A toast stays 3 s and
 * the toaster shows one at a time: on a busy machine it can come and go between two looks at the
 * screen, so a test that waits for one waits with this, never with `getByText` alone.
 */
export async function sawText(page: Page, text: string | RegExp) {
  if ((await toastCount(page, text)) > 0) return true;
  return (await page.getByText(text).count()) > 0;
}

declare global {
  interface Window {
    seenButtonLabels?: Set<string>;
  }
}

/**
 * From now on notes every label the page's buttons show, for a label that lasts a moment (a copy
 * button's 'Kopyalandı' for 2 s), which a busy machine's polls could miss. Call it before the action.
 */
export const recordButtonLabels = (page: Page) =>
  page.evaluate(() => {
    const seen = (window.seenButtonLabels = new Set<string>());
    const look = () => document.querySelectorAll('button').forEach((b) => seen.add(b.textContent?.trim() ?? ''));
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

/** Whether a button has shown `label` since recordButtonLabels. */
export const buttonLabelSeen = (page: Page, label: string) =>
  page.evaluate((l) => window.seenButtonLabels?.has(l) ?? false, label);
