import { AdjustPointsRequest, type AdminUser } from '@app/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { numberOrMissing, useContractForm } from '@/lib/contract-form';
import { formatNumber, formatSigned } from '@/lib/format';
import { showError, toast } from '@/lib/toast';
import { useAdjustPoints } from '../../api/admin-users';

const EMPTY = { delta: '', reason: '' };

/** A manual correction: a signed amount and the reason the member will read in their points history. */
export function PointsForm({ user, self }: { user: AdminUser; self: boolean }) {
  const adjust = useAdjustPoints();
  const { form, values, field, onSubmit, showServerErrors } = useContractForm(AdjustPointsRequest, {
    values: EMPTY,
    toRequest: (v) => ({ delta: numberOrMissing(v.delta), reason: v.reason.trim() || undefined }),
  });
  const amount = Number(values.delta);
  const preview = values.delta?.trim() && Number.isInteger(amount) && amount !== 0 ? user.points + amount : null;

  const submit = onSubmit((body) =>
    adjust.mutate(
      { id: user.id, body },
      {
        onSuccess: (r) => {
          toast.success('Puan güncellendi', {
            description: `${r.user.username}: ${formatSigned(Number(body.delta))} puan, yeni bakiye ${formatNumber(r.balance)}`,
          });
          form.reset(EMPTY);
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.status === 400) showServerErrors(err);
          // 422: the correction would take the balance below zero; the amount is what to change.
          else if (err instanceof ApiRequestError && err.status === 422)
            form.setError('delta', { type: 'server', message: err.message });
          else showError(err);
        },
      },
    ),
  );

  return (
    <section aria-labelledby="points-title" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id="points-title" className="flex items-center gap-2 font-semibold">
        <SlidersHorizontal className="size-4 text-brand-500" aria-hidden="true" /> Puan Düzeltmesi
      </h3>
      {self ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Kendi puanınızı değiştiremezsiniz; başka bir yetkiliden isteyin.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
          <Field
            label="Puan"
            type="number"
            inputMode="numeric"
            step={1}
            placeholder="+50 veya -20"
            {...field('delta')}
            hint={preview === null ? `Bakiye: ${formatNumber(user.points)}` : `Yeni bakiye: ${formatNumber(preview)}`}
          />
          <Field label="Gerekçe" maxLength={300} placeholder="Üyenin puan geçmişinde görünür" {...field('reason')} />
          <Button type="submit" className="sm:mt-7" pending={adjust.isPending}>
            Uygula
          </Button>
        </form>
      )}
    </section>
  );
}
