import { CreateDrawRequest, DRAW_LIMITS } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { useCreateDraw } from '../../api/admin-draws';
import { useDrawSources } from '../../api/draw-sources';

interface Draft {
  title: string;
  prize: string;
  type: 'tickets' | 'event';
  sourceId: string;
  winnerCount: string;
}

const emptyDraft: Draft = { title: '', prize: '', type: 'tickets', sourceId: '', winnerCount: '1' };
const typeOptions = [
  { value: 'tickets', label: 'Bilet firması (onaylı bilet numaraları)' },
  { value: 'event', label: 'Etkinlik (katılımlar)' },
] as const;

const requestOf = (d: Draft): CreateDrawRequest => ({
  title: d.title,
  prize: d.prize,
  source: d.type === 'tickets' ? { type: 'tickets', ticketCompanyId: d.sourceId } : { type: 'event', eventId: d.sourceId },
  winnerCount: d.winnerCount.trim() === '' ? Number.NaN : Number(d.winnerCount),
});

/** The same contract schema as the server: every message is the server's own Turkish text. */
function clientErrors(draft: Draft): FieldErrors {
  const result = CreateDrawRequest.safeParse(requestOf(draft));
  const errors: FieldErrors = {};
  if (!result.success) for (const i of result.error.issues) errors[String(i.path[0])] ??= i.message;
  return errors;
}

/** 'Yeni Çekiliş': title, prize, source and winner count; the seed's commitment is made by the server. */
export function DrawFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateDraw();
  const { companies, events } = useDrawSources(open);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field the person is fixing drops its old message (the source select answers to 'source').
    setErrors(({ [key === 'sourceId' ? 'source' : key]: _fixed, ...rest }) => rest);
  };

  const sources = draft.type === 'tickets' ? (companies.data ?? []).map((c) => ({ id: c.id, name: c.name })) : (events.data ?? []).map((e) => ({ id: e.id, name: e.title }));
  const sourceOptions = [{ value: '', label: sources.length ? 'Seçin…' : draft.type === 'tickets' ? 'Bilet firması yok' : 'Etkinlik yok' }, ...sources.map((s) => ({ value: s.id, label: s.name }))];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = clientErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(requestOf(draft), { onSuccess: onClose, onError: (error) => setErrors(fieldErrorsOf(error)) });
  };

  return (
    <Modal
      open={open}
      onClose={() => !create.isPending && onClose()}
      title="Yeni Çekiliş"
      description="Oluşturulduğu anda gizli tohumun özeti (taahhüt) yayımlanır; çekilişi istediğiniz zaman başlatırsınız."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            İptal
          </Button>
          <Button type="submit" form={formId} pending={create.isPending}>
            Oluştur
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        <Field label="Başlık" name="title" required maxLength={DRAW_LIMITS.titleMax} value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
        <Field label="Ödül" name="prize" hint="İsteğe bağlı, örn. 1.000₺ bonus" maxLength={DRAW_LIMITS.prizeMax} value={draft.prize} onChange={(e) => set('prize', e.target.value)} error={errors.prize} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Kaynak"
            name="type"
            options={typeOptions}
            value={draft.type}
            onChange={(e) => setDraft((d) => ({ ...d, type: e.target.value as Draft['type'], sourceId: '' }))}
          />
          <SelectField
            label={draft.type === 'tickets' ? 'Bilet Firması' : 'Etkinlik'}
            name="sourceId"
            options={sourceOptions}
            value={draft.sourceId}
            onChange={(e) => set('sourceId', e.target.value)}
            error={errors.source}
          />
        </div>
        <Field
          label="Kazanan Sayısı"
          name="winnerCount"
          type="number"
          inputMode="numeric"
          min={DRAW_LIMITS.minWinners}
          max={DRAW_LIMITS.maxWinners}
          required
          hint="1 ile 100 arası. Bir üye aynı çekilişte en fazla bir kez kazanır."
          value={draft.winnerCount}
          onChange={(e) => set('winnerCount', e.target.value)}
          error={errors.winnerCount}
        />
      </form>
    </Modal>
  );
}
