import type { TicketApplicationStatus } from '@app/contracts';
import { StatusBadge } from '@/components/ui/status-badge';
import { applicationStatusLabels, applicationStatusTones } from '@/lib/status-labels';

/** Beklemede / Onaylandı / Reddedildi (labels shared with the dashboard). */
export function TicketStatusBadge({ status }: { status: TicketApplicationStatus }) {
  return <StatusBadge tone={applicationStatusTones[status]}>{applicationStatusLabels[status]}</StatusBadge>;
}
