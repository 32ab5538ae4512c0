import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { ResetPasswordForm } from './reset-password-form';

const TOKEN = 'a'.repeat(43);
const ayse = member();
const boss = member({ id: 'u9', username: 'patron', role: 'super_admin' });
const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((r) => r.method === 'POST');

async function open(token: string | undefined = TOKEN) {
  const onSuccess = vi.fn();
  const onRestart = vi.fn();
  const r = await renderScreen(<ResetPasswordForm token={token} onSuccess={onSuccess} onRestart={onRestart} />, {
    path: '/sifre-sifirla',
  });
  return { ...r, onSuccess, onRestart };
}

describe('the new password form', () => {
  it('holds the registration rules, then logs the member in with the new password', async () => {
    const api = fakeApi({
      'POST /api/auth/password-reset': { body: { user: ayse } },
      'GET /api/auth/user': { body: ayse },
    });
    const { user, onSuccess } = await open();
    await user.type(screen.getByLabelText(/Yeni Şifre/), '123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));
    expect(await screen.findByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);

    await user.type(screen.getByLabelText(/Yeni Şifre/), '456789');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(ayse));
    expect(posts(api).map((r) => r.body)).toEqual([{ token: TOKEN, password: '123456789' }]);
    expect(await screen.findByText('Şifreniz değiştirildi')).toBeInTheDocument();
  });

  it('says a used or lapsed link is void and offers a new one', async () => {
    const message = 'Şifre sıfırlama bağlantısı geçersiz, kullanılmış veya süresi dolmuş.';
    fakeApi({ 'POST /api/auth/password-reset': { status: 400, body: { message, code: 'reset_token_invalid' } } });
    const { user, onSuccess } = await open();
    await user.type(screen.getByLabelText(/Yeni Şifre/), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));
    expect(await screen.findByTestId('reset-link-invalid')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Yeni bir bağlantı isteyin' })).toHaveAttribute('href', '/sifremi-unuttum');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends nothing for a link whose token is cut short', async () => {
    const api = fakeApi({});
    await open('kisa-bir-parca');
    expect(screen.getByTestId('reset-link-invalid')).toHaveTextContent('Şifre sıfırlama bağlantısı geçersiz.');
    expect(api.requests).toEqual([]);
  });

  it('goes on to the second step for staff with the two-step login, and logs in with the code', async () => {
    const api = fakeApi({
      'POST /api/auth/password-reset': { body: { twoFactorRequired: true } },
      'POST /api/auth/login/2fa': { body: { user: boss } },
      'GET /api/auth/user': { body: boss },
    });
    const { user, onSuccess } = await open();
    await user.type(screen.getByLabelText(/Yeni Şifre/), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));
    await user.type(await screen.findByLabelText(/Doğrulama Kodu/), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(boss));
    expect(posts(api).at(-1)).toMatchObject({ path: '/api/auth/login/2fa', body: { code: '123456' } });
  });
});
