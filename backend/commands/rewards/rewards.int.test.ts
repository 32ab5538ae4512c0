import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { loginStaff } from '../../test-support/staff.js';
import { createReward, rewardBody } from '../../test-support/rewards.js';

let h: Harness;
afterEach(async () => h?.close());

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('rewards (staff CRUD and the public list)', () => {
  it('staff create, edit, switch off and delete; visitors see only active rewards, in order, without sales figures', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const res = await h.request('POST', '/api/rewards', {
      cookie: staff,
      body: { title: ' Kupa ', description: 'Seramik', stock: '', imageUrl: PNG_1PX },
    });
    expect(res.status).toBe(201);
    const kupa = await json(res);
    // Defaults: cost 100, active, unlimited stock; the inline image became a stored upload.
    expect(kupa).toMatchObject({
      title: 'Kupa',
      pointsCost: 100,
      isActive: true,
      stock: null,
      sortOrder: 0,
      sold: 0,
      reserved: 0,
    });
    expect(kupa.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const rozet = await createReward(h, staff, { title: 'Rozet', sortOrder: 1, stock: 5, pointsCost: '250' });
    const gizli = await createReward(h, staff, { title: 'Gizli', isActive: false });

    const active = await json(await h.request('GET', '/api/rewards/active'));
    expect(active.map((r: { title: string }) => r.title)).toEqual(['Kupa', 'Rozet']);
    expect(Object.keys(active[0]).sort()).toEqual([
      'description',
      'id',
      'imageUrl',
      'isActive',
      'pointsCost',
      'sortOrder',
      'stock',
      'title',
    ]);

    const patched = await h.request('PATCH', `/api/rewards/${rozet}`, { cookie: staff, body: { sortOrder: 0, stock: null } });
    expect(await json(patched)).toMatchObject({ title: 'Rozet', stock: null, pointsCost: 250 });
    expect((await h.request('PATCH', `/api/rewards/${kupa.id}`, { cookie: staff, body: { isActive: false } })).status).toBe(200);
    expect((await json(await h.request('GET', '/api/rewards/active'))).map((r: { title: string }) => r.title)).toEqual(['Rozet']);

    expect((await h.request('DELETE', `/api/rewards/${gizli}`, { cookie: staff })).status).toBe(200);
    expect((await h.request('DELETE', `/api/rewards/${gizli}`, { cookie: staff })).status).toBe(404);
    const all = await json(await h.request('GET', '/api/rewards', { cookie: staff }));
    expect(all.map((r: { title: string }) => r.title)).toEqual(['Kupa', 'Rozet']);

    h = await h.restart();
    const staffAgain = await loginStaff(h);
    expect(await json(await h.request('GET', '/api/rewards', { cookie: staffAgain }))).toEqual(all);
  });

  it('answers bad input with 400 and Turkish messages, unknown ids with 404, never 500', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const bad = async (body: unknown, message: RegExp) => {
      const res = await h.request('POST', '/api/rewards', { cookie: staff, body });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toMatch(message);
    };
    await bad(rewardBody({ title: '  ' }), /Başlık zorunludur/);
    await bad(rewardBody({ description: undefined }), /Açıklama zorunludur/);
    await bad(rewardBody({ pointsCost: 0 }), /Puan bedeli en az 1/);
    await bad(rewardBody({ pointsCost: 'abc' }), /Puan bedeli bir sayı/);
    await bad(rewardBody({ pointsCost: 1.5 }), /tam sayı/);
    await bad(rewardBody({ stock: -1 }), /Stok 0 veya daha büyük/);
    await bad(rewardBody({ imageUrl: 'javascript:alert(1)' }), /görsel/);
    await bad('{"title":', /JSON/);
    const id = await createReward(h, staff);
    const patch = await h.request('PATCH', `/api/rewards/${id}`, { cookie: staff, body: {} });
    expect(patch.status).toBe(400);
    expect((await h.request('PATCH', '/api/rewards/yok', { cookie: staff, body: { title: 'x' } })).status).toBe(404);
    expect((await h.request('PATCH', '/api/rewards/..%2F..', { cookie: staff, body: { title: 'x' } })).status).toBe(404);
    expect((await h.request('DELETE', '/api/rewards/yok', { cookie: staff })).status).toBe(404);
  });

  it('only staff manage rewards: guests 401, members 403', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const id = await createReward(h, staff);
    const { cookie: member } = await registerMember(h, 'uye');
    for (const cookie of [undefined, member]) {
      const expected = cookie ? 403 : 401;
      expect((await h.request('GET', '/api/rewards', { cookie })).status).toBe(expected);
      expect((await h.request('POST', '/api/rewards', { cookie, body: rewardBody() })).status).toBe(expected);
      expect((await h.request('PATCH', `/api/rewards/${id}`, { cookie, body: { title: 'x' } })).status).toBe(expected);
      expect((await h.request('DELETE', `/api/rewards/${id}`, { cookie })).status).toBe(expected);
      expect((await h.request('GET', '/api/admin/reward-orders', { cookie })).status).toBe(expected);
    }
    expect((await h.request('GET', '/api/rewards/active')).status).toBe(200);
  });
});
