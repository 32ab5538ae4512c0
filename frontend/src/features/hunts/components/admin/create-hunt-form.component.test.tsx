import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { collectingHunt } from '@/test-support/hunt-fixtures';
import { renderScreen } from '@/test-support/render';
import { CreateHuntForm } from './create-hunt-form';

const create = 'POST /api/admin/hunts';
const posts = (api: { requests: { method: string; path: string; body: unknown }[] }) =>
  api.requests.filter((r) => r.method === 'POST');

async function show(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const onCreated = vi.fn();
  const s = await renderScreen(<CreateHuntForm onCreated={onCreated} />, { path: '/admin/bonus-avlari' });
  return { ...s, api, onCreated };
}

const title = () => screen.getByLabelText('Başlık');
const startCost = () => screen.getByLabelText('Başlangıç maliyeti (₺)');
const entryFee = () => screen.getByLabelText('Katılım ücreti (puan)');
const submit = () => screen.getByRole('button', { name: 'Oluştur' });

describe('the staff form that creates a hunt (Yeni Bonus Avı)', () => {
  it('names a missing title and start cost under their fields, focuses the title and sends nothing', async () => {
    const { user, api } = await show({});
    await user.click(submit());

    expect(await screen.findByText('Başlık zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Başlangıç maliyeti bir sayı olmalıdır')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveFocus();
    expect(posts(api)).toEqual([]);
  });

  it('refuses a fee that is not a whole number of points and a cost with three decimals before sending', async () => {
    const { user, api } = await show({});
    await user.type(title(), 'Cuma Bonus Avı');
    await user.type(startCost(), '10,125');
    await user.clear(entryFee());
    await user.type(entryFee(), '2,5');
    await user.click(submit());

    expect(await screen.findByText('Başlangıç maliyeti en fazla 2 ondalık basamak içerebilir')).toBeInTheDocument();
    expect(screen.getByText('Katılım ücreti bir sayı olmalıdır')).toBeInTheDocument();
    expect(screen.queryByText('Başlık zorunludur')).not.toBeInTheDocument();
    expect(startCost()).toHaveFocus();
    expect(posts(api)).toEqual([]);
  });

  it('sends the title, the cost read with a decimal comma and the fee, then empties the title and cost', async () => {
    const held = gate();
    const { user, api, onCreated } = await show({
      [create]: async () => (await held.promise, { status: 201, body: collectingHunt({ id: 'h9' }) }),
    });
    await user.type(title(), 'Cuma Bonus Avı');
    await user.type(startCost(), '1500,5');
    await user.clear(entryFee());
    await user.type(entryFee(), '50');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: /Oluştur/ })).toBeDisabled();
    held.open();
    expect(await screen.findByText('Bonus avı oluşturuldu.')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith('h9');
    expect(title()).toHaveValue('');
    expect(startCost()).toHaveValue('');
    expect(entryFee()).toHaveValue('50');
    expect(posts(api)).toEqual([
      { method: 'POST', path: '/api/admin/hunts', body: { title: 'Cuma Bonus Avı', startCost: 1500.5, entryFee: 50 } },
    ]);
  });

  it('puts a 400’s issue under the field it names and keeps what was typed', async () => {
    const { user } = await show({
      [create]: {
        status: 400,
        body: {
          message: 'Geçersiz istek',
          code: 'validation_error',
          issues: [{ path: ['title'], message: 'Başlık en fazla 200 karakter olabilir' }],
        },
      },
    });
    await user.type(title(), 'Cuma Bonus Avı');
    await user.type(startCost(), '100');
    await user.click(submit());

    expect(await screen.findByText('Başlık en fazla 200 karakter olabilir')).toBeInTheDocument();
    expect(title()).toHaveValue('Cuma Bonus Avı');
  });
});
