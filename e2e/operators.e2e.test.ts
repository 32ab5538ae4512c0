import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.js';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { ADMIN, startSite } from './support/server.js';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
/** Up to 10 s for the page to catch up (vitest's default is 1 s; the machine is shared, pages reload). */
const poll = <T>(fn: () => T, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 10_000, ...options });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each group gets its own empty site, so what one group did never shows in another's lists. */
function withOwnSite() {
  beforeAll(async () => {
    site = await startSite({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await site?.stop();
  });
}

async function call(method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: { origin: site.url, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json().catch(() => null)) as any, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

const register = (username: string, email = `${username.toLowerCase()}@example.com`) =>
  call('POST', '/api/auth/register', { username, email, password: 'gizli123' });

async function login(page: Page, path: string, email: string, password: string, button: RegExp | string = 'Giriş Yap') {
  await page.goto(path);
  await page.getByLabel(path === '/giris' ? 'E-posta veya Kullanıcı Adı' : 'E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: button }).click();
}

async function adminPage(width = 1280, who = ADMIN) {
  const { context, page } = await newPage(browser, site.url, width);
  await login(page, '/admin-giris', who.email, who.password);
  await page.waitForURL(`${site.url}/admin`);
  return { context, page };
}

const setTheme = async (page: Page, theme: 'dark' | 'light') => {
  await page.evaluate((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
  await page.reload();
};

describe('the users screen in the browser', () => {
  withOwnSite();

  it('users screen: Turkish-aware search, role filter, drawer with a correction, a role and a ban that logs the member out', async () => {
    await register('İlker', 'uye1@example.com');
    await register('Zeynep');
    const ayse = await register('ayşe', 'ayse@example.com');
    expect(ayse.status).toBe(201);

    // The member is on the site in another browser while staff work.
    const member = await newPage(browser, site.url);
    await login(member.page, '/giris', 'ayse@example.com', 'gizli123');
    await member.page.waitForURL(`${site.url}/`);
    await member.page.goto('/profil');
    await poll(() => member.page.getByTestId('points-ledger').count()).toBe(1);

    const { page } = await adminPage();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Kullanıcılar' }).click();
    await page.waitForURL(`${site.url}/admin/kullanicilar`);
    const rows = page.getByTestId('admin-user-row');
    await poll(() => rows.count()).toBe(4);

    await page.getByLabel('Ara').fill('ILKER');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('İlker');
    expect(page.url()).toContain('ara=ILKER');
    await page.getByLabel('Ara').fill('');
    await poll(() => rows.count()).toBe(4);
    await page.getByLabel('Rol', { exact: true }).selectOption({ label: 'Süper Admin' });
    await poll(() => rows.count()).toBe(1);
    await page.getByLabel('Rol', { exact: true }).selectOption({ label: 'Tüm roller' });
    await poll(() => rows.count()).toBe(4);
    expect(await page.getByTestId('csv-download').getAttribute('href')).toBe('/api/admin/users.csv');

    await rows.filter({ hasText: 'ayşe' }).click();
    const drawer = page.getByRole('dialog');
    await poll(() => drawer.getByRole('heading', { name: 'Puan Düzeltmesi' }).count()).toBe(1);
    await drawer.getByLabel('Puan', { exact: true }).fill('-5');
    await drawer.getByLabel('Gerekçe').fill('Deneme düşümü');
    await drawer.getByRole('button', { name: 'Uygula' }).click();
    await poll(() => drawer.getByText('Bu değişiklik bakiyeyi sıfırın altına düşürür: üyenin bakiyesi 0 puan.').count()).toBe(1);
    await drawer.getByLabel('Puan', { exact: true }).fill('150');
    await drawer.getByLabel('Gerekçe').fill('Turnuva birinciliği');
    await drawer.getByRole('button', { name: 'Uygula' }).click();
    await poll(() => drawer.getByTestId('user-fact-Puan').textContent()).toBe('150');
    await poll(() => drawer.getByTestId('ledger-description').allTextContents()).toEqual(['Puan düzeltmesi: Turnuva birinciliği']);
    // The member sees it at once in their own history.
    await poll(() => member.page.getByTestId('ledger-description').allTextContents()).toEqual(['Puan düzeltmesi: Turnuva birinciliği']);
    await screenshot(page, 'users-drawer-dark-1280', { fullPage: false });

    await drawer.getByLabel('Rol', { exact: true }).selectOption({ label: 'Editör' });
    await drawer.getByRole('button', { name: 'Rolü Kaydet' }).click();
    await poll(() => drawer.getByText('Editör').count()).toBeGreaterThan(0);
    await drawer.getByRole('button', { name: 'Hesabı Engelle' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Engelle' }).click();
    await poll(() => drawer.getByText('Engelli').count()).toBeGreaterThan(0);

    // The member's page learns at once (its socket was dropped) and shows them logged out.
    await poll(() => member.page.getByRole('link', { name: 'Giriş Yap' }).count(), { timeout: 5000 }).toBeGreaterThan(0);
    await login(member.page, '/giris', 'ayse@example.com', 'gizli123');
    await poll(() => member.page.getByText(/Hesabınız engellenmiştir/).count()).toBeGreaterThan(0);
    await member.page.waitForTimeout(500); // the toast's entrance
    await screenshot(member.page, 'users-banned-login-1280');

    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).not.toContain('uye=');
    expect(await rows.filter({ hasText: 'ayşe' }).textContent()).toContain('Engelli');
    await screenshot(page, 'users-list-dark-1280');
    await setTheme(page, 'light');
    await poll(() => rows.count()).toBe(4);
    await screenshot(page, 'users-list-light-1280');
    await rows.filter({ hasText: 'İlker' }).click();
    await poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Rol ve Erişim' }).count()).toBe(1);
    await screenshot(page, 'users-drawer-light-1280', { fullPage: false });
    // The drawer (ledger with a correction, access controls) passes the accessibility audits in both themes.
    await page.goto(`/admin/kullanicilar?uye=${ayse.json.user.id}`);
    await poll(() => page.getByTestId('ledger-description').count()).toBe(1);
    await page.waitForTimeout(400); // axe reads the colours on screen: let the slide-in finish
    const found = describeViolations('light', await axeViolations(page));
    await setTheme(page, 'dark');
    await poll(() => page.getByTestId('ledger-description').count()).toBe(1);
    await page.waitForTimeout(400);
    found.push(...describeViolations('dark', await axeViolations(page)));
    expect(found).toEqual([]);
  });

  it('users screen on a phone, both themes: the page does not widen, the drawer fills the screen', async () => {
    const { page } = await adminPage(390);
    await page.goto('/admin/kullanicilar');
    await poll(() => page.getByTestId('admin-user-row').count()).toBeGreaterThan(0);
    // The wide table scrolls inside its own box; nothing in it may push the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'users-list-dark-390');
    await page.getByTestId('admin-user-row').filter({ hasText: 'Zeynep' }).click();
    await poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Puan Düzeltmesi' }).count()).toBe(1);
    await page.waitForTimeout(300); // the slide-in
    await screenshot(page, 'users-drawer-dark-390', { fullPage: false });
    await setTheme(page, 'light');
    await poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Puan Düzeltmesi' }).count()).toBe(1);
    await page.waitForTimeout(300);
    await screenshot(page, 'users-drawer-light-390', { fullPage: false });
  });

  it('the API reference page loads from this server under the site’s CSP', async () => {
    const { page } = await newPage(browser, site.url);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => !r.url().startsWith(site.url) && problems.push(`outside request: ${r.url()}`));
    await page.goto('/api/docs');
    await poll(() => page.locator('.opblock-tag').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    expect(await page.locator('.opblock-tag').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Yönetim: Kullanıcılar')]));
    expect(problems).toEqual([]);
    await screenshot(page, 'api-docs-1280');
  });
});

describe('the audit screen in the browser', () => {
  withOwnSite();

  it('staff actions newest first, filtered by action, staff member and days, paged; editors are turned away', async () => {
    const staff = (await call('POST', '/api/auth/login', ADMIN)).cookie;
    const editor = await register('Editör1', 'editor1@example.com');
    const deniz = await register('Deniz');
    const zeynep = await register('Zeynep');
    const ok = async (p: Promise<{ status: number }>) => expect((await p).status).toBeLessThan(300);
    await ok(call('PATCH', `/api/admin/users/${editor.json.user.id}`, { role: 'editor' }, staff));
    await ok(call('POST', `/api/admin/users/${deniz.json.user.id}/points`, { delta: 150, reason: 'Turnuva birinciliği' }, staff));
    await ok(call('PATCH', `/api/admin/users/${deniz.json.user.id}`, { banned: true }, staff));
    const editorCookie = (await call('POST', '/api/auth/login', { email: 'editor1@example.com', password: 'gizli123' })).cookie;
    await ok(call('POST', '/api/cards', { title: 'Yaz Kampanyası', link: 'https://ornek.example' }, editorCookie));
    // What the members did themselves (registering, logging in) is not a staff action: only these are.
    const expected = [
      'Kart oluşturuldu: “Yaz Kampanyası”',
      'Kullanıcı engellendi: Deniz',
      'Puan düzeltmesi: Deniz, +150 puan (Gerekçe: Turnuva birinciliği), yeni bakiye 150',
      'Rol değiştirildi: Editör1 → Editör',
    ];

    const { page } = await adminPage();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Denetim Kaydı' }).click();
    await page.waitForURL(`${site.url}/admin/denetim`);
    const rows = page.getByTestId('audit-row');
    const summaries = () => page.getByTestId('audit-summary').allTextContents();
    await poll(summaries).toEqual(expected);
    expect(await rows.first().textContent()).toContain('Editör1');
    await screenshot(page, 'audit-dark-1280');
    expect(describeViolations('dark', await axeViolations(page))).toEqual([]);

    await page.getByLabel('İşlem', { exact: true }).selectOption({ label: 'Puan düzeltmesi' });
    await poll(summaries).toEqual([expected[2]]);
    expect(page.url()).toContain('islem=PointsAdjusted');
    expect(await page.getByTestId('csv-download').getAttribute('href')).toBe('/api/admin/audit.csv?type=PointsAdjusted');
    await page.getByRole('button', { name: 'Temizle' }).click();
    await poll(summaries).toEqual(expected);

    await page.getByLabel('Yetkili', { exact: true }).selectOption({ label: 'Editör1 (Editör)' });
    await poll(summaries).toEqual([expected[0]]);
    // The filters are in the address: a reload shows the same rows.
    await page.reload();
    await poll(summaries).toEqual([expected[0]]);
    await page.getByRole('button', { name: 'Temizle' }).click();

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    await page.getByLabel('Başlangıç').fill(today);
    await page.getByLabel('Bitiş').fill(today);
    await poll(summaries).toEqual(expected);
    await page.getByLabel('Bitiş').fill('2020-01-01');
    await poll(() => page.getByTestId('audit-empty').textContent()).toBe('Tarih aralığını düzeltin: başlangıç, bitişten sonra olamaz.');
    await page.getByLabel('Başlangıç').fill('2019-01-01');
    await poll(() => page.getByTestId('audit-empty').textContent()).toBe('Bu süzgeçlerle eşleşen kayıt yok.');
    await page.getByRole('button', { name: 'Temizle' }).click();
    await poll(summaries).toEqual(expected);
    await setTheme(page, 'light');
    await poll(summaries).toEqual(expected);
    await screenshot(page, 'audit-light-1280');
    expect(describeViolations('light', await axeViolations(page))).toEqual([]);

    // A second page: 50 rows, then "Daha Fazla" brings the rest.
    for (let i = 1; i <= 50; i++) {
      await ok(call('POST', `/api/admin/users/${zeynep.json.user.id}/points`, { delta: 1, reason: `Katkı ${i}` }, staff));
    }
    // The open page follows the log live (the admin-audit notice), newest first.
    await poll(() => rows.first().getByTestId('audit-summary').textContent()).toBe('Puan düzeltmesi: Zeynep, +1 puan (Gerekçe: Katkı 50), yeni bakiye 50');
    expect(await rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Daha Fazla' }).click();
    await poll(() => rows.count()).toBe(54);
    expect((await summaries()).slice(50)).toEqual(expected);
    expect(await page.getByRole('button', { name: 'Daha Fazla' }).count()).toBe(0);

    const phone = await adminPage(390);
    await phone.page.goto('/admin/denetim?islem=UserRoleChanged');
    await poll(() => phone.page.getByTestId('audit-summary').allTextContents()).toEqual([expected[3]]);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'audit-dark-390');
    await setTheme(phone.page, 'light');
    await poll(() => phone.page.getByTestId('audit-row').count()).toBe(1);
    await screenshot(phone.page, 'audit-light-390');
    // An unknown action in a hand-edited address is dropped, not sent to the server.
    await phone.page.goto('/admin/denetim?islem=SifreDegisti');
    await poll(() => phone.page.getByTestId('audit-row').count()).toBe(50);

    // An editor manages users (points) but sees no role or ban controls, and no audit log.
    const ed = await adminPage(1280, { email: 'editor1@example.com', password: 'gizli123' });
    await ed.page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Kullanıcılar' }).click();
    await ed.page.getByTestId('admin-user-row').filter({ hasText: 'Zeynep' }).click();
    await poll(() => ed.page.getByRole('dialog').getByRole('heading', { name: 'Puan Düzeltmesi' }).count()).toBe(1);
    expect(await ed.page.getByRole('dialog').getByRole('heading', { name: 'Rol ve Erişim' }).count()).toBe(0);
    await ed.page.keyboard.press('Escape');
    expect(await ed.page.getByRole('link', { name: 'Denetim Kaydı' }).count()).toBe(0);
    await ed.page.goto('/admin/denetim');
    await ed.page.waitForURL(`${site.url}/admin`);
    await poll(() => ed.page.getByText('Denetim kaydını yalnızca süper adminler görebilir.').count()).toBeGreaterThan(0);
  });
});

/** Clicks a screen's "CSV İndir" as a person would and reads the saved file back: BOM, dated name, rows. */
async function download(page: Page, baseName: string): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  expect(file.suggestedFilename()).toBe(`${baseName}-${today}.csv`);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)), { delimiter: ';' }) as string[][];
}

describe('the download buttons', () => {
  withOwnSite();

  it('every export screen saves its CSV: Turkish letters intact, a formula neutralised', async () => {
    const staff = (await call('POST', '/api/auth/login', ADMIN)).cookie;
    const sukru = await register('Şükrü', 'sukru@example.com');
    const ok = async (p: Promise<{ status: number; json: { id?: string } }>) => {
      const r = await p;
      expect(r.status).toBeLessThan(300);
      return r.json;
    };
    const company = await ok(call('POST', '/api/ticket-companies', { name: 'Yıldız Bilet', logoUrl: 'https://example.com/l.png', ticketPrice: 500 }, staff));
    const formula = '=cmd|"/c calc"!A1';
    await ok(call('POST', '/api/ticket-applications', { ticketCompanyId: company.id, username: formula, investmentAmount: 1500 }, sukru.cookie));
    const event = await ok(call('POST', '/api/admin/events', { title: 'Çarşamba Turnuvası', description: 'Açıklama', requiresTelegramVerification: false }, staff));
    await ok(call('POST', `/api/events/${event.id}/participate`, { message: 'Görüşürüz ğüşiöç' }, sukru.cookie));
    await ok(call('POST', `/api/admin/users/${sukru.json.user.id}/points`, { delta: 300, reason: 'Hoş geldin' }, staff));
    const reward = await ok(call('POST', '/api/rewards', { title: 'Çay Bardağı', description: 'Cam', pointsCost: 100, stock: 5 }, staff));
    await ok(call('POST', '/api/user-rewards/purchase', { rewardId: reward.id }, sukru.cookie));

    const { page } = await adminPage();
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
