import { type StreamLinkOutcome, UpdateStreamRequest } from '@app/contracts';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';
import { useUpdateStream } from '../api/update-stream';

/** Profile 'Yayın Doğrulama': the member's stream link; the day's points come with a 6 s toast. */
export function StreamVerificationForm({ streamUrl }: { streamUrl: string | null }) {
  const update = useUpdateStream();
  // The last answer stays on the card: a toast fades, the reason for no points should not.
  const [note, setNote] = useState<{ outcome: StreamLinkOutcome; message: string } | null>(null);
  const f = useContractForm(UpdateStreamRequest, { values: { streamUrl: streamUrl ?? '' } });
  const submit = f.onSubmit((request) =>
    update.mutate(request, {
      // Saved either way; only points earn the green toast, otherwise the member learns why none came.
      onSuccess: ({ outcome, message }) => {
        setNote({ outcome, message });
        if (outcome === 'earned') toast.success('Tebrikler!', { description: message, duration: 6000 });
        else if (outcome === 'already-earned') toast.info('Link kaydedildi', { description: message, duration: 8000 });
        else toast.warning('Puan kazanılmadı', { description: message, duration: 8000 });
      },
      onError: f.failed,
    }),
  );

  return (
    <Card className="p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-red-500/15 text-red-500">
          <Radio className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-bold">Yayın Doğrulama</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Günün yayın linkini girin; doğru link ile her gün puan kazanabilirsiniz.
          </p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start"
        aria-label="Yayın doğrulama formu"
      >
        <Field
          label="Yayın Linki"
          type="url"
          inputMode="url"
          placeholder="https://"
          className="flex-1"
          {...f.field('streamUrl')}
        />
        <Button type="submit" pending={update.isPending} className="sm:mt-7">
          {update.isPending ? 'Gönderiliyor...' : 'Doğrula'}
        </Button>
      </form>
      {note && (
        <p
          role="status"
          data-testid="stream-outcome"
          className={
            note.outcome === 'earned'
              ? 'mt-3 text-sm text-emerald-600 dark:text-emerald-400'
              : 'mt-3 text-sm text-amber-700 dark:text-amber-300'
          }
        >
          {note.message}
        </p>
      )}
    </Card>
  );
}
