import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './test-support/spawn-server.js';
import { spawnedSite } from './test-support/spawned-site.js';
import { staffLogin } from './test-support/two-factor.js';

const site = spawnedSite('server-test-');
const { dir, call } = site;
const env = { ADMIN_EMAIL: 'yonetici@example.com', ADMIN_PASSWORD: 'yonetici1', AUTH_RATE_LIMIT: '1000' };

describe('the real server process', () => {
  let memberCookie = '';
  let adminCookie = '';

  it('starts, registers a member and admits the configured super_admin', async () => {
    await site.start(env);
    const reg = await call('POST', '/api/auth/register', {
      username: 'dayanikli',
      email: 'd@example.com',
      password: 'Kuzey-Yildizi-7',
    });
    expect(reg.status).toBe(201);
    memberCookie = reg.cookie;
    adminCookie = await staffLogin(call, dir, 'yonetici@example.com', 'yonetici1', () => new Date());
    expect((await call('GET', '/api/auth/user', undefined, adminCookie)).json.role).toBe('super_admin');
    expect(
      (await call('PUT', '/api/site-settings', { settings: [{ key: 'marqueeText', value: 'x' }] }, memberCookie)).status,
    ).toBe(403);
  });

  it('pushes a change notice to open sockets after the read model changed', async () => {
    const guest = await site.socket();
    const notice = new Promise((resolve) => guest.once('changed', resolve));
    const res = await call('PUT', '/api/site-settings', { settings: [{ key: 'marqueeText', value: 'Canlı' }] }, adminCookie);
    expect(res.status).toBe(200);
    // With the request behind it, so the admin's own tab need not fetch it again (issue 41).
    expect(await notice).toEqual({ topic: 'site-settings', correlationIds: [expect.any(String)] });
  });

  it('keeps every account and session after SIGKILL and a new start', async () => {
    await site.kill();
    await site.start(env);
    const me = await call('GET', '/api/auth/user', undefined, memberCookie);
    expect(me.status).toBe(200);
    expect(me.json.username).toBe('dayanikli');
    const settings = await call('GET', '/api/site-settings');
    expect(settings.json.find((s: { key: string }) => s.key === 'marqueeText').value).toBe('Canlı');
    // The two-step enrolment survives too: the admin logs in with the next code.
    const again = await staffLogin(call, dir, 'yonetici@example.com', 'yonetici1', () => new Date());
    expect((await call('GET', '/api/admin/users', undefined, again)).status).toBe(200);
  });
});

describe('configuration', () => {
  it('a bad value stops the start with a clear message', async () => {
    await expect(spawnServer({ DATA_DIR: dir, PORT: 'abc' })).rejects.toThrow(/Invalid configuration:\s+PORT/);
    await expect(spawnServer({ DATA_DIR: dir, ADMIN_EMAIL: 'a@b.co' })).rejects.toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
  });

  it('a bad TRUST_PROXY, or TRUST_PROXY without PUBLIC_ORIGIN, stops the start', async () => {
    await expect(spawnServer({ DATA_DIR: dir, TRUST_PROXY: 'hepsi', PUBLIC_ORIGIN: 'https://site.test' })).rejects.toThrow(
      /TRUST_PROXY: TRUST_PROXY must be false, a hop count/,
    );
    await expect(spawnServer({ DATA_DIR: dir, TRUST_PROXY: '1' })).rejects.toThrow(
      /PUBLIC_ORIGIN must be set when TRUST_PROXY is set/,
    );
  });

  it('a port another process holds stops the start with what to do, not a stack trace', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const port = String((holder.address() as AddressInfo).port);
    const other = mkdtempSync(path.join(tmpdir(), 'server-port-'));
    try {
      const start = spawnServer({ DATA_DIR: other, PORT: port, HOST: '127.0.0.1' });
      await expect(start).rejects.toThrow(
        `server exited with 1:\nPort ${port} is already in use: stop the process using it, or start with another PORT.`,
      );
      await expect(start).rejects.not.toThrow(/EADDRINUSE|node:net/);
    } finally {
      holder.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
