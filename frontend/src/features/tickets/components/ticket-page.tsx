import type { CreateTicketApplicationRequest, TicketCompany } from '@app/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { useViewportMeta } from '@/lib/use-viewport-meta';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateTicketApplication } from '../api/create-ticket-application';
import { useActiveTicketCompanies } from '../api/get-ticket-companies';
import { useTicketSettings } from '../api/ticket-settings';
import { CompanyPicker } from './company-picker';
import { GuestNotice } from './guest-notice';
import { TicketApplicationForm } from './ticket-application-form';

const REDIRECT_DELAY_MS = 500;
const LOGIN_TEXT = 'Bilet başvurusu yapmak için giriş yapmalısınız.';
/** Spec §2: the ticket page lays out at the device width and cannot be zoomed. */
export const TICKET_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';

/** /bilet-sistemi: step 1 picks an active company, step 2 sends the application (spec §2, §5, §8). */
export function TicketPage() {
  useViewportMeta(TICKET_VIEWPORT);
  const { data: user, isSuccess: userKnown } = useCurrentUser();
  const companiesQuery = useActiveTicketCompanies();
  const { data: settings } = useTicketSettings();
  const create = useCreateTicketApplication();
  const navigate = useNavigate();
  const [company, setCompany] = useState<TicketCompany | null>(null);

  const toLogin = (title: string) => {
    toast.error(title, { description: LOGIN_TEXT });
    setTimeout(() => void navigate({ to: '/giris', search: { redirect: '/bilet-sistemi' } }), REDIRECT_DELAY_MS);
  };

  // The form has checked the request with the contract and the minimum investment; the login is checked here.
  // It answers true when the application went through, else the failure (a 400's issues go under the fields).
  const submit = async (request: CreateTicketApplicationRequest): Promise<unknown> => {
    if (!user) {
      toLogin('Giriş Gerekli');
      return false;
    }
    try {
      await create.mutateAsync(request);
      toast.success('Başarılı!', { description: 'Bilet başvurunuz alındı. Admin onayı bekleniyor.' });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) toLogin('Yetkisiz İşlem');
      else {
        const message = error instanceof Error && error.message ? error.message : '';
        toast.error('Hata', { description: message || 'Başvuru gönderilemedi. Lütfen tekrar deneyin.' });
      }
      return error;
    }
  };

  return (
    <section className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
      {/* On step 2 the title lines up with the centred form instead of the page's left edge. */}
      <h1 className={`mb-8 text-3xl font-black tracking-tight sm:text-4xl ${company ? 'mx-auto max-w-xl' : ''}`}>
        Bilet Sistemi
      </h1>
      {userKnown && !user && <GuestNotice className={company ? 'mx-auto mb-6 max-w-xl' : 'mb-6'} />}
      {company ? (
        <TicketApplicationForm
          key={company.id}
          company={company}
          settings={settings}
          pending={create.isPending}
          onCancel={() => setCompany(null)}
          onSubmit={submit}
        />
      ) : (
        <CompanyPicker query={companiesQuery} defaultPrice={settings?.ticketPrice} onPick={setCompany} />
      )}
    </section>
  );
}
