import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.js';
import { screenshot, settled } from './support/browser.js';
import { operatorSite, poll, setTheme } from './support/operators.js';
import { sawText } from './support/toasts.js';

const site = operatorSite();

describe('the users screen in the browser', () => {
  it('Turkish-aware search, role filter, drawer with a correction, a role and a ban that logs the member out', async () => {
    await site.register('İlker', 'uye1@example.com');
    await site.register('Zeynep');
    const ayse = await site.register('ayşe', 'ayse@example.com');
    expect(ayse.status).toBe(201);

    // The member is on the site in another browser while staff work.
    const member = await site.page();
    await site.login(member.page, '/giris', 'ayse@example.com', 'gizli123');
    await member.page.waitForURL(`${site.url}/`);
    await member.page.goto('/profil');
    await poll(() => member.page.getByTestId('points-ledger').count()).toBe(1);

    const { page } = await site.adminPage();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Kullanıcılar' }).click();
    await page.waitForURL(`${site.url}/admin/kullanicilar`);
    const rows = page.getByTestId('admin-user-row');
    await poll(() => rows.count()).toBe(4);

    // Applied once typing pauses, trimmed; a space typed before the next word stays in the box.
    await page.getByLabel('Ara').fill('ILKER ');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('İlker');
    expect(page.url()).toContain('ara=ILKER');
    expect(page.url()).not.toContain('ara=ILKER+');
    expect(await page.getByLabel('Ara').inputValue()).toBe('ILKER ');
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
    await poll(() => drawer.getByTestId('ledger-description').allTextContents()).toEqual([
      'Puan düzeltmesi: Turnuva birinciliği',
    ]);
    // The member sees it at once in their own history.
    await poll(() => member.page.getByTestId('ledger-description').allTextContents()).toEqual([
      'Puan düzeltmesi: Turnuva birinciliği',
    ]);
    await screenshot(page, 'users-drawer-dark-1280', { fullPage: false });

    await drawer.getByLabel('Rol', { exact: true }).selectOption({ label: 'Editör' });
    await drawer.getByRole('button', { name: 'Rolü Kaydet' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rolü Değiştir' }).click();
    await poll(() => drawer.getByText('Editör').count()).toBeGreaterThan(0);
    await drawer.getByRole('button', { name: 'Hesabı Engelle' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Engelle' }).click();
    await poll(() => drawer.getByText('Engelli').count()).toBeGreaterThan(0);

    // The member's page learns at once (its socket was dropped) and shows them logged out.
    await poll(() => member.page.getByRole('link', { name: 'Giriş Yap' }).count()).toBeGreaterThan(0);
    await site.login(member.page, '/giris', 'ayse@example.com', 'gizli123');
    await poll(() => sawText(member.page, /Hesabınız engellenmiştir/)).toBe(true);
    await settled(member.page); // the toast's entrance
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
    await settled(page); // axe reads the colours on screen: the slide-in finished
    const found = describeViolations('light', await axeViolations(page));
    await setTheme(page, 'dark');
    await poll(() => page.getByTestId('ledger-description').count()).toBe(1);
    await settled(page);
    found.push(...describeViolations('dark', await axeViolations(page)));
    expect(found).toEqual([]);
  });

  it('on a phone, both themes: the page does not widen, the drawer fills the screen', async () => {
    const { page } = await site.adminPage(390);
    await page.goto('/admin/kullanicilar');
    await poll(() => page.getByTestId('admin-user-row').count()).toBeGreaterThan(0);
    // The wide table scrolls inside its own box; nothing in it may push the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'users-list-dark-390');
    await page.getByTestId('admin-user-row').filter({ hasText: 'Zeynep' }).click();
    await poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Puan Düzeltmesi' }).count()).toBe(1);
    await settled(page); // the slide-in
    await screenshot(page, 'users-drawer-dark-390', { fullPage: false });
    await setTheme(page, 'light');
    await poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Puan Düzeltmesi' }).count()).toBe(1);
    await settled(page);
    await screenshot(page, 'users-drawer-light-390', { fullPage: false });
  });
});
