import { TICKET_DEFAULTS, type TicketCompany, type TicketSettings, ticketCountFor } from '@app/contracts';
import { Coins, Info, Ticket } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { formatCurrency, formatNumber } from '@/lib/format';
import { CompanyLogo } from './company-logo';

export interface TicketFormValues {
  username: string;
  investmentAmount: string;
}

type FieldErrors = Partial<Record<keyof TicketFormValues, string>>;

/** What the spec's 'Eksik Bilgi' / 'Yetersiz Tutar' toasts mean, said under the fields concerned. */
function fieldErrors({ username, investmentAmount }: TicketFormValues, minimum: number): FieldErrors {
  const amount = Number(investmentAmount);
  return {
    username: username.trim() ? undefined : 'Kullanıcı adı zorunludur',
    investmentAmount: !investmentAmount.trim()
      ? 'Yatırım tutarı zorunludur'
      : !Number.isFinite(amount) || amount < minimum
        ? `Minimum yatırım tutarı ${formatCurrency(minimum)}'dir.`
        : undefined,
  };
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
  /** Returns true when the application went through, so the form resets. */
  onSubmit: (values: TicketFormValues) => Promise<boolean>;
}) {
  const [values, setValues] = useState<TicketFormValues>({ username: '', investmentAmount: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const minimum = settings?.minimumInvestment ?? TICKET_DEFAULTS.minimumInvestment;
  const price = company.ticketPrice ?? settings?.ticketPrice ?? TICKET_DEFAULTS.ticketPrice;
  const amount = values.investmentAmount.trim() === '' ? Number.NaN : Number(values.investmentAmount);
  const tickets = ticketCountFor(amount, price, minimum);
  const infoMessage = settings?.infoMessage ?? TICKET_DEFAULTS.infoMessage;
  const pointsPerTicket = settings?.pointsPerTicket ?? TICKET_DEFAULTS.pointsPerTicket;
  const points = tickets * pointsPerTicket;
  const amountHint =
    `Minimum yatırım: ${formatCurrency(minimum)} · 1 bilet = ${formatCurrency(price)}` +
    (pointsPerTicket > 0 ? ` · bilet başına ${formatNumber(pointsPerTicket)} puan` : '');

  // The page still raises the spec's toast; the fields say which of them it means.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(fieldErrors(values, minimum));
    if (await onSubmit(values)) setValues({ username: '', investmentAmount: '' });
  };
  const change = (name: keyof TicketFormValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

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
        <Field
          label="Kullanıcı Adı"
          name="username"
          required
          maxLength={100}
          autoComplete="username"
          value={values.username}
          error={errors.username}
          onChange={(e) => change('username', e.target.value)}
        />
        <Field
          label="Yatırım Tutarı (₺)"
          name="investmentAmount"
          type="number"
          inputMode="numeric"
          required
          min={minimum}
          step={1}
          value={values.investmentAmount}
          hint={amountHint}
          error={errors.investmentAmount}
          onChange={(e) => change('investmentAmount', e.target.value)}
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
