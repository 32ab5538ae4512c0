import type { RewardOrder } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useHeld } from '@/lib/use-render-state';
import { useCancelOrder } from '../../api/reward-orders';

/** Cancelling an order asks why (the reason is recorded with who did it, and shown to the member). */
export function CancelOrderDialog({ order: current, onClose }: { order: RewardOrder | null; onClose: () => void }) {
  // The last order stays shown while the dialog fades out, so its text does not blank mid-animation.
  const order = useHeld(current, !!current);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelOrder();
  const close = () => {
    if (cancel.isPending) return;
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    if (!reason.trim()) return setError('İptal nedeni zorunludur');
    cancel.mutate(
      { id: current.id, reason: reason.trim() },
      { onSuccess: () => (toast.success('Başarılı', { description: 'Sipariş iptal edildi ve puanlar iade edildi' }), setReason(''), onClose()) },
    );
  };
  return (
    <Modal
      open={!!current}
      onClose={close}
      title="Siparişi İptal Et"
      description={order ? `${order.username ?? 'Üye'} · ${order.rewardTitle}` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            Vazgeç
          </Button>
          <Button type="submit" form="cancel-order-form" variant="destructive" pending={cancel.isPending}>
            Siparişi İptal Et
          </Button>
        </>
      }
    >
      <form id="cancel-order-form" noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Üyenin {formatNumber(order?.pointsSpent ?? 0)} puanı iade edilecek ve ödül stoğa geri eklenecek.
        </p>
        <TextareaField
          label="İptal nedeni"
          name="reason"
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => (setReason(e.target.value), setError(undefined))}
          error={error}
        />
      </form>
    </Modal>
  );
}
