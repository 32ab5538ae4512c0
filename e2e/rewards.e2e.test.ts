import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { ADMIN, startSite } from './support/server.js';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ SEED_DEMO: 'false' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const STREAM = 'https://yayin.example/canli';

async function adminPage() {
  const { context, page } = await newPage(browser, site.url);
  await page.goto('/admin-giris');
  await page.getByLabel('E-posta', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`${site.url}/admin`);
  return { context, page };
}

/** A same-origin JSON call from the page (with its session cookie), for set-up the UI of other slices owns. */
const post = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ([u, b]) => (await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
    [url, body] as const,
  );

async function registerWithPoints(page: Page, username: string) {
  await page.goto('/kayit');
  await page.getByLabel('Kullanıcı Adı', { exact: true }).fill(username);
  await page.getByLabel('E-posta', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.waitForURL(`${site.url}/`);
  // Today's stream points (the points slice): the active rule pays 1000.
  expect(await post(page, '/api/user/update-stream', { streamUrl: STREAM })).toBe(200);
}

async function createRewardInAdmin(page: Page, title: string, cost: string, stock: string) {
  await page.getByRole('button', { name: 'Yeni Ödül' }).click();
  const form = page.getByRole('form', { name: 'Ödül formu' });
  await form.getByLabel('Başlık', { exact: true }).fill(title);
  await form.getByLabel('Açıklama', { exact: true }).fill('Seramik <b>kalın değil</b>');
  await form.getByLabel('Puan Bedeli', { exact: true }).fill(cost);
  await form.getByLabel('Stok', { exact: true }).fill(stock);
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(1);
}

const myRewards = (page: Page) => page.getByTestId('my-reward');

describe('points market', () => {
  it('shows the 3-card skeleton while loading, then the empty state', async () => {
    const { context, page } = await newPage(browser, site.url);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/rewards/active', async (route) => (await gate, route.continue()));
    await page.goto('/market');
    await expect.poll(() => page.getByTestId('reward-skeleton').count()).toBe(3);
    expect(await page.getByRole('heading', { name: 'Puan Marketi' }).count()).toBe(1);
    release();
    await expect.poll(() => page.getByText('Henüz Ödül Yok').count()).toBe(1);
    await context.close();
  });

  it('a member buys a reward and sees it in Aldığınız Ödüller; stock, balance and order status update live everywhere', async () => {
    const admin = await adminPage();
    expect(await post(admin.page, '/api/streaming-verifications', { adminStreamUrl: STREAM, pointsReward: 1000 })).toBe(201);
    await admin.page.goto('/admin/rewards');
    await createRewardInAdmin(admin.page, 'Test Kupası', '400', '2');
    await createRewardInAdmin(admin.page, 'Pahalı Saat', '5000', '');

    const guest = await newPage(browser, site.url);
    await guest.page.goto('/market');
    const guestCard = guest.page.getByTestId('reward-card').filter({ hasText: 'Test Kupası' });
    await expect.poll(() => guestCard.getByTestId('stock-badge').textContent()).toBe('Stok: 2');
    expect(await guest.page.getByTestId('reward-card').filter({ hasText: 'Pahalı Saat' }).getByText('Sınırsız').count()).toBe(1);
    expect(await guest.page.getByText('Seramik <b>kalın değil</b>').count()).toBe(2); // staff text as text, never HTML

    const member = await newPage(browser, site.url);
    await registerWithPoints(member.page, 'alici');
    await member.page.goto('/market');
    await expect.poll(() => member.page.getByTestId('market-points').textContent()).toBe('1.000');
    expect(await member.page.getByRole('button', { name: 'Pahalı Saat: Yetersiz Puan' }).isDisabled()).toBe(true);
    expect(await myRewards(member.page).count()).toBe(0);

    await member.page.getByRole('button', { name: 'Test Kupası: Satın Al' }).click();
    const dialog = member.page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText("'Test Kupası' ödülü için 400 puan harcanacak. Kalan puanınız: 600.").count()).toBe(1);
    await screenshot(member.page, 'rewards-confirm-1280');
    await dialog.getByRole('button', { name: 'Satın Al' }).click();
    await expect.poll(() => member.page.getByRole('heading', { name: /Aldığınız Ödüller/ }).count()).toBe(1);
    await expect.poll(() => myRewards(member.page).filter({ hasText: 'Test Kupası' }).getByText('Beklemede').count()).toBe(1);
    await expect.poll(() => member.page.getByTestId('market-points').textContent()).toBe('600');
    await screenshot(member.page, 'rewards-bought-1280');

    // Pages opened before the purchase, never reloaded.
    await expect.poll(() => guestCard.getByTestId('stock-badge').textContent()).toBe('Stok: 1');
    const row = admin.page.getByTestId('reward-order-row').filter({ hasText: 'alici' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Teslim Edildi' }).click();
    await expect.poll(() => myRewards(member.page).getByText('Teslim Edildi').count()).toBe(1);

    // The last unit: sold out for everyone at once.
    await member.page.getByRole('button', { name: 'Test Kupası: Satın Al' }).click();
    await member.page.getByRole('alertdialog').getByRole('button', { name: 'Satın Al' }).click();
    await expect.poll(() => myRewards(member.page).count()).toBe(2);
    await expect.poll(() => guestCard.getByTestId('stock-badge').textContent()).toBe('Tükendi');
    expect(await member.page.getByRole('button', { name: 'Test Kupası: Tükendi' }).isDisabled()).toBe(true);
    await screenshot(guest.page, 'rewards-sold-out-guest-1280');

    // Staff cancel the second order: the member sees why, and the points come back.
    const pending = admin.page.getByTestId('reward-order-row').filter({ hasText: 'Beklemede' });
    await expect.poll(() => pending.count()).toBe(1);
    await pending.getByRole('button', { name: 'İptal Et' }).click();
    await admin.page.getByRole('dialog').getByLabel('İptal nedeni').fill('Kargo bölgesi dışında');
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Siparişi İptal Et' }).click();
    await expect.poll(() => myRewards(member.page).getByText('İptal nedeni: Kargo bölgesi dışında · Puanlarınız iade edildi.').count()).toBe(1);
    await expect.poll(() => member.page.getByTestId('market-points').textContent()).toBe('600');
    await expect.poll(() => guestCard.getByTestId('stock-badge').textContent()).toBe('Stok: 1');
    await expect.poll(() => admin.page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => admin.page.getByTestId('reward-order-row').filter({ hasText: 'İptal Edildi' }).getByText('Kargo bölgesi dışında · yonetici').count()).toBe(1);
    await screenshot(admin.page, 'rewards-admin-1280');

    await member.page.setViewportSize({ width: 390, height: 900 });
    await screenshot(member.page, 'rewards-member-390');
    for (const c of [admin.context, guest.context, member.context]) await c.close();
  });

  it("a guest who presses buy gets 'Giriş Gerekli' and goes to /giris", async () => {
    const { context, page } = await newPage(browser, site.url, 390);
    await page.goto('/market');
    await page.getByRole('button', { name: 'Pahalı Saat: Satın Al' }).click();
    await expect.poll(() => page.getByText('Giriş Gerekli').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/giris\?redirect=%2Fmarket/);
    await context.close();
  });
});
