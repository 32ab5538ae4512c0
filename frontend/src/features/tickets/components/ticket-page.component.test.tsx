import type { TicketApplication, TicketCompany, TicketSettings } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { TicketPage } from './ticket-page';

const path = '/bilet-sistemi';
const yildiz: TicketCompany = {
  id: 'c1',
  name: 'Yıldız Bilet',
  logoUrl: 'https://example.com/logo.png',
  contentImage: null,
  websiteUrl: null,
  ticketPrice: null,
  status: 'active',
  sortOrder: 0,
};
const settings: TicketSettings = {
  ticketPrice: 500,
  minimumInvestment: 1000,
  infoMessage: '1 Bilet = 500₺',
  pointsPerTicket: 10,
};
const application: TicketApplication = {
  id: 'a1',
  status: 'pending',
  username: 'ayse42',
  investmentAmount: 1500,
  ticketCount: 3,
  adminNote: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  ticketCompany: { id: 'c1', name: 'Yıldız Bilet', logoUrl: 'https://example.com/logo.png' },
};
const reads = { 'GET /api/ticket-companies': { body: [yildiz] }, 'GET /api/ticket-settings': { body: settings } };

/** The page with Yıldız Bilet picked: the application form, as a member sees it. */
async function formFor(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...reads, ...routes });
  const screenApi = await renderScreen(<TicketPage />, { path, currentUser: member() });
  await screenApi.user.click(await screen.findByRole('button', { name: /Yıldız Bilet/ }));
  return { ...screenApi, api, username: screen.getByLabelText(/Kullanıcı Adı/), amount: screen.getByLabelText(/Yatırım Tutarı/) };
}
const posts = (api: { requests: { method: string; body: unknown }[] }) => api.requests.filter((r) => r.method === 'POST');

describe('the ticket application form', () => {
  it('names the missing fields in Turkish and sends nothing', async () => {
    const { user, api } = await formFor({});
    await user.click(screen.getByRole('button', { name: 'Başvuru Gönder' }));

    expect(await screen.findByText('Kullanıcı adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Yatırım tutarı zorunludur')).toBeInTheDocument();
    expect(await screen.findByText('Eksik Bilgi')).toBeInTheDocument();
    expect(screen.getByLabelText(/Kullanıcı Adı/)).toHaveFocus();
    expect(posts(api)).toEqual([]);
  });

  it('refuses an amount that is not a whole number of ₺ with the contract’s text, before sending', async () => {
    const { user, api, username, amount } = await formFor({});
    await user.type(username, 'ayse42');
    await user.type(amount, '1500.7');
    await user.click(screen.getByRole('button', { name: 'Başvuru Gönder' }));

    expect(await screen.findByText('Yatırım tutarı tam sayı olmalıdır')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(posts(api)).toEqual([]);
  });

  it('refuses an amount under the minimum investment, under the field and in a toast', async () => {
    const { user, api, username, amount } = await formFor({});
    await user.type(username, 'ayse42');
    await user.type(amount, '999');
    await user.click(screen.getByRole('button', { name: 'Başvuru Gönder' }));

    expect(await screen.findByText('Yetersiz Tutar')).toBeInTheDocument();
    expect(screen.getAllByText("Minimum yatırım tutarı 1.000₺'dir.").length).toBeGreaterThan(0);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api)).toEqual([]);
  });

  it('counts the tickets live, says Gönderiliyor... while sending, then sends the payload and empties the form', async () => {
    const answer = gate();
    const { user, api, username, amount } = await formFor({
      'POST /api/ticket-applications': async () => (await answer.promise, { status: 201, body: application }),
      'GET /api/ticket-applications': { body: [application] },
    });
    await user.type(username, '  ayse42 ');
    await user.type(amount, '1500');
    expect(screen.getByTestId('ticket-count')).toHaveTextContent('3');
    expect(screen.getByTestId('ticket-points')).toHaveTextContent('Başvurunuz onaylanınca 30 puan kazanırsınız.');
    await user.click(screen.getByRole('button', { name: 'Başvuru Gönder' }));

    expect(await screen.findByRole('button', { name: /Gönderiliyor/ })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Bilet başvurunuz alındı. Admin onayı bekleniyor.')).toBeInTheDocument();
    expect(posts(api).map((r) => r.body)).toEqual([{ ticketCompanyId: 'c1', username: 'ayse42', investmentAmount: 1500 }]);
    expect(username).toHaveValue('');
    expect(amount).toHaveValue(null);
  });

  it('shows the server’s reason when it refuses, and keeps what was typed', async () => {
    const { user, username, amount } = await formFor({
      'POST /api/ticket-applications': {
        status: 422,
        body: { message: 'Bu firma şu anda başvuru kabul etmiyor.', code: 'domain_rule' },
      },
    });
    await user.type(username, 'ayse42');
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: 'Başvuru Gönder' }));

    expect(await screen.findByText('Bu firma şu anda başvuru kabul etmiyor.')).toBeInTheDocument();
    expect(screen.getByText('Hata')).toBeInTheDocument();
    expect(username).toHaveValue('ayse42');
    expect(screen.getByRole('button', { name: 'Başvuru Gönder' })).toBeEnabled();
  });

  it('puts a 400’s issue under the field it names', async () => {
    const { user, username, amount } = await formFor({
      'POST /api/ticket-applications': {
        status: 400,
        body: {
          message: 'Geçersiz istek',
          code: 'validation_error',
          issues: [{ path: ['username'], message: 'Kullanıcı adı en fazla 100 karakter olabilir' }],
        },
      },
    });
    await user.type(username, 'ayse42');
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: 'Başvuru Gönder' }));

    expect(await screen.findByText('Kullanıcı adı en fazla 100 karakter olabilir')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveValue('ayse42');
  });
});
