import type { AdminTicketApplication } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { renderScreen } from '@/test-support/render';
import { AdminTicketApplications } from './admin-ticket-applications';

const pending: AdminTicketApplication = {
  id: 'a1',
  status: 'pending',
  username: 'ayse42',
  investmentAmount: 1500,
  ticketCount: 3,
  adminNote: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  ticketCompany: { id: 'c1', name: 'Yıldız Bilet', logoUrl: null },
  decidedAt: null,
  user: { id: 'u1', username: 'ayse', email: null },
};
const reads = {
  'GET /api/admin/ticket-applications': { body: [pending] },
  'GET /api/ticket-companies/all': { body: [] },
};
const decide = 'PATCH /api/admin/ticket-applications/a1';
const patches = (api: { requests: { method: string; body: unknown }[] }) => api.requests.filter((r) => r.method === 'PATCH');

/** The queue with one pending application and its Reddet dialog open. */
async function rejectDialog(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...reads, ...routes });
  const s = await renderScreen(<AdminTicketApplications />, { path: '/admin/bilet-basvurulari' });
  await s.user.click(within(await screen.findByTestId('admin-ticket-application')).getByRole('button', { name: /Reddet/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...s, api, dialog, note: within(dialog).getByLabelText('Admin Notu (isteğe bağlı)') };
}

describe('rejecting a ticket application (Reddet)', () => {
  it('sends the note trimmed as the contract’s adminNote, then closes', async () => {
    const { user, api, dialog, note } = await rejectDialog({ [decide]: { body: { ...pending, status: 'rejected' } } });
    await user.type(note, ' Tutar eşleşmedi  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((r) => r.body)).toEqual([{ status: 'rejected', adminNote: 'Tutar eşleşmedi' }]);
  });

  it('puts a 400’s issue under the note and keeps the dialog open', async () => {
    const { user, dialog, note } = await rejectDialog({
      [decide]: {
        status: 400,
        body: {
          message: 'Geçersiz istek',
          code: 'validation_error',
          issues: [{ path: ['adminNote'], message: 'En fazla 500 karakter olabilir' }],
        },
      },
    });
    await user.type(note, 'Tutar eşleşmedi');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));

    expect(await within(dialog).findByText('En fazla 500 karakter olabilir')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveValue('Tutar eşleşmedi');
  });
});
