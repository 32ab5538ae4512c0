import type { UpdateStreamResponse } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { StreamVerificationForm } from './stream-verification-form';

const path = '/profil';
const link = 'https://kick.com/yayinci/videos/123';
const answer = (overrides: Partial<UpdateStreamResponse>): UpdateStreamResponse => ({
  message: '50 puan kazandınız!',
  streamUrl: link,
  pointsEarned: 50,
  outcome: 'earned',
  ...overrides,
});
const posts = (api: { requests: { method: string; path: string; body: unknown }[] }) =>
  api.requests.filter((r) => r.method === 'POST');

async function show(routes: Parameters<typeof fakeApi>[0], streamUrl: string | null = null) {
  const api = fakeApi({ 'GET /api/auth/user': { body: member({ points: 50, streamUrl: link }) }, ...routes });
  const s = await renderScreen(<StreamVerificationForm streamUrl={streamUrl} />, { path, currentUser: member() });
  return { ...s, api, input: screen.getByLabelText(/Yayın Linki/) };
}

describe('the stream link card (Yayın Doğrulama)', () => {
  it('starts from the member’s saved link', async () => {
    const { input } = await show({}, link);
    expect(input).toHaveValue(link);
  });

  it('names an empty and a non-http link under the field and sends nothing', async () => {
    const { user, api, input } = await show({});
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Yayın linki zorunludur')).toBeInTheDocument();

    await user.type(input, 'kick.com/yayinci');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Geçerli bir bağlantı (http:// veya https://) girin')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it('sends the link, says Gönderiliyor... on a disabled button, then Tebrikler! and keeps the message on the card', async () => {
    const held = gate();
    const { user, api, input } = await show({
      'POST /api/user/update-stream': async () => (await held.promise, { body: answer({}) }),
    });
    await user.type(input, link);
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByRole('button', { name: /Gönderiliyor/ })).toBeDisabled();
    held.open();
    expect(await screen.findByText('Tebrikler!')).toBeInTheDocument();
    expect(screen.getByTestId('stream-outcome')).toHaveTextContent('50 puan kazandınız!');
    expect(posts(api)).toEqual([{ method: 'POST', path: '/api/user/update-stream', body: { streamUrl: link } }]);
  });

  it('says why no points came when the link is not today’s (saved, but Puan kazanılmadı)', async () => {
    const { user, input } = await show({
      'POST /api/user/update-stream': {
        body: answer({ outcome: 'not-rule-link', pointsEarned: 0, message: 'Bu link günün yayın linki değil.' }),
      },
    });
    await user.type(input, link);
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Puan kazanılmadı')).toBeInTheDocument();
    expect(screen.getByTestId('stream-outcome')).toHaveTextContent('Bu link günün yayın linki değil.');
  });

  it('says Link kaydedildi when today’s points were already earned', async () => {
    const { user, input } = await show({
      'POST /api/user/update-stream': {
        body: answer({ outcome: 'already-earned', pointsEarned: 0, message: 'Bugünün puanını zaten aldınız.' }),
      },
    });
    await user.type(input, link);
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Link kaydedildi')).toBeInTheDocument();
    expect(screen.getByTestId('stream-outcome')).toHaveTextContent('Bugünün puanını zaten aldınız.');
  });

  it('shows a refusal’s message in the Hata toast and its field issue under the field', async () => {
    const { user, input } = await show({
      'POST /api/user/update-stream': {
        status: 400,
        body: {
          message: 'Geçersiz istek',
          code: 'validation_error',
          issues: [{ path: ['streamUrl'], message: 'Bu link kabul edilmiyor' }],
        },
      },
    });
    await user.type(input, link);
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Bu link kabul edilmiyor')).toBeInTheDocument();
    expect(screen.getByText('Hata')).toBeInTheDocument();
    expect(screen.getByText('Geçersiz istek')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Doğrula' })).toBeEnabled());
    expect(screen.queryByTestId('stream-outcome')).not.toBeInTheDocument();
  });

  it('shows the server’s Turkish reason when it refuses for too many tries', async () => {
    const { user, input } = await show({
      'POST /api/user/update-stream': {
        status: 429,
        body: { message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.', code: 'rate_limited' },
      },
    });
    await user.type(input, link);
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.')).toBeInTheDocument();
  });
});
