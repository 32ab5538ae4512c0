import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMember, siteForTests } from './support/site.js';

const site = siteForTests({ SEED_DEMO: 'false' });

async function login(page: Page, username: string) {
  await page.goto('/giris');
  await page.getByLabel('E-posta veya Kullanıcı Adı', { exact: true }).fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`${site.url}/`);
}
const loggedOut = (page: Page) => page.getByRole('link', { name: 'Giriş Yap' }).count();

describe('Oturumlarım on /profil', () => {
  it('lists where the member is logged in, closes another session at once, then all the others', async () => {
    const here = await site.page();
    await registerMember(here.page, site, 'selin');
    const laptop = await site.page();
    await login(laptop.page, 'selin');
    const phone = await site.page();
    await login(phone.page, 'selin');

    await here.page.goto('/profil');
    const rows = here.page.getByTestId('session');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('bu cihaz');
    expect(await here.page.getByText('bu cihaz', { exact: true }).count()).toBe(1);
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/Chrom.*Linux.*Adres:127\.0\.0\.0\/24/);

    // The newest session is the third browser's: closing it drops its socket, and its page turns to a guest's.
    await here.page
      .getByRole('button', { name: /^Oturumu kapat/ })
      .first()
      .click();
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => loggedOut(phone.page)).toBeGreaterThan(0);
    await laptop.page.reload();
    await expect.poll(() => laptop.page.getByTestId('header-user-name').textContent()).toBe('selin@example.com');

    await here.page.getByRole('button', { name: 'Diğer oturumları kapat' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => loggedOut(laptop.page)).toBeGreaterThan(0);
    await here.page.reload();
    await expect.poll(() => here.page.getByTestId('header-user-name').textContent()).toBe('selin@example.com');
    for (const p of [here, laptop, phone]) await p.context.close();
  });
});
