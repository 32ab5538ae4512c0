import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { postJson, registerMember, siteForTests, staffPage } from './support/site.js';
import { sawText } from './support/toasts.js';

const site = siteForTests({ SEED_DEMO: 'false' });

const STREAM = 'https://yayin.example/canli';

async function registerWithPoints(page: Page, username: string) {
  await registerMember(page, site, username);
  // Today's stream points (the points slice): the active rule pays 1000.
  expect(await postJson(page, '/api/user/update-stream', { streamUrl: STREAM })).toBe(200);
}

async function createRewardInAdmin(page: Page, title: string, cost: string, stock: string) {
  // No waiting for the last save's toast: it rests in the bottom right corner, away from 'Yeni Ödül'.
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
    const { context, page } = await site.page();
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
    const admin = await staffPage(site);
    expect(await postJson(admin.page, '/api/streaming-verifications', { adminStreamUrl: STREAM, pointsReward: 1000 })).toBe(201);
    await admin.page.goto('/admin/rewards');
    await createRewardInAdmin(admin.page, 'Test Kupası', '400', '2');
    await createRewardInAdmin(admin.page, 'Pahalı Saat', '5000', '');

    const guest = await site.page();
    await guest.page.goto('/market');
    const guestCard = guest.page.getByTestId('reward-card').filter({ hasText: 'Test Kupası' });
    await expect.poll(() => guestCard.getByTestId('stock-badge').textContent()).toBe('Stok: 2');
    expect(await guest.page.getByTestId('reward-card').filter({ hasText: 'Pahalı Saat' }).getByText('Sınırsız').count()).toBe(1);
    expect(await guest.page.getByText('Seramik <b>kalın değil</b>').count()).toBe(2); // staff text as text, never HTML

    const member = await site.page();
    await registerWithPoints(member.page, 'alici');
    await member.page.goto('/market');
    await expect.poll(() => member.page.getByTestId('market-points').textContent()).toBe('1.000');
    expect(await member.page.getByRole('button', { name: 'Pahalı Saat: Yetersiz Puan' }).isDisabled()).toBe(true);
    expect(await myRewards(member.page).count()).toBe(0);

    await member.page.getByRole('button', { name: 'Test Kupası: Satın Al' }).click();
    const dialog = member.page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.getByText("'Test Kupası' ödülü için 400 puan harcanacak. Kalan puanınız: 600.").count())
      .toBe(1);
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
    await expect
      .poll(() => myRewards(member.page).getByText('İptal nedeni: Kargo bölgesi dışında · Puanlarınız iade edildi.').count())
      .toBe(1);
    await expect.poll(() => member.page.getByTestId('market-points').textContent()).toBe('600');
    await expect.poll(() => guestCard.getByTestId('stock-badge').textContent()).toBe('Stok: 1');
    await expect.poll(() => admin.page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() =>
        admin.page
          .getByTestId('reward-order-row')
          .filter({ hasText: 'İptal Edildi' })
          .getByText('Kargo bölgesi dışında · yonetici')
          .count(),
      )
      .toBe(1);
    await screenshot(admin.page, 'rewards-admin-1280');

    await member.page.setViewportSize({ width: 390, height: 900 });
    await screenshot(member.page, 'rewards-member-390');
    for (const c of [admin.context, guest.context, member.context]) await c.close();
  });

  it("a guest who presses buy gets 'Giriş Gerekli' and goes to /giris", async () => {
    const { context, page } = await site.page(390);
    await page.goto('/market');
    await page.getByRole('button', { name: 'Pahalı Saat: Satın Al' }).click();
    await expect.poll(() => sawText(page, 'Giriş Gerekli')).toBe(true);
    await page.waitForURL(/\/giris\?redirect=%2Fmarket/);
    await context.close();
  });
});
