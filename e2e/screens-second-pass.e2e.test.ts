import { describe, expect, it } from 'vitest';
import { siteCall } from '../backend/test-support/site-call.js';
import { screenshot } from './support/browser.js';
import { setTheme } from './support/operators.js';
import { siteForTests } from './support/site.js';

const site = siteForTests();
const call = siteCall(() => site.url);

describe('what people see, second pass (#46)', () => {
  it('1. an unknown hunt, draw or event is the 404 page with a 404 status, "Geri Dön" goes back', async () => {
    for (const path of ['/bonus-avlari/yok-boyle-bir-av', '/cekilisler/yok', '/etkinlikler/yok']) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(404);
    }
    for (const width of [390, 1280]) {
      const { page } = await site.page(width);
      await page.goto('/market');
      await page.goto('/bonus-avlari/yok-boyle-bir-av');
      const notFound = page.getByTestId('not-found');
      await notFound.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await notFound.getByText('Aradığınız sayfa bulunamadı.').count()).toBe(1);
      expect(await notFound.getByRole('link', { name: 'Ana Sayfaya Dön' }).count()).toBe(1);
      await screenshot(page, `not-found-${width}-dark`);
      await setTheme(page, 'light');
      await notFound.waitFor();
      await screenshot(page, `not-found-${width}-light`);
      await notFound.getByRole('button', { name: 'Geri Dön' }).click();
      await page.waitForURL(`${site.url}/market`);
    }
  });

  it('9. a wrong login shows its error under the form as well as the "Hata" toast', async () => {
    expect(
      (await call('POST', '/api/auth/register', { username: 'girisci', email: 'girisci@example.com', password: 'gizli123' }))
        .status,
    ).toBe(201);
    for (const width of [390, 1280]) {
      const { page } = await site.page(width);
      await page.goto('/giris');
      await page.getByLabel('E-posta veya Kullanıcı Adı', { exact: true }).fill('girisci');
      await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      const form = page.getByRole('form', { name: 'Giriş formu' });
      const error = form.getByTestId('login-error');
      await error.waitFor();
      expect(await error.innerText()).toMatch(/\S/);
      await expect.poll(() => page.getByText('Hata', { exact: true }).count()).toBeGreaterThan(0);
      await screenshot(page, `login-error-${width}`);
      // The next try starts clean.
      await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.waitForURL(`${site.url}/`);
    }
    const { page } = await site.page(1280);
    await page.goto('/admin-giris');
    await page.getByLabel('E-posta', { exact: true }).fill('girisci@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByTestId('login-error').waitFor();
    await screenshot(page, 'admin-login-error-1280');
  });
});
