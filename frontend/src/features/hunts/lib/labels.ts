import type { HuntStatus } from '@app/contracts';
import { formatMoney, formatMultiplier } from '@app/contracts/plain';

export const HUNT_STATUS_LABELS: Record<HuntStatus, string> = {
  collecting: 'Bonuslar toplanıyor',
  opening: 'Açılış sürüyor',
  finished: 'Bitti',
  cancelled: 'İptal edildi',
};

export const PLACE_LABELS = { 1: '1.', 2: '2.', 3: '3.', bestSlot: 'En iyi bonus' } as const;

/** "—" for a figure that has no value yet (no slot opened, nothing left to open). */
export const money = (value: number | null) => (value === null ? '—' : formatMoney(value));
export const times = (value: number | null) => (value === null ? '—' : formatMultiplier(value));
