import type { CardStatus } from '@app/contracts';
import type { BadgeTone } from '@/components/ui/status-badge';

export const cardStatusLabels: Record<CardStatus, string> = { published: 'Yayında', draft: 'Taslak', hidden: 'Gizli' };
export const cardStatusTones: Record<CardStatus, BadgeTone> = { published: 'success', draft: 'warning', hidden: 'neutral' };
export const cardStatusOptions = (Object.keys(cardStatusLabels) as CardStatus[]).map((value) => ({
  value,
  label: cardStatusLabels[value],
}));
