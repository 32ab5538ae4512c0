import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  KICK_TEST_CHANNEL,
  KICK_TEST_CLIENT,
  kickKeyPair,
  type KickDouble,
  startKickDouble,
} from '../backend/test-support/kick-double.js';
import { siteCall } from '../backend/test-support/site-call.js';
import { PERSONAL_DATA_KINDS } from '../contracts/src/legal/personal-data-notice.js';
import { screenshot } from './support/browser.js';
import { setTheme } from './support/operators.js';
import { createTicketCompany, siteForTests, staffPage } from './support/site.js';
import { staffCookie, useSession } from './support/staff.js';
import { sawText } from './support/toasts.js';

const { publicKeyPem } = kickKeyPair();
let kick: KickDouble;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const site = siteForTests(
  { SEED_DEMO: 'false' },
  {
    before: async () => {
      kick = await startKickDouble(publicKeyPem);
      const port = await freePort();
      return {
        PORT: String(port),
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        KICK_CLIENT_ID: KICK_TEST_CLIENT.id,
        KICK_CLIENT_SECRET: KICK_TEST_CLIENT.secret,
        KICK_CHANNEL: KICK_TEST_CHANNEL.slug,
        KICK_OAUTH_ROOT: kick.url,
        KICK_API_ROOT: kick.url,
        KICK_PUBLIC_KEY: publicKeyPem,
      };
    },
    after: async () => kick?.close(),
  },
);
const call = siteCall(() => site.url);
async function ok(method: string, url: string, body: unknown, cookie: string) {
  const res = await call(method, url, body, cookie);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
  return res.json;
}

/** What the page shows for an instant: Istanbul time, the way the member's other screens write it. */
const istanbul = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** A member with something in every section: points, a ticket, an order, an event, a prediction, Kick, sessions. */
async function busyMember(staff: string) {
  const reg = await call('POST', '/api/auth/register', {
    username: 'veriler',
    email: 'veriler@example.com',
    password: 'gizli123',
  });
  expect(reg.status).toBe(201);
  const me = reg.cookie;
  const userId = reg.json.user.id as string;
  await ok('POST', `/api/admin/users/${userId}/points`, { delta: 800, reason: 'Hoş geldin hediyesi' }, staff);
  const companyId = await createTicketCompany(call, staff);
  const application = await ok(
    'POST',
    '/api/ticket-applications',
    { ticketCompanyId: companyId, username: 'veriler', investmentAmount: 1000 },
    me,
  );
  await ok('PATCH', `/api/admin/ticket-applications/${application.id}`, { status: 'approved' }, staff);
  const reward = await ok(
    'POST',
    '/api/rewards',
    { title: 'Logolu Kupa', description: 'Kupa', pointsCost: 100, stock: 5 },
    staff,
  );
  await ok('POST', '/api/user-rewards/purchase', { rewardId: reward.id }, me);
  const event = await ok(
    'POST',
    '/api/admin/events',
    { title: 'Cuma Turnuvası', description: 'Açıklama', requiresTelegramVerification: false },
    staff,
  );
  await ok('POST', `/api/events/${event.id}/participate`, { message: 'Ben de varım' }, me);
  let hunt = await ok('POST', '/api/admin/hunts', { title: 'Pazar Avı', startCost: 1000, entryFee: 0 }, staff);
  hunt = await ok(
    'POST',
    `/api/admin/hunts/${hunt.id}/slots`,
    { name: 'Sweet Bonanza', provider: 'Pragmatic Play', bet: 2 },
    staff,
  );
  await ok('PUT', `/api/hunts/${hunt.id}/prediction`, { finalWin: 1850, bestSlotId: hunt.slots[0].id }, me);
  return { cookie: me, ids: [companyId, application.id, reward.id, event.id, hunt.id, hunt.slots[0].id] as string[] };
}

async function linkKick(page: Page) {
  await page.goto('/profil');
  const card = page.getByTestId('kick-link-card');
  kick.loginAs({ userId: 7007, name: 'veriler_kick' });
  await card.getByRole('link', { name: 'Kick ile Bağla' }).click();
  await expect.poll(() => card.getByText('veriler_kick').count()).toBe(1);
}

