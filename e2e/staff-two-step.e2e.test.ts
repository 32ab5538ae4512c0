import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type EnrolledStaff, nextSecondStep } from '../backend/test-support/two-factor.js';
import { ADMIN } from './support/server.js';
import { siteForTests } from './support/site.js';
import { sawText } from './support/toasts.js';

// The default of production: staff may do nothing staff-only before they enrol.
const site = siteForTests({ SEED_DEMO: 'false', STAFF_2FA: 'required' });
/** Codes computed from the key the page showed, like an authenticator app; 30 s steps, so a test may wait one. */
const TWO_STEPS = 120_000;

async function password(page: Page) {
  await page.goto('/admin-giris');
  await page.getByLabel('E-posta', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

let secret = '';
let recoveryCodes: string[] = [];
/** The authenticator app: the key read from the page, and the steps whose codes were used (no recovery codes: the test types those itself). */
const app: EnrolledStaff = { secret: '', recoveryCodes: [], lastStep: -1 };
async function nextCode() {
  const step = await nextSecondStep(app, () => new Date());
  if (!('code' in step)) throw new Error('the app computes codes only');
  return step.code;
}

describe('staff two-step login', () => {
  it(
    'a super_admin without it is sent to /admin/guvenlik, enrols with the QR key and a first code, and keeps the recovery codes',
    async () => {
      const { context, page } = await site.page();
      await password(page);
      await page.waitForURL(`${site.url}/admin/guvenlik`);
      await expect.poll(() => page.getByText('İki adımlı doğrulama gerekli.').count()).toBe(1);
      const refused = await page.evaluate(async () => {
        const res = await fetch('/api/admin/dashboard');
        return { status: res.status, body: (await res.json()) as { message: string } };
      });
      expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: 'İki adımlı doğrulama gerekli' }) });

      await page.getByRole('button', { name: 'Kurulumu Başlat' }).click();
      await expect.poll(() => page.getByTestId('otpauth-qr').count()).toBe(1);
      secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      app.secret = secret;
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('Doğrulama Kodu', { exact: true }).fill(await nextCode());
      await page.getByRole('button', { name: 'Onayla' }).click();
      await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
      recoveryCodes = await page.getByTestId('recovery-codes').locator('li').allTextContents();

      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Kodları İndir/ }).click(),
      ]);
      expect(file.suggestedFilename()).toBe('kurtarma-kodlari.txt');
      const text = readFileSync(await file.path(), 'utf8');
      for (const code of recoveryCodes) expect(text).toContain(code);

      await page.getByRole('link', { name: 'Kaydettim, panele git' }).click();
      await page.waitForURL(`${site.url}/admin`);
      await expect.poll(() => page.getByRole('heading', { name: 'Kontrol Paneli' }).count()).toBe(1);
      await context.close();
    },
    TWO_STEPS,
  );

  it(
    'then logs in through /admin-giris with the code of the moment, and once with a recovery code',
    async () => {
      expect(secret).not.toBe('');
      const { context, page } = await site.page();
      await password(page);
      await expect.poll(() => page.getByRole('heading', { name: 'İki Adımlı Doğrulama' }).count()).toBe(1);
      expect(page.url()).toBe(`${site.url}/admin-giris`);
      await page.getByLabel('Doğrulama Kodu', { exact: true }).fill('000000');
      await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
      await expect.poll(() => sawText(page, 'Doğrulama kodu hatalı veya süresi geçmiş.')).toBe(true);
      await page.getByLabel('Doğrulama Kodu', { exact: true }).fill(await nextCode());
      await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
      await page.waitForURL(`${site.url}/admin`);
      await expect.poll(() => page.getByRole('heading', { name: 'Kontrol Paneli' }).count()).toBe(1);
      await context.close();

      const second = await site.page(390);
      await password(second.page);
      await second.page.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
      await second.page.getByLabel('Kurtarma Kodu', { exact: true }).fill(recoveryCodes[0]!);
      await second.page.getByRole('button', { name: 'Doğrula', exact: true }).click();
      await second.page.waitForURL(`${site.url}/admin`);
      await second.context.close();
    },
    TWO_STEPS,
  );
});
