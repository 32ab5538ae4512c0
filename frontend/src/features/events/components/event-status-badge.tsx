import type { EventStatus } from '@app/contracts';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';

const look: Record<EventStatus, { label: string; tone: BadgeTone }> = {
  upcoming: { label: 'Yakında', tone: 'accent' },
  ongoing: { label: 'Devam Ediyor', tone: 'success' },
  past: { label: 'Sona Erdi', tone: 'neutral' },
};

/** Yakında / Devam Ediyor / Sona Erdi. `solid` sits on a photo and needs its own backdrop. */
export function EventStatusBadge({ status, solid = false }: { status: EventStatus; solid?: boolean }) {
  const { label, tone } = look[status];
  return (
    <span data-testid="event-status" className="inline-flex">
      <StatusBadge tone={tone} className={cn(solid && 'bg-white/90 py-1 backdrop-blur dark:bg-slate-950/80')}>
        {label}
      </StatusBadge>
    </span>
  );
}
