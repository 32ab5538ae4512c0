import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { awardPoints, pointsBalance, refundPoints, spendPoints } from './points.js';

let h: Harness;
afterEach(async () => h?.close());

const ctx = () => systemContext(h.deps, 'test');
const me = (cookie: string) => h.request('GET', '/api/auth/user', { cookie }).then(json);

describe('the points module (awardPoints / spendPoints / refundPoints)', () => {
  it('concurrent spends never take the balance below zero', async () => {
    h = await createHarness();
    const { cookie, userId } = await registerMember(h, 'ayse');
    await awardPoints(h.deps, userId, { amount: 100, reason: 'test', sourceId: 'gift' }, ctx());
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        spendPoints(h.deps, userId, { amount: 30, reason: 'purchase', sourceId: `p${i}` }, ctx()),
      ),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(ok).toHaveLength(3);
    expect(refused.every((r) => r.reason instanceof DomainError && r.reason.code === 'insufficient_points')).toBe(true);
    expect(await pointsBalance(h.deps, userId)).toBe(10);
    const last = Math.max(...ok.map((a) => (a as PromiseFulfilledResult<{ position: number }>).value.position));
    await h.deps.runner.waitFor(last);
    expect((await me(cookie)).points).toBe(10);
  });

  it('the same award, spend or refund repeated (even concurrently) applies once', async () => {
    h = await createHarness();
    const { userId } = await registerMember(h, 'mehmet');
    const awards = await Promise.all(
      Array.from({ length: 10 }, () => awardPoints(h.deps, userId, { amount: 50, reason: 'test', sourceId: 'once' }, ctx())),
    );
    expect(awards.filter((a) => a.applied)).toHaveLength(1);
    expect(awards.every((a) => a.balance === 50)).toBe(true);
    await spendPoints(h.deps, userId, { amount: 20, reason: 'purchase', sourceId: 'buy-1' }, ctx());
    expect((await spendPoints(h.deps, userId, { amount: 20, reason: 'purchase', sourceId: 'buy-1' }, ctx())).applied).toBe(false);
    const refunds = await Promise.all(
      [1, 2, 3].map(() => refundPoints(h.deps, userId, { reason: 'refund', sourceId: 'buy-1' }, ctx())),
    );
    expect(refunds.filter((r) => r.applied)).toHaveLength(1);
    expect(await pointsBalance(h.deps, userId)).toBe(50);
    await expect(refundPoints(h.deps, userId, { reason: 'refund', sourceId: 'never-spent' }, ctx())).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(awardPoints(h.deps, 'nobody', { amount: 1, reason: 'x', sourceId: 'y' }, ctx())).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('points in the users read model survive a restart for many members', async () => {
    h = await createHarness();
    const members = await Promise.all(Array.from({ length: 15 }, (_, i) => registerMember(h, `uye${i}`)));
    for (const [i, m] of members.entries()) {
      const r = await awardPoints(h.deps, m.userId, { amount: (i + 1) * 10, reason: 'test', sourceId: 's' }, ctx());
      await h.deps.runner.waitFor(r.position);
    }
    h = await h.restart();
    for (const [i, m] of members.entries()) expect((await me(m.cookie)).points).toBe((i + 1) * 10);
  });
});
