import type { TicketApplicationStatus } from '@app/contracts';
import type { BadgeTone } from '@/components/ui/status-badge';

/** Spec §4: pending is shown as Beklemede, then Onaylandı or Reddedildi. */
export const applicationStatusLabels: Record<TicketApplicationStatus, string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};
export const applicationStatusTones: Record<TicketApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
