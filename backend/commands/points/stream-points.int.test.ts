import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { loginStaff } from '../../test-support/staff.js';
import { manualClock } from '../../test-support/clock.js';

let h: Harness;
afterEach(async () => h?.close());

const RULE_URL = 'https://kick.com/yayinci';
const me = (cookie: string) => h.request('GET', '/api/auth/user', { cookie }).then(json);
const updateStream = (cookie: string, streamUrl: unknown) =>
  h.request('POST', '/api/user/update-stream', { cookie, body: { streamUrl } });

async function withActiveRule(pointsReward = 100) {
  const staff = await loginStaff(h);
  const res = await h.request('POST', '/api/streaming-verifications', {
    cookie: staff,
    body: { adminStreamUrl: RULE_URL, pointsReward, description: 'Günlük yayın puanı', isActive: true },
  });
  expect(res.status).toBe(201);
  return { staff, rule: await json(res) };
}

describe('daily stream points', () => {
  it('are earned once per Istanbul day, again after midnight in Istanbul', async () => {
    const t = manualClock('2025-05-01T09:00:00Z'); // 12:00 in Istanbul
    h = await createHarness({ clock: t.clock });
    await withActiveRule(100);
    const { cookie } = await registerMember(h, 'ayse');

    const first = await updateStream(cookie, 'http://www.KICK.com/yayinci/');
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({
      pointsEarned: 100,
      outcome: 'earned',
      message: 'Yayın linkiniz doğrulandı! 100 puan kazandınız.',
    });
    expect((await me(cookie)).points).toBe(100);

    t.set('2025-05-01T20:59:00Z'); // 23:59 the same day in Istanbul (still 2025-05-01 in UTC too)
    const sameDay = await json(await updateStream(cookie, RULE_URL));
    expect(sameDay.pointsEarned).toBe(0);
    expect(sameDay).toMatchObject({
      outcome: 'already-earned',
      message:
        "Yayın linkiniz kaydedildi. Bugünün yayın puanını zaten aldınız; bir sonraki puanı yarın 00:00'dan (Türkiye saati) itibaren kazanabilirsiniz.",
    });

    t.set('2025-05-01T21:00:00Z'); // 00:00 on 2 May in Istanbul, still 1 May in UTC
    expect((await json(await updateStream(cookie, RULE_URL))).pointsEarned).toBe(100);
    expect((await me(cookie)).points).toBe(200);

    h = await h.restart(); // the day's award is remembered in the log, not in memory
    expect((await me(cookie)).points).toBe(200);
    expect((await json(await updateStream(cookie, RULE_URL))).pointsEarned).toBe(0);
  });

  it('20 concurrent updates on one day award the points exactly once', async () => {
    h = await createHarness();
    await withActiveRule(75);
    const { cookie, userId } = await registerMember(h, 'mehmet');
    const answers = await Promise.all(Array.from({ length: 20 }, () => updateStream(cookie, RULE_URL).then(json)));
    expect(answers.map((a) => a.pointsEarned).sort((a, b) => b - a)).toEqual([75, ...Array(19).fill(0)]);
    const ledger = (await h.deps.events.readStream(`user-${userId}`)).filter((e) => e.type === 'PointsAwarded');
    expect(ledger).toHaveLength(1);
    expect((await me(cookie)).points).toBe(75);
  });

  it('a link that does not match, or no active rule, stores the link without points', async () => {
    h = await createHarness();
    const { cookie } = await registerMember(h, 'zeynep');
    const noRule = await json(await updateStream(cookie, RULE_URL));
    expect(noRule).toEqual({
      message: 'Yayın linkiniz kaydedildi, ancak şu anda puan veren bir yayın yok; bu yüzden puan kazanılmadı.',
      streamUrl: RULE_URL,
      pointsEarned: 0,
      outcome: 'no-rule',
    });
    expect((await me(cookie)).streamUrl).toBe(RULE_URL);
    await withActiveRule();
    expect(await json(await updateStream(cookie, 'https://kick.com/baskasi'))).toMatchObject({
      message: 'Yayın linkiniz kaydedildi, ancak bu link günün yayın linki değil; bu yüzden puan kazanılmadı.',
      pointsEarned: 0,
      outcome: 'not-rule-link',
    });
    expect((await me(cookie)).streamUrl).toBe('https://kick.com/baskasi');
  });

  it('registering with the matching link earns the points and says so', async () => {
    h = await createHarness();
    await withActiveRule(120);
    const res = await h.request('POST', '/api/auth/register', {
      body: {
        username: 'yeniuye',
        email: 'yeni@example.com',
        password: 'Kuzey-Yildizi-7',
        streamUrl: 'https://kick.com/yayinci/',
      },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.pointsEarned).toBe(120);
    expect(body.user.points).toBe(120);
    const plain = await json(
      await h.request('POST', '/api/auth/register', {
        body: { username: 'digeri', email: 'd@example.com', password: 'Kuzey-Yildizi-7' },
      }),
    );
    expect(plain.pointsEarned).toBeUndefined();
  });

  it('answers bad input with clear Turkish errors', async () => {
    h = await createHarness();
    expect((await updateStream('', RULE_URL)).status).toBe(401);
    const { cookie } = await registerMember(h, 'ali');
    for (const bad of ['', 'kick.com/yayinci', 'javascript:alert(1)', 42]) {
      const res = await updateStream(cookie, bad);
      expect(res.status, String(bad)).toBe(400);
      expect((await json(res)).message).toMatch(/Yayın linki zorunludur|Geçerli bir bağlantı|string/);
    }
    const invalidJson = await h.request('POST', '/api/user/update-stream', { cookie, body: '{oops' });
    expect(invalidJson.status).toBe(400);
  });
});

describe('streaming rules (admin screen 9)', () => {
  it('only one rule is active: activating one deactivates the others, also under concurrency', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const create = (n: number, isActive = false) =>
      h
        .request('POST', '/api/streaming-verifications', {
          cookie: staff,
          body: { adminStreamUrl: `https://kick.com/k${n}`, isActive },
        })
        .then(json);
    const rules = await Promise.all([1, 2, 3, 4].map((n) => create(n)));
    expect(rules[0]).toMatchObject({ pointsReward: 100, isActive: false, description: null });
    await Promise.all(
      rules.map((r) => h.request('PATCH', `/api/streaming-verifications/${r.id}`, { cookie: staff, body: { isActive: true } })),
    );
    const list = await json(await h.request('GET', '/api/streaming-verifications', { cookie: staff }));
    expect(list.filter((r: { isActive: boolean }) => r.isActive)).toHaveLength(1);
    await create(5, true);
    const after = await json(await h.request('GET', '/api/streaming-verifications', { cookie: staff }));
    expect(
      after.filter((r: { isActive: boolean }) => r.isActive).map((r: { adminStreamUrl: string }) => r.adminStreamUrl),
    ).toEqual(['https://kick.com/k5']);
  });

  it('edits and deletes; 404 for unknown ids; 400 for bad values; members get 403 and guests 401', async () => {
    h = await createHarness();
    const { staff, rule } = await withActiveRule();
    const patched = await h.request('PATCH', `/api/streaming-verifications/${rule.id}`, {
      cookie: staff,
      body: { pointsReward: 300, description: '' },
    });
    expect(await json(patched)).toMatchObject({ pointsReward: 300, description: null, isActive: true });
    const bad = await h.request('POST', '/api/streaming-verifications', {
      cookie: staff,
      body: { adminStreamUrl: 'yok', pointsReward: 0 },
    });
    expect(bad.status).toBe(400);
    const messages = (await json(bad)).issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Geçerli bir bağlantı (http:// veya https://) girin', 'Puan ödülü en az 1 olmalıdır']),
    );
    expect(
      (await h.request('PATCH', '/api/streaming-verifications/yok', { cookie: staff, body: { isActive: true } })).status,
    ).toBe(404);
    expect((await h.request('DELETE', `/api/streaming-verifications/${rule.id}`, { cookie: staff })).status).toBe(200);
    expect((await h.request('DELETE', `/api/streaming-verifications/${rule.id}`, { cookie: staff })).status).toBe(404);
    const { cookie } = await registerMember(h, 'uye');
    expect((await h.request('GET', '/api/streaming-verifications', { cookie })).status).toBe(403);
    expect((await h.request('POST', '/api/streaming-verifications', { cookie, body: { adminStreamUrl: RULE_URL } })).status).toBe(
      403,
    );
    expect((await h.request('POST', '/api/streaming-verifications', { body: { adminStreamUrl: RULE_URL } })).status).toBe(401);
  });
});
