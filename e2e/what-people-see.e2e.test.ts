import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { operatorSite, poll } from './support/operators.js';
import { sawText, toastCount } from './support/toasts.js';

// Issue 33: what a member or a staff member sees, on a 390 px phone and a desktop, dark and light.
const site = operatorSite();
const WIDTHS = [390, 1280] as const;
const RULE_URL = 'https://kick.com/gunun-yayini';

/** Both steps of the staff login, through the API. */
const staffCookie = () => site.staffLogin();

/**
 * Both themes of the page as it stands, for a person to look at. The class is switched in place (what
 * the theme toggle does), not by a reload: an open dialog or a form's answer stays on the screen.
 */
async function shots(page: Page, name: string, { fullPage = true } = {}) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await screenshot(page, `${name}-${theme}`, { fullPage });
  }
}

/**
 * A real phone's screen, as the phone shows it: the window, not the whole 1280 px home page at 3
 * device pixels per px (a picture many times larger, slow to take on a loaded machine, issue 39).
 */
const phoneShots = (page: Page, name: string) => shots(page, name, { fullPage: false });

/** The browser behind a page made by the site's helpers (closing that page's own context). */
function browserOf({ context }: { context: BrowserContext }) {
  const browser = context.browser()!;
  void context.close();
  return browser;
}

/** A real phone (isMobile): only there does the browser honour the viewport meta. */
async function realPhone() {
  const context = await browserOf(await site.page(390)).newContext({
    baseURL: site.url,
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
  });
  await context.addInitScript(() => localStorage.setItem('hasSeenWelcome', 'true'));
  return { context, page: await context.newPage() };
}

const viewportOf = (page: Page) =>
  page.evaluate(() => ({
    meta: document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
    width: document.documentElement.clientWidth,
  }));

