import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { PNG_FILE, siteForTests, staffPage, visitorOnHome } from './support/site.js';
import { sawText } from './support/toasts.js';

/** Live updates and dialog transitions get a few seconds on a busy two-core machine. */
const poll = expect.poll;

const site = siteForTests({ SEED_DEMO: 'false' });

const homeTitles = (page: Page) => page.getByTestId('promo-card-title').allTextContents();

async function createCard(page: Page, card: { title: string; link: string; sortOrder: string; logo?: boolean }) {
  // No waiting for the last save's toast: it rests in the corner, away from 'Yeni Kart'.
  await page.getByRole('button', { name: 'Yeni Kart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kart' });
  await dialog.getByLabel('Başlık', { exact: true }).fill(card.title);
  await dialog.getByLabel('Bağlantı', { exact: true }).fill(card.link);
  await dialog.getByLabel('Sıra', { exact: true }).fill(card.sortOrder);
  if (card.logo) {
    await dialog.getByRole('tab', { name: 'Dosya Yükle' }).first().click();
    await dialog.getByLabel('Logo dosyası').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_FILE });
    await poll(() => sawText(page, 'Dosya yüklendi')).toBe(true);
    await poll(() => dialog.getByAltText('Logo önizlemesi').getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
  }
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await poll(() => sawText(page, 'Kart oluşturuldu')).toBe(true);
  await poll(() => dialog.count()).toBe(0);
}

describe('cards', () => {
  it('staff create cards with an uploaded logo; an open home page shows them in order, live, and loses a hidden one', async () => {
    const visitor = await visitorOnHome(site);
    await poll(() => visitor.page.getByText('Henüz kart bulunmamaktadır.').count()).toBe(1);

    const staff = await staffPage(site);
    await staff.page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Kartlar' }).click();
    await poll(() => staff.page.getByText('Henüz kart eklenmemiş.').count()).toBe(1);
    await createCard(staff.page, { title: 'Zeta Oyun', link: 'https://zeta.example', sortOrder: '2' });
    await createCard(staff.page, { title: 'Alfa Spor', link: 'https://alfa.example', sortOrder: '1', logo: true });
    await screenshot(staff.page, 'admin-cards-1280');

    // No reload: the socket notice refetches the open home page.
    await poll(() => homeTitles(visitor.page)).toEqual(['Alfa Spor', 'Zeta Oyun']);
    const alfa = visitor.page.getByTestId('promo-card').filter({ hasText: 'Alfa Spor' });
    expect(await alfa.getByRole('img', { name: 'Alfa Spor logosu' }).getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await alfa.getAttribute('target')).toBe('_blank');
    expect(await alfa.getAttribute('rel')).toBe('noopener noreferrer');

    // A click opens the site in a new tab and records one click.
    const click = visitor.page.waitForResponse((r) => /\/api\/cards\/[^/]+\/click$/.test(r.url()), { timeout: 0 });
    const popup = visitor.context.waitForEvent('page', { timeout: 0 }); // both bounded by the test's time, not 10 s
    await alfa.click();
    expect((await click).status()).toBe(202);
    await (await popup).close();

    // Hide 'Alfa Spor' in the edit dialog: it disappears from the open home page.
    await staff.page.getByRole('button', { name: 'Alfa Spor kartını düzenle' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Kartı Düzenle' });
    await dialog.getByLabel('Durum', { exact: true }).selectOption('hidden');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await poll(() => staff.page.getByTestId('admin-card').filter({ hasText: 'Alfa Spor' }).getByText('Gizli').count()).toBe(1);
    await poll(() => homeTitles(visitor.page)).toEqual(['Zeta Oyun']);

    // Delete asks first; then the home page is empty again.
    await staff.page.getByRole('button', { name: 'Zeta Oyun kartını sil' }).click();
    const confirm = staff.page.getByRole('alertdialog');
    await poll(() => confirm.getByText('Bu işlem geri alınamaz.', { exact: false }).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await poll(() => sawText(staff.page, 'Kart silindi')).toBe(true);
    await poll(() => visitor.page.getByText('Henüz kart bulunmamaktadır.').count()).toBe(1);
    await staff.context.close();
    await visitor.context.close();
  });

  it('the card dialog shows the server rules in Turkish and never sends a bad link', async () => {
    const staff = await staffPage(site);
    await staff.page.goto('/admin/cards');
    await staff.page.getByRole('button', { name: 'Yeni Kart' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Yeni Kart' });
    await dialog.getByLabel('Bağlantı', { exact: true }).fill('javascript:alert(1)');
    let posted = false;
    staff.page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/cards') && (posted = true));
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await poll(() => dialog.getByText('Başlık zorunludur').count()).toBe(1);
    expect(await dialog.getByText('Geçerli bir bağlantı (http:// veya https://) girin').count()).toBe(1);
    await dialog.getByRole('tab', { name: 'URL' }).first().click();
    await dialog.getByLabel('Logo', { exact: true }).fill('http://127.0.0.1:9/yok.png');
    await poll(() => dialog.getByText('Görsel yüklenemedi').count()).toBe(1);
    await screenshot(staff.page, 'admin-card-dialog-1280');
    expect(posted).toBe(false);
    await staff.context.close();
  });
});
