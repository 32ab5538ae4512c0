import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtpDouble } from '../backend/test-support/smtp-double.js';
import { registerMember, siteForTests } from './support/site.js';

/** A port free now, so PUBLIC_ORIGIN (what the mailed link is built from) can name the server before it starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let smtp: Awaited<ReturnType<typeof startSmtpDouble>> | undefined;
const site = siteForTests(
  { SEED_DEMO: 'false' },
  {
    // A real SMTP server inside the test: the mail goes out through the app's nodemailer over SMTP.
    before: async () => {
      smtp = await startSmtpDouble();
      const port = String(await freePort());
      return {
        PORT: port,
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Site <no-reply@site.example>',
      };
    },
    after: async () => smtp?.close(),
  },
);
const mail = () => {
  if (!smtp) throw new Error('the SMTP server starts in beforeAll');
  return smtp;
};
const headerName = (page: import('playwright-core').Page) => page.getByTestId('header-user-name');

describe('a member who forgot the password', () => {
  it('asks for a link on /giris, reads it in the e-mail, sets a new password, is logged in, and the other session ends', async () => {
    const other = await site.page();
    await registerMember(other.page, site, 'deniz');
    await expect.poll(() => headerName(other.page).count()).toBe(1);

    const { context, page } = await site.page();
    await page.goto('/giris');
    await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
    await page.waitForURL(`${site.url}/sifremi-unuttum`);
    await page.getByLabel('E-posta veya Kullanıcı Adı', { exact: true }).fill('deniz@example.com');
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('şifre sıfırlama bağlantısı e-posta adresine gönderildi');

    const link = await mail().resetLinkTo('deniz@example.com');
    expect(link.startsWith(`${site.url}/sifre-sifirla?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
    await expect.poll(() => page.getByText('Şifre en az 6 karakter olmalıdır').count()).toBe(1);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('Kuzey-Yildizi-7');
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => headerName(page).textContent()).toBe('deniz@example.com');

    // The session the member left on the other browser ended with the reset.
    await other.page.reload();
    await expect.poll(() => other.page.getByRole('link', { name: 'Giriş Yap' }).count()).toBeGreaterThan(0);
    expect(await headerName(other.page).count()).toBe(0);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('Baska-Sifre-9');
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
    await expect.poll(() => page.getByTestId('reset-link-invalid').count()).toBe(1);
    await other.context.close();
    await context.close();
  });

  it('gets the same answer for an account that does not exist', async () => {
    const { context, page } = await site.page(390);
    await page.goto('/sifremi-unuttum');
    await page.getByLabel('E-posta veya Kullanıcı Adı', { exact: true }).fill('kimse-yok');
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Bu bilgilere ait bir hesap varsa');
    await context.close();
  });
});
