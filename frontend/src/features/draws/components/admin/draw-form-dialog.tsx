import { CreateDrawRequest, DRAW_LIMITS } from '@app/contracts';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { useContractForm } from '@/lib/contract-form';
import { useCreateDraw } from '../../api/admin-draws';
import { useDrawSources } from '../../api/draw-sources';

/** `source` holds the chosen id; the request names it after its kind (`ticketCompanyId` or `eventId`). */
const emptyDraft = { title: '', prize: '', type: 'tickets' as 'tickets' | 'event', source: '', winnerCount: '1' };
const typeOptions = [
  { value: 'tickets', label: 'Bilet firması (onaylı bilet numaraları)' },
  { value: 'event', label: 'Etkinlik (katılımlar)' },
] as const;

const requestOf = (d: typeof emptyDraft): CreateDrawRequest => ({
  title: d.title,
  prize: d.prize,
  source: d.type === 'tickets' ? { type: 'tickets', ticketCompanyId: d.source } : { type: 'event', eventId: d.source },
  winnerCount: Number(d.winnerCount.trim() || Number.NaN),
});

/** 'Yeni Çekiliş': title, prize, source and winner count; the seed's commitment is made by the server. */
export function DrawFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateDraw();
  const { companies, events } = useDrawSources(open);
  const f = useContractForm(CreateDrawRequest, { values: emptyDraft, toRequest: requestOf, open });
  const type = f.values.type;
  const submit = f.onSubmit((request) => create.mutate(request, { onSuccess: onClose, onError: f.showServerErrors }));

  const sources =
    type === 'tickets'
      ? (companies.data ?? []).map((c) => ({ id: c.id, name: c.name }))
      : (events.data ?? []).map((e) => ({ id: e.id, name: e.title }));
  const sourceOptions = [
    { value: '', label: sources.length ? 'Seçin…' : type === 'tickets' ? 'Bilet firması yok' : 'Etkinlik yok' },
    ...sources.map((s) => ({ value: s.id, label: s.name })),
  ];
  // Another kind of source empties the choice: an id of one kind means nothing to the other.
  const typeField = f.field('type', { onChange: () => f.form.setValue('source', '') });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Yeni Çekiliş"
      description="Oluşturulduğu anda gizli tohumun özeti (taahhüt) yayımlanır; çekilişi istediğiniz zaman başlatırsınız."
      pending={create.isPending}
      onSubmit={submit}
      submitLabel="Oluştur"
      className="space-y-5"
    >
      <Field label="Başlık" required maxLength={DRAW_LIMITS.titleMax} {...f.field('title')} />
      <Field label="Ödül" hint="İsteğe bağlı, örn. 1.000₺ bonus" maxLength={DRAW_LIMITS.prizeMax} {...f.field('prize')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Kaynak" options={typeOptions} {...typeField} />
        <SelectField label={type === 'tickets' ? 'Bilet Firması' : 'Etkinlik'} options={sourceOptions} {...f.field('source')} />
      </div>
      <Field
        label="Kazanan Sayısı"
        type="number"
        inputMode="numeric"
        min={DRAW_LIMITS.minWinners}
        max={DRAW_LIMITS.maxWinners}
        required
        hint="1 ile 100 arası. Bir üye aynı çekilişte en fazla bir kez kazanır."
        {...f.field('winnerCount')}
      />
    </FormDialog>
  );
}
