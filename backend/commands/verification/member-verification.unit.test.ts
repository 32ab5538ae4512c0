import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { userRegistered } from '../../test-support/users.js';
import type { LedgerEvent } from '../points/ledger.js';
import { memberVerificationDecider, type VerificationEvent } from './member-verification.js';

type E = VerificationEvent | LedgerEvent;
const registered = userRegistered() as unknown as E;
const requested = (verificationId: string, platform: 'youtube' | 'instagram' = 'instagram'): E => ({
  type: 'SocialVerificationRequested',
  data: { userId: 'u1', verificationId, platform, platformUsername: 'ayse.tr', points: 150 },
});
const approved = (verificationId: string): E => ({
  type: 'SocialVerificationApproved',
  data: { userId: 'u1', verificationId, platform: 'instagram', points: 150 },
});
const rejected = (verificationId: string): E => ({
  type: 'SocialVerificationRejected',
  data: { userId: 'u1', verificationId, platform: 'instagram', rejectionReason: 'Hesap bulunamadı' },
});
const award = (verificationId: string, amount: number, balance: number, reason = 'socialVerification:instagram'): E => ({
  type: 'PointsAwarded',
  data: { userId: 'u1', amount, reason, sourceId: `socialVerification:${verificationId}`, balance },
});
const ask = (verificationId: string) =>
  ({ type: 'RequestVerification', verificationId, platform: 'instagram', platformUsername: 'ayse.tr', points: 150 }) as const;
const approve = (verificationId: string, points = 150) =>
  ({ type: 'ReviewVerification', verificationId, decision: 'approved', points, rejectionReason: null }) as const;

describe('manual social verification', () => {
  it('a request is pending; a second one for the platform is refused while it is', () => {
    given(memberVerificationDecider, [registered])
      .when(ask('v1'))
      .then([requested('v1')]);
    given(memberVerificationDecider, [registered, requested('v1')])
      .when(ask('v2'))
      .thenFails(409, 'bekleyen');
  });

  it('an approved platform cannot be asked again; a rejected one can', () => {
    given(memberVerificationDecider, [registered, requested('v1'), approved('v1')])
      .when(ask('v2'))
      .thenFails(409, 'zaten onaylandı');
    given(memberVerificationDecider, [registered, requested('v1'), rejected('v1')])
      .when(ask('v2'))
      .then([requested('v2')]);
    given(memberVerificationDecider, [registered, requested('v2', 'youtube')])
      .when(ask('v3'))
      .then([requested('v3')]);
  });

  it('approval awards the points in the same append', () =>
    given(memberVerificationDecider, [registered, requested('v1')])
      .when(approve('v1', 200))
      .then([
        { type: 'SocialVerificationApproved', data: { userId: 'u1', verificationId: 'v1', platform: 'instagram', points: 200 } },
        award('v1', 200, 200),
      ]));

  it('a second approval awards nothing; a reject after approval is a 409', () => {
    given(memberVerificationDecider, [registered, requested('v1'), approved('v1'), award('v1', 150, 150)])
      .when(approve('v1'))
      .then([]);
    given(memberVerificationDecider, [registered, requested('v1'), approved('v1')])
      .when({ type: 'ReviewVerification', verificationId: 'v1', decision: 'rejected', points: 0, rejectionReason: null })
      .thenFails(409, 'Bu doğrulama zaten sonuçlandırılmış.');
  });

  it('rejection carries the optional reason', () =>
    given(memberVerificationDecider, [registered, requested('v1')])
      .when({
        type: 'ReviewVerification',
        verificationId: 'v1',
        decision: 'rejected',
        points: 0,
        rejectionReason: 'Hesap bulunamadı',
      })
      .then([rejected('v1')]));

  it('only pending requests are deleted; unknown ones are 404', () => {
    given(memberVerificationDecider, [registered, requested('v1')])
      .when({ type: 'DeleteVerification', verificationId: 'v1' })
      .then([{ type: 'SocialVerificationDeleted', data: { userId: 'u1', verificationId: 'v1', platform: 'instagram' } }]);
    given(memberVerificationDecider, [registered, requested('v1'), approved('v1')])
      .when({ type: 'DeleteVerification', verificationId: 'v1' })
      .thenFails(409);
    given(memberVerificationDecider, [registered]).when(approve('nope')).thenFails(404, 'Doğrulama talebi bulunamadı.');
  });
});

describe('telegram verification on the member stream', () => {
  const started: E = {
    type: 'TelegramVerificationStarted',
    data: { userId: 'u1', code: 'ABCD2345', expiresAt: '2025-05-01T10:30:00.000Z' },
  };
  const identity = { telegramUserId: 42, telegramUsername: 'ayse_tg', telegramName: 'Ayşe' };
  const complete = {
    type: 'CompleteTelegramVerification',
    verificationId: 't1',
    code: 'ABCD2345',
    points: 100,
    ...identity,
  } as const;
  const verified: E = { type: 'TelegramAccountVerified', data: { userId: 'u1', verificationId: 't1', ...identity, points: 100 } };

  it('completing with the current code verifies and awards once', () => {
    given(memberVerificationDecider, [registered, started])
      .when(complete)
      .then([verified, award('t1', 100, 100, 'socialVerification:telegram')]);
    given(memberVerificationDecider, [registered, started, verified])
      .when({ ...complete, verificationId: 't2' })
      .then([]);
  });

  it('an older code no longer completes; a verified member cannot start again', () => {
    given(memberVerificationDecider, [registered, started])
      .when({ ...complete, code: 'OLDCODE2' })
      .thenFails(409);
    given(memberVerificationDecider, [registered, started, verified])
      .when({ type: 'StartTelegramVerification', code: 'NEWCODE2', expiresAt: '2025-05-01T11:00:00.000Z' })
      .thenFails(409, 'Telegram hesabınız zaten doğrulandı.');
  });
});
