import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { operatorSite, poll, setTheme } from './support/operators.js';

const site = operatorSite();
/** The issue's screenshots are kept for review beside the other branches' (test-results is wiped per run). */
const keep = (name: string) => {
  mkdirSync('/work/shots/erase', { recursive: true });
  copyFileSync(path.resolve('test-results/screenshots', `${name}.png`), `/work/shots/erase/${name}.png`);
};

describe('Hesabımı Sil in the browser (KVKK)', () => {
  it('a member downloads their data, then erases the account with the password: logged out, and cannot log in again', async () => {
    await site.register('Silinecek1');
    const { page } = await site.page(390); // the 390 window opens in the dark theme
    await site.login(page, '/giris', 'silinecek1@example.com', 'gizli123');
    await page.waitForURL(`${site.url}/`);
    await page.goto('/profil');
    await setTheme(page, 'dark');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Verilerimi İndir' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^verilerim-.*\.json$/);
    await page.getByRole('button', { name: 'Hesabımı Sil' }).click();
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.getByText('Bu işlem geri alınamaz', { exact: false }).count()).toBe(1);
    await dialog.getByLabel('Şifreniz').fill('gizli123');
    await screenshot(page, 'erase-dialog-390-dark', { fullPage: false });
    keep('erase-dialog-390-dark');
    await dialog.getByRole('button', { name: 'Hesabımı Sil' }).click();
    await poll(() => page.getByText('Hesabınız ve kişisel verileriniz silindi.').count()).toBeGreaterThan(0);
    await page.waitForURL(`${site.url}/`);
    const login = await page.request.post(`${site.url}/api/auth/login`, {
      data: { email: 'silinecek1@example.com', password: 'gizli123' },
      headers: { origin: site.url },
    });
    expect(login.status()).toBe(401);
  });

  it('the profile shows the card at 1280 in the light theme', async () => {
    await site.register('Silinecek2');
    const { page } = await site.page();
    await site.login(page, '/giris', 'silinecek2@example.com', 'gizli123');
    await page.waitForURL(`${site.url}/`);
    await page.goto('/profil');
    await setTheme(page, 'light');
    await page.getByRole('button', { name: 'Hesabımı Sil' }).click();
    await poll(() => page.getByRole('alertdialog').count()).toBe(1);
    await screenshot(page, 'erase-dialog-1280-light', { fullPage: false });
    keep('erase-dialog-1280-light');
  });
});
