import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { evidence } from './evidence.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shots = path.resolve('test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  await evidence.watch(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/**
 * Screenshots land in test-results/screenshots for a person to look at. `fullPage: false` shows only
 * the window, as a person sees a drawer or dialog (fixed to the window, it does not grow with the page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });
}

/**
 * Waits for the page's entrance animations and transitions (a slide-in, a fade) to finish, then for two
 * frames: the screen a person sees once things stop moving, for a screenshot or an audit that reads
 * colours. Endless animations (a marquee, a spinner) are not waited for. A state, not a fixed time.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    // Those running now: a slider that starts a new slide every few seconds is not waited for forever.
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
