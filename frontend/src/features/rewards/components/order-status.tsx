import type { RewardOrderStatus } from '@app/contracts';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';

/** Spec §4: pending Beklemede, claimed Alındı, delivered Teslim Edildi; cancelled orders were refunded. */
export const orderStatusLabels: Record<RewardOrderStatus, string> = {
  pending: 'Beklemede',
  claimed: 'Alındı',
  delivered: 'Teslim Edildi',
  cancelled: 'İptal Edildi',
};

const tones: Record<RewardOrderStatus, BadgeTone> = {
  pending: 'warning',
  claimed: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: RewardOrderStatus }) {
  return (
    <StatusBadge tone={tones[status]}>{orderStatusLabels[status]}</StatusBadge>
  );
}
