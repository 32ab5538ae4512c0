import type { AdminCompany } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { renderScreen } from '@/test-support/render';
import { CompanyFormDialog } from './company-form-dialog';

const path = '/admin/firmalar';
const saved: AdminCompany = {
  id: 'f1',
  name: 'Yıldız Bahis',
  logoUrl: 'https://example.com/logo.png',
  websiteUrl: 'https://yildiz.example.com',
  status: 'active',
  sortOrder: 3,
  createdAt: '2026-11-27T07:00:00.000Z',
  updatedAt: '2026-11-27T07:00:00.000Z',
  revision: 2,
};

async function openDialog(company: AdminCompany | null, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/companies/all': { body: [saved] }, ...routes });
  const onClose = vi.fn();
  const s = await renderScreen(<CompanyFormDialog open company={company} nextSortOrder={3} onClose={onClose} />, { path });
  const dialog = await screen.findByRole('dialog');
  return { ...s, api, onClose, dialog };
}
const writes = (api: { requests: { method: string }[] }) => api.requests.filter((r) => r.method !== 'GET');

describe('the catalog dialog (companies)', () => {
  it('names the missing and wrong fields in Turkish and sends nothing', async () => {
    const { user, api, dialog, onClose } = await openDialog(null);
    await user.type(within(dialog).getByLabelText(/Web Sitesi/), 'yildiz');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    expect(await within(dialog).findByText('Firma adı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Logo zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir bağlantı (http:// veya https://) girin')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates with the fields as the contract wants them, waits on a disabled button, then says Firma oluşturuldu', async () => {
    const answer = gate();
    const { user, api, dialog, onClose } = await openDialog(null, {
      'POST /api/companies': async () => (await answer.promise, { status: 201, body: saved }),
    });
    await user.type(within(dialog).getByLabelText(/Firma Adı/), 'Yıldız Bahis');
    await user.type(within(dialog).getByLabelText('Logo'), 'https://example.com/logo.png');
    await user.type(within(dialog).getByLabelText(/Web Sitesi/), 'https://yildiz.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Oluştur/ })).toBeDisabled());
    answer.open();
    expect(await screen.findByText('Firma oluşturuldu')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    // The inputs' text as typed: the server's contract trims it and reads the order as a number.
    const [post] = writes(api) as { method: string; path: string; body: Record<string, unknown> }[];
    expect(post).toMatchObject({ method: 'POST', path: '/api/companies' });
    expect(post!.body).toMatchObject({
      name: 'Yıldız Bahis',
      logoUrl: 'https://example.com/logo.png',
      websiteUrl: 'https://yildiz.example.com',
      status: 'active',
    });
    expect(Number(post!.body.sortOrder)).toBe(3);
  });

  it('edits the company it was opened with (PATCH, Güncelle)', async () => {
    const { user, api, dialog } = await openDialog(saved, {
      'PATCH /api/companies/f1': { body: { ...saved, name: 'Ay Bahis' } },
    });
    const name = within(dialog).getByLabelText(/Firma Adı/);
    expect(name).toHaveValue('Yıldız Bahis');
    await user.clear(name);
    await user.type(name, 'Ay Bahis');
    await user.click(within(dialog).getByRole('button', { name: 'Güncelle' }));

    expect(await screen.findByText('Firma güncellendi')).toBeInTheDocument();
    expect(writes(api)).toMatchObject([{ method: 'PATCH', path: '/api/companies/f1', body: { name: 'Ay Bahis' } }]);
  });

  it('shows the server’s refusal beside its field and in the error toast, and stays open', async () => {
    const { user, dialog, onClose } = await openDialog(null, {
      'POST /api/companies': {
        status: 400,
        body: {
          message: 'Logo geçerli bir görsel değil',
          code: 'validation_error',
          issues: [{ path: ['logoUrl'], message: 'Logo geçerli bir görsel değil' }],
        },
      },
    });
    await user.type(within(dialog).getByLabelText(/Firma Adı/), 'Yıldız Bahis');
    await user.type(within(dialog).getByLabelText('Logo'), 'https://example.com/logo.png');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    expect(await within(dialog).findByText('Logo geçerli bir görsel değil')).toBeInTheDocument();
    expect(await screen.findByText('Hata')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Oluştur' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
