import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import { siteCall } from './site-call.js';
import { spawnServer, type SpawnedServer } from './spawn-server.js';

/**
 * A test file's own data folder and the real server it runs there (`start`, again after a kill), with
 * the JSON calls and live sockets the file makes. After the file's last test the sockets are closed,
 * the server killed and the folder removed.
 */
export function spawnedSite(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const sockets: Socket[] = [];
  let server: SpawnedServer | undefined;
  const url = () => {
    if (!server) throw new Error('no server started: call start() first');
    return server.url;
  };
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    call: siteCall(url),
    /** Starts a server on the folder (DATA_DIR) with `env`; it replaces one that was killed. */
    async start(env: Record<string, string>) {
      server = await spawnServer({ DATA_DIR: dir, ...env });
      return server;
    },
    kill: async () => server?.kill('SIGKILL'),
    /** A live socket with the session `cookie` (or none), once connected; it does not reconnect by itself. */
    socket(cookie?: string) {
      const s = connect(url(), {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: cookie ? { cookie } : {},
        reconnection: false,
      });
      sockets.push(s);
      return new Promise<Socket>((resolve, reject) => (s.once('connect', () => resolve(s)), s.once('connect_error', reject)));
    },
  };
}
