import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { failUntilHealed } from './support/failing-api.js';
import { siteForTests, staffPage } from './support/site.js';

const site = siteForTests({ SEED_DEMO: 'false' });

/** The screen says what did not load (never an endless spinner or a false "nothing here"), and Tekrar dene loads it. */
async function failsThenLoads(page: Page, path: string, api: string, what: string, loaded: () => Promise<number>) {
  const heal = await failUntilHealed(page, api);
  await page.goto(path);
  const failed = page.getByTestId('load-failed');
  await expect.poll(() => failed.innerText()).toMatch(new RegExp(`${what} yüklenemedi: Sunucu meşgul\\.\\s*Tekrar dene`));
  await screenshot(page, `load-failed${path.replaceAll('/', '-')}-${page.viewportSize()?.width}`, { fullPage: false });
  heal();
  await failed.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect.poll(loaded).toBeGreaterThan(0);
  expect(await failed.count()).toBe(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

describe('a screen whose data could not be loaded', () => {
  it('tells a visitor on the public pages, and loads on Tekrar dene', async () => {
    const { context, page } = await site.page(390);
    await failsThenLoads(page, '/market', '/api/rewards/active', 'Ödüller', () => page.getByText('Henüz Ödül Yok').count());
    await failsThenLoads(page, '/etkinlikler', '/api/events', 'Etkinlikler', () => page.getByText('Henüz Etkinlik Yok').count());
    await failsThenLoads(page, '/bilet-sistemi', '/api/ticket-companies', 'Firmalar', () =>
      page.getByText('Şu anda aktif firma bulunmamaktadır.').count(),
    );
    await context.close();
  });

  it('tells staff on the admin lists, and loads on Tekrar dene', async () => {
    const { context, page } = await staffPage(site);
    await failsThenLoads(page, '/admin/cards', '/api/cards/all', 'Kartlar', () =>
      page.getByText('Henüz kart eklenmemiş.').count(),
    );
    await failsThenLoads(page, '/admin/banners', '/api/banners/all', 'Bannerlar', () =>
      page.getByText('Henüz banner eklenmemiş.').count(),
    );
    await failsThenLoads(page, '/admin/tickets', '/api/admin/ticket-applications', 'Başvurular', () =>
      page.getByText('Henüz bilet başvurusu bulunmamaktadır.').count(),
    );
    await context.close();
  });
});
