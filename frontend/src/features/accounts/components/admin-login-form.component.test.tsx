import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { AdminLoginForm } from './admin-login-form';

const boss = member({ id: 'u9', username: 'patron', email: 'patron@example.com', role: 'super_admin' });
const wrongCode = 'Doğrulama kodu hatalı veya süresi geçmiş.';

async function passwordGiven(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'POST /api/auth/login': { body: { twoFactorRequired: true } },
    'GET /api/auth/user': { body: boss },
    ...routes,
  });
  const onSuccess = vi.fn();
  const r = await renderScreen(<AdminLoginForm onSuccess={onSuccess} />, { path: '/admin-giris' });
  await r.user.type(screen.getByLabelText('E-posta'), 'patron@example.com');
  await r.user.type(screen.getByLabelText('Şifre'), 'patron123');
  await r.user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await screen.findByRole('heading', { name: 'İki Adımlı Doğrulama' });
  return { ...r, api, onSuccess };
}

describe('the staff login with the two-step login', () => {
  it('asks for the 6-digit code after the password and checks its shape before sending it', async () => {
    const { user, api, onSuccess } = await passwordGiven({});
    expect(onSuccess).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Doğrulama Kodu/), '12a');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama kodu 6 haneli bir sayı olmalıdır')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/auth/login/2fa')).toEqual([]);
  });

  it('logs in with the code', async () => {
    const { user, api, onSuccess } = await passwordGiven({ 'POST /api/auth/login/2fa': { body: { user: boss } } });
    await user.type(screen.getByLabelText(/Doğrulama Kodu/), '654321');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(api.requests.find((r) => r.path === '/api/auth/login/2fa')?.body).toEqual({ code: '654321' });
  });

  it('keeps the code step after a wrong code and says why', async () => {
    const { user, onSuccess } = await passwordGiven({
      'POST /api/auth/login/2fa': { status: 401, body: { message: wrongCode, code: 'two_factor_wrong_code' } },
    });
    await user.type(screen.getByLabelText(/Doğrulama Kodu/), '000000');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect((await screen.findAllByText(wrongCode)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Doğrulama Kodu/)).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, behind the toggle', async () => {
    const { user, api, onSuccess } = await passwordGiven({ 'POST /api/auth/login/2fa': { body: { user: boss } } });
    await user.click(screen.getByRole('button', { name: 'Kurtarma kodu kullan' }));
    await user.type(screen.getByLabelText(/Kurtarma Kodu/), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(api.requests.find((r) => r.path === '/api/auth/login/2fa')?.body).toEqual({ recoveryCode: 'ABCDE-12345' });
  });

  it('goes back to the password when the step has lapsed', async () => {
    const lapsed = 'Doğrulama süresi doldu veya giriş başlatılmadı. Lütfen e-posta ve şifrenizle yeniden giriş yapın.';
    const { user } = await passwordGiven({
      'POST /api/auth/login/2fa': { status: 401, body: { message: lapsed, code: 'unauthenticated' } },
    });
    await user.type(screen.getByLabelText(/Doğrulama Kodu/), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(await screen.findByText(lapsed)).toBeInTheDocument();
  });
});