describe('issue 33 on a phone and a desktop', () => {
  it('7: an unknown address, and an unknown event id under a known page (issue 46, item 1), answer 404 with the not-found page', async () => {
    for (const width of WIDTHS) {
      const { context, page } = await site.page(width);
      const missing = await page.goto('/boyle-bir-sayfa-yok');
      expect(missing?.status()).toBe(404);
      expect(missing?.headers()['x-robots-tag']).toBe('noindex');
      await poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await shots(page, `issue33-404-${width}`);
      const unknownId = await page.goto('/etkinlikler/boyle-bir-etkinlik-yok');
      expect(unknownId?.status()).toBe(404);
      await poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);
      await context.close();
    }
  });

  // One test was too long for a loaded machine's minute (issue 39: a probe of it under load measured the
  // staff login and settings page ~16 s and one phone picture pair ~24 s): the default and the setting
  // are two tests, each with its own phone.
  it('1: on a phone the home page keeps 1280 px by default', async () => {
    const phone = await realPhone();
    await phone.page.goto('/');
    await poll(() => viewportOf(phone.page)).toEqual({ meta: 'width=1280, user-scalable=no', width: 1280 });
    await phoneShots(phone.page, 'issue33-home-desktop-setting-390');
    await phone.context.close();
  });

  it('1: under "Telefona uygun" the home page lays out for the phone, and a desktop keeps its width', async () => {
    const admin = await site.adminPage(1280);
    await admin.page.goto('/admin/settings');
    await admin.page.getByLabel('Ana sayfa telefonda').selectOption({ label: 'Telefona uygun' });
    await admin.page.getByRole('form', { name: 'Ana sayfa görünümü' }).getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => sawText(admin.page, 'Ana sayfa görünümü güncellendi')).toBe(true);
    await shots(admin.page, 'issue33-settings-home-viewport-1280');
    await admin.context.close();

    const phone = await realPhone();
    await phone.page.goto('/');
    await poll(() => viewportOf(phone.page)).toEqual({ meta: 'width=device-width, initial-scale=1', width: 390 });
    // The phone menu, not the desktop links.
    await poll(() => phone.page.getByRole('button', { name: 'Menüyü aç' }).isVisible()).toBe(true);
    await phoneShots(phone.page, 'issue33-home-device-setting-390');
    await phone.context.close();

    const desktop = await site.page(1280);
    await desktop.page.goto('/');
    await poll(() => viewportOf(desktop.page)).toEqual({ meta: 'width=device-width, initial-scale=1', width: 1280 });
    await shots(desktop.page, 'issue33-home-device-setting-1280');
    await desktop.context.close();
  });

  it('2: a stream link that brings no points says why', async () => {
    for (const width of WIDTHS) {
      const username = `yayinci${width}`;
      await site.ok('POST', '/api/auth/register', { username, email: `${username}@example.com`, password: 'gizli123' });
      const { context, page } = await site.page(width);
      await site.login(page, '/giris', username, 'gizli123');
      await page.waitForURL(`${site.url}/`);
      await page.goto('/profil');
      const send = async (url: string) => {
        await page.getByLabel('Yayın Linki').fill(url);
        await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
      };
      const outcome = page.getByTestId('stream-outcome');
      if (width === WIDTHS[0]) {
        await send(RULE_URL);
        await poll(() => outcome.textContent()).toContain('şu anda puan veren bir yayın yok');
        const cookie = await staffCookie();
        await site.ok(
          'POST',
          '/api/streaming-verifications',
          { adminStreamUrl: RULE_URL, pointsReward: 50, isActive: true },
          cookie,
        );
      }
      await send('https://kick.com/baska-bir-yayin');
      await poll(() => outcome.textContent()).toContain('bu link günün yayın linki değil');
      await send(RULE_URL);
      await poll(() => outcome.textContent()).toBe('Yayın linkiniz doğrulandı! 50 puan kazandınız.');
      await send(RULE_URL);
      await poll(() => outcome.textContent()).toContain("bir sonraki puanı yarın 00:00'dan (Türkiye saati) itibaren");
      await shots(page, `issue33-stream-already-${width}`);
      await context.close();
    }
  });

  it('5: guests see that applying needs an account, the minimum and the points, and which fields are missing', async () => {
    const cookie = await staffCookie();
    await site.ok(
      'POST',
      '/api/ticket-companies',
      { name: 'Yıldız Bilet', logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
      cookie,
    );
    for (const width of WIDTHS) {
      const { context, page } = await site.page(width);
      await page.goto('/bilet-sistemi');
      const notice = page.getByTestId('ticket-guest-notice');
      await poll(() => notice.isVisible()).toBe(true);
      expect(await notice.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toContain('/giris');
      expect(await notice.getByRole('link', { name: 'Kayıt Ol' }).getAttribute('href')).toBe('/kayit');
      await page.getByRole('button', { name: /Yıldız Bilet/ }).click();
      await poll(() => page.getByText('Minimum yatırım: 100₺ · 1 bilet = 500₺').count()).toBe(1);
      await page.getByRole('button', { name: 'Başvuru Gönder' }).click();
      await poll(() => page.getByText('Kullanıcı adı zorunludur').count()).toBe(1);
      expect(await page.getByText('Yatırım tutarı zorunludur').count()).toBe(1);
      await poll(() => toastCount(page, 'Lütfen tüm alanları doldurun.')).toBe(1);
      await shots(page, `issue33-ticket-guest-${width}`);
      await context.close();
    }
  });

  it('3 and 4: on a phone the admin lists are cards with their actions in view; a short draw is warned about and told honestly', async () => {
    const cookie = await staffCookie();
    const member = await site.register('tekuye');
    const companies = await site.ok('GET', '/api/ticket-companies');
    const companyId = (companies as { id: string }[])[0]!.id;
    await site.ok(
      'POST',
      '/api/ticket-applications',
      { ticketCompanyId: companyId, username: 'hesap1', investmentAmount: 1500 },
      member.cookie,
    );
    const phone = await site.adminPage(390);
    await phone.page.goto('/admin/tickets');
    const approve = phone.page.getByRole('button', { name: 'Onayla' }).first();
    await poll(() => approve.isVisible()).toBe(true);
    const box = await approve.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shots(phone.page, 'issue33-admin-tickets-390');
    await approve.click();
    await poll(() => phone.page.getByRole('button', { name: 'Onayla' }).count()).toBe(0);

    const draw = await site.ok(
      'POST',
      '/api/admin/draws',
      { title: 'İki Kazananlı', source: { type: 'tickets', ticketCompanyId: companyId }, winnerCount: 2 },
      cookie,
    );
    for (const width of WIDTHS) {
      const { context, page } = width === 390 ? phone : await site.adminPage(width);
      await page.goto('/admin/cekilisler');
      await page.getByRole('button', { name: 'Çekilişi Başlat' }).first().click();
      const dialog = page.getByRole('alertdialog');
      await poll(() => dialog.getByRole('alert').textContent()).toContain('yalnızca 1 farklı üye katıldı');
      await shots(page, `issue33-draw-warning-${width}`);
      if (width === 1280) {
        await dialog.getByRole('button', { name: 'Çekilişi Başlat' }).click();
        await poll(() => sawText(page, '1 kazanan belirlendi.')).toBe(true);
      }
      await context.close();
    }
    for (const width of WIDTHS) {
      const { context, page } = await site.page(width);
      await page.goto(`/cekilisler/${(draw as { id: string }).id}`);
      await poll(() => page.getByText('1 kazanan (yeterli katılımcı yoktu)').count()).toBeGreaterThan(0);
      await shots(page, `issue33-draw-public-${width}`);
      await context.close();
    }
  });
});
