import type { Hunt } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { adminPredictions, collectingHunt, huntSlot } from '@/test-support/hunt-fixtures';
import { renderScreen } from '@/test-support/render';
import { HuntEditor } from './hunt-editor';

const path = '/admin/bonus-avi';
const base = '/api/admin/hunts/h1';
const writes = (api: { requests: { method: string; path: string; body: unknown }[] }) =>
  api.requests.filter((r) => r.method !== 'GET');

/** GET /api/hunts/h1 answers `hunts` in turn (the last again afterwards): the hunt before and after a step. */
function huntAnswers(...hunts: Hunt[]) {
  let k = 0;
  return () => ({ body: hunts[Math.min(k++, hunts.length - 1)] });
}

async function show(routes: Parameters<typeof fakeApi>[0], hunt: Hunt = collectingHunt()) {
  const api = fakeApi({
    'GET /api/hunts/h1': { body: hunt },
    [`GET ${base}/predictions`]: { body: adminPredictions() },
    ...routes,
  });
  const s = await renderScreen(<HuntEditor huntId="h1" />, { path });
  await screen.findByTestId('hunt-editor');
  return { ...s, api };
}

const slotNames = () =>
  within(screen.getByTestId('admin-slots'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the staff hunt slot editor: adding a slot', () => {
  it('names a missing name and bet under their fields and sends nothing', async () => {
    const { user, api } = await show({});
    await user.click(screen.getByRole('button', { name: 'Bonus Ekle' }));

    expect(await screen.findByText('Slot adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Bahis bir sayı olmalıdır')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('refuses a zero bet before sending', async () => {
    const { user, api } = await show({});
    await user.type(screen.getByLabelText('Slot adı'), 'Big Bass');
    await user.type(screen.getByLabelText('Bahis (₺)'), '0');
    await user.click(screen.getByRole('button', { name: 'Bonus Ekle' }));

    expect(await screen.findByText('Bahis sıfırdan büyük olmalıdır')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('sends the name, provider and the bet read with a decimal comma, then lists the slot and empties the name and bet', async () => {
    const held = gate();
    const added = collectingHunt({
      slots: [...collectingHunt().slots, huntSlot('s4', 'Wanted Dead or a Wild', 3, { provider: 'Hacksaw', bet: 2.5 })],
    });
    const { user, api } = await show({
      'GET /api/hunts/h1': huntAnswers(collectingHunt(), added),
      [`POST ${base}/slots`]: async () => (await held.promise, { status: 201, body: added }),
    });
    await user.type(screen.getByLabelText('Slot adı'), 'Wanted Dead or a Wild');
    await user.type(screen.getByLabelText('Sağlayıcı'), 'Hacksaw');
    await user.type(screen.getByLabelText('Bahis (₺)'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Bonus Ekle' }));

    expect(await screen.findByRole('button', { name: /Bonus Ekle/ })).toBeDisabled();
    held.open();
    expect(await within(screen.getByTestId('admin-slots')).findByText('Wanted Dead or a Wild')).toBeInTheDocument();
    expect(screen.getByLabelText('Slot adı')).toHaveValue('');
    expect(screen.getByLabelText('Bahis (₺)')).toHaveValue('');
    expect(writes(api)).toEqual([
      { method: 'POST', path: `${base}/slots`, body: { name: 'Wanted Dead or a Wild', provider: 'Hacksaw', bet: 2.5 } },
    ]);
  });

  it('shows the server’s Turkish reason when it refuses, and keeps what was typed', async () => {
    const { user } = await show({
      [`POST ${base}/slots`]: {
        status: 409,
        body: {
          message: 'Tahminler kapandıktan sonra bonus eklenemez, çıkarılamaz veya bahsi değiştirilemez.',
          code: 'conflict',
        },
      },
    });
    await user.type(screen.getByLabelText('Slot adı'), 'Big Bass');
    await user.type(screen.getByLabelText('Bahis (₺)'), '5');
    await user.click(screen.getByRole('button', { name: 'Bonus Ekle' }));

    expect(
      await screen.findByText('Tahminler kapandıktan sonra bonus eklenemez, çıkarılamaz veya bahsi değiştirilemez.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Slot adı')).toHaveValue('Big Bass');
  });
});

describe('the staff hunt slot editor: order and removal while collecting', () => {
  it('moves a slot up (the whole new order is sent) and shuffles on the server with Karıştır', async () => {
    const moved = collectingHunt({
      slots: [huntSlot('s2', 'Sweet Bonanza', 0), huntSlot('s1', 'Gates of Olympus', 1), huntSlot('s3', 'Big Bass', 2)],
    });
    const { user, api } = await show({
      'GET /api/hunts/h1': huntAnswers(collectingHunt(), moved),
      [`POST ${base}/order`]: { body: moved },
    });
    expect(screen.getByRole('button', { name: 'Gates of Olympus yukarı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Big Bass aşağı' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sweet Bonanza yukarı' }));

    await expect.poll(() => slotNames()[0]).toMatch(/^1Sweet Bonanza/);
    await user.click(screen.getByRole('button', { name: 'Karıştır' }));
    await expect.poll(() => writes(api).length).toBe(2);
    expect(writes(api)).toEqual([
      { method: 'POST', path: `${base}/order`, body: { slotIds: ['s2', 's1', 's3'] } },
      { method: 'POST', path: `${base}/order`, body: { shuffle: true } },
    ]);
  });

  it('removes a slot nobody picked (DELETE) and says beforehand why a picked one stays', async () => {
    const removed = collectingHunt({ slots: collectingHunt().slots.slice(0, 2) });
    const { user, api } = await show({
      'GET /api/hunts/h1': huntAnswers(collectingHunt(), removed),
      [`GET ${base}/predictions`]: { body: adminPredictions({ count: 2, bestSlots: [{ slotId: 's1', count: 2 }] }) },
      [`DELETE ${base}/slots/s3`]: { body: removed },
    });

    expect(
      await screen.findByRole('button', { name: 'Gates of Olympus sil (2 tahmin bu bonusu seçti; çıkarılamaz)' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Big Bass sil' }));

    await expect.poll(() => slotNames()).toHaveLength(2);
    expect(writes(api)).toEqual([{ method: 'DELETE', path: `${base}/slots/s3`, body: undefined }]);
  });
});

describe('the staff hunt slot editor: the wins during the opening', () => {
  const opening = collectingHunt({ status: 'opening', predictionsOpen: false, currentSlotId: 's1' });

  it('offers neither adding, ordering nor removing once the opening runs', async () => {
    await show({}, opening);

    expect(screen.queryByRole('button', { name: 'Bonus Ekle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Karıştır' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sil/ })).not.toBeInTheDocument();
  });

  it('records a win read with a decimal comma for its slot, then shows Düzelt', async () => {
    const won = collectingHunt({
      ...opening,
      currentSlotId: 's2',
      slots: [huntSlot('s1', 'Gates of Olympus', 0, { win: 125.5, multiplier: 12.55 }), ...opening.slots.slice(1)],
    });
    const { user, api } = await show(
      { 'GET /api/hunts/h1': huntAnswers(opening, won), [`POST ${base}/slots/s1/result`]: { body: won } },
      opening,
    );
    await user.type(screen.getByLabelText('Gates of Olympus kazanç (₺)'), '125,50');
    const row = screen.getAllByRole('listitem')[0]!;
    await user.click(within(row).getByRole('button', { name: 'Kaydet' }));

    expect(await within(row).findByRole('button', { name: 'Düzelt' })).toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'POST', path: `${base}/slots/s1/result`, body: { win: 125.5 } }]);
  });

  it('shows the server’s Turkish reason when a win is entered out of order', async () => {
    const { user } = await show(
      {
        [`POST ${base}/slots/s2/result`]: {
          status: 409,
          body: { message: 'Bonuslar sırayla açılır: önce sıradaki bonusun kazancını girin.', code: 'conflict' },
        },
      },
      opening,
    );
    await user.type(screen.getByLabelText('Sweet Bonanza kazanç (₺)'), '40');
    await user.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Bonuslar sırayla açılır: önce sıradaki bonusun kazancını girin.')).toBeInTheDocument();
  });

  it('names a win that is not a number under its field and sends nothing', async () => {
    const { user, api } = await show({}, opening);
    await user.type(screen.getByLabelText('Gates of Olympus kazanç (₺)'), 'yok');
    await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Kazanç bir sayı olmalıdır')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });
});
