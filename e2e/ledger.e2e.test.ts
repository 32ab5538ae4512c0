import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { siteForTests, staffPage } from './support/site.js';
import { sawText, toastCount } from './support/toasts.js';

const site = siteForTests({ SEED_DEMO: 'false' });

const poll = expect.poll;

/** A same-origin JSON call from the page (with its session cookie), for set-up steps the test is not about. */
async function call(page: Page, method: string, url: string, body?: unknown) {
  const r = await page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u, {
        method: m,
        headers: { 'content-type': 'application/json' },
        body: b ? JSON.stringify(b) : undefined,
      });
      return { status: res.status, json: await res.json() };
    },
    [method, url, body] as const,
  );
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

async function member(username: string, width?: number) {
  const { context, page } = await site.page(width);
  await page.goto('/kayit');
  await page.getByLabel('Kullanıcı Adı', { exact: true }).fill(username);
  await page.getByLabel('E-posta', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.waitForURL(`${site.url}/`);
  return { context, page };
}

let companyId = '';
/** The member applies (investment → tickets at 500₺ each), staff approve: the points follow. */
async function approvedApplication(memberPage: Page, staffPage: Page, investmentAmount: number) {
  const app = await call(memberPage, 'POST', '/api/ticket-applications', {
    ticketCompanyId: companyId,
    username: 'oyuncu',
    investmentAmount,
  });
  await call(staffPage, 'PATCH', `/api/admin/ticket-applications/${app.id}`, { status: 'approved' });
}

const rows = (page: Page) => page.getByTestId('ledger-row');
const names = (page: Page) => page.getByTestId('leaderboard-username').allTextContents();
const points = (page: Page) => page.getByTestId('leaderboard-points').allTextContents();

async function lightTheme(page: Page) {
  await page.evaluate(() => localStorage.setItem('theme', '"light"'));
  await page.reload();
  await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
}

describe('points ledger and the period leaderboards', () => {
  it('staff set points per ticket; approvals and a purchase appear live in Puan Geçmişi and on the boards', async () => {
    const admin = await staffPage(site);
    await admin.page.goto('/admin/settings');
    await admin.page.getByRole('tab', { name: 'Bilet Ayarları' }).click();
    await poll(() => admin.page.getByLabel('Bilet Başına Puan').inputValue()).toBe('10');
    await admin.page.getByLabel('Bilet Başına Puan').fill('15');
    await admin.page.getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => sawText(admin.page, 'Bilet ayarları güncellendi')).toBe(true);
    await screenshot(admin.page, 'ledger-admin-ticket-settings-1280');
    companyId = (
      await call(admin.page, 'POST', '/api/ticket-companies', {
        name: 'Yıldız Bilet',
        logoUrl: 'https://img.example/l.png',
        ticketPrice: 500,
      })
    ).id;

    const visitor = await site.page();
    await visitor.page.goto('/lider-tablosu');
    expect(await visitor.page.getByRole('tab', { name: 'Tüm Zamanlar' }).getAttribute('aria-selected')).toBe('true');
    await visitor.page.getByRole('tab', { name: 'Bu Hafta' }).click();
    await poll(() => visitor.page.url()).toBe(`${site.url}/lider-tablosu?donem=hafta`);
    await poll(() => visitor.page.getByText('Henüz lider yok').count()).toBe(1);

    // The form tells the member what an approval will earn (3 tickets × 15).
    const ayse = await member('ayse');
    await ayse.page.goto('/bilet-sistemi');
    await ayse.page.getByTestId('ticket-company').filter({ hasText: 'Yıldız Bilet' }).click();
    await ayse.page.getByLabel('Kullanıcı Adı', { exact: true }).fill('ayse_oyun');
    await ayse.page.getByLabel('Yatırım Tutarı (₺)', { exact: true }).fill('1500');
    await poll(async () => (await ayse.page.getByTestId('ticket-points').textContent())?.trim()).toBe(
      'Başvurunuz onaylanınca 45 puan kazanırsınız.',
    );
    await screenshot(ayse.page, 'ledger-ticket-form-1280');
    await ayse.page.getByRole('button', { name: 'Başvuru Gönder' }).click();
    await poll(() => toastCount(ayse.page, 'Bilet başvurunuz alındı. Admin onayı bekleniyor.')).toBe(1);
    const [application] = await call(ayse.page, 'GET', '/api/ticket-applications');

    await ayse.page.goto('/profil');
    await poll(() => ayse.page.getByText('Henüz puan hareketiniz yok', { exact: false }).count()).toBe(1);
    await call(admin.page, 'PATCH', `/api/admin/ticket-applications/${application.id}`, { status: 'approved' });

    // Without a reload: the member's ledger and header, and the visitor's weekly board.
    await poll(() => rows(ayse.page).count()).toBe(1);
    expect(await rows(ayse.page).getByTestId('ledger-description').textContent()).toBe('Bilet başvurusu onaylandı: 3 bilet');
    expect(await rows(ayse.page).getByTestId('ledger-delta').textContent()).toBe('+45');
    expect(await rows(ayse.page).getByTestId('ledger-balance').textContent()).toBe('45');
    expect(await rows(ayse.page).getByTestId('ledger-date').textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await rows(ayse.page).getByRole('img', { name: 'Bilet başvurusu' }).count()).toBe(1);
    await poll(() => ayse.page.getByTestId('header-points').textContent()).toBe('45');
    await poll(() => names(visitor.page)).toEqual(['ayse']);
    expect(await visitor.page.getByText('Birinci').count()).toBe(1);

    const can = await member('can');
    await approvedApplication(can.page, admin.page, 1000); // 2 tickets × 15
    await poll(() => names(visitor.page)).toEqual(['ayse', 'can']);

    // A purchase lowers the balance (and the all-time board), never what was earned this week or month.
    const reward = await call(admin.page, 'POST', '/api/rewards', {
      title: 'Kupa',
      description: 'Logolu kupa',
      pointsCost: 40,
      stock: 5,
    });
    await call(ayse.page, 'POST', '/api/user-rewards/purchase', { rewardId: reward.id });
    await poll(() => rows(ayse.page).count()).toBe(2);
    const spent = rows(ayse.page).first();
    expect(await spent.getByTestId('ledger-description').textContent()).toBe('Ödül satın alındı: Kupa');
    expect(await spent.getByTestId('ledger-delta').textContent()).toBe('−40');
    expect(await spent.getByTestId('ledger-delta').getAttribute('class')).toMatch(/text-red-700/);
    expect(await rows(ayse.page).last().getByTestId('ledger-delta').getAttribute('class')).toMatch(/text-emerald-700/);
    expect(await spent.getByTestId('ledger-balance').textContent()).toBe('5');
    await screenshot(ayse.page, 'ledger-profile-1280');
    expect(await points(visitor.page)).toEqual(['45', '30']);
    await visitor.page.getByRole('tab', { name: 'Bu Ay' }).click();
    await poll(() => points(visitor.page)).toEqual(['45', '30']);
    await visitor.page.getByRole('tab', { name: 'Tüm Zamanlar' }).click();
    await poll(() => names(visitor.page)).toEqual(['can', 'ayse']);
    expect(await points(visitor.page)).toEqual(['30', '5']);
    await visitor.page.getByRole('tab', { name: 'Bu Hafta' }).click();
    await screenshot(visitor.page, 'ledger-leaderboard-week-1280');

    // A reload keeps the open board (it is in the URL).
    await visitor.page.reload();
    await poll(() => visitor.page.getByRole('tab', { name: 'Bu Hafta' }).getAttribute('aria-selected')).toBe('true');
    await poll(() => names(visitor.page)).toEqual(['ayse', 'can']);
    await lightTheme(visitor.page);
    await screenshot(visitor.page, 'ledger-leaderboard-week-1280-light');
    await lightTheme(ayse.page);
    await poll(() => rows(ayse.page).count()).toBe(2);
    await screenshot(ayse.page, 'ledger-profile-1280-light');
    for (const p of [admin, visitor, ayse, can]) await p.context.close();
  });

  it('"Daha Fazla" loads older rows page by page; on a phone the table folds the date under the description', async () => {
    const admin = await staffPage(site);
    const deniz = await member('deniz', 390);
    const ids = await deniz.page.evaluate(async (company) => {
      const out: string[] = [];
      for (let i = 0; i < 53; i += 1) {
        const res = await fetch('/api/ticket-applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ticketCompanyId: company, username: 'deniz', investmentAmount: 500 }),
        });
        out.push((await res.json()).id);
      }
      return out;
    }, companyId);
    await admin.page.evaluate(async (list) => {
      for (const id of list) {
        await fetch(`/api/admin/ticket-applications/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'approved' }),
        });
      }
    }, ids);

    await deniz.page.goto('/profil');
    await poll(() => rows(deniz.page).count()).toBe(50);
    expect(await rows(deniz.page).first().getByTestId('ledger-balance').textContent()).toBe('795'); // 53 × 15
    await deniz.page.getByRole('button', { name: 'Daha Fazla' }).click();
    await poll(() => rows(deniz.page).count()).toBe(53);
    expect(await rows(deniz.page).last().getByTestId('ledger-balance').textContent()).toBe('15');
    expect(await deniz.page.getByRole('button', { name: 'Daha Fazla' }).count()).toBe(0);
    expect(await rows(deniz.page).first().getByTestId('ledger-date').isVisible()).toBe(false);
    expect(await deniz.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Live with older pages loaded: the new row comes first, nothing is repeated.
    await approvedApplication(deniz.page, admin.page, 500);
    await poll(() => rows(deniz.page).count()).toBe(54);
    expect(await rows(deniz.page).first().getByTestId('ledger-balance').textContent()).toBe('810');
    await deniz.page.getByTestId('points-ledger').scrollIntoViewIfNeeded();
    await screenshot(deniz.page, 'ledger-profile-390');
    await lightTheme(deniz.page);
    await poll(() => rows(deniz.page).count()).toBe(50);
    await screenshot(deniz.page, 'ledger-profile-390-light');

    const phone = await site.page(390);
    await phone.page.goto('/lider-tablosu?donem=ay');
    await poll(() => names(phone.page)).toEqual(['deniz', 'ayse', 'can']);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'ledger-leaderboard-month-390');
    await lightTheme(phone.page);
    await screenshot(phone.page, 'ledger-leaderboard-month-390-light');
    for (const p of [admin, deniz, phone]) await p.context.close();
  });
});
