import { type Hunt, type HuntSlot, RecordHuntResultRequest } from '@app/contracts';
import { ArrowDown, ArrowUp, Shuffle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { useContractForm } from '@/lib/contract-form';
import { cn } from '@/lib/cn';
import { useAdminPredictions, useRecordResult, useRemoveSlot, useReorder } from '../../api/admin-hunts';
import { money, times } from '../../lib/labels';
import { moneyFromInput } from '../../lib/money-input';

const move = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/** The slots with their staff actions: reorder (buttons, drag), remove, and during the opening the wins. */
export function SlotRows({ hunt }: { hunt: Hunt }) {
  const reorder = useReorder(hunt.id);
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = hunt.slots.map((s) => s.id);
  const canOrder = hunt.status === 'collecting';
  return (
    <div className="space-y-2">
      {canOrder && hunt.slots.length > 1 && (
        <Button variant="outline" size="sm" onClick={() => reorder.mutate({ shuffle: true })}>
          <Shuffle className="size-4" aria-hidden="true" />
          Karıştır
        </Button>
      )}
      <ol className="space-y-1" data-testid="admin-slots">
        {hunt.slots.map((slot, k) => (
          <li
            key={slot.id}
            draggable={canOrder}
            onDragStart={() => setDragged(k)}
            onDragOver={(e) => canOrder && e.preventDefault()}
            onDrop={() => dragged !== null && dragged !== k && reorder.mutate({ slotIds: move(ids, dragged, k) })}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
          >
            <span className="w-6 text-right tabular-nums">{k + 1}</span>
            <span className="min-w-0 flex-1 font-medium">{slot.name}</span>
            <span className="tabular-nums">{money(slot.bet)}</span>
            {/* On a phone the win and the multiplier get a line of their own, under the bet; wider, one row. */}
            <span className="flex w-full justify-end gap-2 sm:contents">
              <span className="w-28 text-right tabular-nums">{money(slot.win)}</span>
              <span className="w-20 text-right tabular-nums">{times(slot.multiplier)}</span>
            </span>
            {canOrder && (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${slot.name} yukarı`}
                  disabled={k === 0}
                  onClick={() => reorder.mutate({ slotIds: move(ids, k, k - 1) })}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${slot.name} aşağı`}
                  disabled={k === ids.length - 1}
                  onClick={() => reorder.mutate({ slotIds: move(ids, k, k + 1) })}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
              </>
            )}
            {hunt.status === 'collecting' && hunt.predictionsOpen && <RemoveSlot huntId={hunt.id} slot={slot} />}
            {hunt.status === 'opening' && <ResultInput huntId={hunt.id} slot={slot} />}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A slot that predictions name as their best slot stays (the server refuses with 409): the button says
 * so beforehand, from the live prediction counts, instead of failing when pressed.
 */
function RemoveSlot({ huntId, slot }: { huntId: string; slot: HuntSlot }) {
  const remove = useRemoveSlot(huntId);
  const { data } = useAdminPredictions(huntId);
  const picked = data?.bestSlots.find((b) => b.slotId === slot.id)?.count ?? 0;
  const why = picked > 0 ? `${picked} tahmin bu bonusu seçti; çıkarılamaz` : undefined;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={why ? `${slot.name} sil (${why})` : `${slot.name} sil`}
      title={why}
      disabled={picked > 0}
      pending={remove.isPending}
      onClick={() => remove.mutate(slot.id)}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}

const toResultRequest = (v: { win: string }) => ({ win: moneyFromInput(v.win) });

/** A slot's win during the opening; the contract names a missing or non-numeric win under the input. */
function ResultInput({ huntId, slot }: { huntId: string; slot: HuntSlot }) {
  const record = useRecordResult(huntId);
  const f = useContractForm(RecordHuntResultRequest, {
    values: { win: slot.win === null ? '' : String(slot.win).replace('.', ',') },
    toRequest: toResultRequest,
  });
  const error = f.error('win');
  const errorId = `result-${slot.id}-error`;
  return (
    <form
      className="w-full sm:w-auto"
      noValidate
      onSubmit={f.onSubmit(({ win }) => record.mutate({ slotId: slot.id, win }, { onError: f.showServerErrors }))}
    >
      <div className="flex gap-1">
        <input
          className={cn(inputClass, 'sm:w-28', error && 'border-red-500 dark:border-red-500')}
          aria-label={`${slot.name} kazanç (₺)`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          inputMode="decimal"
          {...f.form.register('win')}
        />
        <Button type="submit" size="sm" pending={record.isPending}>
          {slot.win === null ? 'Kaydet' : 'Düzelt'}
        </Button>
      </div>
      {/* Under the input, inside the form's own width: the row's columns do not move when it shows. */}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
