import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { registerMember, siteForTests, staffPage } from './support/site.js';
import { buttonLabelSeen, recordButtonLabels, sawText } from './support/toasts.js';

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
  const row = page.getByRole('row').filter({ hasText: title });
  await expect.poll(() => row.count()).toBe(1);
  await expect.poll(() => sawText(page, 'Etkinlik oluşturuldu')).toBe(true);
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
    await expect.poll(() => sawText(admin.page, 'Kopyalanacak mesaj yok')).toBe(true);

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
    // The joined state stays; the toast that says so is in the page's list even once it has gone.
    await expect.poll(() => member.page.getByText('Bu etkinliğe zaten katıldınız').count()).toBe(1);
    expect(await member.page.getByRole('button', { name: 'Katıl' }).count()).toBe(0);
    await expect.poll(() => sawText(member.page, 'Etkinliğe katıldınız')).toBe(true);
    await screenshot(member.page, 'events-joined-1280');

    // The other pages were opened before the join and never reloaded.
    await expect.poll(() => guest.page.getByTestId('participation-count').textContent()).toBe('1');
    const row = admin.page.getByRole('row').filter({ hasText: 'katilimci' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('oyuncu_42').count()).toBe(1);
    expect(await guest.page.content()).not.toContain('katilimci@example.com');

    // 'Kopyalandı' lasts 2 s: noted as it shows, so a busy machine's polls cannot miss it.
    await recordButtonLabels(admin.page);
    await admin.page.getByRole('button', { name: 'Tüm Mesajları Kopyala' }).click();
    await expect.poll(() => buttonLabelSeen(admin.page, 'Kopyalandı')).toBe(true);
    await expect.poll(() => sawText(admin.page, '1 mesaj panoya kopyalandı')).toBe(true);
    expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe('oyuncu_42\nikinci satır');
    await expect.poll(() => admin.page.getByRole('button', { name: 'Tüm Mesajları Kopyala' }).count()).toBe(1);
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
    await visitor.page.waitForURL(/\/giris\?redirect=/);
    await expect.poll(() => sawText(visitor.page, 'Etkinliğe katılmak için giriş yapmalısınız')).toBe(true);

    await registerMember(visitor.page, site, 'dogrulanmamis');
    await visitor.page.goto(`/etkinlikler/${id}`);
    await visitor.page.getByLabel('Kullanıcı Adı veya ID').fill('abc');
    await visitor.page.getByRole('button', { name: 'Katıl' }).click();
    await visitor.page.waitForURL(/\/profil$/);
    await expect.poll(() => sawText(visitor.page, 'Telegram Doğrulama Gerekli')).toBe(true);

    await admin.page.getByRole('row').filter({ hasText: 'Telegram Özel' }).getByRole('button', { name: 'Düzenle' }).click();
    const dialog = admin.page.getByRole('dialog');
    expect(await dialog.getByLabel('Başlık', { exact: true }).inputValue()).toBe('Telegram Özel');
    await dialog.getByLabel('Başlık', { exact: true }).fill('Telegram Özel (kapalı)');
    await dialog.getByRole('switch', { name: 'Aktif' }).click();
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    const edited = admin.page.getByRole('row').filter({ hasText: 'Telegram Özel (kapalı)' });
    await expect.poll(() => edited.getByText('Pasif').count()).toBe(1);
    await expect.poll(() => sawText(admin.page, 'Etkinlik güncellendi')).toBe(true);
    // An inactive event is not public: its address is the not-found page, answered 404 by the server (issue 46, item 1).
    const inactive = await visitor.page.goto(`/etkinlikler/${id}`);
    expect(inactive?.status()).toBe(404);
    await expect.poll(() => visitor.page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);

    let confirmText = '';
    admin.page.once('dialog', (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await edited.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => admin.page.getByRole('row').filter({ hasText: 'Telegram Özel' }).count()).toBe(0);
    await expect.poll(() => sawText(admin.page, 'Etkinlik silindi')).toBe(true);
    expect(confirmText).toBe('Bu etkinliği silmek istediğinize emin misiniz?');
    const ids = await admin.page.evaluate(async () =>
      (await (await fetch('/api/admin/events')).json()).map((e: { id: string }) => e.id),
    );
    expect(ids).not.toContain(id);
    await admin.context.close();
    await visitor.context.close();
  });
});