describe('KVKK: the notice and "Verilerimi Görüntüle"', () => {
  it('the notice lists every kind of personal data and the controller ("—" until staff set it, with a warning)', async () => {
    const { page } = await site.page(390);
    await page.goto('/kvkk');
    const controller = page.getByRole('region', { name: 'Veri Sorumlusu' });
    await expect.poll(() => controller.locator('dd').allTextContents()).toEqual(['—', '—', '—']);
    const kinds = page.getByRole('region', { name: 'İşlenen Kişisel Veriler' }).locator('li h3');
    expect(await kinds.allTextContents()).toEqual(PERSONAL_DATA_KINDS.map((k) => k.title));
    await screenshot(page, 'kvkk-notice-390-dark');
    await setTheme(page, 'light');
    await screenshot(page, 'kvkk-notice-390-light');

    const admin = await staffPage(site, 1280);
    const warning = admin.page.getByRole('alert').filter({ hasText: 'Veri sorumlusu bilgileri eksik.' });
    await expect.poll(() => warning.count()).toBe(1);
    await screenshot(admin.page, 'dashboard-controller-warning-1280');
    await warning.getByRole('link', { name: 'Site Ayarları › Yasal Metinler' }).click();
    await admin.page.getByRole('tab', { name: 'Yasal Metinler' }).click();
    const form = admin.page.getByRole('form', { name: 'Veri Sorumlusu' });
    await form.getByLabel('E-posta').fill('kvkk-adresi');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect
      .poll(() => form.getByText('Veri sorumlusunun e-posta adresi geçerli bir e-posta adresi olmalıdır').count())
      .toBe(1);
    await form.getByLabel('Unvan / Ad').fill('Örnek Medya Ltd. Şti.');
    await form.getByLabel('Adres').fill('Levent Mah. 1. Cad. No: 2, İstanbul');
    await form.getByLabel('E-posta').fill('kvkk@ornek.example');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    // The toast lasts 3 s: looked for in the page's toast list too (a busy machine's polls can miss it).
    await expect.poll(() => sawText(admin.page, 'Veri sorumlusu bilgileri kaydedildi')).toBe(true);
    await admin.page.goto('/admin');
    await expect.poll(() => admin.page.getByRole('heading', { name: 'Kontrol Paneli' }).count()).toBe(1);
    expect(await warning.count()).toBe(0);

    await page.goto('/kvkk');
    await expect
      .poll(() => controller.locator('dd').allTextContents())
      .toEqual(['Örnek Medya Ltd. Şti.', 'Levent Mah. 1. Cad. No: 2, İstanbul', 'kvkk@ornek.example']);
  });

  it('shows the export of a member with data in every section: Turkish sections, names, Istanbul times, printable', async () => {
    const staff = await staffCookie(site);
    const member = await busyMember(staff);
    const { context, page } = await site.page(1280);
    await useSession(context, site.url, member.cookie);
    await linkKick(page);
    await page.getByRole('link', { name: 'Verilerimi Görüntüle' }).click();
    await page.waitForURL(`${site.url}/profil/verilerim`);
    const sections = page.locator('article section h2');
    await expect.poll(() => sections.count()).toBe(8);
    const res = await page.request.get('/api/me/export');
    expect(res.status()).toBe(200);
    const data = await res.json();

    const titles = (await sections.allTextContents()).map((t) => t.replace(/\s*\(\d+\)$/, ''));
    expect(titles).toEqual([
      'Hesap',
      'Puan Geçmişi',
      'Biletler',
      'Siparişler',
      'Etkinlikler',
      'Bonus Avı Tahminleri',
      'Kick',
      'Oturumlar',
    ]);
    const section = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
    const rows = (name: string) => section(name).locator('tbody tr');
    // Every row of the JSON is on the page, and nothing empty stood in for a section.
    expect(await rows('Puan Geçmişi').count()).toBe(data.pointsHistory.length);
    expect(data.pointsHistory.length).toBeGreaterThanOrEqual(3);
    expect(await rows('Siparişler').count()).toBe(data.purchases.length);
    expect(await rows('Etkinlikler').count()).toBe(data.eventParticipations.length);
    expect(await rows('Bonus Avı Tahminleri').count()).toBe(data.huntPredictions.length);
    expect(await rows('Oturumlar').count()).toBe(data.sessions.length);
    expect(await section('Biletler').locator('tbody tr').count()).toBe(
      data.ticketApplications.length + data.ticketNumbers.length,
    );

    const text = await page.locator('article').innerText();
    // Names instead of ids, Istanbul times instead of UTC.
    for (const name of [
      'Yıldız Bilet',
      'Logolu Kupa',
      'Cuma Turnuvası',
      'Ben de varım',
      'Pazar Avı',
      'Sweet Bonanza',
      '1.850,00₺',
      'veriler_kick',
      'Hoş geldin hediyesi',
    ])
      expect(text).toContain(name);
    for (const id of member.ids) expect(text).not.toContain(id);
    expect(text).toContain(istanbul(data.account.createdAt));
    expect(text).toContain(istanbul(data.huntPredictions[0].submittedAt));
    expect(text).toContain(data.sessions[0].browser);
    expect(data.sessions[0].browser).toBeTruthy();
    expect(text).toContain(data.ticketNumbers[0].ticketNumber);

    const shown = async (theme: 'dark' | 'light') => {
      await setTheme(page, theme);
      await expect.poll(() => sections.count()).toBe(8); // the reloaded page shows its export again
    };
    await screenshot(page, 'my-data-1280-dark');
    await shown('light');
    await screenshot(page, 'my-data-1280-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'my-data-390-light');
    await shown('dark');
    await screenshot(page, 'my-data-390-dark');
    // On paper: no site header, footer or buttons, black on white even in the dark theme.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Yazdır' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await screenshot(page, 'my-data-print');
  });
});
