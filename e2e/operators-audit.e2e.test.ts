import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.js';
import { screenshot } from './support/browser.js';
import { istanbulToday, operatorSite, poll, setTheme } from './support/operators.js';
import { sawText } from './support/toasts.js';

const site = operatorSite();

describe('the audit screen in the browser', () => {
  it('staff actions newest first, filtered by action, staff member and days, paged; editors are turned away', async () => {
    const staff = await site.staffLogin();
    const editor = await site.register('Editör1', 'editor1@example.com');
    const deniz = await site.register('Deniz');
    const zeynep = await site.register('Zeynep');
    await site.ok('PATCH', `/api/admin/users/${editor.json.user.id}`, { role: 'editor' }, staff);
    await site.ok('POST', `/api/admin/users/${deniz.json.user.id}/points`, { delta: 150, reason: 'Turnuva birinciliği' }, staff);
    await site.ok('PATCH', `/api/admin/users/${deniz.json.user.id}`, { banned: true }, staff);
    const editorCookie = await site.staffLogin({ email: 'editor1@example.com', password: 'gizli123' });
    await site.ok('POST', '/api/cards', { title: 'Yaz Kampanyası', link: 'https://ornek.example' }, editorCookie);
    // What the members did themselves (registering, logging in) is not a staff action: only these are.
    const expected = [
      'Kart oluşturuldu: “Yaz Kampanyası”',
      'Kullanıcı engellendi: Deniz',
      'Puan düzeltmesi: Deniz, +150 puan (Gerekçe: Turnuva birinciliği), yeni bakiye 150',
      'Rol değiştirildi: Editör1 → Editör',
    ];

    const { page } = await site.adminPage();
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

    const today = istanbulToday();
    await page.getByLabel('Başlangıç').fill(today);
    await page.getByLabel('Bitiş').fill(today);
    await poll(summaries).toEqual(expected);
    await page.getByLabel('Bitiş').fill('2020-01-01');
    await poll(() => page.getByTestId('audit-empty').textContent()).toBe(
      'Tarih aralığını düzeltin: başlangıç, bitişten sonra olamaz.',
    );
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
      await site.ok('POST', `/api/admin/users/${zeynep.json.user.id}/points`, { delta: 1, reason: `Katkı ${i}` }, staff);
    }
    // The open page follows the log live (the admin-audit notice), newest first.
    await poll(() => rows.first().getByTestId('audit-summary').textContent()).toBe(
      'Puan düzeltmesi: Zeynep, +1 puan (Gerekçe: Katkı 50), yeni bakiye 50',
    );
    expect(await rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Daha Fazla' }).click();
    await poll(() => rows.count()).toBe(54);
    expect((await summaries()).slice(50)).toEqual(expected);
    expect(await page.getByRole('button', { name: 'Daha Fazla' }).count()).toBe(0);

    const phone = await site.adminPage(390);
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
    const ed = await site.adminPage(1280, { email: 'editor1@example.com', password: 'gizli123' });
    await ed.page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Kullanıcılar' }).click();
    await ed.page.getByTestId('admin-user-row').filter({ hasText: 'Zeynep' }).click();
    await poll(() => ed.page.getByRole('dialog').getByRole('heading', { name: 'Puan Düzeltmesi' }).count()).toBe(1);
    expect(await ed.page.getByRole('dialog').getByRole('heading', { name: 'Rol ve Erişim' }).count()).toBe(0);
    await ed.page.keyboard.press('Escape');
    expect(await ed.page.getByRole('link', { name: 'Denetim Kaydı' }).count()).toBe(0);
    await ed.page.goto('/admin/denetim');
    await ed.page.waitForURL(`${site.url}/admin`);
    await poll(() => sawText(ed.page, 'Denetim kaydını yalnızca süper adminler görebilir.')).toBe(true);
  });
});
