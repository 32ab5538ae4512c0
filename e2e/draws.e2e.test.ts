import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteCall } from '../backend/test-support/site-call.js';
import { screenshot } from './support/browser.js';
import { createTicketCompany, siteForTests, staffPage } from './support/site.js';
import { staffCookie } from './support/staff.js';
import { sawText } from './support/toasts.js';

const poll = expect.poll;

const site = siteForTests({ SEED_DEMO: 'false' });

/** A JSON call from the test process, same-origin like the SPA's. */
const call = siteCall(() => site.url);

/** A ticket company where three members hold 3, 1 and 2 approved tickets. */
async function ticketsOfThreeMembers() {
  const staff = await staffCookie(site);
  const companyId = await createTicketCompany(call, staff);
  for (const [username, tickets] of [
    ['ayse', 3],
    ['mehmet', 1],
    ['zeynep', 2],
  ] as const) {
    const m = await call('POST', '/api/auth/register', { username, email: `${username}@example.com`, password: 'gizli123' });
    const app = await call(
      'POST',
      '/api/ticket-applications',
      { ticketCompanyId: companyId, username: `${username}_hesap`, investmentAmount: 500 * tickets },
      m.cookie,
    );
    expect((await call('PATCH', `/api/admin/ticket-applications/${app.json.id}`, { status: 'approved' }, staff)).status).toBe(
      200,
    );
  }
}

