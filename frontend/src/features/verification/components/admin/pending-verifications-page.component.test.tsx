import type { SocialVerification } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { renderScreen } from '@/test-support/render';
import { PendingVerificationsPage } from './pending-verifications-page';

const pending: SocialVerification = {
  id: 'v1',
  platform: 'youtube',
  platformUsername: 'https://www.youtube.com/@mehmet',
  userEmail: null,
  status: 'pending',
  points: 50,
  createdAt: '2026-11-27T07:00:00.000Z',
  rejectionReason: null,
};
const list = 'GET /api/admin/social-verifications/pending';
const review = 'PATCH /api/admin/social-verifications/v1';
const patches = (api: { requests: { method: string; path: string; body: unknown }[] }) =>
  api.requests.filter((r) => r.method === 'PATCH');

/** The page with one pending request and its Reddet dialog open. */
async function rejectDialog(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ [list]: { body: [pending] }, ...routes });
  const s = await renderScreen(<PendingVerificationsPage />, { path: '/admin/bekleyen-dogrulamalar' });
  await s.user.click(within(await screen.findByTestId('pending-verification')).getByRole('button', { name: /Reddet/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...s, api, dialog, note: within(dialog).getByLabelText('Red Sebebi (isteğe bağlı)') };
}

describe('rejecting a social verification (Reddet)', () => {
  it('sends the reason trimmed as the contract’s rejectionReason, then closes with a notice', async () => {
    const { user, api, dialog, note } = await rejectDialog({ [review]: { body: { message: 'ok' } } });
    await user.type(note, '  Kanal bulunamadı ');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));

    expect(await screen.findByText('Doğrulama reddedildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api)).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/social-verifications/v1',
        body: { status: 'rejected', rejectionReason: 'Kanal bulunamadı' },
      },
    ]);
  });

  it('sends no reason (null) when the note is left empty', async () => {
    const { user, api, dialog } = await rejectDialog({ [review]: { body: { message: 'ok' } } });
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));

    // The dialog closes once the rejection went through (the notice may still show from the last test).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((r) => r.body)).toEqual([{ status: 'rejected', rejectionReason: null }]);
  });

  it('names a reason past the contract’s 500 characters under the note and sends nothing', async () => {
    const { user, api, dialog, note } = await rejectDialog({});
    // The textarea stops typing at 500; a value set past it (a script, an old browser) still meets the contract.
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));

    expect(await within(dialog).findByText('Red sebebi en fazla 500 karakter olabilir')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(patches(api)).toEqual([]);
  });

  it('puts a 400’s issue under the note and keeps the dialog open with what was typed', async () => {
    const { user, dialog, note } = await rejectDialog({
      [review]: {
        status: 400,
        body: {
          message: 'Geçersiz istek',
          code: 'validation_error',
          issues: [{ path: ['rejectionReason'], message: 'Red sebebi en fazla 500 karakter olabilir' }],
        },
      },
    });
    await user.type(note, 'Kanal bulunamadı');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));

    expect(await within(dialog).findByText('Red sebebi en fazla 500 karakter olabilir')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(note).toHaveValue('Kanal bulunamadı');
  });
});
