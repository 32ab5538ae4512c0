import { serve } from '@hono/node-server';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { metrics } from '../core/metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format. On the site's port only with `Authorization: Bearer
 * <METRICS_TOKEN>`: unset, the address does not exist (404); a wrong or missing token is 401. On
 * METRICS_PORT (`open`), a port kept off the public network, the token is asked for only when set.
 */
export function metricsRoutes(token: string | undefined, open = false) {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return new Hono().get('/metrics', async (c) => {
    if (!expected && !open) return c.text('Bulunamadı', 404);
    // Compared as digests: equal lengths, and the time taken says nothing about the token.
    if (expected && !timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      return c.text('Yetkisiz', 401, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    return c.body(await metrics.metrics(), 200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
  });
}

/** The metrics on their own port (METRICS_PORT); resolves once listening. */
export function serveMetrics(port: number, hostname: string, token: string | undefined) {
  const app = metricsRoutes(token, true);
  return new Promise<{ port: number; close(): Promise<void> }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () =>
      resolve({
        port: ((server as Server).address() as AddressInfo).port,
        close: () => new Promise((done) => (server as Server).close(() => done())),
      }),
    );
    server.once('error', reject);
  });
}
