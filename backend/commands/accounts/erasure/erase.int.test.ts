import { PSEUDONYM_PATTERN } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../../test-support/harness.js';
import { adminReward, buy, createReward, givePoints } from '../../../test-support/rewards.js';
import { memberWithRole, superAdmin } from '../../../test-support/staff.js';

let h: Harness;
afterEach(async () => h?.close());

const PASSWORD = 'Kuzey-Yildizi-7';
const deleteOwn = (cookie: string, password = PASSWORD) => h.request('POST', '/api/me/delete', { cookie, body: { password } });

describe('Hesabımı Sil (POST /api/me/delete)', () => {
  it('asks for the password again: 401 with a Turkish message when it is wrong, 400 when missing, 401 for guests', async () => {
    h = await createHarness();
    const { cookie } = await registerMember(h, 'derya');
    const wrong = await deleteOwn(cookie, 'yanlis-sifre');
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe('Şifre hatalı.');
    const missing = await h.request('POST', '/api/me/delete', { cookie, body: {} });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe('Şifre zorunludur');
    expect((await h.request('POST', '/api/me/delete', { body: { password: PASSWORD } })).status).toBe(401);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(200); // nothing happened
  });

  it('closes the account at once: the session ends, login fails, the username and e-mail are free again', async () => {
    h = await createHarness();
    const { cookie, userId } = await registerMember(h, 'derya', { phone: '+90 532 111 22 33' });
    await givePoints(h, userId, 40);
    const res = await deleteOwn(cookie);
    expect(res.status).toBe(200);
    const { pseudonym } = await json(res);
    expect(pseudonym).toMatch(PSEUDONYM_PATTERN);
    expect(res.headers.get('set-cookie')).toMatch(/sid=;|Max-Age=0/);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const login = await h.request('POST', '/api/auth/login', { body: { email: 'derya', password: PASSWORD } });
    expect(login.status).toBe(401);
    const leaderboard = JSON.stringify(await json(await h.request('GET', '/api/leaderboard')));
    expect(leaderboard).not.toContain(pseudonym);
    expect(leaderboard).not.toContain('derya');
    // The name and the address can be registered again, by someone else.
    const again = await registerMember(h, 'derya');
    expect(again.userId).not.toBe(userId);
  });
});

describe('Üyeyi Sil (POST /api/admin/users/:id/erase)', () => {
  it('erases a member on request, audited under the pseudonym only; a second erasure is a 404', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const { userId, cookie } = await registerMember(h, 'kvkk_uye');
    const res = await h.request('POST', `/api/admin/users/${userId}/erase`, { cookie: boss.cookie });
    expect(res.status).toBe(200);
    const { pseudonym } = await json(res);
    expect((await h.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const user = await json(await h.request('GET', `/api/admin/users/${userId}`, { cookie: boss.cookie }));
    expect(user).toMatchObject({ id: userId, username: pseudonym, email: '', firstName: null, banned: true, erased: true });
    const audit = JSON.stringify(await json(await h.request('GET', '/api/admin/audit', { cookie: boss.cookie })));
    expect(audit).toContain(`Üye silindi (KVKK): ${pseudonym}`);
    expect(audit).not.toContain('kvkk_uye');
    const twice = await h.request('POST', `/api/admin/users/${userId}/erase`, { cookie: boss.cookie });
    expect(twice.status).toBe(404);
    expect((await json(twice)).message).toBe('Kullanıcı bulunamadı.');
  });

  it('refuses staff with a Turkish 409 (demote first), so the last super_admin is never erased', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const editor = await memberWithRole(h, boss.cookie, 'editor1', 'editor');
    for (const id of [editor.userId, boss.userId]) {
      const res = await h.request('POST', `/api/admin/users/${id}/erase`, { cookie: boss.cookie });
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe('Personel hesapları silinemez. Önce rolünü üye olarak değiştirin.');
    }
    expect((await h.request('POST', '/api/admin/users/yok/erase', { cookie: boss.cookie })).status).toBe(404);
  });

  it('cancels a pending order (stock back), keeps the balance consistent, and draws a distinct pseudonym per member', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const rewardId = await createReward(h, boss.cookie, { stock: 3, pointsCost: 100 });
    const a = await registerMember(h, 'alici');
    await givePoints(h, a.userId, 250);
    expect((await buy(h, a.cookie, rewardId)).status).toBe(201);
    expect((await adminReward(h, boss.cookie, rewardId)).stock).toBe(2);
    const erased = await json(await h.request('POST', `/api/admin/users/${a.userId}/erase`, { cookie: boss.cookie }));
    expect((await adminReward(h, boss.cookie, rewardId)).stock).toBe(3);
    const user = await json(await h.request('GET', `/api/admin/users/${a.userId}`, { cookie: boss.cookie }));
    expect(user.points).toBe(250); // refunded
    const b = await registerMember(h, 'ikinci');
    const other = await json(await h.request('POST', `/api/admin/users/${b.userId}/erase`, { cookie: boss.cookie }));
    expect(other.pseudonym).not.toBe(erased.pseudonym);
  });
});

describe('erasure under concurrency and restarts', () => {
  it('a purchase racing the erasure leaves stock, balance and orders consistent', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const rewardId = await createReward(h, boss.cookie, { stock: 10, pointsCost: 10 });
    for (let round = 0; round < 3; round += 1) {
      const m = await registerMember(h, `yarisan${round}`);
      await givePoints(h, m.userId, 100);
      const [erase, ...buys] = await Promise.all([
        h.request('POST', `/api/admin/users/${m.userId}/erase`, { cookie: boss.cookie }),
        ...Array.from({ length: 3 }, () => buy(h, m.cookie, rewardId)),
      ]);
      expect(erase.status).toBe(200);
      for (const b of buys) expect([201, 401]).toContain(b.status);
    }
    // Whatever won each race: no erased member keeps a pending order, and every unit not in stock
    // belongs to an order that stands (none lost, none sold twice).
    const reward = await adminReward(h, boss.cookie, rewardId);
    const orders = await json(await h.request('GET', '/api/admin/reward-orders', { cookie: boss.cookie }));
    const kept = (orders as { status: string; rewardId: string }[]).filter(
      (o) => o.rewardId === rewardId && o.status !== 'cancelled',
    );
    expect(kept.filter((o) => o.status === 'pending')).toEqual([]);
    expect(reward.stock).toBe(10 - kept.length);
  });

  it('survives a restart: the account stays erased, the name stays free, the pseudonym stays the same', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const { userId } = await registerMember(h, 'kalici');
    const { pseudonym } = await json(await h.request('POST', `/api/admin/users/${userId}/erase`, { cookie: boss.cookie }));
    h = await h.restart();
    const cookie = (await superAdmin(h)).cookie;
    const user = await json(await h.request('GET', `/api/admin/users/${userId}`, { cookie }));
    expect(user).toMatchObject({ username: pseudonym, email: '', banned: true });
    expect((await h.request('POST', '/api/auth/login', { body: { email: 'kalici', password: PASSWORD } })).status).toBe(401);
    expect((await registerMember(h, 'kalici')).userId).not.toBe(userId);
  });
});
