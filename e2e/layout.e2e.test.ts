import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FRONTEND_MISSING_PAGE } from '../backend/http/frontend-missing.js';
import { screenshot } from './support/browser.js';
import { postJson, registerMember, siteForTests, staffPage } from './support/site.js';
import { toastRest } from './support/toasts.js';

// The demo content brings a ticket company for the raffle page.
const site = siteForTests({ SEED_DEMO: 'true' });

const poll = expect.poll;
const themes = ['dark', 'light'] as const;

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
  await page.reload();
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

// What a person saw on the screens, fixed and kept fixed.
describe('screens as a person sees them', () => {
  it('a toast rests in the lower right corner on a wide screen, below the header on a phone: never over the points, the name or Çıkış Yap', async () => {
    for (const [width, theme] of [
      [1280, 'dark'],
      [390, 'light'],
    ] as const) {
      const { context, page } = await site.page(width);
      await context.addInitScript((t) => {
        localStorage.setItem('hasSeenWelcome', 'true');
        localStorage.setItem('theme', JSON.stringify(t));
      }, theme);
      await registerMember(page, site, `bildirim${width}`);
      // Sonner mounts a toast aside and slides it in: where it comes to rest is measured in the page as
      // it happens (support/toasts.ts), since a 3 s toast can be gone by the time a busy machine looks.
      await poll(() => toastRest(page, 'Kayıt başarılı')).not.toBeNull();
      const shown = (await toastRest(page, 'Kayıt başarılı'))!;
      const header = await box(page, 'header');
      expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
      if (width > 600) {
        // Away from the page's own top-right actions (the admin pages' 'Yeni …'): the bottom right corner.
        const screen = page.viewportSize()!;
        expect(screen.height - (shown.y + shown.height)).toBeLessThanOrEqual(32);
        expect(screen.width - (shown.x + shown.width)).toBeLessThanOrEqual(32);
      }
      // Sonner holds a toast under the pointer, so the picture shows it (if it still shows on a slow machine).
      await page.mouse.move(shown.x + shown.width / 2, shown.y + shown.height / 2);
      await page.screenshot({ path: `test-results/screenshots/layout-toast-${width}-${theme}.png` });
      await context.close();
    }
  });

  it('the Bilet Sistemi heading starts where the content under it starts, on both steps', async () => {
    for (const width of [1280, 390]) {
      for (const theme of themes) {
        const { context, page } = await site.page(width);
        await page.goto('/bilet-sistemi');
        await setTheme(page, theme);
        const heading = page.getByRole('heading', { name: 'Bilet Sistemi', level: 1 });
        await poll(() => page.getByTestId('ticket-company').count()).toBeGreaterThan(0);
        const grid = (await page.getByTestId('ticket-company').first().boundingBox())!;
        expect(Math.abs((await heading.boundingBox())!.x - grid.x)).toBeLessThanOrEqual(1);
        await screenshot(page, `layout-tickets-step1-${width}-${theme}`);

        await page.getByTestId('ticket-company').first().click();
        const form = page.getByRole('form', { name: 'Bilet başvuru formu' });
        await poll(() => form.count()).toBe(1);
        const card = (await page
          .getByTestId('selected-company')
          .locator('xpath=ancestor::div[contains(@class,"max-w-xl")][1]')
          .boundingBox())!;
        expect(Math.abs((await heading.boundingBox())!.x - card.x)).toBeLessThanOrEqual(1);
        await screenshot(page, `layout-tickets-step2-${width}-${theme}`);
        await context.close();
      }
    }
  });

  it('long page paths stay inside their bars in En Çok Ziyaret Edilen Sayfalar', async () => {
    const visitor = await site.page();
    await visitor.page.goto('/');
    const long = `/etkinlikler/${'uzun-bir-etkinlik-kimligi-'.repeat(2)}2026`;
    for (const path of [long, long, long, '/etkinlikler/kisa', '/market']) {
      expect(await postJson(visitor.page, '/api/analytics/page-view', { path, referrer: null })).toBe(202);
    }
    await visitor.context.close();

    for (const width of [1280, 390]) {
      const { context, page } = await staffPage(site, width);
      for (const theme of themes) {
        await page.goto('/admin/analytics?period=day');
        await setTheme(page, theme);
        const list = page.getByTestId('top-pages');
        await poll(() => list.getByText(long).count()).toBe(1);
        const row = (await list.locator('li').filter({ hasText: long }).boundingBox())!;
        const label = (await list.getByText(long).boundingBox())!;
        const count = (await list.locator('li').filter({ hasText: long }).getByText('3', { exact: true }).boundingBox())!;
        expect(label.x + label.width).toBeLessThanOrEqual(row.x + row.width);
        expect(count.x + count.width).toBeLessThanOrEqual(row.x + row.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `layout-analytics-pages-${width}-${theme}`);
      }
      await context.close();
    }
  });

  it('without a build, the page says in plain words how to build the front end', async () => {
    for (const [width, scheme] of [
      [1280, 'dark'],
      [390, 'light'],
    ] as const) {
      const { context, page } = await site.page(width);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setContent(FRONTEND_MISSING_PAGE);
      expect(await page.getByRole('heading', { name: 'Ön yüz henüz derlenmedi' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `layout-frontend-missing-${width}-${scheme}`);
      await context.close();
    }
  });
});
