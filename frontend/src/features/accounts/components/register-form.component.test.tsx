import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { RegisterForm } from './register-form';

const ayse = member({ streamUrl: 'https://kick.com/ayse', points: 50 });

describe('the register form', () => {
  it('names what is missing or too short, in Turkish, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = await renderScreen(<RegisterForm onSuccess={vi.fn()} />, { path: '/kayit' });
    await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'ay');
    await user.type(screen.getByLabelText(/Şifre/), '123');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    expect(await screen.findByText('Kullanıcı adı en az 3 karakter olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('E-posta zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says Kaydediliyor... on a disabled button while the server works, then welcomes with the points earned', async () => {
    const answer = gate();
    const api = fakeApi({
      'POST /api/auth/register': async () => (await answer.promise, { status: 201, body: { user: ayse, pointsEarned: 50 } }),
      'GET /api/auth/user': { body: ayse },
    });
    const onSuccess = vi.fn();
    const { user } = await renderScreen(<RegisterForm onSuccess={onSuccess} />, { path: '/kayit' });
    await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'ayse');
    await user.type(screen.getByLabelText(/E-posta/), 'ayse@example.com');
    await user.type(screen.getByLabelText(/Şifre/), 'gizli123');
    await user.type(screen.getByLabelText(/Yayın Linki/), 'https://kick.com/ayse');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    expect(await screen.findByRole('button', { name: /Kaydediliyor/ })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Yayın linkiniz için 50 puan kazandınız!')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      username: 'ayse',
      email: 'ayse@example.com',
      password: 'gizli123',
      streamUrl: 'https://kick.com/ayse',
    });
  });

  it('shows the server refusing a taken username beside the field and in the toast', async () => {
    fakeApi({
      'POST /api/auth/register': {
        status: 409,
        body: {
          message: 'Bu kullanıcı adı zaten alınmış',
          code: 'username_taken',
          issues: [{ path: ['username'], message: 'Bu kullanıcı adı zaten alınmış' }],
        },
      },
    });
    const onSuccess = vi.fn();
    const { user } = await renderScreen(<RegisterForm onSuccess={onSuccess} />, { path: '/kayit' });
    await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'ayse');
    await user.type(screen.getByLabelText(/E-posta/), 'ayse@example.com');
    await user.type(screen.getByLabelText(/Şifre/), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    await waitFor(() => expect(screen.getAllByText('Bu kullanıcı adı zaten alınmış').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Kayıt Ol' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
