import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.js';
import { screenshot } from './support/browser.js';
import { operatorSite, poll, setTheme } from './support/operators.js';
import { recordToasts, sawText, seenToasts } from './support/toasts.js';

const site = operatorSite();
/** The issue's screenshots are kept for review beside the other branches' (test-results is wiped per run). */
const keep = (name: string) => {
  mkdirSync('/work/shots/eraseui', { recursive: true });
  copyFileSync(path.resolve('test-results/screenshots', `${name}.png`), `/work/shots/eraseui/${name}.png`);
};
const WRONG_PASSWORD = 'Şifre hatalı.';

/** A member registered through the API, logged in through the form, on their profile; the page notes its toasts. */
async function memberOnProfile(username: string, viewport = { width: 1280, height: 800 }) {
  await site.register(username);
  const { context, page } = await site.page(viewport.width);
  await page.setViewportSize(viewport);
  await recordToasts(context);
  await site.login(page, '/giris', `${username.toLowerCase()}@example.com`, 'gizli123');
  await page.waitForURL(`${site.url}/`);
  await page.goto('/profil');
  return page;
}

const openDeleteDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Hesabımı Sil' }).click();
  const dialog = page.getByRole('alertdialog');
  await poll(() => dialog.getByText('Bu işlem geri alınamaz', { exact: false }).count()).toBe(1);
  return dialog;
};

describe('Hesabımı Sil in the browser (KVKK)', () => {
  it('refuses an empty and a wrong password beside the field, then erases: logged out on /, one success toast, no login', async () => {
    const page = await memberOnProfile('Silinecek1');
    const deletes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/me/delete') && deletes.push(r.method()));
    const dialog = await openDeleteDialog(page);
    const password = dialog.getByLabel('Şifreniz');

    await dialog.getByRole('button', { name: 'Hesabımı Sil' }).click();
    await poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('alert').textContent()).toBe('Şifre zorunludur');
    expect(deletes).toEqual([]); // refused in the browser

    await password.fill('yanlis99');
    await dialog.getByRole('button', { name: 'Hesabımı Sil' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toBe(WRONG_PASSWORD);
    expect(deletes).toEqual(['POST']);
    expect(await page.getByRole('alertdialog').count()).toBe(1); // still open, to try again

    await password.fill('gizli123');
    await dialog.getByRole('button', { name: 'Hesabımı Sil' }).click();
    await poll(() =>
      page.locator('[data-sonner-toast]').filter({ hasText: 'Hesabınız ve kişisel verileriniz silindi.' }).count(),
    ).toBe(1);
    await page.waitForURL(`${site.url}/`);
    await poll(() => page.getByText('Hesabınız silinsin mi?').count()).toBe(0);
    const header = page.getByRole('banner');
    await poll(() => header.getByRole('link', { name: 'Giriş Yap' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Kayıt Ol' }).count()).toBe(1);
    // Whatever the ended session still had in flight (refetches, the socket's reconnect) has settled by now.
    await page.waitForLoadState('networkidle');
    const toasts = await seenToasts(page);
    expect(toasts.filter((t) => t.type === 'error')).toEqual([]);
    expect(toasts.filter((t) => t.type === 'success').map((t) => t.text)).toEqual(['Hesabınız ve kişisel verileriniz silindi.']);

    await site.login(page, '/giris', 'silinecek1@example.com', 'gizli123');
    await poll(() => sawText(page, 'E-posta/kullanıcı adı veya şifre hatalı.')).toBe(true);
    expect(page.url()).toBe(`${site.url}/giris`);
  });

  it('the dialog with the wrong-password message, on a desktop and a phone, dark and light', async () => {
    const sizes = [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ];
    for (const [i, viewport] of sizes.entries()) {
      const page = await memberOnProfile(`Silinecek${i + 2}`, viewport);
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        const dialog = await openDeleteDialog(page);
        await dialog.getByLabel('Şifreniz').fill('yanlis99');
        await dialog.getByRole('button', { name: 'Hesabımı Sil' }).click();
        await poll(() => dialog.getByRole('alert').textContent()).toBe(WRONG_PASSWORD);
        const name = `erase-dialog-error-${viewport.width}-${theme}`;
        await screenshot(page, name, { fullPage: false });
        keep(name);
        expect(describeViolations(name, await axeViolations(page))).toEqual([]);
      }
    }
  });
});

describe('Üyeyi Sil (KVKK) in the admin drawer', () => {
  it('a super_admin erases a member, whose row then shows the pseudonym; a staff account answers why not', async () => {
    const staff = await site.staffLogin();
    await site.register('Silinecek9');
    const editor = await site.register('Editör9', 'editor9@example.com');
    await site.ok('PATCH', `/api/admin/users/${editor.json.user.id}`, { role: 'editor' }, staff);

    const { page } = await site.adminPage();
    await recordToasts(page.context());
    await page.goto('/admin/kullanicilar');
    const rows = page.getByTestId('admin-user-row');
    await poll(() => rows.filter({ hasText: 'Silinecek9' }).count()).toBe(1);
    // The members the tests above erased are in the list too.
    const erasedBefore = await rows.filter({ hasText: /Silinmiş üye #[a-z0-9]{6}/ }).count();
    await rows.filter({ hasText: 'Silinecek9' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Üyeyi Sil (KVKK)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Üyeyi Sil' }).click();
    await poll(() => rows.filter({ hasText: 'Silinecek9' }).count()).toBe(0);
    expect(await rows.filter({ hasText: /Silinmiş üye #[a-z0-9]{6}/ }).count()).toBe(erasedBefore + 1);
    await poll(() => page.getByText('Silinecek9 silinsin mi?').count()).toBe(0);
    // The drawer stays on the erased account: its history, and nothing left to act on.
    await poll(() => drawer.getByText('Bu üyenin hesabı silindi (KVKK)', { exact: false }).count()).toBe(1);
    expect(await drawer.getByRole('button', { name: /Engel|Rolü Kaydet|Uygula|Üyeyi Sil/ }).count()).toBe(0);
    expect(
      await rows
        .filter({ hasText: /Silinmiş üye #[a-z0-9]{6}/ })
        .filter({ hasText: 'Silindi' })
        .count(),
    ).toBe(erasedBefore + 1);
    // Shown for 3 s, so looked up among the toasts the page raised.
    await poll(async () => (await seenToasts(page)).map((t) => t.text)).toContainEqual(
      expect.stringMatching(/^Üye silindi: artık “Silinmiş üye #[a-z0-9]{6}” olarak görünüyor\.$/),
    );
    await screenshot(page, 'erase-admin-done-1280', { fullPage: false });
    keep('erase-admin-done-1280');

    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await rows.filter({ hasText: 'Editör9' }).click();
    await drawer.getByRole('button', { name: 'Üyeyi Sil (KVKK)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Üyeyi Sil' }).click();
    const refusal = 'Personel hesapları silinemez. Önce rolünü üye olarak değiştirin.';
    await poll(() => drawer.getByRole('alert').filter({ hasText: refusal }).count()).toBe(1);
    // The confirmation is gone (faded out), and the answer stays beside the button.
    await poll(() => page.getByText('Editör9 silinsin mi?').count()).toBe(0);
    await drawer.getByRole('alert').scrollIntoViewIfNeeded();
    expect(await rows.filter({ hasText: 'Editör9' }).count()).toBe(1);
    await screenshot(page, 'erase-admin-staff-refused-1280', { fullPage: false });
    keep('erase-admin-staff-refused-1280');
  });
});
