import type { Hunt, OwnHuntPrediction } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { collectingHunt, ownPrediction } from '@/test-support/hunt-fixtures';
import { renderScreen } from '@/test-support/render';
import { PredictionCard } from './prediction-card';

const path = '/bonus-avi/h1';
const own = 'GET /api/hunts/h1/prediction';
const none = { status: 404, body: { message: 'Tahmin bulunamadı.', code: 'not_found' } };
const puts = (api: { requests: { method: string; path: string; body: unknown }[] }) =>
  api.requests.filter((r) => r.method === 'PUT');

/** GET answers `first`, then (after a change) `then`: the member's prediction before and after. */
function ownAnswers(first: { status?: number; body: unknown }, then: OwnHuntPrediction) {
  let asked = 0;
  return () => (asked++ === 0 ? first : { body: then });
}

async function show(routes: Parameters<typeof fakeApi>[0], hunt: Hunt = collectingHunt(), loggedIn = true) {
  const api = fakeApi(routes);
  const s = await renderScreen(<PredictionCard hunt={hunt} loggedIn={loggedIn} />, {
    path,
    currentUser: loggedIn ? member() : null,
  });
  return { ...s, api };
}

const total = () => screen.getByLabelText('Toplam kazanç tahmini (₺)');
const best = () => screen.getByLabelText('En iyi çarpanı verecek bonus');

describe('the hunt prediction form (Tahmin)', () => {
  it('asks a guest to log in and asks the server nothing', async () => {
    const { api } = await show({}, collectingHunt(), false);

    expect(screen.getByText('Tahmin göndermek için giriş yapın.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahmin Gönder' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('shows the member’s prediction but no form once predictions are closed', async () => {
    await show({ [own]: { body: ownPrediction() } }, collectingHunt({ predictionsOpen: false }));

    expect(await screen.findByTestId('own-prediction')).toHaveTextContent('Tahmininiz: 1.500₺, en iyi bonus: Sweet Bonanza');
    expect(screen.getByText('Tahminler kapandı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tahmin/ })).not.toBeInTheDocument();
  });

  it('names the entry fee and that a cancellation refunds it', async () => {
    await show({ [own]: none }, collectingHunt({ entryFee: 50 }));

    expect(screen.getByText('Katılım ücreti: 50 puan (iptalde iade edilir).')).toBeInTheDocument();
  });

  it('offers every slot of the hunt as the best one', async () => {
    await show({ [own]: none });

    expect(
      within(best())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seçin', 'Gates of Olympus', 'Sweet Bonanza', 'Big Bass']);
  });

  it('names a missing total and slot under their fields and sends nothing', async () => {
    const { user, api } = await show({ [own]: none });
    await user.click(await screen.findByRole('button', { name: 'Tahmin Gönder' }));

    expect(await screen.findByText('Tahmin edilen toplam kazanç bir sayı olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('En iyi bonusu seçin')).toBeInTheDocument();
    expect(total()).toHaveAttribute('aria-invalid', 'true');
    expect(puts(api)).toEqual([]);
  });

  it('refuses a total that is not a whole number of ₺ before sending', async () => {
    const { user, api } = await show({ [own]: none });
    await user.type(total(), '12,5');
    await user.selectOptions(best(), 'Sweet Bonanza');
    await user.click(screen.getByRole('button', { name: 'Tahmin Gönder' }));

    expect(await screen.findByText('Tahmin edilen toplam kazanç bir sayı olmalıdır')).toBeInTheDocument();
    expect(screen.queryByText('En iyi bonusu seçin')).not.toBeInTheDocument();
    expect(puts(api)).toEqual([]);
  });

  it('sends the total as a number and the slot id, waits on a disabled button, then shows the saved prediction', async () => {
    const held = gate();
    const saved = ownPrediction({ finalWin: 2500, bestSlotId: 's3' });
    const { user, api } = await show({
      [own]: ownAnswers(none, saved),
      'PUT /api/hunts/h1/prediction': async () => (await held.promise, { body: saved }),
    });
    await user.type(total(), '2500');
    await user.selectOptions(best(), 'Big Bass');
    await user.click(screen.getByRole('button', { name: 'Tahmin Gönder' }));

    expect(await screen.findByRole('button', { name: /Tahmin Gönder/ })).toBeDisabled();
    held.open();
    expect(await screen.findByText('Tahmininiz kaydedildi')).toBeInTheDocument();
    expect(await screen.findByTestId('own-prediction')).toHaveTextContent('Tahmininiz: 2.500₺, en iyi bonus: Big Bass');
    expect(screen.getByRole('button', { name: 'Tahmini Güncelle' })).toBeEnabled();
    expect(puts(api)).toEqual([{ method: 'PUT', path: '/api/hunts/h1/prediction', body: { finalWin: 2500, bestSlotId: 's3' } }]);
  });

  it('shows the server’s Turkish reason when it refuses, and keeps what the member typed', async () => {
    const { user } = await show({
      [own]: none,
      'PUT /api/hunts/h1/prediction': {
        status: 409,
        body: { message: 'Tahminler kapandı; tahmin gönderilemez veya değiştirilemez.', code: 'conflict' },
      },
    });
    await user.type(total(), '900');
    await user.selectOptions(best(), 'Gates of Olympus');
    await user.click(screen.getByRole('button', { name: 'Tahmin Gönder' }));

    expect(await screen.findByText('Tahminler kapandı; tahmin gönderilemez veya değiştirilemez.')).toBeInTheDocument();
    expect(total()).toHaveValue('900');
    expect(screen.getByRole('button', { name: 'Tahmin Gönder' })).toBeEnabled();
    expect(screen.queryByTestId('own-prediction')).not.toBeInTheDocument();
  });
});
