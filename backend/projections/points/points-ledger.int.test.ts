import { afterEach, describe, expect, it } from 'vitest';
import { awardPoints } from '../../commands/points/points.js';
import { loginStaff } from '../../test-support/staff.js';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { earnAndSpendEverywhere, wholeLedger } from '../../test-support/points-history.js';

let h: Harness;
afterEach(async () => h?.close());

const ledger = (cookie: string | undefined, query = '') => h.request('GET', `/api/points/ledger${query}`, { cookie });
const pointsOf = async (cookie: string) => (await json(await h.request('GET', '/api/auth/user', { cookie }))).points as number;
const sum = (rows: { delta: number }[]) => rows.reduce((s, r) => s + r.delta, 0);

describe('GET /api/points/ledger', () => {
  it('approval + stream + verification + purchases + refund: one row each, newest first, adding up to the points', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const member = { ...(await registerMember(h, 'ayse')), username: 'ayse' };
    await earnAndSpendEverywhere(h, staff, member);

    const rows = await json(await ledger(member.cookie));
    expect(rows.map((r: Record<string, unknown>) => [r.id, r.reason, r.delta, r.balance, r.description])).toEqual([
      ['6', 'refund', 50, 200, 'İptal edilen sipariş iadesi: Tişört'],
      ['5', 'purchase', -50, 150, 'Ödül satın alındı: Tişört'],
      ['4', 'purchase', -80, 200, 'Ödül satın alındı: Kupa'],
      ['3', 'instagram', 150, 280, 'Instagram doğrulaması onaylandı'],
      ['2', 'stream', 100, 130, 'Yayın doğrulaması: günlük puan'],
      ['1', 'ticket', 30, 30, 'Bilet başvurusu onaylandı: 3 bilet'],
    ]);
    expect(sum(rows)).toBe(await pointsOf(member.cookie));
    expect(await pointsOf(member.cookie)).toBe(200);
    for (const r of rows) expect(Number.isNaN(Date.parse(r.at))).toBe(false);
    // Someone else's history is never mixed in.
    const other = await registerMember(h, 'baska');
    expect(await json(await ledger(other.cookie))).toEqual([]);
  });

  it('pages with ?before=<id>&limit=, 50 by default, without gaps or repeats', async () => {
    h = await createHarness();
    const { cookie, userId } = await registerMember(h, 'cok');
    let last = -1;
    for (let i = 1; i <= 120; i += 1) {
      last = (await awardPoints(h.deps, userId, { amount: i, reason: 'test', sourceId: `s${i}` }, systemContext(h.deps, 'test')))
        .position;
    }
    await h.deps.runner.waitFor(last);
    const first = await json(await ledger(cookie));
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ id: '120', delta: 120, reason: 'adjustment', description: 'Puan düzeltmesi' });
    const second = await json(await ledger(cookie, `?before=${first.at(-1).id}&limit=60`));
    expect(second.map((r: { id: string }) => r.id)).toEqual(Array.from({ length: 60 }, (_, i) => String(70 - i)));
    const all = await wholeLedger(h, cookie, 7);
    expect(all.map((r) => r.id)).toEqual(Array.from({ length: 120 }, (_, i) => String(120 - i)));
    expect(sum(all)).toBe(await pointsOf(cookie));
    expect(await json(await ledger(cookie, '?before=1'))).toEqual([]);
    expect((await json(await ledger(cookie, '?before=999999&limit=2'))).map((r: { id: string }) => r.id)).toEqual(['120', '119']);
  });

  it('answers guests 401 and bad paging values 400 with Turkish messages', async () => {
    h = await createHarness();
    const guest = await ledger(undefined, '?limit=abc');
    expect(guest.status).toBe(401);
    const { cookie } = await registerMember(h, 'sinir');
    for (const [query, message] of [
      ['?limit=0', 'limit en az 1 olmalıdır'],
      ['?limit=201', 'limit en fazla 200 olabilir'],
      ['?limit=2.5', 'limit tam sayı olmalıdır'],
      ['?limit=abc', 'limit bir sayı olmalıdır'],
      ['?before=abc', 'before geçerli bir kayıt numarası olmalıdır'],
      ['?before=0', 'before geçerli bir kayıt numarası olmalıdır'],
      ['?before=-3', 'before geçerli bir kayıt numarası olmalıdır'],
    ]) {
      const res = await ledger(cookie, query);
      expect(res.status, query).toBe(400);
      expect((await json(res)).message, query).toBe(message);
    }
    expect((await ledger(cookie, '?limit=200')).status).toBe(200);
  });

  it('a change is announced to the member only (points-ledger), and a restart rebuilds the same rows', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const member = { ...(await registerMember(h, 'mehmet')), username: 'mehmet' };
    const notices: unknown[] = [];
    const off = h.deps.runner.onNotice((n) => notices.push(n));
    await earnAndSpendEverywhere(h, staff, member);
    off();
    expect(notices).toContainEqual({ topic: 'points-ledger', rooms: [`user:${member.userId}`] });
    expect(notices.filter((n) => (n as { topic: string }).topic === 'points-ledger')).toHaveLength(6);
    const before = await wholeLedger(h, member.cookie);
    h = await h.restart();
    expect(await wholeLedger(h, member.cookie)).toEqual(before);
    expect(sum(before)).toBe(await pointsOf(member.cookie));
  });
});
