import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { ADMIN } from './support/server.js';
import { siteForTests } from './support/site.js';
import { staffCookie, useSession } from './support/staff.js';

const PASSWORD = 'Kuzey-Yildizi-7';
const site = siteForTests({ SEED_DEMO: 'false', ADMIN_PASSWORD: PASSWORD });

/** Logs the context in as staff through the API, both steps (its cookie jar is the pages'). */
const logIn = async (context: BrowserContext, email: string) =>
  useSession(context, site.url, await staffCookie(site, { email, password: PASSWORD }));

async function call(context: BrowserContext, method: string, url: string, data?: unknown) {
  const res = await context.request.fetch(url, { method, data, headers: { origin: site.url } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<{ id: string; slots: { id: string }[] }>;
}

const within1s = (page: Page, testId: string, text: string) =>
  expect.poll(async () => page.getByTestId(testId).innerText(), { timeout: 1000, interval: 50 }).toContain(text);

describe('bonus hunts in the browser', () => {
  it('staff record results; the member page and the overlay both show them within 1 s', async () => {
    const staff = await site.page(1280);
    await logIn(staff.context, ADMIN.email);
    let hunt = await call(staff.context, 'POST', '/api/admin/hunts', { title: 'Cuma Gecesi Avı', startCost: 1500, entryFee: 0 });
    for (const [name, bet] of [
      ['Gates of Olympus', 20],
      ['Sweet Bonanza', 0.4],
      ['Big Bass', 10],
    ] as const) {
      hunt = await call(staff.context, 'POST', `/api/admin/hunts/${hunt.id}/slots`, { name, provider: 'Pragmatic Play', bet });
    }
    const member = await site.page(1280);
    const reg = await member.context.request.post('/api/auth/register', {
      data: { username: 'tahminci', email: 'tahminci@example.com', password: PASSWORD },
      headers: { origin: site.url },
    });
    expect(reg.status()).toBe(201);
    await member.page.goto(`/bonus-avlari/${hunt.id}`);
    await member.page.getByLabel('Toplam kazanç tahmini (₺)').fill('1800');
    await member.page.getByLabel('En iyi çarpanı verecek bonus').selectOption({ label: 'Sweet Bonanza' });
    await member.page.getByRole('button', { name: 'Tahmin Gönder' }).click();
    await expect.poll(() => member.page.getByTestId('own-prediction').innerText()).toContain('1.800₺');

    const overlay = await site.page(1920);
    await overlay.page.setViewportSize({ width: 1920, height: 1080 });
    await overlay.page.goto(`/overlay/bonus-avi/${hunt.id}`);
    await overlay.page.getByTestId('hunt-overlay').waitFor();

    await staff.page.goto('/admin/bonus-avlari');
    // The member named Sweet Bonanza: staff cannot remove it (the server would refuse), the others they can.
    const removePicked = staff.page.getByRole('button', { name: 'Sweet Bonanza sil (1 tahmin bu bonusu seçti; çıkarılamaz)' });
    await expect.poll(() => removePicked.isDisabled()).toBe(true);
    expect(await staff.page.getByRole('button', { name: 'Big Bass sil', exact: true }).isEnabled()).toBe(true);
    await staff.page.getByRole('button', { name: 'Açılışı Başlat' }).click();
    await staff.page.getByLabel('Gates of Olympus kazanç (₺)').fill('1234,5');
    await screenshot(staff.page, 'hunts-admin-opening');
    await staff.page.getByRole('button', { name: 'Kaydet' }).first().click();
    await within1s(member.page, 'slot-table', '1.234,50₺');
    await within1s(overlay.page, 'overlay-opened', '1.234,50₺');
    await within1s(overlay.page, 'overlay-current', 'Sweet Bonanza');

    await staff.page.getByLabel('Sweet Bonanza kazanç (₺)').fill('80');
    await staff.page.getByRole('button', { name: 'Kaydet' }).first().click();
    await within1s(member.page, 'slot-table', '200,00x');
    await within1s(overlay.page, 'overlay-current', 'Big Bass');

    // Screenshots to look at: the public page (desktop, phone; light, dark) and the overlay over a dark and a light picture.
    await screenshot(member.page, 'hunts-public-desktop-light');
    await member.page.evaluate(() => document.documentElement.classList.add('dark'));
    await screenshot(member.page, 'hunts-public-desktop-dark');
    await member.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(member.page, 'hunts-public-phone-dark');
    await overlay.page.goto(`/overlay/bonus-avi/${hunt.id}?seffaf=1`);
    await overlay.page.getByTestId('hunt-overlay').waitFor();
    for (const [name, picture] of [
      ['dark', 'linear-gradient(135deg, #0f172a, #1e1b4b 60%, #111827)'],
      ['light', 'linear-gradient(135deg, #f8fafc, #fde68a 60%, #e0f2fe)'],
    ] as const) {
      await overlay.page.evaluate((p) => (document.body.style.background = p), picture);
      await screenshot(overlay.page, `hunts-overlay-over-${name}`, { fullPage: false });
    }

    for (const c of [staff, member, overlay]) await c.context.close();
  }, 90_000);
});
