import {
  HUNT_ENTRY_SOURCE_PREFIX,
  HUNT_PRIZE_SOURCE_PREFIX,
  type LedgerReason,
  purchaseSourceId,
  TICKET_POINTS_SOURCE_PREFIX,
  ticketPointsSourceId,
} from '@app/contracts';
import type { EventOf, EventType } from '../../core/event-types.js';
import type { schemaOfEventType } from '@app/contracts';

/**
 * How each balance-changing event reads as a row of the member's "Puan Geçmişi". The events carry the
 * amount and the balance after; what the change was for is recognised by its ledger source
 * (`stream:<day>`, `socialVerification:<id>`, `ticketApplication:<id>`, `purchase:<id>`), and the
 * words of the description come from context other events recorded earlier in the log (the reward's
 * title, the ticket count, whether an order was cancelled). Pure: the projection looks the context up.
 */
export interface SourceContext {
  title?: string;
  cancelled?: boolean;
  ticketCount?: number;
}

export interface LedgerEntry {
  userId: string;
  delta: number;
  balance: number;
  reason: LedgerReason;
  description: string;
}

export const LEDGER_EVENTS = ['PointsAwarded', 'PointsSpent', 'PointsRefunded', 'PointsAdjusted'] as const;
export const CONTEXT_EVENTS = ['TicketApplicationApproved', 'RewardUnitReserved', 'RewardOrderCancelled'] as const;
type Of<T extends EventType> = EventOf<typeof schemaOfEventType, T>;
export type LedgerEvent = Of<(typeof LEDGER_EVENTS)[number]>;
export type ContextEvent = Of<(typeof CONTEXT_EVENTS)[number]>;
type Entry = Of<'PointsAwarded'>['data'];

const count = new Intl.NumberFormat('tr-TR');
const PLATFORMS = { telegram: 'Telegram', youtube: 'YouTube', instagram: 'Instagram' } as const;
const ADJUSTMENT = 'Puan düzeltmesi';
const HUNT_PRIZE = 'Bonus avı tahmini';
const HUNT_ENTRY = 'Bonus avı katılım ücreti';

/** Kick's awards carry their ledger reason as the award's reason (`kick_watch`, ...). */
const KICK_AWARDS = new Map<string, Pick<LedgerEntry, 'reason' | 'description'>>([
  ['kick_watch', { reason: 'kick_watch', description: 'Kick yayınında sohbet: izleme puanı' }],
  ['kick_follow', { reason: 'kick_follow', description: 'Kick kanalı takip edildi' }],
  ['kick_subscription', { reason: 'kick_subscription', description: 'Kick aboneliği' }],
  ['kick_gift', { reason: 'kick_gift', description: 'Kick hediye aboneliği' }],
  ['kick_kicks', { reason: 'kick_kicks', description: 'Kick hediyesi (Kicks)' }],
]);
const KICK_RENEWAL = { reason: 'kick_subscription', description: 'Kick aboneliği yenilendi' } as const;

function award(e: Entry, context: SourceContext | null): Pick<LedgerEntry, 'reason' | 'description'> {
  const kick = KICK_AWARDS.get(e.reason);
  if (kick) return e.sourceId.startsWith('kickRenewal:') ? KICK_RENEWAL : kick;
  if (e.sourceId.startsWith('socialVerification:')) {
    // The award's reason names the platform: `socialVerification:telegram`.
    const platform = e.reason.replace('socialVerification:', '');
    if (Object.hasOwn(PLATFORMS, platform)) {
      const p = platform as keyof typeof PLATFORMS;
      return { reason: p, description: `${PLATFORMS[p]} doğrulaması onaylandı` };
    }
  }
  if (e.sourceId.startsWith(HUNT_PRIZE_SOURCE_PREFIX)) return { reason: 'hunt_prize', description: HUNT_PRIZE };
  if (e.sourceId.startsWith('stream:')) return { reason: 'stream', description: 'Yayın doğrulaması: günlük puan' };
  if (e.sourceId.startsWith(TICKET_POINTS_SOURCE_PREFIX)) {
    const n = context?.ticketCount;
    return {
      reason: 'ticket',
      description: n ? `Bilet başvurusu onaylandı: ${count.format(n)} bilet` : 'Bilet başvurusu onaylandı',
    };
  }
  return { reason: 'adjustment', description: ADJUSTMENT };
}

const titled = (text: string, context: SourceContext | null) => (context?.title ? `${text}: ${context.title}` : text);

/**
 * A row with its fields always in one order (one object shape: a rebuild makes tens of thousands).
 * A function of the module, not of each call: tsx names every function made inside another, per call.
 */
const row = (
  e: Pick<Entry, 'userId' | 'balance'>,
  delta: number,
  { reason, description }: Pick<LedgerEntry, 'reason' | 'description'>,
): LedgerEntry => ({
  userId: e.userId,
  balance: e.balance,
  delta,
  reason,
  description,
});

/** The row of one ledger event; null for an event type that does not change a balance. */
export function ledgerEntryOf(event: LedgerEvent, context: SourceContext | null): LedgerEntry {
  switch (event.type) {
    case 'PointsAwarded': {
      const e = event.data;
      return row(e, e.amount, award(e, context));
    }
    case 'PointsSpent': {
      const e = event.data;
      if (e.sourceId.startsWith(HUNT_ENTRY_SOURCE_PREFIX))
        return row(e, -e.amount, { reason: 'hunt_entry', description: HUNT_ENTRY });
      if (!e.sourceId.startsWith('purchase:')) return row(e, -e.amount, { reason: 'adjustment', description: ADJUSTMENT });
      return row(e, -e.amount, { reason: 'purchase', description: titled('Ödül satın alındı', context) });
    }
    case 'PointsRefunded': {
      const e = event.data;
      if (e.sourceId.startsWith(HUNT_ENTRY_SOURCE_PREFIX)) {
        return row(e, e.amount, { reason: 'hunt_entry_refund', description: `${HUNT_ENTRY} iadesi` });
      }
      const text = context?.cancelled ? 'İptal edilen sipariş iadesi' : 'Tamamlanamayan satın alma iadesi';
      return row(e, e.amount, { reason: 'refund', description: titled(text, context) });
    }
    case 'PointsAdjusted': {
      // A staff correction: signed, and the member reads the staff's reason.
      const a = event.data;
      return row(a, a.delta, { reason: 'adjustment', description: `${ADJUSTMENT}: ${a.reason}` });
    }
  }
}

/** Context other events give a later ledger row, keyed by the ledger source it will name. */
export function sourceContextOf(event: ContextEvent): { sourceId: string; context: SourceContext } {
  switch (event.type) {
    case 'TicketApplicationApproved': {
      const d = event.data;
      return { sourceId: ticketPointsSourceId(d.applicationId), context: { ticketCount: d.numbers.length } };
    }
    case 'RewardUnitReserved': {
      const d = event.data;
      return { sourceId: purchaseSourceId(d.purchaseId), context: { title: d.rewardTitle } };
    }
    case 'RewardOrderCancelled':
      return {
        sourceId: purchaseSourceId(event.data.purchaseId),
        context: { cancelled: true },
      };
  }
}
