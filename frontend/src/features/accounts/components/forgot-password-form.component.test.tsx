import { PASSWORD_RESET_SENT } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { renderScreen } from '@/test-support/render';
import { ForgotPasswordForm, MAIL_NOT_CONFIGURED } from './forgot-password-form';

const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((r) => r.method === 'POST');

describe('the forgotten password form', () => {
  it('says e-mail is not configured and to ask the staff, with no form, when the site sends no mail', async () => {
    const api = fakeApi({ 'GET /api/auth/password-reset/available': { body: { email: false } } });
    await renderScreen(<ForgotPasswordForm />, { path: '/sifremi-unuttum' });
    expect(await screen.findByTestId('mail-not-configured')).toHaveTextContent(MAIL_NOT_CONFIGURED);
    expect(screen.queryByLabelText(/E-posta veya Kullanıcı Adı/)).not.toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it('asks for the login, then shows the one answer the server gives for any account', async () => {
    const api = fakeApi({
      'GET /api/auth/password-reset/available': { body: { email: true } },
      'POST /api/auth/password-reset/request': { status: 202, body: { message: PASSWORD_RESET_SENT } },
    });
    const { user } = await renderScreen(<ForgotPasswordForm />, { path: '/sifremi-unuttum' });
    await user.click(await screen.findByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('E-posta veya kullanıcı adı zorunludur')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);

    await user.type(screen.getByLabelText(/E-posta veya Kullanıcı Adı/), 'kimse@example.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT);
    expect(posts(api).map((r) => r.body)).toEqual([{ login: 'kimse@example.com' }]);
  });

  it('shows the Turkish 429 text when too many links were asked for, and keeps the form', async () => {
    const tooMany = 'Çok fazla şifre sıfırlama isteği gönderildi. Lütfen 15 dakika sonra tekrar deneyin.';
    fakeApi({
      'GET /api/auth/password-reset/available': { body: { email: true } },
      'POST /api/auth/password-reset/request': { status: 429, body: { message: tooMany, code: 'rate_limited' } },
    });
    const { user } = await renderScreen(<ForgotPasswordForm />, { path: '/sifremi-unuttum' });
    await user.type(await screen.findByLabelText(/E-posta veya Kullanıcı Adı/), 'ayse');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' })).toBeEnabled();
  });
});
