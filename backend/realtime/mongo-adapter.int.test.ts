import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../core/projections/projection.js';
import type { ProjectionRunner } from '../core/projections/runner.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';
import { mongoSocketAdapter } from './mongo-adapter.js';
import { attachRealtime } from './socket.js';

const url = process.env.MONGO_URL;
if (!url) console.info('Socket.IO MongoDB adapter check skipped: MONGO_URL is not set');

/** A runner that only publishes the notices the test hands it. */
function noticeSource() {
  const listeners = new Set<(n: ChangeNotice) => void>();
  const runner = {
    onNotice: (l: (n: ChangeNotice) => void) => (listeners.add(l), () => listeners.delete(l)),
  } as unknown as ProjectionRunner;
  return { runner, publish: (n: ChangeNotice) => listeners.forEach((l) => l(n)) };
}

describe.skipIf(!url)('Socket.IO over MongoDB', () => {
  it('a notice published on the projector reaches a socket connected to a web instance', async () => {
    const secret = 's'.repeat(32);
    const read = createMemoryReadStore();
    const [web, projector] = [await mongoSocketAdapter(url!), await mongoSocketAdapter(url!)];
    const http: HttpServer = createServer();
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const source = noticeSource();
    const webRealtime = attachRealtime(http, read, noticeSource().runner, secret, web.adapter);
    const projectorRealtime = attachRealtime(null, read, source.runner, secret, projector.adapter);
    const socket = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      path: '/socket.io',
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
      const heard = new Promise((resolve) => socket.once('changed', resolve));
      // The adapter needs a moment to see the other node; publish until the socket hears it.
      const timer = setInterval(() => source.publish({ topic: 'cards', rooms: ['public'] }), 200);
      expect(await heard).toEqual({ topic: 'cards' });
      clearInterval(timer);
    } finally {
      socket.close();
      await projectorRealtime.close();
      await webRealtime.close();
      await Promise.all([web.close(), projector.close()]);
    }
  });
});
