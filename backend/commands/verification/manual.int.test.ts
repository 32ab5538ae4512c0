import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { loginStaff } from '../../test-support/staff.js';

let h: Harness;
afterEach(async () => h?.close());

const submit = (cookie: string, platform: unknown, platformUsername: unknown) =>
  h.request('POST', '/api/social-verifications/manual', { cookie, body: { platform, platformUsername } });
const mine = (cookie: string) => h.request('GET', '/api/social-verifications', { cookie }).then(json);
const pending = (cookie: string) => h.request('GET', '/api/admin/social-verifications/pending', { cookie }).then(json);
const review = (cookie: string, id: string, body: unknown) =>
  h.request('PATCH', `/api/admin/social-verifications/${id}`, { cookie, body });
const me = (cookie: string) => h.request('GET', '/api/auth/user', { cookie }).then(json);

describe('YouTube and Instagram verification', () => {
  it('a member submits; staff see it pending with the e-mail; one open request per platform', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const { cookie } = await registerMember(h, 'ayse');
    const res = await submit(cookie, 'youtube', '  https://www.youtube.com/@ayse  ');
    expect(res.status).toBe(201);
    expect((await json(res)).message).toMatch(/Doğrulama talebiniz alındı/);
    expect((await submit(cookie, 'instagram', '@ayse.tr')).status).toBe(201);
    const again = await submit(cookie, 'youtube', 'https://youtube.com/@baska');
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('Bu platform için bekleyen bir doğrulama talebiniz var.');

    expect((await mine(cookie)).map((v: { platformUsername: string; status: string }) => [v.platformUsername, v.status])).toEqual(
      expect.arrayContaining([
        ['https://www.youtube.com/@ayse', 'pending'],
        ['ayse.tr', 'pending'],
      ]),
    );
    const queue = await pending(staff);
    expect(queue).toHaveLength(2);
    expect(queue[0]).toMatchObject({
      platform: 'youtube',
      userEmail: 'ayse@example.com',
      status: 'pending',
      points: 150,
      rejectionReason: null,
    });
    expect(Date.parse(queue[0].createdAt)).not.toBeNaN();
  });

  it('ten staff approving at the same moment award the points once', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const { cookie, userId } = await registerMember(h, 'mehmet');
    await submit(cookie, 'instagram', 'mehmet_42');
    const [request] = await pending(staff);
    const answers = await Promise.all(Array.from({ length: 10 }, () => review(staff, request.id, { status: 'approved' })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(answers.map(json));
    expect(bodies[0].message).toBe('Doğrulama onaylandı ve kullanıcı puan kazandı');
    expect(bodies.map((b) => b.pointsAwarded).sort((a, b) => b - a)).toEqual([150, ...Array(9).fill(0)]);
    expect((await me(cookie)).points).toBe(150);
    const awards = (await h.deps.events.readStream(`user-${userId}`)).filter((e) => e.type === 'PointsAwarded');
    expect(awards).toHaveLength(1);
    expect(await pending(staff)).toEqual([]);
    expect((await mine(cookie))[0]).toMatchObject({ status: 'approved', points: 150 });
    // Approved is final: no second request for the platform, no reject, no delete.
    expect((await submit(cookie, 'instagram', 'mehmet_43')).status).toBe(409);
    expect((await review(staff, request.id, { status: 'rejected' })).status).toBe(409);
    expect((await h.request('DELETE', `/api/admin/social-verifications/${request.id}`, { cookie: staff })).status).toBe(409);
    h = await h.restart();
    expect((await me(cookie)).points).toBe(150);
  });

  it('approval pays the points set on screen 12 at the time of approval', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const { cookie } = await registerMember(h, 'zeynep');
    await submit(cookie, 'youtube', 'https://youtube.com/@zeynep');
    const put = await h.request('PUT', '/api/site-settings', {
      cookie: staff,
      body: { settings: [{ key: 'youtube_points', value: '275' }] },
    });
    expect(put.status).toBe(200);
    const [request] = await pending(staff);
    await review(staff, request.id, { status: 'approved' });
    expect((await me(cookie)).points).toBe(275);
  });

  it('a rejection shows its reason to the member, who may submit again; staff can delete a pending one', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const { cookie } = await registerMember(h, 'can');
    await submit(cookie, 'instagram', 'can.tr');
    const [first] = await pending(staff);
    const rejected = await review(staff, first.id, { status: 'rejected', rejectionReason: '  Hesap gizli  ' });
    expect(await json(rejected)).toMatchObject({ message: 'Doğrulama reddedildi' });
    expect((await mine(cookie))[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Hesap gizli' });
    expect((await me(cookie)).points).toBe(0);

    expect((await submit(cookie, 'instagram', 'can.tr')).status).toBe(201);
    const [second] = await pending(staff);
    const deleted = await h.request('DELETE', `/api/admin/social-verifications/${second.id}`, { cookie: staff });
    expect(await json(deleted)).toEqual({ message: 'Doğrulama kalıcı olarak silindi' });
    expect(await pending(staff)).toEqual([]);
    expect((await mine(cookie)).map((v: { id: string }) => v.id)).toEqual([first.id]);
    expect((await h.request('DELETE', `/api/admin/social-verifications/${second.id}`, { cookie: staff })).status).toBe(404);
  });

  it('answers bad input and wrong roles with clear errors', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const { cookie } = await registerMember(h, 'deniz');
    const cases: [string, string, string][] = [
      ['youtube', 'kanalim', 'Geçerli bir YouTube kanal linki girin'],
      ['youtube', 'https://vimeo.com/kanal', 'Geçerli bir YouTube kanal linki girin'],
      ['instagram', 'ayşe hanım!', 'Instagram kullanıcı adı yalnızca harf, rakam, nokta ve alt çizgi içerebilir (en fazla 30)'],
      ['instagram', '   ', 'Kullanıcı adı veya kanal linki zorunludur'],
      ['telegram', 'ayse', 'Platform youtube veya instagram olmalıdır (Telegram bot ile doğrulanır)'],
    ];
    for (const [platform, handle, message] of cases) {
      const res = await submit(cookie, platform, handle);
      expect(res.status, `${platform} ${handle}`).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    expect((await submit('', 'instagram', 'x')).status).toBe(401);
    expect((await h.request('GET', '/api/social-verifications')).status).toBe(401);
    expect((await h.request('GET', '/api/admin/social-verifications/pending', { cookie })).status).toBe(403);
    expect((await h.request('GET', '/api/admin/social-verifications/pending')).status).toBe(401);
    await submit(cookie, 'instagram', 'deniz');
    const [request] = await pending(staff);
    expect((await review(cookie, request.id, { status: 'approved' })).status).toBe(403);
    const badStatus = await review(staff, request.id, { status: 'maybe' });
    expect(badStatus.status).toBe(400);
    expect((await json(badStatus)).message).toBe("Durum 'approved' veya 'rejected' olmalıdır");
    expect((await review(staff, 'no-such-id', { status: 'approved' })).status).toBe(404);
  });
});
