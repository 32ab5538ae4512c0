import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { adminUser } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { EraseMember } from './erase-member';

const path = '/admin/kullanicilar';

describe('the member drawer: Üyeyi Sil (KVKK)', () => {
  it('erases only after the confirmation, and says the name the member has now', async () => {
    const api = fakeApi({ 'POST /api/admin/users/u2/erase': { body: { ok: true, pseudonym: 'Silinmiş üye #k3m9q2' } } });
    const { user } = await renderScreen(<EraseMember user={adminUser({})} />, { path });
    await user.click(screen.getByRole('button', { name: 'Üyeyi Sil (KVKK)' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('deniz silinsin mi?')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Üyeyi Sil' }));
    expect(await screen.findByText('Üye silindi: artık “Silinmiş üye #k3m9q2” olarak görünüyor.')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/admin/users/u2/erase']);
  });

  it('a staff account: the server’s refusal stays beside the button, not in a fading toast', async () => {
    const refusal = 'Personel hesapları silinemez. Önce rolünü üye olarak değiştirin.';
    fakeApi({ 'POST /api/admin/users/u2/erase': { status: 409, body: { message: refusal, code: 'conflict' } } });
    const { user } = await renderScreen(<EraseMember user={adminUser({ role: 'editor' })} />, { path });
    await user.click(screen.getByRole('button', { name: 'Üyeyi Sil (KVKK)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Üyeyi Sil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Hata')).not.toBeInTheDocument(); // said once, here
  });
});
