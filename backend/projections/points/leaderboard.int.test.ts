import { afterEach, describe, expect, it } from 'vitest';
import { awardPoints, spendPoints } from '../../commands/points/points.js';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';

let h: Harness;
afterEach(async () => h?.close());

const award = async (userId: string, amount: number, sourceId: string) => {
  const r = await awardPoints(h.deps, userId, { amount, reason: 'test', sourceId }, systemContext(h.deps, 'test'));
  await h.deps.runner.waitFor(r.position);
};
const board = () => h.request('GET', '/api/leaderboard').then(json);

describe('GET /api/leaderboard', () => {
  it('is empty without points, then lists the top 10: username and points only', async () => {
    h = await createHarness();
    await registerMember(h, 'sifirci');
    expect(await board()).toEqual([]);
    const ids = [];
    for (let i = 0; i < 12; i += 1)
      ids.push((await registerMember(h, `oyuncu${String(i).padStart(2, '0')}`, { phone: '5551112233' })).userId);
    for (const [i, id] of ids.entries()) await award(id, (i + 1) * 100, 'a');
    const top = await board();
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ username: 'oyuncu11', points: 1200 });
    expect(top[9]).toEqual({ username: 'oyuncu02', points: 300 });
    expect(JSON.stringify(top)).not.toMatch(/@|555|example|scrypt/);
  });

  it('breaks ties by who reached the score first, then by username; a spend moves a member down', async () => {
    h = await createHarness();
    const zed = (await registerMember(h, 'zed')).userId;
    const ali = (await registerMember(h, 'ali')).userId;
    const bea = (await registerMember(h, 'bea')).userId;
    await award(zed, 100, 'a');
    await award(bea, 100, 'a');
    await award(ali, 100, 'a');
    expect((await board()).map((e: { username: string }) => e.username)).toEqual(['zed', 'bea', 'ali']);
    const r = await spendPoints(h.deps, zed, { amount: 10, reason: 'purchase', sourceId: 'p' }, systemContext(h.deps, 'test'));
    await h.deps.runner.waitFor(r.position);
    await award(zed, 10, 'b'); // back to 100, but reached last
    expect(await board()).toEqual([
      { username: 'bea', points: 100 },
      { username: 'ali', points: 100 },
      { username: 'zed', points: 100 },
    ]);
    h = await h.restart(); // rebuilt from the log: the same order
    expect((await board()).map((e: { username: string }) => e.username)).toEqual(['bea', 'ali', 'zed']);
  });

  it('a points change is announced to everyone (leaderboard), to the member (auth-user) and to staff (admin-users)', async () => {
    h = await createHarness();
    const { userId } = await registerMember(h, 'duyuru');
    const notices: unknown[] = [];
    const off = h.deps.runner.onNotice((n) => notices.push(n));
    await award(userId, 5, 'a');
    off();
    expect(notices).toEqual(
      expect.arrayContaining([
        { topic: 'leaderboard', rooms: ['public'] },
        { topic: 'auth-user', rooms: [`user:${userId}`] },
        { topic: 'admin-users', ids: [userId], rooms: ['staff'] },
      ]),
    );
  });
});
