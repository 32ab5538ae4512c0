import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../../test-support/harness.js';
import { memberWithRole, superAdmin } from '../../../test-support/staff.js';
import { ADJUSTMENT_MESSAGES } from '../../points/ledger.js';

let h: Harness;
afterEach(async () => h?.close());

const names = (list: { username: string }[]) => list.map((u) => u.username);

describe('GET /api/admin/users', () => {
  it('lists members newest first with what staff need, never a password hash', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    await registerMember(h, 'birinci', { firstName: 'Ayşe', lastName: 'Yılmaz' });
    await registerMember(h, 'ikinci');
    const res = await h.request('GET', '/api/admin/users', { cookie: boss.cookie });
    expect(res.status).toBe(200);
    const list = await json(res);
    expect(names(list)).toEqual(['ikinci', 'birinci', 'patron']);
    expect(list[1]).toEqual({
      id: expect.any(String),
      username: 'birinci',
      email: 'birinci@example.com',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      points: 0,
      role: 'user',
      banned: false,
      telegramVerified: false,
      erased: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toMatch(/scrypt|passwordHash|usernameLower/);
  });

  it('searches username or e-mail in any case, Turkish-aware (İ/i, I/ı)', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    // E-mails that share nothing with the names, so the names alone must match.
    await registerMember(h, 'İlker', { email: 'uye1@example.com' });
    await registerMember(h, 'ılgaz', { email: 'uye2@example.com' });
    await registerMember(h, 'Irmak', { email: 'IRMAK.KAYA@Posta.com' });
    await registerMember(h, 'zeynep', { email: 'zeynep@istanbul.example' });
    const search = async (q: string) =>
      names(
        await json(await h.request('GET', `/api/admin/users?search=${encodeURIComponent(q)}`, { cookie: boss.cookie })),
      ).sort();
    expect(await search('ilker')).toEqual(['İlker']);
    expect(await search('İLKER')).toEqual(['İlker']);
    expect(await search('ILKER')).toEqual(['İlker']);
    expect(await search('Ilgaz')).toEqual(['ılgaz']);
    expect(await search('irmak')).toEqual(['Irmak']);
    expect(await search('kaya@posta')).toEqual(['Irmak']);
    expect(await search('İSTANBUL')).toEqual(['zeynep']);
    expect(await search('.*')).toEqual([]);
    expect(await search('   ')).toHaveLength(5);
  });

  it('filters by role and pages with before/limit without repeating anyone', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    await memberWithRole(h, boss.cookie, 'editor1', 'editor');
    for (let i = 0; i < 5; i += 1) await registerMember(h, `uye${i}`);
    const get = async (q: string) => json(await h.request('GET', `/api/admin/users?${q}`, { cookie: boss.cookie }));
    expect(names(await get('role=editor'))).toEqual(['editor1']);
    expect(names(await get('role=super_admin'))).toEqual(['patron']);
    const first = await get('limit=3');
    const second = await get(`limit=3&before=${first.at(-1).id}`);
    const third = await get(`limit=3&before=${second.at(-1).id}`);
    expect([...names(first), ...names(second), ...names(third)]).toEqual([
      'uye4',
      'uye3',
      'uye2',
      'uye1',
      'uye0',
      'editor1',
      'patron',
    ]);
    const bad = await h.request('GET', '/api/admin/users?limit=0&role=kral', { cookie: boss.cookie });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(['limit', 'role']);
    expect((await h.request('GET', '/api/admin/users?before=yok', { cookie: boss.cookie })).status).toBe(400);
  });
});

