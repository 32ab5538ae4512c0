import type { adminAccountEventSchemas, pointsEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';
import { DomainError, notFound } from '../../core/errors.js';
import type { UserEvent } from '../accounts/account/user.js';

/**
 * The points ledger lives on the member's own stream `user-<id>`, beside the account events.
 * This decider folds only the events it knows (the registration, ledger entries, the stream link)
 * and leaves the rest to the accounts decider, so each reads the same stream for its own purpose.
 * Every source (`stream:2025-05-01`, `socialVerification:<id>`, `purchase:<id>`) is awarded or spent
 * at most once; the expected-revision append makes that hold under concurrent requests too.
 */
export type LedgerEvent =
  | EventOf<typeof pointsEventSchemas, 'PointsAwarded' | 'PointsSpent' | 'PointsRefunded' | 'StreamUrlChanged'>
  | EventOf<typeof adminAccountEventSchemas, 'PointsAdjusted'>;

export interface LedgerState {
  userId: string | null;
  balance: number;
  streamUrl: string | null;
  awarded: Set<string>;
  /** Spent amount per source, so a refund gives back exactly what was taken. */
  spent: Map<string, number>;
  refunded: Set<string>;
  /** The member was erased: nothing is earned or spent any more; refunds of what was spent still go through. */
  erased: boolean;
}

export interface LedgerEntry {
  amount: number;
  reason: string;
  sourceId: string;
}

export type LedgerCommand =
  | ({ type: 'AwardPoints' } & LedgerEntry)
  | ({ type: 'SpendPoints' } & LedgerEntry)
  | { type: 'RefundPoints'; reason: string; sourceId: string }
  /** A staff correction: `actorId` is who asks (nobody corrects their own balance). */
  | { type: 'AdjustPoints'; delta: number; reason: string; actorId: string | null }
  | { type: 'SubmitStreamLink'; streamUrl: string; award: LedgerEntry | null };

export const USER_NOT_FOUND = 'Kullanıcı bulunamadı.';

export const initialLedger = (): LedgerState => ({
  userId: null,
  balance: 0,
  streamUrl: null,
  awarded: new Set(),
  spent: new Map(),
  refunded: new Set(),
  erased: false,
});

/** Folds ledger events (and the registration); every other event leaves the state as it is. */
/*
 * The source-id collections are extended in place: a fold owns the state it builds (initialLedger()
 * makes fresh ones every time), and copying them at every event made a long ledger quadratic to load
 * (about 200 ms per purchase for a member with 2,000 of them).
 */
export function evolveLedger(state: LedgerState, event: LedgerEvent | UserEvent | { type: string; data: unknown }): LedgerState {
  const e = event as LedgerEvent | UserEvent;
  switch (e.type) {
    case 'UserRegistered':
      return { ...state, userId: e.data.userId, streamUrl: e.data.streamUrl };
    case 'MemberErased':
      return { ...state, erased: true };
    case 'PointsAwarded':
      return { ...state, balance: e.data.balance, awarded: state.awarded.add(e.data.sourceId) };
    case 'PointsSpent':
      return { ...state, balance: e.data.balance, spent: state.spent.set(e.data.sourceId, e.data.amount) };
    case 'PointsRefunded':
      return { ...state, balance: e.data.balance, refunded: state.refunded.add(e.data.sourceId) };
    case 'PointsAdjusted':
      return { ...state, balance: e.data.balance };
    case 'StreamUrlChanged':
      return { ...state, streamUrl: e.data.streamUrl };
    default:
      return state;
  }
}

function registered(state: LedgerState): string {
  if (!state.userId) throw notFound(USER_NOT_FOUND);
  return state.userId;
}

/** An account that can still earn and spend: registered and not erased (a purchase racing the erasure is released). */
function open(state: LedgerState): string {
  if (state.erased) throw notFound(USER_NOT_FOUND);
  return registered(state);
}

/** The award as events: none when the source was already awarded or the amount is zero. */
export function awardEvents(state: LedgerState, entry: LedgerEntry): LedgerEvent[] {
  const userId = open(state);
  if (!Number.isInteger(entry.amount) || entry.amount < 0) throw new DomainError('validation_error', 'Puan miktarı geçersiz.');
  if (entry.amount === 0 || state.awarded.has(entry.sourceId)) return [];
  const { amount, reason, sourceId } = entry;
  return [{ type: 'PointsAwarded', data: { userId, amount, reason, sourceId, balance: state.balance + amount } }];
}

function spendEvents(state: LedgerState, entry: LedgerEntry): LedgerEvent[] {
  const userId = open(state);
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new DomainError('validation_error', 'Puan miktarı geçersiz.');
  if (state.spent.has(entry.sourceId)) return [];
  if (state.balance < entry.amount) {
    throw new DomainError('insufficient_points', `Yetersiz puan: bu işlem için ${entry.amount} puan gerekiyor.`);
  }
  const { amount, reason, sourceId } = entry;
  return [{ type: 'PointsSpent', data: { userId, amount, reason, sourceId, balance: state.balance - amount } }];
}

function refundEvents(state: LedgerState, reason: string, sourceId: string): LedgerEvent[] {
  const userId = registered(state);
  const amount = state.spent.get(sourceId);
  if (amount === undefined) throw notFound('İade edilecek puan harcaması bulunamadı.');
  if (state.refunded.has(sourceId)) return [];
  return [{ type: 'PointsRefunded', data: { userId, amount, reason, sourceId, balance: state.balance + amount } }];
}

export const ADJUSTMENT_MESSAGES = {
  own: 'Kendi puanınızı değiştiremezsiniz; başka bir yetkiliden isteyin.',
  invalid: 'Puan değişikliği sıfırdan farklı bir tam sayı olmalıdır.',
  belowZero: (balance: number) => `Bu değişiklik bakiyeyi sıfırın altına düşürür: üyenin bakiyesi ${formatPoints(balance)} puan.`,
} as const;

/**
 * A signed staff correction. The balance after it is computed from the folded stream and the append
 * expects that stream's revision, so two concurrent corrections (or a correction and a purchase) can
 * never both pass the check against the same balance: the later one is decided again on the new one.
 */
function adjustEvents(state: LedgerState, delta: number, reason: string, actorId: string | null): LedgerEvent[] {
  const userId = open(state);
  if (actorId !== null && actorId === userId) throw new DomainError('forbidden', ADJUSTMENT_MESSAGES.own);
  if (!Number.isInteger(delta) || delta === 0) throw new DomainError('validation_error', ADJUSTMENT_MESSAGES.invalid);
  const balance = state.balance + delta;
  if (balance < 0) throw new DomainError('insufficient_points', ADJUSTMENT_MESSAGES.belowZero(state.balance));
  return [{ type: 'PointsAdjusted', data: { userId, delta, reason, balance } }];
}

function streamLinkEvents(state: LedgerState, streamUrl: string, award: LedgerEntry | null): LedgerEvent[] {
  const userId = open(state);
  const events: LedgerEvent[] = [];
  if (state.streamUrl !== streamUrl) events.push({ type: 'StreamUrlChanged', data: { userId, streamUrl } });
  if (award) events.push(...awardEvents(state, award));
  return events;
}

export const ledgerDecider: Decider<LedgerCommand, LedgerEvent, LedgerState> = {
  initialState: initialLedger,
  evolve: evolveLedger,
  decide(command, state) {
    switch (command.type) {
      case 'AwardPoints':
        return awardEvents(state, command);
      case 'SpendPoints':
        return spendEvents(state, command);
      case 'RefundPoints':
        return refundEvents(state, command.reason, command.sourceId);
      case 'AdjustPoints':
        return adjustEvents(state, command.delta, command.reason, command.actorId);
      case 'SubmitStreamLink':
        return streamLinkEvents(state, command.streamUrl, command.award);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

const pointsFormat = new Intl.NumberFormat('tr-TR');
/** 1500 → "1.500", for the Turkish messages that mention points. */
export const formatPoints = (n: number) => pointsFormat.format(n);
