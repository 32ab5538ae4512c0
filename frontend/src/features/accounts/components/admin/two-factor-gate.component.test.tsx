import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { fakeApi } from '@/test-support/fake-api';
import { renderScreen } from '@/test-support/render';
import { useTwoFactorGate } from './two-factor-gate';

/** A staff screen whose data call the server refuses, as every staff-only call is before the enrolment. */
function StaffScreen({ path }: { path: string }) {
  useTwoFactorGate();
  const { error } = useQuery({ queryKey: ['staff-screen', path], queryFn: () => api.get(path), meta: { silent: true } });
  return <p>{error ? `hata: ${error.message}` : 'yükleniyor'}</p>;
}

describe('the two-step login gate of the admin area', () => {
  it('sends the staff member to /admin/guvenlik when a staff-only call asks for the two-step login', async () => {
    fakeApi({
      'GET /api/admin/dashboard': {
        status: 403,
        body: { message: 'İki adımlı doğrulama gerekli', code: 'two_factor_required' },
      },
    });
    await renderScreen(<StaffScreen path="/api/admin/dashboard" />, { path: '/admin' });
    expect(await screen.findByText('sayfa: /admin/guvenlik')).toBeInTheDocument();
    expect(await screen.findByText('İki adımlı doğrulama gerekli')).toBeInTheDocument();
  });

  it('leaves any other refusal to the screen itself', async () => {
    fakeApi({
      'GET /api/admin/audit': {
        status: 403,
        body: { message: 'Bu işlem yalnızca süper admin yetkisiyle yapılabilir.', code: 'forbidden' },
      },
    });
    await renderScreen(<StaffScreen path="/api/admin/audit" />, { path: '/admin' });
    expect(await screen.findByText('hata: Bu işlem yalnızca süper admin yetkisiyle yapılabilir.')).toBeInTheDocument();
    expect(screen.queryByText(/sayfa:/)).not.toBeInTheDocument();
  });
});
