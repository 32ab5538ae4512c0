import type { RewardOrderStatus } from '@app/contracts';
import type { BadgeTone } from '@/components/ui/status-badge';

/** Spec §4: pending Beklemede, claimed Alındı, delivered Teslim Edildi; cancelled orders were refunded. */
export const orderStatusLabels: Record<RewardOrderStatus, string> = {
  pending: 'Beklemede',
  claimed: 'Alındı',
  delivered: 'Teslim Edildi',
  cancelled: 'İptal Edildi',
};
export const orderStatusTones: Record<RewardOrderStatus, BadgeTone> = {
  pending: 'warning',
  claimed: 'info',
  delivered: 'success',
  cancelled: 'danger',
};