async function memberPage(username: string) {
  const { context, page } = await site.page();
  await page.goto('/giris');
  await page.getByLabel('E-posta veya Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`${site.url}/`);
  return { context, page };
}

/** Staff create a draw in the admin dialog; returns its id from the row's link. */
async function createDrawInAdmin(page: Page, title: string) {
  await page.goto('/admin/cekilisler');
  await page.getByRole('button', { name: 'Yeni Çekiliş' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await poll(() => dialog.getByText('Başlık zorunludur').count()).toBe(1);
  await dialog.getByLabel('Başlık', { exact: true }).fill(title);
  await dialog.getByLabel('Ödül', { exact: true }).fill('1.000₺ bonus');
  await dialog.getByLabel('Bilet Firması').selectOption({ label: 'Yıldız Bilet' });
  await dialog.getByLabel('Kazanan Sayısı').fill('3');
  await dialog.getByRole('button', { name: 'Oluştur' }).click();
  await poll(() => sawText(page, 'Çekiliş oluşturuldu; taahhüt yayımlandı.')).toBe(true);
  const row = page.getByRole('row').filter({ hasText: title });
  await poll(() => row.count()).toBe(1);
  const href = await row.getByRole('link', { name: `${title} sayfası` }).getAttribute('href');
  return { id: href!.split('/')[2]!, row };
}

const setTheme = async (page: Page, theme: 'dark' | 'light') => {
  await page.evaluate((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
  await page.reload();
};

describe('provably fair draws', () => {
  it('staff run a draw while a visitor watches: winners appear live one by one, the browser check matches, the winner is told', async () => {
    await ticketsOfThreeMembers();
    const admin = await staffPage(site);
    await poll(() => admin.page.getByRole('link', { name: 'Çekilişler' }).count()).toBe(1);
    const { id, row } = await createDrawInAdmin(admin.page, 'Haftalık Büyük Çekiliş');
    await screenshot(admin.page, 'draws-admin-1280');

    const visitor = await site.page();
    await visitor.page.goto('/');
    await visitor.page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Çekilişler' }).click();
    await visitor.page.waitForURL(`${site.url}/cekilisler`);
    await poll(() => visitor.page.getByTestId('draws-open').getByText('Haftalık Büyük Çekiliş').count()).toBe(1);
    await visitor.page.goto(`/cekilisler/${id}`);
    await poll(() => visitor.page.getByTestId('draw-waiting').count()).toBe(1);
    const seedHash = await visitor.page.getByTestId('draw-seed-hash').textContent();
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    await screenshot(visitor.page, 'draws-public-open-1280');

    const ayse = await memberPage('ayse');
    await ayse.page.goto('/profil');
    await poll(() => ayse.page.getByText('Henüz kazandığınız bir çekiliş yok.').count()).toBe(1);

    // Each winner shows 0.9 s after the last: the page notes every step as it shows, which a busy
    // machine's polls could miss.
    await visitor.page.evaluate(() => {
      const steps: string[] = ((window as unknown as { revealSteps: string[] }).revealSteps = []);
      const look = () => {
        const n = document.querySelectorAll('[data-testid="draw-winner"]').length;
        const revealing = document.body.textContent?.includes('Kazananlar açıklanıyor…') ?? false;
        const step = `${n} ${revealing ? 'açıklanıyor' : 'açıklandı'}`;
        if (n > 0 && steps.at(-1) !== step) steps.push(step);
      };
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const revealSteps = () => visitor.page.evaluate(() => (window as unknown as { revealSteps: string[] }).revealSteps);
    await row.getByRole('button', { name: 'Çekilişi Başlat' }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await poll(() => confirm.getByText(/katılımlar bu anda dondurulur/).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Çekilişi Başlat' }).click();
    await poll(() => sawText(admin.page, '3 kazanan belirlendi.')).toBe(true);

    // Never reloaded: the page saw the draw open and now reveals one winner, then the next.
    const winners = visitor.page.getByTestId('draw-winner');
    await poll(() => winners.count()).toBe(3);
    await poll(() => visitor.page.getByRole('heading', { name: 'Kazananlar', exact: true }).count()).toBe(1);
    expect(await revealSteps()).toEqual(['1 açıklanıyor', '2 açıklanıyor', '3 açıklandı']);
    expect((await winners.allTextContents()).map((t) => t.match(/^(?:\d\.)?(ayse|mehmet|zeynep)/)?.[1]).sort()).toEqual([
      'ayse',
      'mehmet',
      'zeynep',
    ]);
    expect(await visitor.page.getByTestId('draw-seed-hash').textContent()).toBe(seedHash);
    await poll(() => visitor.page.getByTestId('draw-seed').count()).toBe(1);

    await visitor.page.getByRole('button', { name: 'Sonucu Doğrula' }).click();
    const result = visitor.page.getByTestId('verification-result');
    await poll(() => result.getAttribute('data-ok')).toBe('true');
    expect(await result.textContent()).toContain('Sonuç doğrulandı: kazananlar eşleşiyor');
    expect(await visitor.page.content()).not.toContain('@example.com');
    expect(await visitor.page.getByTestId('draw-entries').getByRole('row').count()).toBe(7); // header + 6 tickets
    await screenshot(visitor.page, 'draws-public-drawn-1280');

    // The winner, on another page, is told at once and finds the win on the profile.
    await poll(() => sawText(ayse.page, 'Tebrikler, kazandınız!')).toBe(true);
    await poll(() => ayse.page.getByTestId('my-draw-win').count()).toBe(1);
    expect(await ayse.page.getByTestId('my-draw-win').textContent()).toContain('Haftalık Büyük Çekiliş');
    await screenshot(ayse.page, 'draws-profile-win-1280');

    await visitor.page.goto('/cekilisler');
    await poll(() => visitor.page.getByTestId('draws-drawn').getByTestId('draw-card').count()).toBe(1);
    await screenshot(visitor.page, 'draws-public-list-1280');
    await poll(() => row.getByRole('button', { name: 'Çekilişi Başlat' }).count()).toBe(0);
    for (const c of [admin.context, visitor.context, ayse.context]) await c.close();
  });

  it('staff cancel a draw; a tampered answer fails the browser check; screens in light and on a phone', async () => {
    const admin = await staffPage(site);
    const { id, row } = await createDrawInAdmin(admin.page, 'İptal Edilecek Çekiliş');
    await row.getByRole('button', { name: 'İptal Et' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'İptal Et' }).click();
    await poll(() => row.getByText('İptal Edildi').count()).toBe(1);
    await createDrawInAdmin(admin.page, 'Ay Sonu Çekilişi');
    await setTheme(admin.page, 'light');
    await poll(() => admin.page.getByRole('row').count()).toBe(4);
    await screenshot(admin.page, 'draws-admin-1280-light');
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin.page, 'draws-admin-390-light');
    await setTheme(admin.page, 'dark');
    await poll(() => admin.page.getByText('Ay Sonu Çekilişi').count()).toBeGreaterThan(0);
    await screenshot(admin.page, 'draws-admin-390');

    const visitor = await site.page(390);
    await visitor.page.goto(`/cekilisler/${id}`);
    await visitor.page.getByRole('button', { name: 'Taahhüdü Doğrula' }).click();
    await poll(() => visitor.page.getByTestId('verification-result').getAttribute('data-ok')).toBe('true');
    await screenshot(visitor.page, 'draws-public-cancelled-390');

    // A site that published other winners than its seed gives: the browser says so.
    const drawn = (await call('GET', '/api/draws')).json.find((d: { status: string }) => d.status === 'drawn');
    await visitor.page.route(`**/api/draws/${drawn.id}`, async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({ json: { ...body, winners: [...body.winners].reverse() } });
    });
    await visitor.page.goto(`/cekilisler/${drawn.id}`);
    await visitor.page.getByRole('button', { name: 'Sonucu Doğrula' }).click();
    await poll(() => visitor.page.getByTestId('verification-result').getAttribute('data-ok')).toBe('false');
    expect(await visitor.page.getByTestId('verification-result').textContent()).toContain('Sonuç eşleşmiyor');
    // A request still in the handler when the page moves on (the page's own refetch) must not fail the run.
    await visitor.page.unrouteAll({ behavior: 'ignoreErrors' });
    await visitor.page.reload();
    await poll(() => visitor.page.getByTestId('draw-winner').count()).toBe(3);
    await screenshot(visitor.page, 'draws-public-drawn-390');
    await setTheme(visitor.page, 'light');
    await poll(() => visitor.page.getByTestId('draw-winner').count()).toBe(3);
    await screenshot(visitor.page, 'draws-public-drawn-390-light');
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(visitor.page, 'draws-public-drawn-1280-light');
    await visitor.page.goto('/cekilisler');
    await poll(() => visitor.page.getByTestId('draw-card').count()).toBe(3);
    await screenshot(visitor.page, 'draws-public-list-1280-light');
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(visitor.page, 'draws-public-list-390-light');
    await setTheme(visitor.page, 'dark');
    await poll(() => visitor.page.getByTestId('draw-card').count()).toBe(3);
    await screenshot(visitor.page, 'draws-public-list-390');
    for (const c of [admin.context, visitor.context]) await c.close();
  });

  it('an event draw: staff pick the event in the form; the participations are the entries', async () => {
    const staff = await staffCookie(site);
    const event = await call(
      'POST',
      '/api/admin/events',
      { title: 'Yaz Turnuvası', description: 'Açıklama', requiresTelegramVerification: false },
      staff,
    );
    for (const username of ['ayse', 'mehmet']) {
      const cookie = (await call('POST', '/api/auth/login', { email: username, password: 'gizli123' })).cookie;
      expect((await call('POST', `/api/events/${event.json.id}/participate`, { message: username }, cookie)).status).toBeLessThan(
        300,
      );
    }
    const admin = await staffPage(site);
    await admin.page.goto('/admin/cekilisler');
    await admin.page.getByRole('button', { name: 'Yeni Çekiliş' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Başlık', { exact: true }).fill('Turnuva Çekilişi');
    await dialog.getByLabel('Kaynak', { exact: true }).selectOption('event');
    await dialog.getByLabel('Etkinlik', { exact: true }).selectOption({ label: 'Yaz Turnuvası' });
    await dialog.getByLabel('Kazanan Sayısı').fill('101');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await poll(() => dialog.getByText('Kazanan sayısı 1 ile 100 arasında bir tam sayı olmalıdır').count()).toBe(1);
    await dialog.getByLabel('Kazanan Sayısı').fill('1');
    await screenshot(admin.page, 'draws-admin-form-1280');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    const row = admin.page.getByRole('row').filter({ hasText: 'Turnuva Çekilişi' });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Çekilişi Başlat' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Çekilişi Başlat' }).click();
    await poll(() => sawText(admin.page, '1 kazanan belirlendi.')).toBe(true);
    const href = await row.getByRole('link', { name: 'Turnuva Çekilişi sayfası' }).getAttribute('href');

    const visitor = await site.page(390);
    await visitor.page.goto(href!);
    await poll(() => visitor.page.getByTestId('draw-winner').count()).toBe(1);
    await poll(() => visitor.page.getByTestId('draw-entries').getByRole('row').count()).toBe(3);
    await visitor.page.getByRole('button', { name: 'Sonucu Doğrula' }).click();
    await poll(() => visitor.page.getByTestId('verification-result').getAttribute('data-ok')).toBe('true');
    await screenshot(visitor.page, 'draws-public-event-390');
    for (const c of [admin.context, visitor.context]) await c.close();
  });
});
