import type { TicketApplicationStatus } from '@app/contracts';
import { StatusBadge } from '@/components/ui/status-badge';
import { applicationStatusLabels, applicationStatusTones } from '@/features/dashboard/components/application-status';

/** Beklemede / Onaylandı / Reddedildi (labels shared with the dashboard). */
export function TicketStatusBadge({ status }: { status: TicketApplicationStatus }) {
  return <StatusBadge tone={applicationStatusTones[status]}>{applicationStatusLabels[status]}</StatusBadge>;
}
