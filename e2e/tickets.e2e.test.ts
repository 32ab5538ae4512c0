import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { postJson, registerMember, siteForTests, staffPage } from './support/site.js';
import { sawText, toastCount } from './support/toasts.js';

const site = siteForTests({ SEED_DEMO: 'false' });

const LOGO = 'https://img.example/logo.png';

describe('ticket raffle', () => {
  it('shows the empty state when no company is active', async () => {
    const { context, page } = await site.page();
    await page.goto('/bilet-sistemi');
    await expect.poll(() => page.getByText('Şu anda aktif firma bulunmamaktadır.').count()).toBe(1);
    await context.close();
  });

  it('a member applies, staff approve in an open queue, the member sees Onaylandı and a number live', async () => {
    const admin = await staffPage(site);
    expect(
      await postJson(admin.page, '/api/ticket-companies', { name: 'Bilet Firması A', logoUrl: LOGO, ticketPrice: 300 }),
    ).toBe(201);
    await admin.page.goto('/admin/tickets');
    await expect.poll(() => admin.page.getByRole('tab', { name: /Bilet Firması A/ }).count()).toBe(1);

    const member = await site.page();
    await registerMember(member.page, site, 'biletci');
    await member.page.goto('/profil');
    await expect.poll(() => member.page.getByRole('heading', { name: 'Biletlerim' }).count()).toBe(1);
    await expect.poll(() => member.page.getByRole('link', { name: 'Bilet Sistemine Git' }).count()).toBe(1);

    const form = await site.page();
    await registerMember(form.page, site, 'basvurucu');
    await form.page.goto('/bilet-sistemi');
    await form.page.getByTestId('ticket-company').filter({ hasText: 'Bilet Firması A' }).click();
    // Validation toasts.
    await form.page.getByRole('button', { name: 'Başvuru Gönder' }).click();
    await expect.poll(() => toastCount(form.page, 'Lütfen tüm alanları doldurun.')).toBe(1);
    await form.page.getByLabel('Kullanıcı Adı', { exact: true }).fill('oyuncu1');
    await form.page.getByLabel('Yatırım Tutarı (₺)', { exact: true }).fill('50');
    expect(await form.page.getByTestId('ticket-count').textContent()).toBe('0');
    await form.page.getByRole('button', { name: 'Başvuru Gönder' }).click();
    await expect.poll(() => form.page.getByText("Minimum yatırım tutarı 100₺'dir.").count()).toBe(1);
    await form.page.getByLabel('Yatırım Tutarı (₺)', { exact: true }).fill('1000');
    expect(await form.page.getByTestId('ticket-count').textContent()).toBe('3');
    expect(await form.page.getByText('1 Bilet = 500₺').count()).toBe(1);
    await form.page.close();
    await form.context.close();

    // The member applies on the page itself.
    await member.page.goto('/bilet-sistemi');
    await member.page.getByTestId('ticket-company').filter({ hasText: 'Bilet Firması A' }).click();
    // The logo's host is unreachable here: a ticket glyph stands in, never a broken-image icon.
    await expect.poll(() => member.page.getByTestId('company-logo-fallback').count()).toBe(1);
    await member.page.getByLabel('Kullanıcı Adı', { exact: true }).fill('biletci_oyuncu');
    await member.page.getByLabel('Yatırım Tutarı (₺)', { exact: true }).fill('650');
    expect(await member.page.getByTestId('ticket-count').textContent()).toBe('2');
    await member.page.getByRole('button', { name: 'Başvuru Gönder' }).click();
    await expect.poll(() => toastCount(member.page, 'Bilet başvurunuz alındı. Admin onayı bekleniyor.')).toBe(1);
    expect(await member.page.getByLabel('Kullanıcı Adı', { exact: true }).inputValue()).toBe('');
    await screenshot(member.page, 'tickets-applied-1280');

    // The open admin queue gets it without a reload.
    const row = admin.page.getByTestId('admin-ticket-application').filter({ hasText: 'biletci_oyuncu' });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('Beklemede').count()).toBe(1);

    await member.page.goto('/profil');
    const mine = member.page.getByTestId('my-ticket-application');
    await expect.poll(() => mine.getByText('Beklemede').count()).toBe(1);

    await row.getByRole('button', { name: 'Onayla' }).click();
    await expect.poll(() => row.getByText('Onaylandı').count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Onayla' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Bilet Numaraları' }).click();
    await expect.poll(() => admin.page.getByTestId('application-numbers').locator('li').count()).toBe(2);
    await screenshot(admin.page, 'tickets-admin-1280');

    // The member's open profile follows live.
    await expect.poll(() => mine.getByText('Onaylandı').count()).toBe(1);
    await expect.poll(() => member.page.getByTestId('my-ticket-number').count()).toBe(2);
    expect(await member.page.getByTestId('my-ticket-number').first().getByText('Bilet Firması A').count()).toBe(1);
    await screenshot(member.page, 'tickets-profile-1280');
    for (const c of [admin.context, member.context]) await c.close();
  });

  it("a guest who applies gets 'Giriş Gerekli' and goes to /giris", async () => {
    const { context, page } = await site.page(390);
    await page.goto('/bilet-sistemi');
    await page.getByTestId('ticket-company').first().click();
    await page.getByLabel('Kullanıcı Adı', { exact: true }).fill('misafir');
    await page.getByLabel('Yatırım Tutarı (₺)', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Başvuru Gönder' }).click();
    await expect.poll(() => sawText(page, 'Giriş Gerekli')).toBe(true);
    await page.waitForURL(/\/giris/);
    await context.close();
  });
});
