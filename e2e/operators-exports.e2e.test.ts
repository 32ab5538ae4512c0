import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { download, operatorSite, poll } from './support/operators.js';

const site = operatorSite();

describe('the download buttons', () => {
  it('every export screen saves its CSV: Turkish letters intact, a formula neutralised', async () => {
    const staff = await site.staffLogin();
    const sukru = await site.register('Şükrü', 'sukru@example.com');
    const company = await site.ok(
      'POST',
      '/api/ticket-companies',
      { name: 'Yıldız Bilet', logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
      staff,
    );
    const formula = '=cmd|"/c calc"!A1';
    await site.ok(
      'POST',
      '/api/ticket-applications',
      { ticketCompanyId: company.id, username: formula, investmentAmount: 1500 },
      sukru.cookie,
    );
    const event = await site.ok(
      'POST',
      '/api/admin/events',
      { title: 'Çarşamba Turnuvası', description: 'Açıklama', requiresTelegramVerification: false },
      staff,
    );
    await site.ok('POST', `/api/events/${event.id}/participate`, { message: 'Görüşürüz ğüşiöç' }, sukru.cookie);
    await site.ok('POST', `/api/admin/users/${sukru.json.user.id}/points`, { delta: 300, reason: 'Hoş geldin' }, staff);
    const reward = await site.ok(
      'POST',
      '/api/rewards',
      { title: 'Çay Bardağı', description: 'Cam', pointsCost: 100, stock: 5 },
      staff,
    );
    await site.ok('POST', '/api/user-rewards/purchase', { rewardId: reward.id }, sukru.cookie);

    const { page } = await site.adminPage();
    await page.goto('/admin/tickets');
    const applications = await download(page, 'bilet-basvurulari');
    expect(applications.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([['Şükrü', `'${formula}`, 'Yıldız Bilet']]);

    await page.goto(`/admin/etkinlikler/${event.id}/katilimcilar`);
    const participants = await download(page, 'Çarşamba Turnuvası - katılımcılar');
    expect(participants.slice(1).map((r) => r.slice(0, 1))).toEqual([['Şükrü']]);
    expect(participants[1]).toContain('Görüşürüz ğüşiöç');

    await page.goto('/admin/rewards');
    const orders = await download(page, 'odul-siparisleri');
    expect(orders.slice(1).map((r) => r.slice(1, 5))).toEqual([['Şükrü', 'Çay Bardağı', '100', 'Beklemede']]);

    await page.goto('/admin/kullanicilar?ara=%C5%9F%C3%BCkr%C3%BC');
    await poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
    const users = await download(page, 'kullanicilar');
    expect(users.slice(1).map((r) => [r[0], r[5]])).toEqual([['Şükrü', '200']]);

    await page.goto('/admin/denetim?islem=PointsAdjusted');
    const audit = await download(page, 'denetim-kaydi');
    expect(audit.slice(1).map((r) => r[4])).toEqual(['Puan düzeltmesi: Şükrü, +300 puan (Gerekçe: Hoş geldin), yeni bakiye 300']);
  });
});

describe('the API reference', () => {
  it('loads from this server under the site’s CSP', async () => {
    const { page } = await site.page();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => !r.url().startsWith(site.url) && problems.push(`outside request: ${r.url()}`));
    await page.goto('/api/docs');
    await poll(() => page.locator('.opblock-tag').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    expect(await page.locator('.opblock-tag').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Yönetim: Kullanıcılar')]),
    );
    expect(problems).toEqual([]);
    await screenshot(page, 'api-docs-1280');
  });
});
