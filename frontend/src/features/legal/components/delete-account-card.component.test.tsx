import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/lib/current-user';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { DeleteAccountCard } from './delete-account-card';

const path = '/profil';
const open = async (user: Awaited<ReturnType<typeof renderScreen>>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Hesabımı Sil' }));
  return within(await screen.findByRole('alertdialog'));
};

describe('Hesabımı Sil', () => {
  it('refuses an empty password before any call, and says a wrong one beside the field, the dialog still open', async () => {
    const wrong = 'Şifre hatalı.';
    const api = fakeApi({ 'POST /api/me/delete': { status: 401, body: { message: wrong, code: 'invalid_credentials' } } });
    const { user } = await renderScreen(<DeleteAccountCard />, { path, currentUser: member() });
    const dialog = await open(user);
    await user.click(dialog.getByRole('button', { name: 'Hesabımı Sil' }));
    await waitFor(() => expect(dialog.getByLabelText('Şifreniz')).toHaveAccessibleDescription('Şifre zorunludur'));
    expect(api.requests).toEqual([]);

    await user.type(dialog.getByLabelText('Şifreniz'), 'yanlis99{Enter}');
    await waitFor(() => expect(dialog.getByLabelText('Şifreniz')).toHaveAccessibleDescription(wrong));
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/me/delete', body: { password: 'yanlis99' } }]);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(dialog.getByLabelText('Şifreniz')).toHaveFocus(); // to type it again at once
    expect(screen.queryByText('Hata')).not.toBeInTheDocument(); // said once, beside the field, not as a toast too
  });

  it('waits on disabled buttons while sending, then goes home as a guest and says the account was erased', async () => {
    const answer = gate();
    const api = fakeApi({
      'POST /api/me/delete': async () => (await answer.promise, { body: { ok: true, pseudonym: 'Silinmiş üye #a1b2c3' } }),
    });
    const { user, queryClient } = await renderScreen(<DeleteAccountCard />, { path, currentUser: member() });
    const dialog = await open(user);
    await user.type(dialog.getByLabelText('Şifreniz'), 'gizli123');
    await user.click(dialog.getByRole('button', { name: 'Hesabımı Sil' }));

    await waitFor(() => expect(dialog.getByRole('button', { name: 'Hesabımı Sil' })).toBeDisabled());
    expect(dialog.getByRole('button', { name: 'İptal' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Şifreniz'), '{Enter}'); // Enter in the field sends nothing twice
    answer.open();
    expect(await screen.findByText('Hesabınız ve kişisel verileriniz silindi.')).toBeInTheDocument();
    expect(await screen.findByText('sayfa: /')).toBeInTheDocument();
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(api.requests).toHaveLength(1);
  });
});
