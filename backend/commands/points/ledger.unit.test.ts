import { describe, expect, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { userRegistered } from '../../test-support/users.js';
import { ADJUSTMENT_MESSAGES, formatPoints, type LedgerEvent, ledgerDecider } from './ledger.js';

const registered = userRegistered();
const awarded = (amount: number, sourceId: string, balance: number): LedgerEvent => ({
  type: 'PointsAwarded',
  data: { userId: 'u1', amount, reason: 'test', sourceId, balance },
});
const history = (...events: LedgerEvent[]) => [registered, ...events] as LedgerEvent[];

describe('points ledger', () => {
  it('awards points and carries the new balance', () =>
    given(ledgerDecider, history(awarded(100, 'a', 100)))
      .when({ type: 'AwardPoints', amount: 50, reason: 'test', sourceId: 'b' })
      .then([awarded(50, 'b', 150)]));

  it('never awards the same source twice', () =>
    given(ledgerDecider, history(awarded(100, 'a', 100)))
      .when({ type: 'AwardPoints', amount: 100, reason: 'test', sourceId: 'a' })
      .then([]));

  it('awards nothing for zero points and refuses negative ones', () => {
    given(ledgerDecider, history()).when({ type: 'AwardPoints', amount: 0, reason: 'test', sourceId: 'a' }).then([]);
    given(ledgerDecider, history()).when({ type: 'AwardPoints', amount: -5, reason: 'test', sourceId: 'a' }).thenFails(400);
  });

  it('refuses an unknown member with 404', () =>
    given(ledgerDecider, [])
      .when({ type: 'AwardPoints', amount: 5, reason: 'x', sourceId: 'a' })
      .thenFails(404, 'Kullanıcı bulunamadı.'));

  it('spends down to zero but never below', () => {
    given(ledgerDecider, history(awarded(100, 'a', 100)))
      .when({ type: 'SpendPoints', amount: 100, reason: 'purchase', sourceId: 'p1' })
      .then([{ type: 'PointsSpent', data: { userId: 'u1', amount: 100, reason: 'purchase', sourceId: 'p1', balance: 0 } }]);
    given(ledgerDecider, history(awarded(100, 'a', 100)))
      .when({ type: 'SpendPoints', amount: 101, reason: 'purchase', sourceId: 'p1' })
      .thenFails(422, 'Yetersiz puan: bu işlem için 101 puan gerekiyor.');
  });

  it('spends a source once, and refunds exactly what was spent, once', () => {
    const spent: LedgerEvent = {
      type: 'PointsSpent',
      data: { userId: 'u1', amount: 30, reason: 'purchase', sourceId: 'p1', balance: 70 },
    };
    given(ledgerDecider, history(awarded(100, 'a', 100), spent))
      .when({ type: 'SpendPoints', amount: 30, reason: 'purchase', sourceId: 'p1' })
      .then([]);
    given(ledgerDecider, history(awarded(100, 'a', 100), spent))
      .when({ type: 'RefundPoints', reason: 'refund', sourceId: 'p1' })
      .then([{ type: 'PointsRefunded', data: { userId: 'u1', amount: 30, reason: 'refund', sourceId: 'p1', balance: 100 } }]);
    const refunded: LedgerEvent = {
      type: 'PointsRefunded',
      data: { userId: 'u1', amount: 30, reason: 'refund', sourceId: 'p1', balance: 100 },
    };
    given(ledgerDecider, history(awarded(100, 'a', 100), spent, refunded))
      .when({ type: 'RefundPoints', reason: 'refund', sourceId: 'p1' })
      .then([]);
    given(ledgerDecider, history()).when({ type: 'RefundPoints', reason: 'refund', sourceId: 'nope' }).thenFails(404);
  });

  it('stores a new stream link and awards the day once', () => {
    const award = { amount: 100, reason: 'stream', sourceId: 'stream:2025-05-01' };
    const linkChanged: LedgerEvent = { type: 'StreamUrlChanged', data: { userId: 'u1', streamUrl: 'https://kick.com/x' } };
    const dayAwarded: LedgerEvent = { type: 'PointsAwarded', data: { userId: 'u1', ...award, balance: 100 } };
    given(ledgerDecider, history())
      .when({ type: 'SubmitStreamLink', streamUrl: 'https://kick.com/x', award })
      .then([linkChanged, dayAwarded]);
    given(ledgerDecider, history(linkChanged, dayAwarded))
      .when({ type: 'SubmitStreamLink', streamUrl: 'https://kick.com/x', award })
      .then([]);
  });

  it('folds only what it knows: other events of the stream leave the balance alone', () => {
    const state = [registered, { type: 'UserRoleChanged', data: { userId: 'u1', role: 'editor' } }, awarded(5, 'a', 5)].reduce(
      (s, e) => ledgerDecider.evolve(s, e as LedgerEvent),
      ledgerDecider.initialState(),
    );
    expect(state.balance).toBe(5);
  });

  it('formats points the Turkish way', () => expect(formatPoints(1500)).toBe('1.500'));
});

describe('staff adjustments', () => {
  const adjust = (delta: number, actorId: string | null = 'staff') => ({
    type: 'AdjustPoints' as const,
    delta,
    reason: 'Düzeltme',
    actorId,
  });
  const adjusted = (delta: number, balance: number): LedgerEvent => ({
    type: 'PointsAdjusted',
    data: { userId: 'u1', delta, reason: 'Düzeltme', balance },
  });

  it('adds or takes points with the staff reason, carrying the new balance', () => {
    given(ledgerDecider, history(awarded(100, 'a', 100)))
      .when(adjust(50))
      .then([adjusted(50, 150)]);
    given(ledgerDecider, history(awarded(100, 'a', 100)))
      .when(adjust(-100))
      .then([adjusted(-100, 0)]);
  });

  it('refuses a change that would take the balance below zero (422)', () =>
    given(ledgerDecider, history(awarded(100, 'a', 100), adjusted(-40, 60)))
      .when(adjust(-61))
      .thenFails(422, ADJUSTMENT_MESSAGES.belowZero(60)));

  it('refuses zero, fractions, the member themselves and unknown members', () => {
    given(ledgerDecider, history()).when(adjust(0)).thenFails(400);
    given(ledgerDecider, history()).when(adjust(1.5)).thenFails(400);
    given(ledgerDecider, history()).when(adjust(10, 'u1')).thenFails(403, ADJUSTMENT_MESSAGES.own);
    given(ledgerDecider, []).when(adjust(10)).thenFails(404);
  });

  it('a later spend sees the adjusted balance', () =>
    given(ledgerDecider, history(adjusted(30, 30)))
      .when({ type: 'SpendPoints', amount: 31, reason: 'purchase', sourceId: 'p1' })
      .thenFails(422));
});
