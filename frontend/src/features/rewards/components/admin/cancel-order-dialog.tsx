import { CancelRewardOrderRequest, type RewardOrder } from '@app/contracts';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useContractForm } from '@/lib/contract-form';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useHeld } from '@/lib/use-render-state';
import { useCancelOrder } from '../../api/reward-orders';

/** Cancelling an order asks why (the reason is recorded with who did it, and shown to the member). */
export function CancelOrderDialog({ order: current, onClose }: { order: RewardOrder | null; onClose: () => void }) {
  // The last order stays shown while the dialog fades out, so its text does not blank mid-animation.
  const order = useHeld(current, !!current);
  const cancel = useCancelOrder();
  const f = useContractForm(CancelRewardOrderRequest, { values: { reason: '' }, open: !!current, editing: current });
  const submit = f.onSubmit(({ reason }) => {
    if (!current) return;
    cancel.mutate(
      { id: current.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Başarılı', { description: 'Sipariş iptal edildi ve puanlar iade edildi' });
          onClose();
        },
      },
    );
  });
  return (
    <FormDialog
      open={!!current}
      onClose={onClose}
      title="Siparişi İptal Et"
      description={order ? `${order.username ?? 'Üye'} · ${order.rewardTitle}` : undefined}
      size="sm"
      pending={cancel.isPending}
      onSubmit={submit}
      submitLabel="Siparişi İptal Et"
      submitVariant="destructive"
      cancelLabel="Vazgeç"
      className="space-y-3"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Üyenin {formatNumber(order?.pointsSpent ?? 0)} puanı iade edilecek ve ödül stoğa geri eklenecek.
      </p>
      <TextareaField label="İptal nedeni" required rows={3} maxLength={500} {...f.field('reason')} />
    </FormDialog>
  );
}
