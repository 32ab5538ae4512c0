/**
 * A share of the wire bench's Socket.IO clients, in a worker thread of its own: one thread decoding a
 * thousand clients' messages one after another would time its own queue, not the server. Each arrival is
 * stamped on the clock every thread shares (`performance.timeOrigin + performance.now()`), and a round's
 * stamps go back to the main thread, which makes the percentiles.
 *
 * workerData: { url, count, topic }. Messages in: 'close'. Messages out: { ready } (or { error }), then per notice
 * heard on `topic` once every client of this thread heard it (or at 'collect'): { stamps }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

const { url, count, topic } = workerData as { url: string; count: number; topic: string };
const port = parentPort!;
const now = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];
let stamps: number[] = [];
const flush = () => {
  port.postMessage({ stamps });
  stamps = [];
};
for (let i = 0; i < count; i += 1) {
  const s = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  s.on('changed', (n: { topic: string }) => {
    if (n.topic !== topic) return;
    stamps.push(now());
    if (stamps.length === count) flush();
  });
  sockets.push(s);
}
try {
  await Promise.all(
    sockets.map((s) =>
      s.connected
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => s.once('connect', resolve).once('connect_error', reject)),
    ),
  );
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ error: String(err) });
}

port.on('message', (m: 'collect' | 'close') => {
  if (m === 'collect') flush();
  else {
    for (const s of sockets) s.close();
    port.close();
  }
});
