import type { RewardOrderStatus } from '@app/contracts';
import { StatusBadge } from '@/components/ui/status-badge';
import { orderStatusLabels, orderStatusTones as tones } from '../lib/status-labels';

/** Spec §4's order states as a badge (also lent to the admin user drawer by its route). */
export function OrderStatusBadge({ status }: { status: RewardOrderStatus }) {
  return <StatusBadge tone={tones[status]}>{orderStatusLabels[status]}</StatusBadge>;
}
