import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { operatorSite, poll, setTheme } from './support/operators.js';
import { sawText } from './support/toasts.js';

const site = operatorSite();

describe('KVKK in the browser', () => {
  it('the footer links the privacy notice and the cookie policy; a super_admin edits the notice and it shows', async () => {
    const { page } = await site.page(390);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Yasal metinler' }).getByRole('link', { name: 'Aydınlatma Metni' }).click();
    await page.waitForURL(`${site.url}/kvkk`);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
    );
    await screenshot(page, 'kvkk-390-dark');
    await setTheme(page, 'light');
    await screenshot(page, 'kvkk-390-light');
    await page.getByRole('navigation', { name: 'Yasal metinler' }).getByRole('link', { name: 'Çerez Politikası' }).click();
    await page.waitForURL(`${site.url}/cerez-politikasi`);
    await poll(() =>
      page.getByText('Bu site yalnızca çalışması için zorunlu olan tek bir çerez kullanır', { exact: false }).count(),
    ).toBe(1);

    const admin = await site.adminPage();
    await admin.page.goto('/admin/settings');
    await admin.page.getByRole('tab', { name: 'Yasal Metinler' }).click();
    const form = admin.page.getByRole('form', { name: 'Aydınlatma Metni' });
    await form.getByLabel('Metin', { exact: true }).fill('Birinci paragraf.\n\nİkinci paragraf: iletisim@ornek.example');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => sawText(admin.page, 'Aydınlatma Metni güncellendi')).toBe(true);
    await screenshot(admin.page, 'admin-legal-texts-1280');

    await page.goto('/kvkk');
    await poll(() => page.locator('article > p, article > div > p').allTextContents()).toEqual([
      expect.stringMatching(/^Son güncelleme: /),
      'Birinci paragraf.',
      'İkinci paragraf: iletisim@ornek.example',
    ]);
  });

  it('a member downloads their data from the profile as one JSON file', async () => {
    await site.register('Veri1');
    const { page } = await site.page();
    await site.login(page, '/giris', 'veri1@example.com', 'gizli123');
    await page.waitForURL(`${site.url}/`);
    await page.goto('/profil');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Verilerimi İndir' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8'));
    expect(data.account).toMatchObject({ username: 'Veri1', email: 'veri1@example.com' });
    // The session of the registration (made through the API) and the one of this browser's login.
    expect(data.sessions).toHaveLength(2);
    await screenshot(page, 'profile-my-data-1280');
  });
});
