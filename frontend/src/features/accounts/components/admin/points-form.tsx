import { AdjustPointsRequest, type AdminUser } from '@app/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiRequestError, fieldErrorsOf } from '@/lib/api-client';
import { type FieldErrors, formValues, validateForm } from '@/lib/form';
import { formatNumber, formatSigned } from '@/lib/format';
import { showError, toast } from '@/lib/toast';
import { useAdjustPoints } from '../../api/admin-users';

const REQUIRED = { delta: 'Puan değişikliği zorunludur', reason: 'Gerekçe zorunludur' };

/** A manual correction: a signed amount and the reason the member will read in their points history. */
export function PointsForm({ user, self }: { user: AdminUser; self: boolean }) {
  const adjust = useAdjustPoints();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [delta, setDelta] = useState('');
  const amount = Number(delta);
  const preview = delta.trim() && Number.isInteger(amount) && amount !== 0 ? user.points + amount : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const values = formValues(form);
    const found = validateForm(AdjustPointsRequest, values, REQUIRED);
    setErrors(found);
    if (Object.keys(found).length) return;
    adjust.mutate(
      { id: user.id, body: { delta: Number(values.delta), reason: values.reason!.trim() } },
      {
        onSuccess: (r) => {
          toast.success('Puan güncellendi', { description: `${r.user.username}: ${formatSigned(Number(values.delta))} puan, yeni bakiye ${formatNumber(r.balance)}` });
          form.reset();
          setDelta('');
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.status === 400) setErrors(fieldErrorsOf(err));
          else if (err instanceof ApiRequestError && err.status === 422) setErrors({ delta: err.message });
          else showError(err);
        },
      },
    );
  };

  return (
    <section aria-labelledby="points-title" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id="points-title" className="flex items-center gap-2 font-semibold">
        <SlidersHorizontal className="size-4 text-brand-500" aria-hidden="true" /> Puan Düzeltmesi
      </h3>
      {self ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Kendi puanınızı değiştiremezsiniz; başka bir yetkiliden isteyin.</p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
          <Field
            label="Puan"
            name="delta"
            type="number"
            inputMode="numeric"
            step={1}
            placeholder="+50 veya -20"
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
            error={errors.delta}
            hint={preview === null ? `Bakiye: ${formatNumber(user.points)}` : `Yeni bakiye: ${formatNumber(preview)}`}
          />
          <Field label="Gerekçe" name="reason" maxLength={300} placeholder="Üyenin puan geçmişinde görünür" error={errors.reason} />
          <Button type="submit" className="sm:mt-7" pending={adjust.isPending}>
            Uygula
          </Button>
        </form>
      )}
    </section>
  );
}
