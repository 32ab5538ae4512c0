import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { registerMember, siteForTests, staffPage } from './support/site.js';

const site = siteForTests({ SEED_DEMO: 'false' });

/** Staff copy the participants as text: the page may use the clipboard. */
async function adminPage() {
  const staff = await staffPage(site);
  await staff.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  return staff;
}

/** Staff create an event through the admin dialog; returns its id from the participants link. */
async function createEventInAdmin(page: Page, title: string, telegram: boolean) {
  await page.goto('/admin/etkinlikler');
  await page.getByRole('button', { name: 'Yeni Etkinlik' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Başlık', { exact: true }).fill(title);
  await dialog.getByLabel('Açıklama', { exact: true }).fill('Satır bir\nSatır iki <b>kalın değil</b>');
  if (!telegram) await dialog.getByRole('switch', { name: 'Telegram doğrulaması gerekli' }).click();
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await expect.poll(() => page.getByText('Etkinlik oluşturuldu').count()).toBeGreaterThan(0);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect.poll(() => row.count()).toBe(1);
  const href = await row.getByRole('link', { name: /Katılımcılar/ }).getAttribute('href');
  return href!.split('/')[3]!;
}

describe('events', () => {
  it('a member joins; an open guest page and the admin participants table update without a reload', async () => {
    const admin = await adminPage();
    const id = await createEventInAdmin(admin.page, 'Canlı Turnuva', false);
    expect(await admin.page.getByRole('row').filter({ hasText: 'Canlı Turnuva' }).getByText('Gerekli Değil').count()).toBe(1);
    await screenshot(admin.page, 'events-admin-list-1280');

    await admin.page.goto(`/admin/etkinlikler/${id}/katilimcilar`);
    await expect.poll(() => admin.page.getByRole('heading', { name: 'Canlı Turnuva' }).count()).toBe(1);
    await admin.page.getByRole('button', { name: 'Tüm Mesajları Kopyala' }).click();
    await expect.poll(() => admin.page.getByText('Kopyalanacak mesaj yok').count()).toBeGreaterThan(0);

    const guest = await site.page();
    await guest.page.goto(`/etkinlikler/${id}`);
    await expect.poll(() => guest.page.getByTestId('participation-count').textContent()).toBe('0');
    // Staff-typed text is shown as text, never as HTML.
    expect(await guest.page.getByText('<b>kalın değil</b>').count()).toBe(1);

    const member = await site.page();
    await registerMember(member.page, site, 'katilimci');
    await member.page.goto(`/etkinlikler/${id}`);
    await member.page.getByLabel('Kullanıcı Adı veya ID').fill('oyuncu_42\nikinci satır');
    await member.page.getByRole('button', { name: 'Katıl' }).click();
    await expect.poll(() => member.page.getByText('Etkinliğe katıldınız').count()).toBeGreaterThan(0);
    await expect.poll(() => member.page.getByText('Bu etkinliğe zaten katıldınız').count()).toBe(1);
    expect(await member.page.getByRole('button', { name: 'Katıl' }).count()).toBe(0);
    await screenshot(member.page, 'events-joined-1280');

    // The other pages were opened before the join and never reloaded.
    await expect.poll(() => guest.page.getByTestId('participation-count').textContent()).toBe('1');
    const row = admin.page.getByRole('row').filter({ hasText: 'katilimci' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('oyuncu_42').count()).toBe(1);
    expect(await guest.page.content()).not.toContain('katilimci@example.com');

    await admin.page.getByRole('button', { name: 'Tüm Mesajları Kopyala' }).click();
    await expect.poll(() => admin.page.getByRole('button', { name: 'Kopyalandı' }).count()).toBe(1);
    expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe('oyuncu_42\nikinci satır');
    await expect.poll(() => admin.page.getByText('1 mesaj panoya kopyalandı').count()).toBeGreaterThan(0);
    await expect.poll(() => admin.page.getByRole('button', { name: 'Tüm Mesajları Kopyala' }).count(), { timeout: 4000 }).toBe(1);
    const csv = await admin.page.evaluate(async (u) => (await fetch(u)).text(), `/api/admin/events/${id}/participants.csv`);
    // The shared CSV module: ';' between cells, for Turkish Excel.
    expect(csv).toContain('katilimci;katilimci@example.com;;"oyuncu_42\nikinci satır";');
    await screenshot(admin.page, 'events-participants-1280');

    for (const c of [admin.context, guest.context, member.context]) await c.close();
  });

  it('a guest is sent to log in, an unverified member to the profile; staff delete after a browser confirmation', async () => {
    const admin = await adminPage();
    const id = await createEventInAdmin(admin.page, 'Telegram Özel', true);

    const visitor = await site.page();
    await visitor.page.goto(`/etkinlikler/${id}`);
    await expect.poll(() => visitor.page.getByTestId('telegram-note').count()).toBe(1);
    await visitor.page.getByRole('button', { name: 'Katıl' }).click();
    await expect.poll(() => visitor.page.getByText('Etkinliğe katılmak için giriş yapmalısınız').count()).toBeGreaterThan(0);
    await visitor.page.waitForURL(/\/giris\?redirect=/);

    await registerMember(visitor.page, site, 'dogrulanmamis');
    await visitor.page.goto(`/etkinlikler/${id}`);
    await visitor.page.getByLabel('Kullanıcı Adı veya ID').fill('abc');
    await visitor.page.getByRole('button', { name: 'Katıl' }).click();
    await expect.poll(() => visitor.page.getByText('Telegram Doğrulama Gerekli').count()).toBeGreaterThan(0);
    await visitor.page.waitForURL(/\/profil$/);

    await admin.page.getByRole('row').filter({ hasText: 'Telegram Özel' }).getByRole('button', { name: 'Düzenle' }).click();
    const dialog = admin.page.getByRole('dialog');
    expect(await dialog.getByLabel('Başlık', { exact: true }).inputValue()).toBe('Telegram Özel');
    await dialog.getByLabel('Başlık', { exact: true }).fill('Telegram Özel (kapalı)');
    await dialog.getByRole('switch', { name: 'Aktif' }).click();
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect.poll(() => admin.page.getByText('Etkinlik güncellendi').count()).toBeGreaterThan(0);
    const edited = admin.page.getByRole('row').filter({ hasText: 'Telegram Özel (kapalı)' });
    await expect.poll(() => edited.getByText('Pasif').count()).toBe(1);
    // An inactive event is not public: its page says so.
    await visitor.page.goto(`/etkinlikler/${id}`);
    await expect.poll(() => visitor.page.getByText('Etkinlik bulunamadı').count()).toBe(1);

    let confirmText = '';
    admin.page.once('dialog', (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await edited.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => admin.page.getByText('Etkinlik silindi').count()).toBeGreaterThan(0);
    expect(confirmText).toBe('Bu etkinliği silmek istediğinize emin misiniz?');
    await expect.poll(() => admin.page.getByRole('row').filter({ hasText: 'Telegram Özel' }).count()).toBe(0);
    const ids = await admin.page.evaluate(async () =>
      (await (await fetch('/api/admin/events')).json()).map((e: { id: string }) => e.id),
    );
    expect(ids).not.toContain(id);
    await admin.context.close();
    await visitor.context.close();
  });
});
