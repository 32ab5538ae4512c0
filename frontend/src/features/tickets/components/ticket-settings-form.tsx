import { type TicketSettings, UpdateTicketSettingsRequest } from '@app/contracts';
import { Field } from '@/components/ui/field';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { SaveButton } from '@/components/ui/save-button';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { numberOrMissing } from '@/lib/contract-form';
import { useSettingsForm } from '@/lib/settings-form';
import { useTicketSettings } from '../api/ticket-settings';
import { useUpdateTicketSettings } from '../api/update-ticket-settings';

// The contract keeps the points optional for older clients; this form always shows and sends them.
const TicketSettingsRequest = UpdateTicketSettingsRequest.extend({
  pointsPerTicket: UpdateTicketSettingsRequest.shape.pointsPerTicket.unwrap(),
});

const valuesOf = (settings: TicketSettings) => ({
  ticketPrice: String(settings.ticketPrice),
  minimumInvestment: String(settings.minimumInvestment),
  infoMessage: settings.infoMessage,
  pointsPerTicket: String(settings.pointsPerTicket),
});
const toRequest = (v: ReturnType<typeof valuesOf>) => ({
  ticketPrice: numberOrMissing(v.ticketPrice),
  minimumInvestment: numberOrMissing(v.minimumInvestment),
  infoMessage: v.infoMessage,
  pointsPerTicket: numberOrMissing(v.pointsPerTicket),
});

function Form({ settings }: { settings: TicketSettings }) {
  const { f, onSubmit, pending } = useSettingsForm(TicketSettingsRequest, {
    values: valuesOf(settings),
    toRequest,
    save: useUpdateTicketSettings(),
    saved: 'Bilet ayarları güncellendi',
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Bilet ayarları">
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Bilet Fiyatı (₺)"
          type="number"
          required
          min={1}
          step={1}
          hint="Firmaya özel fiyat girilmediğinde kullanılır"
          {...f.field('ticketPrice')}
        />
        <Field label="Minimum Yatırım (₺)" type="number" required min={1} step={1} {...f.field('minimumInvestment')} />
        <Field
          label="Bilet Başına Puan"
          type="number"
          required
          min={0}
          step={1}
          hint="Onaylanan başvurularda üye, bilet sayısı × bu puanı kazanır (0: puan verilmez)"
          {...f.field('pointsPerTicket')}
        />
      </div>
      <TextareaField
        label="Bilgi Mesajı"
        required
        maxLength={300}
        hint="Bilet sistemi sayfasında gösterilir"
        {...f.field('infoMessage')}
      />
      <div className="flex justify-end">
        <SaveButton pending={pending} />
      </div>
    </form>
  );
}

/** Site settings' 'Bilet Ayarları' tab: ticket price, minimum investment, points per ticket and info message (all required). */
export function TicketSettingsForm() {
  const query = useTicketSettings();
  if (query.data) return <Form settings={query.data} />;
  return failedWithoutData(query) ? <LoadFailed what="Bilet ayarları" query={query} /> : <Spinner />;
}
