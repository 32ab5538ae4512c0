import {
  type LedgerReason,
  type PointsAdjustedV1,
  type PointsAwardedV1,
  purchaseSourceId,
  type RewardOrderCancelledV1,
  type RewardUnitReservedV1,
  TICKET_POINTS_SOURCE_PREFIX,
  type TicketApplicationApprovedV1,
  ticketPointsSourceId,
} from '@app/contracts';
import type { z } from 'zod';

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

type Entry = z.infer<typeof PointsAwardedV1>;

const count = new Intl.NumberFormat('tr-TR');
const PLATFORMS = { telegram: 'Telegram', youtube: 'YouTube', instagram: 'Instagram' } as const;
const ADJUSTMENT = 'Puan düzeltmesi';

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
    if (platform in PLATFORMS) {
      const p = platform as keyof typeof PLATFORMS;
      return { reason: p, description: `${PLATFORMS[p]} doğrulaması onaylandı` };
    }
  }
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
const row = (e: Entry, delta: number, { reason, description }: Pick<LedgerEntry, 'reason' | 'description'>): LedgerEntry => ({
  userId: e.userId,
  balance: e.balance,
  delta,
  reason,
  description,
});

/** The row of one ledger event; null for an event type that does not change a balance. */
export function ledgerEntryOf(type: string, data: unknown, context: SourceContext | null): LedgerEntry | null {
  const e = data as Entry;
  switch (type) {
    case 'PointsAwarded':
      return row(e, e.amount, award(e, context));
    case 'PointsSpent':
      if (!e.sourceId.startsWith('purchase:')) return row(e, -e.amount, { reason: 'adjustment', description: ADJUSTMENT });
      return row(e, -e.amount, { reason: 'purchase', description: titled('Ödül satın alındı', context) });
    case 'PointsRefunded': {
      const text = context?.cancelled ? 'İptal edilen sipariş iadesi' : 'Tamamlanamayan satın alma iadesi';
      return row(e, e.amount, { reason: 'refund', description: titled(text, context) });
    }
    case 'PointsAdjusted': {
      // A staff correction: signed, and the member reads the staff's reason.
      const a = data as z.infer<typeof PointsAdjustedV1>;
      return row(e, a.delta, { reason: 'adjustment', description: `${ADJUSTMENT}: ${a.reason}` });
    }
    default:
      return null;
  }
}

/** Context other events give a later ledger row, keyed by the ledger source it will name. */
export function sourceContextOf(type: string, data: unknown): { sourceId: string; context: SourceContext } | null {
  switch (type) {
    case 'TicketApplicationApproved': {
      const d = data as z.infer<typeof TicketApplicationApprovedV1>;
      return { sourceId: ticketPointsSourceId(d.applicationId), context: { ticketCount: d.numbers.length } };
    }
    case 'RewardUnitReserved': {
      const d = data as z.infer<typeof RewardUnitReservedV1>;
      return { sourceId: purchaseSourceId(d.purchaseId), context: { title: d.rewardTitle } };
    }
    case 'RewardOrderCancelled':
      return {
        sourceId: purchaseSourceId((data as z.infer<typeof RewardOrderCancelledV1>).purchaseId),
        context: { cancelled: true },
      };
    default:
      return null;
  }
}

export const LEDGER_EVENTS = ['PointsAwarded', 'PointsSpent', 'PointsRefunded', 'PointsAdjusted'];
export const CONTEXT_EVENTS = ['TicketApplicationApproved', 'RewardUnitReserved', 'RewardOrderCancelled'];
