import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { adminUser } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { RecoveryControls } from './recovery-controls';

describe('the member drawer: getting someone back in', () => {
  it('makes a member a reset link, shows it once with a copy button', async () => {
    const api = fakeApi({
      'POST /api/admin/users/u2/password-reset-link': { body: { url: `/sifre-sifirla?token=${'x'.repeat(43)}` } },
    });
    const { user } = await renderScreen(<RecoveryControls user={adminUser({})} self={false} />, { path: '/admin/kullanicilar' });
    expect(screen.queryByRole('button', { name: 'İki adımlı doğrulamayı sıfırla' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Şifre sıfırlama bağlantısı' }));
    expect(await screen.findByTestId('reset-link')).toHaveValue(
      `${window.location.origin}/sifre-sifirla?token=${'x'.repeat(43)}`,
    );
    expect(screen.queryByRole('button', { name: 'Şifre sıfırlama bağlantısı' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kopyala' }));
    expect(await screen.findByText('Bağlantı kopyalandı')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('/sifre-sifirla?token=');
    expect(api.requests).toHaveLength(1);
  });

  it('resets a staff member’s two-step login only after the confirmation, and offers no reset link', async () => {
    const editor = adminUser({ role: 'editor', username: 'editor' });
    const api = fakeApi({ 'DELETE /api/admin/users/u2/2fa': { body: editor } });
    const { user } = await renderScreen(<RecoveryControls user={editor} self={false} />, { path: '/admin/kullanicilar' });
    expect(screen.queryByRole('button', { name: 'Şifre sıfırlama bağlantısı' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İki adımlı doğrulamayı sıfırla' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("'editor' hesabının iki adımlı doğrulaması kaldırılacak");
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sıfırla' }));
    expect(await screen.findByText('İki adımlı doğrulama sıfırlandı')).toBeInTheDocument();
    await waitFor(() => expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/admin/users/u2/2fa']));
  });

  it('shows nothing on the super_admin’s own account', async () => {
    fakeApi({});
    await renderScreen(<RecoveryControls user={adminUser({ role: 'super_admin' })} self />, { path: '/admin/kullanicilar' });
    expect(screen.queryByRole('heading', { name: 'Hesap Kurtarma' })).not.toBeInTheDocument();
  });
});
