import type { KickLink, KickStatus } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { KickLinkCard } from './kick-link-card';

const path = '/profil';
const on: KickStatus = { enabled: true, channel: 'yayinci', live: false, title: null, startedAt: null };
const notLinked: KickLink = { linked: false, kickUsername: null, code: null, codeExpiresAt: null };
const withCode: KickLink = { ...notLinked, code: 'K7Q2M9', codeExpiresAt: '2026-11-28T07:15:00.000Z' };
const linked: KickLink = { linked: true, kickUsername: 'ayse_kick', code: null, codeExpiresAt: null };
const writes = (api: { requests: { method: string; path: string; body: unknown }[] }) =>
  api.requests.filter((r) => r.method !== 'GET').map(({ method, path }) => `${method} ${path}`);

/** GET /api/kick/link answers `links` in turn (the last one again afterwards): the state before and after a change. */
function linkAnswers(...links: KickLink[]) {
  let k = 0;
  return () => ({ body: links[Math.min(k++, links.length - 1)] });
}

async function show(routes: Parameters<typeof fakeApi>[0], outcome?: 'kullaniliyor' | 'hata') {
  const api = fakeApi({ 'GET /api/kick/status': { body: on }, ...routes });
  const s = await renderScreen(<KickLinkCard outcome={outcome} />, { path, currentUser: member() });
  return { ...s, api };
}

describe('the Kick link card on the profile', () => {
  it('is not there while Kick is off, and never asks for the link', async () => {
    const api = fakeApi({ 'GET /api/kick/status': { body: { ...on, enabled: false, channel: null } } });
    const { queryClient } = await renderScreen(<KickLinkCard />, { path, currentUser: member() });

    // Nothing to see either way: wait for the status to have been answered, then look.
    await waitFor(() => expect(queryClient.getQueryData([Topic.kickStatus])).toMatchObject({ enabled: false }));
    expect(api.requests.map((r) => r.path)).toEqual(['/api/kick/status']);
    expect(screen.queryByText('Kick Hesabını Bağla')).not.toBeInTheDocument();
  });

  it('offers both ways to link an unlinked member: Kick ile Bağla (the OAuth page) and Sohbet Koduyla Bağla', async () => {
    await show({ 'GET /api/kick/link': { body: notLinked } });
    const card = await screen.findByTestId('kick-link-card');

    expect(
      within(card).getByText('Kick hesabınızı bağlayın; yayında sohbet ederek, takip ve aboneliklerle puan kazanın.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kick ile Bağla' })).toHaveAttribute('href', '/api/kick/authorize');
    expect(within(card).getByRole('button', { name: 'Sohbet Koduyla Bağla' })).toBeEnabled();
    expect(within(card).queryByTestId('kick-code')).not.toBeInTheDocument();
  });

  it('asks for a chat code, waits on a disabled button, then shows !bagla <code>, the channel and until when', async () => {
    const held = gate();
    const { user, api } = await show({
      'GET /api/kick/link': linkAnswers(notLinked, withCode),
      'POST /api/kick/link/code': async () => (
        await held.promise,
        { body: { code: 'K7Q2M9', codeExpiresAt: '2026-11-28T07:15:00.000Z' } }
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Sohbet Koduyla Bağla' }));

    expect(await screen.findByRole('button', { name: /Sohbet Koduyla Bağla/ })).toBeDisabled();
    held.open();
    const code = await screen.findByTestId('kick-code');
    expect(within(code).getByText('!bagla K7Q2M9')).toBeInTheDocument();
    expect(code).toHaveTextContent(/son geçerlilik 28\.11\.2026 10:15/);
    expect(within(code).getByRole('link', { name: 'kanalın sohbetine' })).toHaveAttribute('href', 'https://kick.com/yayinci');
    expect(writes(api)).toEqual(['POST /api/kick/link/code']);
  });

  it('shows the server’s Turkish reason when it refuses a new code', async () => {
    const { user } = await show({
      'GET /api/kick/link': { body: notLinked },
      'POST /api/kick/link/code': {
        status: 429,
        body: { message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.', code: 'rate_limited' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sohbet Koduyla Bağla' }));

    expect(await screen.findByText('Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.')).toBeInTheDocument();
    expect(screen.queryByTestId('kick-code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sohbet Koduyla Bağla' })).toBeEnabled();
  });

  it('names the linked account and unlinks it with Bağlantıyı Kaldır (DELETE), back to the ways to link', async () => {
    const { user, api } = await show({
      'GET /api/kick/link': linkAnswers(linked, notLinked),
      'DELETE /api/kick/link': { status: 204 },
    });
    const card = await screen.findByTestId('kick-link-card');
    expect(await within(card).findByText('ayse_kick')).toBeInTheDocument();
    expect(card).toHaveTextContent('Bağlı hesap: ayse_kick. Yayında sohbet ettikçe, takip ve aboneliklerle puan kazanırsınız.');
    expect(within(card).queryByRole('link', { name: 'Kick ile Bağla' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Bağlantıyı Kaldır' }));

    expect(await within(card).findByRole('link', { name: 'Kick ile Bağla' })).toBeInTheDocument();
    expect(within(card).queryByText('ayse_kick')).not.toBeInTheDocument();
    expect(writes(api)).toEqual(['DELETE /api/kick/link']);
  });

  it('keeps the account linked and says why when the unlink is refused', async () => {
    const { user } = await show({
      'GET /api/kick/link': { body: linked },
      'DELETE /api/kick/link': {
        status: 429,
        body: { message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.', code: 'rate_limited' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bağlantıyı Kaldır' }));

    expect(await screen.findByText('Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.')).toBeInTheDocument();
    expect(screen.getByText('ayse_kick')).toBeInTheDocument();
  });

  it('says why the OAuth link failed when Kick sent the member back with ?kick=kullaniliyor', async () => {
    await show({ 'GET /api/kick/link': { body: notLinked } }, 'kullaniliyor');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu Kick hesabı başka bir üyeye bağlı. Kendi Kick hesabınızla giriş yapıp tekrar deneyin.',
    );
  });
});
