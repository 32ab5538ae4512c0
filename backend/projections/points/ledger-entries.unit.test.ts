import { describe, expect, it } from 'vitest';
import { ledgerEntryOf, sourceContextOf } from './ledger-entries.js';

const entry = (amount: number, reason: string, sourceId: string, balance: number) => ({
  userId: 'u1',
  amount,
  reason,
  sourceId,
  balance,
});

describe('ledger rows: what each balance change is', () => {
  it('verification awards name their platform', () => {
    for (const [platform, label] of [
      ['telegram', 'Telegram'],
      ['youtube', 'YouTube'],
      ['instagram', 'Instagram'],
    ]) {
      expect(
        ledgerEntryOf(
          { type: 'PointsAwarded', data: entry(150, `socialVerification:${platform}`, 'socialVerification:v1', 150) },
          null,
        ),
      ).toEqual({
        userId: 'u1',
        delta: 150,
        balance: 150,
        reason: platform,
        description: `${label} doğrulaması onaylandı`,
      });
    }
  });

  it('stream points and ticket approvals (with the ticket count in Turkish format)', () => {
    expect(ledgerEntryOf({ type: 'PointsAwarded', data: entry(100, 'stream', 'stream:2025-05-01', 100) }, null)).toMatchObject({
      reason: 'stream',
      description: 'Yayın doğrulaması: günlük puan',
    });
    expect(
      ledgerEntryOf({ type: 'PointsAwarded', data: entry(30, 'ticket', 'ticketApplication:a1', 130) }, { ticketCount: 3 }),
    ).toMatchObject({
      delta: 30,
      balance: 130,
      reason: 'ticket',
      description: 'Bilet başvurusu onaylandı: 3 bilet',
    });
    expect(
      ledgerEntryOf({ type: 'PointsAwarded', data: entry(10000, 'ticket', 'ticketApplication:a2', 10000) }, { ticketCount: 1000 })
        ?.description,
    ).toBe('Bilet başvurusu onaylandı: 1.000 bilet');
  });

  it('a purchase is a negative delta; its refund says whether the order was cancelled or the purchase failed', () => {
    expect(ledgerEntryOf({ type: 'PointsSpent', data: entry(80, 'Market: Kupa', 'purchase:p1', 20) }, { title: 'Kupa' })).toEqual(
      {
        userId: 'u1',
        delta: -80,
        balance: 20,
        reason: 'purchase',
        description: 'Ödül satın alındı: Kupa',
      },
    );
    expect(
      ledgerEntryOf(
        { type: 'PointsRefunded', data: entry(80, 'Sipariş iptali: x', 'purchase:p1', 100) },
        { title: 'Kupa', cancelled: true },
      ),
    ).toMatchObject({
      delta: 80,
      reason: 'refund',
      description: 'İptal edilen sipariş iadesi: Kupa',
    });
    expect(
      ledgerEntryOf(
        { type: 'PointsRefunded', data: entry(80, 'Satın alma tamamlanamadı', 'purchase:p1', 100) },
        { title: 'Kupa' },
      )?.description,
    ).toBe('Tamamlanamayan satın alma iadesi: Kupa');
  });

  it('any other award or spend is an adjustment; other events are no row at all', () => {
    expect(ledgerEntryOf({ type: 'PointsAwarded', data: entry(5, 'demo', 'demo:welcome', 5) }, null)).toMatchObject({
      reason: 'adjustment',
      delta: 5,
      description: 'Puan düzeltmesi',
    });
    expect(ledgerEntryOf({ type: 'PointsSpent', data: entry(5, 'test', 'x', 0) }, null)).toMatchObject({
      reason: 'adjustment',
      delta: -5,
    });
  });

  it('context for later rows comes from the approval, the reservation and the cancellation', () => {
    expect(
      sourceContextOf({
        type: 'TicketApplicationApproved',
        data: {
          applicationId: 'a1',
          userId: 'u1',
          numbers: [1, 2, 3],
          adminNote: null,
          points: 30,
        },
      }),
    ).toEqual({
      sourceId: 'ticketApplication:a1',
      context: { ticketCount: 3 },
    });
    expect(
      sourceContextOf({
        type: 'RewardUnitReserved',
        data: {
          rewardId: 'r',
          purchaseId: 'p1',
          userId: 'u1',
          pointsCost: 5,
          rewardTitle: 'Kupa',
          stock: null,
        },
      }),
    ).toEqual({
      sourceId: 'purchase:p1',
      context: { title: 'Kupa' },
    });
    expect(
      sourceContextOf({
        type: 'RewardOrderCancelled',
        data: {
          purchaseId: 'p1',
          rewardId: 'r',
          userId: 'u1',
          reason: 'x',
          cancelledBy: 's',
          pointsCost: 5,
          stock: null,
          sold: 0,
        },
      }),
    ).toEqual({
      sourceId: 'purchase:p1',
      context: { cancelled: true },
    });
  });

  it('a staff adjustment is a signed delta with the staff’s reason', () => {
    expect(
      ledgerEntryOf({ type: 'PointsAdjusted', data: { userId: 'u1', delta: -40, reason: 'Mükerrer ödül', balance: 60 } }, null),
    ).toEqual({
      userId: 'u1',
      delta: -40,
      balance: 60,
      reason: 'adjustment',
      description: 'Puan düzeltmesi: Mükerrer ödül',
    });
  });
});
