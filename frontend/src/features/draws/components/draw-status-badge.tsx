import type { DrawStatus } from '@app/contracts';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';

const look: Record<DrawStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Açık', tone: 'info' },
  drawn: { label: 'Sonuçlandı', tone: 'success' },
  cancelled: { label: 'İptal Edildi', tone: 'neutral' },
};

export function DrawStatusBadge({ status }: { status: DrawStatus }) {
  const { label, tone } = look[status];
  return (
    <span data-testid="draw-status" className="inline-flex">
      <StatusBadge tone={tone}>{label}</StatusBadge>
    </span>
  );
}
