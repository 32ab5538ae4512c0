import { describe, expect, it } from 'vitest';
import { spawnedSite } from '../../../test-support/spawned-site.js';
import { staffLogin } from '../../../test-support/two-factor.js';

const site = spawnedSite('ban-socket-');
const { dir, call } = site;
const ADMIN = { email: 'yonetici@example.com', password: 'yonetici1' };

/** The admin's session, both steps of the login (STAFF_2FA=required). */
const adminLogin = async () => ({ cookie: await staffLogin(call, dir, ADMIN.email, ADMIN.password, () => new Date()) });

describe('a ban on the real server', () => {
  it('drops the member’s live socket and makes their next call a 401', async () => {
    await site.start({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
    });
    const member = await call('POST', '/api/auth/register', {
      username: 'kavgaci',
      email: 'k@example.com',
      password: 'Kuzey-Yildizi-7',
    });
    const admin = await adminLogin();
    const socket = await site.socket(member.cookie);
    const heard: unknown[] = [];
    socket.on('changed', (n) => heard.push(n));
    // The socket is in the member's own room: a change to their points reaches it.
    await call('POST', `/api/admin/users/${member.json.user.id}/points`, { delta: 10, reason: 'Hoş geldin' }, admin.cookie);
    await expect.poll(() => heard, { timeout: 15_000 }).toContainEqual(expect.objectContaining({ topic: 'auth-user' }));

    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const ban = await call('PATCH', `/api/admin/users/${member.json.user.id}`, { banned: true }, admin.cookie);
    expect(ban.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect((await call('GET', '/api/auth/user', undefined, member.cookie)).status).toBe(401);
    const login = await call('POST', '/api/auth/login', { email: 'kavgaci', password: 'Kuzey-Yildizi-7' });
    expect(login.status).toBe(403);
    expect(login.json.message).toMatch(/engellenmiştir/);

    // Connecting again with the old cookie is a guest's socket: nothing of the member's room reaches it.
    const again = await site.socket(member.cookie);
    const after: unknown[] = [];
    again.on('changed', (n) => after.push(n));
    await call('PATCH', `/api/admin/users/${member.json.user.id}`, { role: 'editor' }, admin.cookie);
    // A public change made after it reaches the guest socket: by then the member's notice would have too.
    await call('POST', '/api/cards', { title: 'Duyuru', link: 'https://example.com' }, admin.cookie);
    await expect.poll(() => after, { timeout: 15_000 }).toContainEqual(expect.objectContaining({ topic: 'cards' }));
    expect(after).not.toContainEqual(expect.objectContaining({ topic: 'auth-user' }));
    expect(again.connected).toBe(true);
  });

  it('a logout drops the sockets of that session, not the member’s other logins', async () => {
    const member = await call('POST', '/api/auth/register', {
      username: 'cikan',
      email: 'c@example.com',
      password: 'Kuzey-Yildizi-7',
    });
    const other = await call('POST', '/api/auth/login', { email: 'cikan', password: 'Kuzey-Yildizi-7' });
    const loggedOut = await site.socket(member.cookie);
    const stays = await site.socket(other.cookie);
    const dropped = new Promise<string>((resolve) => loggedOut.once('disconnect', resolve));
    expect((await call('POST', '/api/auth/logout', {}, member.cookie)).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');

    // The other login's socket still hears the member's room.
    const heard: unknown[] = [];
    stays.on('changed', (n) => heard.push(n));
    const admin = await adminLogin();
    await call('POST', `/api/admin/users/${member.json.user.id}/points`, { delta: 5, reason: 'Hoş geldin' }, admin.cookie);
    await expect.poll(() => heard, { timeout: 15_000 }).toContainEqual(expect.objectContaining({ topic: 'auth-user' }));
    expect(stays.connected).toBe(true);
  });
});
