import type { ActiveSession } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { renderScreen } from '@/test-support/render';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';

const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  id: 'a'.repeat(32),
  current: false,
  browser: 'Firefox 140',
  os: 'Windows 10',
  address: '203.0.113.0/24',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-26T18:30:00.000Z',
  ...overrides,
});
const here = session({ id: 'b'.repeat(32), current: true, browser: 'Chrome 142', os: 'Android 15' });
const phone = session({});

describe('Şifre Değiştir', () => {
  it('says a wrong current password beside it, and a short new one by the rules', async () => {
    const wrong = 'Mevcut şifre hatalı.';
    const api = fakeApi({ 'POST /api/auth/password': { status: 401, body: { message: wrong, code: 'unauthenticated' } } });
    const { user } = await renderScreen(<ChangePasswordCard />, { path: '/profil' });
    await user.type(screen.getByLabelText(/Yeni Şifre/), '123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText('Mevcut şifre zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    await user.type(screen.getByLabelText(/Mevcut Şifre/), 'yanlis1');
    await user.type(screen.getByLabelText(/Yeni Şifre/), '456');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await waitFor(() => expect(screen.getByLabelText(/Mevcut Şifre/)).toHaveAccessibleDescription(wrong));
    expect(api.requests[0]?.body).toEqual({ currentPassword: 'yanlis1', newPassword: '123456' });
  });

  it('changes it, says the other sessions were closed and empties the form', async () => {
    const done = 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.';
    fakeApi({ 'POST /api/auth/password': { body: { message: done } } });
    const { user } = await renderScreen(<ChangePasswordCard />, { path: '/profil' });
    await user.type(screen.getByLabelText(/Mevcut Şifre/), 'gizli123');
    await user.type(screen.getByLabelText(/Yeni Şifre/), 'yepyeni99');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(screen.getByLabelText(/Mevcut Şifre/)).toHaveValue('');
  });
});

describe('Oturumlarım', () => {
  it('lists each session with its browser, system, address and times, and marks this one', async () => {
    fakeApi({ 'GET /api/auth/sessions': { body: [here, phone] } });
    await renderScreen(<SessionsCard />, { path: '/profil' });
    const rows = await screen.findAllByTestId('session');
    expect(rows[0]).toHaveTextContent('Chrome 142 · Android 15');
    expect(within(rows[0]!).getByText('bu cihaz')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Firefox 140 · Windows 10');
    expect(rows[1]).toHaveTextContent('203.0.113.0/24');
    expect(rows[1]).toHaveTextContent('Son kullanım:26.11.2026 21:30');
    expect(within(rows[1]!).queryByText('bu cihaz')).not.toBeInTheDocument();
  });

  it('closes one session, and then the others together', async () => {
    let list = [here, phone, session({ id: 'c'.repeat(32), browser: 'Safari 18', os: 'iOS 18' })];
    const api = fakeApi({
      'GET /api/auth/sessions': () => ({ body: list }),
      [`DELETE /api/auth/sessions/${'a'.repeat(32)}`]: () => (
        (list = list.filter((s) => s.id !== phone.id)),
        { body: { message: 'Oturum kapatıldı.' } }
      ),
      'POST /api/auth/sessions/end-others': () => ((list = [here]), { body: { message: 'Diğer oturumlar kapatıldı.' } }),
    });
    const { user } = await renderScreen(<SessionsCard />, { path: '/profil' });
    await user.click(await screen.findByRole('button', { name: 'Oturumu kapat: Firefox 140 · Windows 10' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2));
    expect(await screen.findByText('Oturum kapatıldı.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Diğer oturumları kapat' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Diğer oturumları kapat' })).toBeDisabled();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/auth/sessions/end-others');
  });
});
