import {
  CreateTicketApplicationRequest,
  TICKET_DEFAULTS,
  type TicketCompany,
  type TicketSettings,
  ticketCountFor,
} from '@app/contracts';
import { Coins, Info, Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { numberOrMissing, useContractForm } from '@/lib/contract-form';
import { formatCurrency, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { CompanyLogo } from './company-logo';

const EMPTY = { username: '', investmentAmount: '' };
type TicketFormValues = typeof EMPTY;

/**
 * The application checked with the server's contract (its Turkish texts under the fields), plus the
 * minimum investment the contract cannot know (it is a setting), and the spec's toasts beside them:
 * 'Eksik Bilgi' for an empty field, 'Yetersiz Tutar' under the minimum (spec §5).
 */
function useTicketApplicationForm(
  companyId: string,
  minimum: number,
  send: (request: CreateTicketApplicationRequest) => Promise<unknown>,
) {
  const toRequest = (v: TicketFormValues) => ({
    ticketCompanyId: companyId,
    username: v.username.trim(),
    investmentAmount: numberOrMissing(v.investmentAmount),
  });
  const f = useContractForm(CreateTicketApplicationRequest, { values: EMPTY, toRequest });
  const belowMinimum = (amount: number | undefined) => {
    if (amount === undefined || !Number.isFinite(amount) || amount >= minimum) return false;
    const message = `Minimum yatırım tutarı ${formatCurrency(minimum)}'dir.`;
    f.form.setError('investmentAmount', { type: 'minimum', message }, { shouldFocus: true });
    toast.error('Yetersiz Tutar', { description: message });
    return true;
  };
  const onValid = async (request: CreateTicketApplicationRequest) => {
    if (belowMinimum(request.investmentAmount)) return;
    const sent = await send(request);
    if (sent === true) f.form.reset(EMPTY);
    else f.showServerErrors(sent);
  };
  const onInvalid = () => {
    const { username, investmentAmount } = f.form.getValues();
    if (!username.trim() || !investmentAmount.trim())
      toast.error('Eksik Bilgi', { description: 'Lütfen tüm alanları doldurun.' });
    else belowMinimum(numberOrMissing(investmentAmount));
  };
  return { f, onSubmit: f.form.handleSubmit(onValid, onInvalid) };
}

/** Step 2: username, amount (min = minimum investment), the live ticket count, İptal / Başvuru Gönder. */
export function TicketApplicationForm({
  company,
  settings,
  pending,
  onCancel,
  onSubmit,
}: {
  company: TicketCompany;
  settings: TicketSettings | undefined;
  pending: boolean;
  onCancel: () => void;
  /** Sends the checked request: true when the application went through (the form empties), else the failure. */
  onSubmit: (request: CreateTicketApplicationRequest) => Promise<unknown>;
}) {
  const minimum = settings?.minimumInvestment ?? TICKET_DEFAULTS.minimumInvestment;
  const { f, onSubmit: submit } = useTicketApplicationForm(company.id, minimum, onSubmit);
  const price = company.ticketPrice ?? settings?.ticketPrice ?? TICKET_DEFAULTS.ticketPrice;
  const tickets = ticketCountFor(numberOrMissing(f.values.investmentAmount) ?? Number.NaN, price, minimum);
  const infoMessage = settings?.infoMessage ?? TICKET_DEFAULTS.infoMessage;
  const pointsPerTicket = settings?.pointsPerTicket ?? TICKET_DEFAULTS.pointsPerTicket;
  const points = tickets * pointsPerTicket;
  const amountHint =
    `Minimum yatırım: ${formatCurrency(minimum)} · 1 bilet = ${formatCurrency(price)}` +
    (pointsPerTicket > 0 ? ` · bilet başına ${formatNumber(pointsPerTicket)} puan` : '');

  return (
    <Card className="mx-auto max-w-xl p-6 sm:p-8">
      <div className="mb-6 flex items-center gap-4">
        <CompanyLogo src={company.logoUrl} className="size-14 shrink-0 rounded-lg" />
        <div>
          <p className="text-sm text-slate-500 dark:text-slate-400">Seçilen firma</p>
          <h2 className="text-xl font-bold" data-testid="selected-company">
            {company.name}
          </h2>
        </div>
      </div>
      {company.contentImage && (
        <img
          src={company.contentImage}
          alt=""
          className="mb-6 max-h-72 w-full rounded-xl object-cover"
          // An unreachable content image is decoration only: leave it out rather than show a broken icon.
          onError={(e) => (e.currentTarget.hidden = true)}
        />
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Bilet başvuru formu">
        <Field label="Kullanıcı Adı" required maxLength={100} autoComplete="username" {...f.field('username')} />
        <Field
          label="Yatırım Tutarı (₺)"
          type="number"
          inputMode="numeric"
          required
          min={minimum}
          step={1}
          hint={amountHint}
          {...f.field('investmentAmount')}
        />
        <div className="flex items-center justify-between rounded-xl bg-gradient-to-r from-brand-500/10 to-accent-500/10 px-4 py-3">
          <span className="flex items-center gap-2 font-medium">
            <Ticket className="size-5 text-brand-500" aria-hidden="true" /> Kazanacağınız Bilet
          </span>
          <span className="text-2xl font-extrabold tabular-nums" data-testid="ticket-count" aria-live="polite">
            {formatNumber(tickets)}
          </span>
        </div>
        {points > 0 && (
          <p
            className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400"
            data-testid="ticket-points"
          >
            <Coins className="size-4 shrink-0" aria-hidden="true" /> Başvurunuz onaylanınca {formatNumber(points)} puan
            kazanırsınız.
          </p>
        )}
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" data-testid="ticket-info">
          <Info className="size-4 shrink-0" aria-hidden="true" /> {infoMessage}
        </p>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            İptal
          </Button>
          <Button type="submit" pending={pending}>
            {pending ? 'Gönderiliyor...' : 'Başvuru Gönder'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
