import { describe, expect, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { sqliteLogPerTest } from '../../test-support/sqlite-log.js';
import type { Deps } from '../../core/deps.js';
import { createSqliteMemberKeys } from '../../core/privacy/sqlite-member-keys.js';
import { claimKickAccount, creditKickFollow, KICK_ACCOUNT_TAKEN, kickAccountOwner, releaseKickAccount } from './account.js';
import { KICK_MEMBER_TEXT, kickMemberDecider } from './member.js';
import { kickChannelDecider } from './channel.js';
import { chatEarnsWindow, watchWindowStart } from './process.js';
import { receiptDecider } from './receipt.js';
import { pkceChallenge } from './signature.js';

// The registration is the accounts slice's event on the same stream; the ledger's fold reads its user id.
const registered = { type: 'UserRegistered', data: { userId: 'u1', streamUrl: null } } as never;
const linked = { type: 'KickAccountLinked', data: { userId: 'u1', kickUserId: 7, kickUsername: 'ayse', via: 'oauth' } } as const;
const watched = (windowStart: string, amount: number, balance: number) =>
  ({
    type: 'PointsAwarded',
    data: { userId: 'u1', amount, reason: 'kick_watch', sourceId: `kickWatch:${windowStart}`, balance },
  }) as const;
const watch = (windowStart: string) =>
  ({ type: 'AwardKickPoints', kickUserId: 7, award: { kind: 'watch', windowStart, points: 10, dailyCap: 25 } }) as const;

describe('live periods (issue 38)', () => {
  const changed = (data: Record<string, unknown>) =>
    ({ type: 'KickLiveStatusChanged', data: { title: 't', messageId: 'm', ...data } }) as never;
  const fold = (events: never[]) => events.reduce(kickChannelDecider.evolve, kickChannelDecider.initialState());
  const t = (iso: string) => `2026-11-27T${iso}Z`;

  it("a period runs from Kick's started_at to its ended_at, else from and to when the server heard", () => {
    const state = fold([
      changed({ live: true, startedAt: t('06:00:00'), at: t('06:00:20') }),
      changed({ live: false, startedAt: t('06:00:00'), endedAt: null, at: t('07:00:00') }),
      changed({ live: true, startedAt: null, at: t('08:00:00') }),
    ]);
    expect(state.periods).toEqual([
      { from: Date.parse(t('06:00:00')), to: Date.parse(t('07:00:00')) },
      { from: Date.parse(t('08:00:00')), to: null },
    ]);
    const at = (iso: string) => chatEarnsWindow(state.periods, t(iso), t(iso), new Date(0));
    expect([at('05:59:59'), at('06:30:00'), at('07:30:00'), at('08:10:00')]).toEqual([false, true, false, true]);
  });

  it('a new started_at while live closes the old period; a title change leaves the periods alone', () => {
    const state = fold([
      changed({ live: true, startedAt: t('06:00:00'), at: t('06:00:20') }),
      changed({ live: true, startedAt: t('06:00:00'), title: 'yeni', at: t('06:30:00') }),
      changed({ live: true, startedAt: t('09:00:00'), at: t('09:00:10') }),
    ]);
    expect(state.periods).toEqual([
      { from: Date.parse(t('06:00:00')), to: Date.parse(t('09:00:00')) },
      { from: Date.parse(t('09:00:00')), to: null },
    ]);
  });

  it('events written before the times were kept: an open period of unknown start counts from the start of time, a close of unknown time earns nothing after', () => {
    const open = fold([changed({ live: true, startedAt: null })]);
    expect(open.periods).toEqual([{ from: 0, to: null }]);
    const closed = fold([changed({ live: true, startedAt: t('06:00:00') }), changed({ live: false, startedAt: null })]);
    expect(closed.periods).toEqual([{ from: Date.parse(t('06:00:00')), to: Date.parse(t('06:00:00')) }]);
  });

  it('a receipt with no arrival time is judged by the time it is processed', () => {
    const periods = [{ from: 0, to: null }];
    expect(chatEarnsWindow(periods, t('06:00:00'), undefined, new Date(t('06:10:00')))).toBe(true);
    expect(chatEarnsWindow(periods, t('06:00:00'), undefined, new Date(t('06:20:00')))).toBe(false);
    expect(chatEarnsWindow(periods, 'dün', t('06:00:00'), new Date(0))).toBe(false);
  });
});

describe('Kick watch windows', () => {
  it('a window is the 10-minute slot of the Istanbul clock its message was written in', () => {
    expect(watchWindowStart('2026-11-27T07:09:59Z')).toBe('2026-11-27T07:00:00.000Z'); // 10:00–10:10 in Istanbul
    expect(watchWindowStart('2026-11-27T07:10:00Z')).toBe('2026-11-27T07:10:00.000Z');
  });

  it('given a linked member, a window pays its points once', () => {
    given(kickMemberDecider, [registered, linked])
      .when(watch('2026-11-27T07:00:00.000Z'))
      .then([watched('2026-11-27T07:00:00.000Z', 10, 10)]);
    given(kickMemberDecider, [registered, linked, watched('2026-11-27T07:00:00.000Z', 10, 10)])
      .when(watch('2026-11-27T07:00:00.000Z'))
      .then([]);
  });

  it('the daily cap trims the last window and stops the rest of the Istanbul day; the next day starts again', () => {
    const history = [
      registered,
      linked,
      watched('2026-11-27T07:00:00.000Z', 10, 10),
      watched('2026-11-27T07:10:00.000Z', 10, 20),
    ];
    given(kickMemberDecider, history)
      .when(watch('2026-11-27T07:20:00.000Z'))
      .then([watched('2026-11-27T07:20:00.000Z', 5, 25)]);
    const capped = [...history, watched('2026-11-27T07:20:00.000Z', 5, 25)];
    given(kickMemberDecider, capped).when(watch('2026-11-27T07:30:00.000Z')).then([]);
    // 21:00 UTC is already the next day in Istanbul (00:00).
    given(kickMemberDecider, capped)
      .when(watch('2026-11-27T21:00:00.000Z'))
      .then([watched('2026-11-27T21:00:00.000Z', 10, 35)]);
  });

  it('an account the member no longer has earns them nothing', () => {
    const unlinked = { type: 'KickAccountUnlinked', data: { userId: 'u1', kickUserId: 7 } } as const;
    given(kickMemberDecider, [registered, linked, unlinked]).when(watch('2026-11-27T07:00:00.000Z')).then([]);
  });
});

describe('Kick links', () => {
  const openLog = sqliteLogPerTest('kick-claims-');
  // The claims live in the key store (docs/privacy.md); an in-memory one is the real adapter.
  const keyDeps = () => ({ keys: createSqliteMemberKeys(':memory:') }) as unknown as Deps;
  const now = new Date('2026-11-27T10:00:00.000Z');

  it('one Kick account, one member; released, it links again', async () => {
    const deps = keyDeps();
    await claimKickAccount(deps, 7, 'u1', now);
    await claimKickAccount(deps, 7, 'u1', now); // the member's own: nothing new
    await expect(claimKickAccount(deps, 7, 'u2', now)).rejects.toMatchObject({ code: 'conflict', message: KICK_ACCOUNT_TAKEN });
    await releaseKickAccount(deps, 7, 'u2'); // not the holder: nothing happens
    expect(await kickAccountOwner(deps, 7)).toBe('u1');
    await releaseKickAccount(deps, 7, 'u1');
    await claimKickAccount(deps, 7, 'u2', now);
    expect(await kickAccountOwner(deps, 7)).toBe('u2');
  });

  it('a reservation no link backs (a crash between the two writes) frees after a minute; a linked one never does', async () => {
    const events = openLog();
    const deps = { keys: createSqliteMemberKeys(':memory:'), events } as unknown as Deps;
    const later = (ms: number) => new Date(now.getTime() + ms);
    const meta = { actorId: 'u2', actorRole: 'user', at: later(62_000).toISOString(), correlationId: 'c1' };
    await claimKickAccount(deps, 7, 'u1', now); // u1's link never landed
    await expect(claimKickAccount(deps, 7, 'u2', later(30_000))).rejects.toMatchObject({ message: KICK_ACCOUNT_TAKEN });
    await claimKickAccount(deps, 7, 'u2', later(61_000));
    expect(await kickAccountOwner(deps, 7)).toBe('u2');
    await events.append(
      'user-u2',
      [{ type: 'KickAccountLinked', data: { ...linked.data, userId: 'u2' }, metadata: meta }],
      'any',
    );
    await expect(claimKickAccount(deps, 7, 'u3', later(10 * 60_000))).rejects.toMatchObject({ message: KICK_ACCOUNT_TAKEN });
    expect(await kickAccountOwner(deps, 7)).toBe('u2');
  });

  it("the account's first follow is credited once, ever; its own delivery again still is the one", async () => {
    const deps = keyDeps();
    expect(await creditKickFollow(deps, 7, 'm1')).toBe(true);
    expect(await creditKickFollow(deps, 7, 'm1')).toBe(true); // processed again after a crash: the award is owed
    expect(await creditKickFollow(deps, 7, 'm2')).toBe(false);
    expect(await creditKickFollow(deps, 8, 'm2')).toBe(true);
  });

  it('a code links only while it is the current one and not expired', () => {
    const code = {
      type: 'KickLinkCodeIssued',
      data: { userId: 'u1', code: 'ABC234', expiresAt: '2026-11-27T10:10:00.000Z' },
    } as const;
    const link = (c: string, now: string) =>
      ({ type: 'LinkKickAccount', kickUserId: 7, kickUsername: 'ayse', via: 'code', code: c, now: new Date(now) }) as const;
    given(kickMemberDecider, [registered, code])
      .when(link('ABC234', '2026-11-27T10:05:00Z'))
      .then([{ type: 'KickAccountLinked', data: { userId: 'u1', kickUserId: 7, kickUsername: 'ayse', via: 'code' } }]);
    given(kickMemberDecider, [registered, code])
      .when(link('ABC234', '2026-11-27T10:11:00Z'))
      .thenFails(422, KICK_MEMBER_TEXT.codeInvalid);
    given(kickMemberDecider, [registered, code])
      .when(link('XYZ789', '2026-11-27T10:05:00Z'))
      .thenFails(422, KICK_MEMBER_TEXT.codeInvalid);
  });
});

describe('Kick deliveries', () => {
  it('a delivery is recorded once and processed once', () => {
    const receipt = { type: 'KickFollowReceived', data: { messageId: 'm1', kickUserId: 7 } } as const;
    given(receiptDecider, [receipt]).when({ type: 'RecordReceipt', receipt }).then([]);
    given(receiptDecider, [receipt])
      .when({ type: 'MarkProcessed' })
      .then([{ type: 'KickMessageProcessed', data: { messageId: 'm1' } }]);
    given(receiptDecider, [receipt, { type: 'KickMessageProcessed', data: { messageId: 'm1' } }])
      .when({ type: 'MarkProcessed' })
      .then([]);
  });

  it('PKCE S256 matches RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});
