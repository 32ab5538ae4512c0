import type { PublicReward, UserReward } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { MarketPage } from './market-page';

const path = '/market';
const kupa: PublicReward = {
  id: 'r1',
  title: 'Altın Kupa',
  description: 'Yayında anılırsınız.',
  imageUrl: null,
  pointsCost: 300,
  isActive: true,
  stock: 5,
  sortOrder: 0,
};
const bought: UserReward = {
  id: 'p1',
  rewardId: 'r1',
  rewardTitle: 'Altın Kupa',
  pointsSpent: 300,
  purchasedAt: '2026-11-27T07:00:00.000Z',
  status: 'pending',
  cancelReason: null,
};
const rich = member({ points: 1000 });
const reads = { 'GET /api/rewards/active': { body: [kupa] }, 'GET /api/user-rewards': { body: [] } };

async function openDialog(routes: Parameters<typeof fakeApi>[0], currentUser = rich) {
  const api = fakeApi({ ...reads, ...routes });
  const s = await renderScreen(<MarketPage />, { path, currentUser });
  await s.user.click(await screen.findByRole('button', { name: 'Altın Kupa: Satın Al' }));
  return { ...s, api, dialog: await screen.findByRole('alertdialog') };
}
const posts = (api: { requests: { method: string; body: unknown }[] }) => api.requests.filter((r) => r.method === 'POST');

describe('the reward purchase dialog', () => {
  it('says what the reward costs and what is left, and Vazgeç sends nothing', async () => {
    const { user, api, dialog } = await openDialog({});
    expect(within(dialog).getByText('Satın almayı onaylıyor musunuz?')).toBeInTheDocument();
    expect(within(dialog).getByText("'Altın Kupa' ödülü için 300 puan harcanacak. Kalan puanınız: 700.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(api)).toEqual([]);
  });

  it('offers no purchase to a member without enough points', async () => {
    fakeApi(reads);
    await renderScreen(<MarketPage />, { path, currentUser: member({ points: 100 }) });

    expect(await screen.findByRole('button', { name: 'Altın Kupa: Yetersiz Puan' })).toBeDisabled();
  });

  it('buys with Satın Al: the button waits while the server works, then the reward id is sent and the toast says so', async () => {
    const answer = gate();
    const { user, api, dialog } = await openDialog({
      'POST /api/user-rewards/purchase': async () => (
        await answer.promise,
        { status: 201, body: { userReward: bought, points: 700 } }
      ),
      'GET /api/auth/user': { body: member({ points: 700 }) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Satın Al' }));

    expect(await within(dialog).findByRole('button', { name: /Satın Al/ })).toBeDisabled();
    answer.open();
    expect(await screen.findByText("'Altın Kupa' satın alındı.")).toBeInTheDocument();
    expect(posts(api).map((r) => r.body)).toEqual([{ rewardId: 'r1' }]);
    expect(await screen.findByTestId('market-points')).toHaveTextContent('700');
  });

  it('shows the server’s reason when the purchase is refused', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/user-rewards/purchase': { status: 409, body: { message: 'Bu ödülün stoğu tükendi.', code: 'conflict' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Satın Al' }));

    expect(await screen.findByText('Bu ödülün stoğu tükendi.')).toBeInTheDocument();
  });

  it('says Yetersiz Puan when the server finds the points short', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/user-rewards/purchase': {
        status: 422,
        body: { message: 'Yetersiz puan.', code: 'insufficient_points' },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Satın Al' }));

    expect(await screen.findByText('Yetersiz Puan')).toBeInTheDocument();
    expect(screen.getByText('Bu ödül için 300 puan gerekiyor')).toBeInTheDocument();
  });
});

describe('the market around a purchase', () => {
  it('asks a guest to log in instead of opening the dialog, and takes them to /giris', async () => {
    const api = fakeApi(reads);
    const { user } = await renderScreen(<MarketPage />, { path, currentUser: null });
    await user.click(await screen.findByRole('button', { name: 'Altın Kupa: Satın Al' }));

    expect(await screen.findByText('Ödül satın almak için giriş yapmalısınız.')).toBeInTheDocument();
    expect(await screen.findByText('sayfa: /giris')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it('offers nothing to buy when the stock is gone: Tükendi, disabled', async () => {
    fakeApi({ ...reads, 'GET /api/rewards/active': { body: [{ ...kupa, stock: 0 }] } });
    await renderScreen(<MarketPage />, { path, currentUser: rich });

    expect(await screen.findByRole('button', { name: 'Altın Kupa: Tükendi' })).toBeDisabled();
  });

  it('lists the bought reward under Aldığınız Ödüller once the purchase is made', async () => {
    let asked = 0;
    const { user, dialog } = await openDialog({
      'GET /api/user-rewards': () => ({ body: asked++ === 0 ? [] : [bought] }),
      'POST /api/user-rewards/purchase': { status: 201, body: { userReward: bought, points: 700 } },
      'GET /api/auth/user': { body: member({ points: 700 }) },
    });
    expect(screen.queryByTestId('my-rewards')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Satın Al' }));

    const mine = await screen.findByTestId('my-rewards');
    expect(within(mine).getByText('Aldığınız Ödüller')).toBeInTheDocument();
    const [row] = within(mine).getAllByTestId('my-reward');
    expect(row).toHaveTextContent('Altın Kupa');
    expect(row).toHaveTextContent('300 puan');
  });

  it('tells the member why staff cancelled a purchase and that the points came back', async () => {
    fakeApi({
      ...reads,
      'GET /api/user-rewards': { body: [{ ...bought, status: 'cancelled', cancelReason: 'Stok hatası' }] },
    });
    await renderScreen(<MarketPage />, { path, currentUser: rich });

    expect(await screen.findByText('İptal nedeni: Stok hatası · Puanlarınız iade edildi.')).toBeInTheDocument();
  });
});
