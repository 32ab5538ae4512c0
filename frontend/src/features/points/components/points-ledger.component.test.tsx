import { LEDGER_PAGE, type LedgerRow } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { PointsLedger } from './points-ledger';

const path = '/profil';
const first = `GET /api/points/ledger?limit=${LEDGER_PAGE.default}`;
const row = (id: number, overrides: Partial<LedgerRow> = {}): LedgerRow => ({
  id: String(id),
  at: '2026-11-27T07:00:00.000Z',
  delta: 10,
  balance: id * 10,
  reason: 'stream',
  description: `Yayın doğrulaması #${id}`,
  ...overrides,
});

async function show(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const s = await renderScreen(<PointsLedger userId="u1" />, { path, currentUser: member() });
  return { ...s, api };
}

describe('the points history (Puan Geçmişi)', () => {
  it('waits for the first page, then says nothing happened yet when it is empty', async () => {
    const held = gate();
    await show({ [first]: async () => (await held.promise, { body: [] }) });

    expect(screen.getByLabelText('Yükleniyor...')).toHaveAttribute('aria-busy', 'true');
    held.open();
    expect(
      await screen.findByText(
        'Henüz puan hareketiniz yok. Doğrulamalar, yayın linkiniz ve onaylanan bilet başvurularınız burada listelenir.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each change newest first: its reason, description, signed points and the balance after it', async () => {
    await show({
      [first]: {
        body: [
          row(3, { delta: -300, balance: 200, reason: 'purchase', description: "Market: 'Altın Kupa'" }),
          row(2, { delta: 450, balance: 500, reason: 'ticket', description: 'Bilet başvurusu onaylandı' }),
          row(1, { delta: 50, balance: 50, reason: 'telegram', description: 'Telegram doğrulaması' }),
        ],
      },
    });

    const rows = await screen.findAllByTestId('ledger-row');
    expect(rows.map((r) => within(r).getByTestId('ledger-description').textContent)).toEqual([
      "Market: 'Altın Kupa'",
      'Bilet başvurusu onaylandı',
      'Telegram doğrulaması',
    ]);
    expect(within(rows[0]!).getByRole('img', { name: 'Market alışverişi' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Bilet başvurusu' })).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('ledger-delta')).toHaveTextContent('−300');
    expect(within(rows[1]!).getByTestId('ledger-delta')).toHaveTextContent('+450');
    expect(within(rows[0]!).getByTestId('ledger-balance')).toHaveTextContent('200');
    expect(within(rows[1]!).getByTestId('ledger-balance')).toHaveTextContent('500');
    // A short first page is the whole history.
    expect(screen.queryByRole('button', { name: 'Daha Fazla' })).not.toBeInTheDocument();
  });

  it('offers Daha Fazla after a full page and asks for the rows older than its last one', async () => {
    const page = Array.from({ length: LEDGER_PAGE.default }, (_, k) => row(100 - k));
    const older = gate();
    const { user, api } = await show({
      [first]: { body: page },
      [`${first}&before=51`]: async () => (await older.promise, { body: [row(7, { description: 'En eski hareket' })] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Daha Fazla' }));

    expect(await screen.findByRole('button', { name: /Yükleniyor/ })).toBeDisabled();
    older.open();
    expect(await screen.findByText('En eski hareket')).toBeInTheDocument();
    expect(screen.getAllByTestId('ledger-row')).toHaveLength(LEDGER_PAGE.default + 1);
    expect(screen.queryByRole('button', { name: 'Daha Fazla' })).not.toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([first, `${first}&before=51`]);
  });

  it('says the history could not be read (not that it is empty) and reads it again with Tekrar dene', async () => {
    let calls = 0;
    const { user } = await show({
      [first]: () =>
        ++calls === 1
          ? { status: 503, body: { message: 'Puan geçmişi şu anda okunamıyor.', code: 'unavailable' } }
          : { body: [row(1, { description: 'Telegram doğrulaması', reason: 'telegram' })] },
    });

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Puan geçmişi yüklenemedi: Puan geçmişi şu anda okunamıyor.');
    expect(screen.queryByText(/Henüz puan hareketiniz yok/)).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Telegram doğrulaması')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
