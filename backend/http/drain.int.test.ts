import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.js';
import { until } from '../test-support/until.js';

const dir = mkdtempSync(path.join(tmpdir(), 'drain-'));
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
const PASSWORD = 'Kuzey-Yildizi-7';
const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('SIGTERM (issue 44)', () => {
  it('drains under load: nothing acknowledged is lost, sockets are told to reconnect, the process exits 0 within 12 s', async () => {
    const server = await spawnServer({ DATA_DIR: dir, AUTH_RATE_LIMIT: '100000' });
    servers.push(server);
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // Eight members register one after another each, until the server stops answering.
    const acknowledged: string[] = [];
    let refused = 0;
    let n = 0;
    const worker = async () => {
      for (;;) {
        const username = `bosalt_${n++}`;
        try {
          const res = await post(server.url, '/api/auth/register', {
            username,
            email: `${username}@example.com`,
            password: PASSWORD,
          });
          if (res.status === 201) acknowledged.push(username);
          else if (res.status >= 500) refused += 1;
        } catch {
          return; // the connection was refused: the server stopped accepting
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await until(() => acknowledged.length >= 20, 'members registering');

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const sent = Date.now();
      server.child.once('exit', (code) => resolve({ code, ms: Date.now() - sent }));
    });
    server.child.kill('SIGTERM');
    const { code, ms } = await exited;
    await load;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(12_000);
    expect(refused).toBe(0); // no request was cut off with an error
    // A transport close (not the server's own disconnect): the client reconnects, elsewhere behind a load balancer.
    expect(await disconnected).toBe('transport close');
    socket.close();
    expect(server.output()).toMatch(/SIGTERM: stopping/);
    expect(server.output()).toMatch(/Stopped: every answered request is on disk/);

    // Every acknowledged registration is there after a new start.
    const again = await spawnServer({ DATA_DIR: dir, AUTH_RATE_LIMIT: '100000' });
    servers.push(again);
    for (const username of acknowledged) {
      const res = await post(again.url, '/api/auth/login', { email: username, password: PASSWORD });
      expect(res.status, username).toBe(200);
    }
  }, 180_000);
});
