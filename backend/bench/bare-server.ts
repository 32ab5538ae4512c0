/**
 * The wire benchmark's baseline: a bare @hono/node-server app that answers each path with the real
 * server's response (its headers, and its body read from a file) and nothing else (no middleware, no
 * read model), and a Socket.IO broadcast with nothing in front of it. Started in its own process, like
 * the real server, so both are measured the same way.
 * argv[2]: a JSON file of [{ path, file, headers }].
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const routes = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  path: string;
  file: string;
  headers: Record<string, string>;
}[];
const app = new Hono();
for (const r of routes) {
  const body = readFileSync(r.file);
  app.get(r.path, (c) => c.body(body, 200, r.headers));
}
// The ceiling for ingestion: a JSON body read and a 202, nothing recorded.
app.post('/ingest', async (c) => {
  await c.req.json();
  return c.body(null, 202);
});
// The ceiling for a command: a JSON body read and answered, nothing checked or recorded.
app.post('/echo', async (c) => c.json(await c.req.json()));
// The floor for a notice: a Socket.IO server with every client in one room, broadcasting the moment it is asked.
let io: Server | null = null;
app.post('/notice', async (c) => {
  const { topic } = await c.req.json<{ topic: string }>();
  io!.to('public').emit('changed', { topic });
  return c.body(null, 204);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  console.log(`bare ready on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
io = new Server(server, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => void socket.join('public'));
