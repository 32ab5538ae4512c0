import { type TicketSettings, UpdateTicketSettingsRequest } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useTicketSettings, useUpdateTicketSettings } from '../api/ticket-settings';

const REQUIRED = 'Bu alan zorunludur';

function Form({ settings }: { settings: TicketSettings }) {
  const save = useUpdateTicketSettings();
  const [values, setValues] = useState(() => ({
    ticketPrice: String(settings.ticketPrice),
    minimumInvestment: String(settings.minimumInvestment),
    infoMessage: settings.infoMessage,
    pointsPerTicket: String(settings.pointsPerTicket),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const [key, value] of Object.entries(values)) if (!value.trim()) found[key] = REQUIRED;
    const body = {
      ticketPrice: Number(values.ticketPrice),
      minimumInvestment: Number(values.minimumInvestment),
      infoMessage: values.infoMessage,
      pointsPerTicket: Number(values.pointsPerTicket),
    };
    const result = UpdateTicketSettingsRequest.safeParse(body);
    if (!result.success) for (const i of result.error.issues) found[String(i.path[0])] ??= i.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, {
      onSuccess: () => toast.success('Başarılı', { description: 'Bilet ayarları güncellendi' }),
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Bilet ayarları">
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Bilet Fiyatı (₺)"
          name="ticketPrice"
          type="number"
          required
          min={1}
          step={1}
          value={values.ticketPrice}
          onChange={set('ticketPrice')}
          hint="Firmaya özel fiyat girilmediğinde kullanılır"
          error={errors.ticketPrice}
        />
        <Field
          label="Minimum Yatırım (₺)"
          name="minimumInvestment"
          type="number"
          required
          min={1}
          step={1}
          value={values.minimumInvestment}
          onChange={set('minimumInvestment')}
          error={errors.minimumInvestment}
        />
        <Field
          label="Bilet Başına Puan"
          name="pointsPerTicket"
          type="number"
          required
          min={0}
          step={1}
          value={values.pointsPerTicket}
          onChange={set('pointsPerTicket')}
          hint="Onaylanan başvurularda üye, bilet sayısı × bu puanı kazanır (0: puan verilmez)"
          error={errors.pointsPerTicket}
        />
      </div>
      <TextareaField
        label="Bilgi Mesajı"
        name="infoMessage"
        required
        maxLength={300}
        value={values.infoMessage}
        onChange={set('infoMessage')}
        hint="Bilet sistemi sayfasında gösterilir"
        error={errors.infoMessage}
      />
      <div className="flex justify-end">
        <Button type="submit" pending={save.isPending}>
          {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </div>
    </form>
  );
}

/** Site settings' 'Bilet Ayarları' tab: ticket price, minimum investment, points per ticket and info message (all required). */
export function TicketSettingsForm() {
  const { data: settings, isLoading } = useTicketSettings();
  if (isLoading || !settings) return <Spinner />;
  return <Form settings={settings} />;
}
