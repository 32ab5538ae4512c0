import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member, ongoingEvent } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { JoinForm } from './join-form';

const path = '/etkinlikler/e1';

describe('joining an event', () => {
  it('asks a guest to log in and takes them to /giris', async () => {
    const api = fakeApi({});
    const { user } = await renderScreen(<JoinForm event={ongoingEvent()} />, { path, currentUser: null });
    await user.type(screen.getByLabelText('Kullanıcı Adı veya ID'), 'ayse42');
    await user.click(screen.getByRole('button', { name: 'Katıl' }));

    expect(await screen.findByText('Etkinliğe katılmak için giriş yapmalısınız')).toBeInTheDocument();
    expect(await screen.findByText('sayfa: /giris')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends a member without Telegram to the profile when the event requires it', async () => {
    fakeApi({});
    const { user } = await renderScreen(<JoinForm event={ongoingEvent({ requiresTelegramVerification: true })} />, {
      path,
      currentUser: member({ telegramVerified: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Katıl' }));

    expect(await screen.findByText('Telegram Doğrulama Gerekli')).toBeInTheDocument();
    expect(await screen.findByText('sayfa: /profil')).toBeInTheDocument();
  });

  it('says Gönderiliyor... on a disabled button, then Etkinliğe katıldınız and empties the message', async () => {
    const answer = gate();
    const api = fakeApi({
      'POST /api/events/e1/participate': async () => (
        await answer.promise,
        { body: { participated: true, participationCount: 1 } }
      ),
    });
    const { user } = await renderScreen(<JoinForm event={ongoingEvent({ requiresTelegramVerification: true })} />, {
      path,
      currentUser: member({ telegramVerified: true }),
    });
    const message = screen.getByLabelText('Kullanıcı Adı veya ID');
    await user.type(message, 'ayse42');
    await user.click(await screen.findByRole('button', { name: 'Katıl' }));

    expect(await screen.findByRole('button', { name: /Gönderiliyor/ })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Etkinliğe katıldınız')).toBeInTheDocument();
    expect(message).toHaveValue('');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ message: 'ayse42' });
  });

  it('shows the server’s reason when it refuses', async () => {
    fakeApi({
      'POST /api/events/e1/participate': { status: 409, body: { message: 'Bu etkinliğe zaten katıldınız', code: 'conflict' } },
    });
    const { user } = await renderScreen(<JoinForm event={ongoingEvent()} />, { path, currentUser: member() });
    await user.click(await screen.findByRole('button', { name: 'Katıl' }));

    expect(await screen.findByText('Katılım başarısız')).toBeInTheDocument();
    expect(screen.getByText('Bu etkinliğe zaten katıldınız')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Katıl' })).toBeEnabled();
  });
});
