import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { siteForTests, staffPage } from './support/site.js';
import { sawText } from './support/toasts.js';

const site = siteForTests({ SEED_DEMO: 'false' });

/** Validation and dialog transitions get a few seconds on a busy two-core machine. */
const poll = expect.poll;
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
const shown = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true }).count();

// The admin forms check in the browser with the server's own contract: the same Turkish words, the
// first field in error focused, a dialog that starts clean each time it opens.
describe('admin forms speak the contracts', () => {
  it('a create dialog names every missing field, clears a fixed one, and opens clean again', async () => {
    const { context, page } = await staffPage(site);
    await page.goto('/admin/companies');
    await page.getByRole('button', { name: 'Yeni Firma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Firma' });
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await poll(() => shown(dialog, 'Firma adı zorunludur')).toBe(1);
    expect(await shown(dialog, 'Logo zorunludur')).toBe(1);
    expect(await focusedName(page)).toBe('name');
    await dialog.getByLabel('Web Sitesi', { exact: true }).fill('ftp://firma');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await poll(() => shown(dialog, 'Geçerli bir bağlantı (http:// veya https://) girin')).toBe(1);
    await screenshot(page, 'forms-company-errors-1280');

    await dialog.getByLabel('Firma Adı', { exact: true }).fill('Örnek Firma');
    await poll(() => shown(dialog, 'Firma adı zorunludur')).toBe(0);
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Yeni Firma' }).click();
    await poll(() => dialog.getByLabel('Firma Adı', { exact: true }).inputValue()).toBe('');
    expect(await shown(dialog, 'Logo zorunludur')).toBe(0);
    expect(await dialog.getByLabel('Web Sitesi', { exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it('settings forms check each value with the server rule of its key', async () => {
    const { context, page } = await staffPage(site);
    await page.goto('/admin/settings');
    const grid = page.getByRole('form', { name: 'Grid ayarları' });
    await grid.getByLabel('Masaüstü Sütun Sayısı', { exact: true }).fill('9');
    await grid.getByLabel('Mobil Sütun Sayısı', { exact: true }).fill('');
    await grid.getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => shown(grid, 'Masaüstü sütun sayısı 1 ile 6 arasında olmalıdır')).toBe(1);
    expect(await shown(grid, 'Mobil sütun sayısı zorunludur')).toBe(1);
    expect(await focusedName(page)).toBe('gridColumnsDesktop');
    await grid.getByLabel('Masaüstü Sütun Sayısı', { exact: true }).fill('4');
    await grid.getByLabel('Mobil Sütun Sayısı', { exact: true }).fill('2');
    await grid.getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => sawText(page, 'Grid ayarları güncellendi')).toBe(true);

    await page.getByRole('tab', { name: 'Bilet Ayarları' }).click();
    const tickets = page.getByRole('form', { name: 'Bilet ayarları' });
    await tickets.getByLabel('Bilet Fiyatı (₺)', { exact: true }).fill('');
    await tickets.getByLabel('Bilet Başına Puan', { exact: true }).fill('');
    await tickets.getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => shown(tickets, 'Bilet fiyatı zorunludur')).toBe(1);
    expect(await shown(tickets, 'Bilet başına puan zorunludur')).toBe(1);
    await tickets.getByLabel('Bilet Fiyatı (₺)', { exact: true }).fill('0');
    await poll(() => shown(tickets, 'Bilet fiyatı en az 1 olmalıdır')).toBe(1);
    await screenshot(page, 'forms-ticket-settings-errors-1280');
    await context.close();
  });

  it('the reward form says an emptied cost is missing and saves what was typed', async () => {
    const { context, page } = await staffPage(site);
    await page.goto('/admin/rewards');
    await page.getByRole('button', { name: 'Yeni Ödül' }).click();
    const form = page.getByRole('form', { name: 'Ödül formu' });
    await form.getByLabel('Puan Bedeli', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Oluştur' }).click();
    await poll(() => shown(form, 'Puan bedeli zorunludur')).toBe(1);
    expect(await shown(form, 'Başlık zorunludur')).toBe(1);
    expect(await shown(form, 'Açıklama zorunludur')).toBe(1);
    await screenshot(page, 'forms-reward-errors-1280');
    await form.getByLabel('Başlık', { exact: true }).fill('Kupa');
    await form.getByLabel('Açıklama', { exact: true }).fill('Seramik kupa');
    await form.getByLabel('Puan Bedeli', { exact: true }).fill('250');
    await form.getByRole('button', { name: 'Oluştur' }).click();
    await poll(() => sawText(page, 'Ödül oluşturuldu')).toBe(true);
    await poll(() => page.getByRole('row').filter({ hasText: 'Kupa' }).count()).toBe(1);
    await context.close();
  });
});
