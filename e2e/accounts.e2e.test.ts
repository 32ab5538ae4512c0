import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { ADMIN } from './support/server.js';
import { registerMember, siteForTests } from './support/site.js';
import { recordToasts, sawText, seenToasts } from './support/toasts.js';

const site = siteForTests({ SEED_DEMO: 'false' });

describe('a member', () => {
  it('registers, logs out and logs in again; the session survives a server crash', async () => {
    const { context, page } = await site.page();
    await page.goto('/kayit');
    await page.getByLabel('Kullanıcı Adı', { exact: true }).fill('ayse');
    await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await page.getByLabel('E-posta', { exact: true }).fill('ayse@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => page.getByTestId('header-user-name').textContent()).toBe('Ayşe');
    await expect.poll(() => page.getByRole('link', { name: 'Profil' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    await screenshot(page, 'member-registered-1280');

    await site.restart('SIGKILL');
    await page.reload();
    await expect.poll(() => page.getByTestId('header-user-name').textContent()).toBe('Ayşe');

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Giriş Yap' }).count()).toBe(1);

    await page.goto('/giris');
    await page.getByLabel('E-posta veya Kullanıcı Adı', { exact: true }).fill('AYSE');
    await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => page.getByTestId('header-user-name').textContent()).toBe('Ayşe');
    await context.close();
  });

  it('logs out from the profile without an error toast: the lists on screen are not refetched with the ended session', async () => {
    const { context, page } = await site.page();
    await recordToasts(context);
    await registerMember(page, site, 'cikan1');
    await page.goto('/profil');
    await expect.poll(() => page.getByTestId('points-ledger').count()).toBe(1);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Giriş Yap' }).count()).toBe(1);
    await page.waitForLoadState('networkidle'); // the socket's reconnect and the refetches have settled
    expect(await seenToasts(page)).toEqual([{ type: 'success', text: 'Çıkış yapıldı' }]);
    await context.close();
  });

  it('sees field errors in Turkish and the server message for a wrong password', async () => {
    const { context, page } = await site.page();
    await page.goto('/kayit');
    await page.getByLabel('Kullanıcı Adı', { exact: true }).fill('ab');
    await page.getByLabel('Şifre', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect.poll(() => page.getByText('Kullanıcı adı en az 3 karakter olmalıdır').count()).toBe(1);
    await expect.poll(() => page.getByText('Şifre en az 6 karakter olmalıdır').count()).toBe(1);
    // An empty required field has its own word, and the first field in error takes the focus.
    expect(await page.getByText('E-posta zorunludur').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.getByLabel('Kullanıcı Adı', { exact: true }).fill('ayse_yeni');
    await expect.poll(() => page.getByText('Kullanıcı adı en az 3 karakter olmalıdır').count()).toBe(0);
    await page.goto('/giris');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('E-posta veya kullanıcı adı zorunludur').count()).toBe(1);
    expect(await page.getByText('Şifre zorunludur').count()).toBe(1);
    await page.getByLabel('E-posta veya Kullanıcı Adı', { exact: true }).fill('ayse');
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis99');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => sawText(page, 'E-posta/kullanıcı adı veya şifre hatalı.')).toBe(true);
    expect(page.url()).toBe(`${site.url}/giris`);
    await context.close();
  });

  it('is refused at the admin login and sent home from /admin', async () => {
    const { context, page } = await site.page();
    await page.goto('/admin-giris');
    await page.getByLabel('E-posta', { exact: true }).fill('ayse@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => sawText(page, 'Yetkisiz Erişim')).toBe(true);
    expect(page.url()).toBe(`${site.url}/admin-giris`);

    await page.goto('/giris');
    await page.getByLabel('E-posta veya Kullanıcı Adı', { exact: true }).fill('ayse');
    await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(`${site.url}/`);
    const status = await page.evaluate(
      async () =>
        (
          await fetch('/api/site-settings', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ settings: [{ key: 'marqueeText', value: 'x' }] }),
          })
        ).status,
    );
    expect(status).toBe(403);
    await page.goto('/admin');
    await expect.poll(() => sawText(page, 'Admin paneline erişim yetkiniz bulunmamaktadır.')).toBe(true);
    await page.waitForURL(`${site.url}/`);
    await context.close();
  });
});

describe('staff and guests', () => {
  it('a guest on /admin is sent to the admin login; the super_admin gets in, to the two-step enrolment first', async () => {
    const { context, page } = await site.page();
    await page.goto('/admin');
    await expect.poll(() => sawText(page, 'Admin paneline erişmek için giriş yapmalısınız.')).toBe(true);
    await page.waitForURL(/\/admin-giris/);
    await page.getByLabel('E-posta', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    // STAFF_2FA=required (the default): the panel opens on the enrolment (e2e/staff-two-step.e2e.test.ts goes on from there).
    await page.waitForURL(`${site.url}/admin/guvenlik`);
    await expect.poll(() => page.getByRole('heading', { name: 'Güvenlik' }).count()).toBe(1);
    await screenshot(page, 'admin-1280');
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(1);
    await context.close();
  });

  it('the theme toggle switches dark and light and is remembered', async () => {
    const { context, page } = await site.page();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Temayı değiştir' }).first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('"light"');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  it('an unknown page shows the 404 page; a phone gets the side menu', async () => {
    const { context, page } = await site.page(390);
    await page.goto('/boyle-bir-sayfa-yok');
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);
    await screenshot(page, 'not-found-390');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('link', { name: 'Lider Tablosu' }).count()).toBe(1);
    await context.close();
  });
});