describe('POST /api/admin/users/:id/points', () => {
  it('adds and takes points with the staff reason; refuses below zero with 422', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const editor = await memberWithRole(h, boss.cookie, 'editor1', 'editor');
    const member = await registerMember(h, 'ayse');
    const adjust = (body: unknown, cookie = editor.cookie, id = member.userId) =>
      h.request('POST', `/api/admin/users/${id}/points`, { cookie, body });
    const add = await adjust({ delta: 120, reason: 'Turnuva birinciliği' });
    expect(add.status).toBe(200);
    expect(await json(add)).toMatchObject({ balance: 120, user: { username: 'ayse', points: 120 } });
    expect((await json(await adjust({ delta: -20, reason: 'Mükerrer ödül' }))).balance).toBe(100);
    const below = await adjust({ delta: -101, reason: 'Fazla düşüm' });
    expect(below.status).toBe(422);
    expect((await json(below)).message).toBe(ADJUSTMENT_MESSAGES.belowZero(100));
    expect((await json(await h.request('GET', '/api/auth/user', { cookie: member.cookie }))).points).toBe(100);
    // Both corrections are ledger rows with reason `adjustment` and the staff's words, for the member and for staff.
    const own = await json(await h.request('GET', '/api/points/ledger', { cookie: member.cookie }));
    expect(
      own.map((r: { delta: number; balance: number; reason: string; description: string }) => [
        r.delta,
        r.balance,
        r.reason,
        r.description,
      ]),
    ).toEqual([
      [-20, 100, 'adjustment', 'Puan düzeltmesi: Mükerrer ödül'],
      [120, 120, 'adjustment', 'Puan düzeltmesi: Turnuva birinciliği'],
    ]);
    expect(
      await json(await h.request('GET', `/api/admin/users/${member.userId}/ledger?limit=1`, { cookie: editor.cookie })),
    ).toEqual(own.slice(0, 1));
    expect((await h.request('GET', `/api/admin/users/${member.userId}/ledger`, { cookie: member.cookie })).status).toBe(403);
  });

  it('answers 400 for zero or a missing reason, 403 for one’s own balance, 404 for an unknown member', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const member = await registerMember(h, 'ayse');
    const adjust = (body: unknown, id = member.userId) =>
      h.request('POST', `/api/admin/users/${id}/points`, { cookie: boss.cookie, body });
    const zero = await adjust({ delta: 0, reason: 'Hiç' });
    expect(zero.status).toBe(400);
    expect((await json(zero)).message).toBe('Puan değişikliği sıfır olamaz');
    expect((await json(await adjust({ delta: 5 }))).issues[0].path).toEqual(['reason']);
    expect((await adjust({ delta: 5, reason: 'Kendime' }, boss.userId)).status).toBe(403);
    expect((await adjust({ delta: 5, reason: 'Kimse yok' }, 'yok')).status).toBe(404);
  });

  it('takes only a JSON number: a string, an array or a boolean credits nothing', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const member = await registerMember(h, 'ayse');
    for (const delta of ['100', [5], true, null, '']) {
      const res = await h.request('POST', `/api/admin/users/${member.userId}/points`, {
        cookie: boss.cookie,
        body: { delta, reason: 'Deneme' },
      });
      expect(res.status, JSON.stringify(delta)).toBe(400);
      expect((await json(res)).message).toBe('Puan değişikliği bir sayı olmalıdır');
    }
    const ledger = await json(await h.request('GET', `/api/admin/users/${member.userId}/ledger`, { cookie: boss.cookie }));
    expect(ledger).toEqual([]);
  });

  it('a streaming rule’s reward is a JSON number too', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const create = (pointsReward: unknown) =>
      h.request('POST', '/api/streaming-verifications', {
        cookie: boss.cookie,
        body: { adminStreamUrl: 'https://kick.com/yayinci', pointsReward },
      });
    for (const bad of ['50', [5], true]) {
      const res = await create(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await json(res)).message).toBe('Puan ödülü bir sayı olmalıdır');
    }
    expect((await create(50)).status).toBe(201);
  });

  it('under concurrent corrections never takes a balance below zero', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const member = await registerMember(h, 'ayse');
    await h.request('POST', `/api/admin/users/${member.userId}/points`, {
      cookie: boss.cookie,
      body: { delta: 100, reason: 'Başlangıç' },
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.request('POST', `/api/admin/users/${member.userId}/points`, {
          cookie: boss.cookie,
          body: { delta: -30, reason: 'Eşzamanlı düşüm' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    const stream = await h.deps.events.readStream(`user-${member.userId}`);
    const balances = stream.filter((e) => e.type === 'PointsAdjusted').map((e) => (e.data as { balance: number }).balance);
    expect(balances).toEqual([100, 70, 40, 10]);
    expect((await json(await h.request('GET', `/api/admin/users/${member.userId}`, { cookie: boss.cookie }))).points).toBe(10);
  });
});
