import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.js';
import { screenshot, settled } from './support/browser.js';
import { siteForTests } from './support/site.js';

/**
 * The accessibility audits Lighthouse runs (support/axe.ts) on the public pages at phone width in both
 * themes. Lighthouse itself only sees the default dark theme and is too slow for every test run (it is
 * in `npm run bench`).
 */
const PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/', ready: (p) => p.getByTestId('promo-card').first().waitFor() },
  { path: '/market', ready: (p) => p.getByTestId('reward-card').first().waitFor() },
  { path: '/lider-tablosu', ready: (p) => p.getByRole('heading', { name: 'Puan Sıralaması' }).waitFor() },
  { path: '/etkinlikler', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/giris', ready: (p) => p.getByRole('link', { name: 'Şifremi Unuttum' }).waitFor() },
  // Without SMTP_URL: the page that sends members to the staff.
  { path: '/sifremi-unuttum', ready: (p) => p.getByTestId('mail-not-configured').waitFor() },
  { path: `/sifre-sifirla?token=${'x'.repeat(43)}`, ready: (p) => p.getByLabel('Yeni Şifre', { exact: true }).waitFor() },
];

const site = siteForTests({ SEED_DEMO: 'true' });

describe('the public pages pass the accessibility audits on a phone', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`in the ${theme} theme`, async () => {
      const { context, page } = await site.page(390);
      await context.addInitScript((t) => {
        localStorage.setItem('theme', JSON.stringify(t));
        localStorage.setItem('hasSeenWelcome', 'true');
      }, theme);
      const found: string[] = [];
      for (const { path, ready } of PAGES) {
        await page.goto(path);
        await ready(page);
        // Entrance animations (sliding banners, fades) must finish: axe reads the colours on screen.
        await settled(page);
        await screenshot(page, `a11y-${path === '/' ? 'home' : path.slice(1).split('?')[0]}-390-${theme}`);
        found.push(...describeViolations(path, await axeViolations(page)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
