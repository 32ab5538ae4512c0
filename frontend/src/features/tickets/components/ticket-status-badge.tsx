import type { TicketApplicationStatus } from '@app/contracts';
import { StatusBadge } from '@/components/ui/status-badge';
import { applicationStatusLabels, applicationStatusTones } from '../lib/status-labels';

/** Beklemede / Onaylandı / Reddedildi (lent to the dashboard and the user drawer by their routes). */
export function TicketStatusBadge({ status }: { status: TicketApplicationStatus }) {
  return <StatusBadge tone={applicationStatusTones[status]}>{applicationStatusLabels[status]}</StatusBadge>;
}
