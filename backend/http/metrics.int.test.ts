import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { metrics } from '../core/metrics.js';
import { loadConfig } from '../env.js';
import { type RunningServer, startServer } from '../server.js';

const TOKEN = 'metrics-test-token-0123456789';
const quiet = { info: () => {}, error: () => {} };
const running: { server: RunningServer; dir: string }[] = [];
afterEach(async () => {
  for (const { server, dir } of running.splice(0)) {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function start(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'metrics-'));
  const config = loadConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env });
  const server = await startServer(config, quiet);
  running.push({ server, dir });
  return { server, base: `http://127.0.0.1:${server.port}` };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The scrape, parsed by parse-prometheus-text-format (a parser of Prometheus' text format, not ours). */
async function scrape(url: string, token = TOKEN) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(await res.text());
  return new Map(families.map((f) => [f.name, f]));
}
const sample = (f: PrometheusFamily | undefined, labels: Record<string, string>) =>
  f?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
const value = (f: PrometheusFamily | undefined, labels: Record<string, string> = {}) => Number(sample(f, labels)?.value);

/** A histogram series' observation count, from prom-client's registry in this process. */
async function histogramCount(name: string, labels: Record<string, string>) {
  const { values } = await metrics.getSingleMetric(name)!.get();
  const count = values.find(
    (v) =>
      (v as { metricName?: string }).metricName === `${name}_count` &&
      Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  );
  return count?.value ?? 0;
}

const FAMILIES = {
  http_requests_total: 'COUNTER',
  http_request_duration_seconds: 'HISTOGRAM',
  events_appended_total: 'COUNTER',
  event_append_duration_seconds: 'HISTOGRAM',
  event_log_head_position: 'GAUGE',
  projection_position: 'GAUGE',
  projection_lag_events: 'GAUGE',
  projection_lag_seconds: 'GAUGE',
  projection_state: 'GAUGE',
  socketio_connections: 'GAUGE',
  socketio_notices_sent_total: 'COUNTER',
  tracking_lane_waiting: 'GAUGE',
  tracking_lane_active: 'GAUGE',
  kick_deliveries_total: 'COUNTER',
  chat_outbox_messages_total: 'COUNTER',
  nodejs_eventloop_lag_seconds: 'GAUGE',
  nodejs_heap_size_used_bytes: 'GAUGE',
  nodejs_gc_duration_seconds: 'HISTOGRAM',
  process_cpu_seconds_total: 'COUNTER',
} as const;

describe('GET /metrics (issue 44)', () => {
  it('answers only the bearer of METRICS_TOKEN, with every family, labelled by route pattern, never by id', async () => {
    const { server, base } = await start({ METRICS_TOKEN: TOKEN });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);

    const origin = { origin: base, 'content-type': 'application/json' };
    const body = JSON.stringify({ username: 'olcum_ayse', email: 'olcum.ayse@example.com', password: 'Kuzey-Yildizi-7' });
    const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: origin, body });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const unknownCard = '0a6f1c9e-5b7d-4c21-9e3a-7f00d4c2b911';
    expect([401, 404]).toContain((await fetch(`${base}/api/cards/${unknownCard}`)).status); // staff-only or unknown: either way by pattern
    const socket = connect(base, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));

    try {
      const m = await scrape(`${base}/metrics`);
      for (const [name, type] of Object.entries(FAMILIES)) expect(m.get(name)?.type, name).toBe(type);
      const registerCount = value(m.get('http_requests_total'), { method: 'POST', route: '/api/auth/register', status: '201' });
      expect(registerCount).toBeGreaterThanOrEqual(1);
      // The parser folds a labelled histogram into one (prom2json's shape): its series are read from
      // prom-client's registry in this process instead.
      expect(
        await histogramCount('http_request_duration_seconds', { route: '/api/auth/register', status: '201' }),
      ).toBeGreaterThanOrEqual(1);
      expect(await histogramCount('event_append_duration_seconds', { kind: 'command' })).toBeGreaterThanOrEqual(1);
      expect(value(m.get('events_appended_total'), { type: 'UserRegistered' })).toBeGreaterThanOrEqual(1);
      expect(value(m.get('socketio_connections'))).toBe(1);
      for (const outcome of ['recorded', 'processed', 'refused', 'other_channel'])
        expect(value(m.get('kick_deliveries_total'), { outcome }), outcome).toBe(0);
      for (const outcome of ['queued', 'sent', 'dropped'])
        expect(value(m.get('chat_outbox_messages_total'), { outcome })).toBe(0);
      // Every projection: its position is the head, no lag, live.
      const head = value(m.get('event_log_head_position'));
      expect(head).toBeGreaterThan(0);
      const names = Object.keys(server.deps.runner.positions());
      for (const projection of names) {
        expect(value(m.get('projection_position'), { projection }), projection).toBe(head);
        expect(value(m.get('projection_lag_events'), { projection })).toBe(0);
        expect(value(m.get('projection_state'), { projection, state: 'live' })).toBe(1);
      }
      // Bounded labels: patterns, not paths (the card's id is in no label).
      const text = JSON.stringify([...m.values()]);
      expect(text).not.toContain(unknownCard);
      expect(m.get('http_requests_total')!.metrics.map((s) => s.labels!.route)).not.toContain(`/api/cards/${unknownCard}`);
    } finally {
      socket.close();
    }
  });

  it('shows a projection falling behind: lag in events and seconds rise while the log grows past it', async () => {
    const { server, base } = await start({ METRICS_TOKEN: TOKEN });
    const { deps } = server;
    const body = JSON.stringify({ username: 'gecikme', email: 'gecikme@example.com', password: 'Kuzey-Yildizi-7' });
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body,
    });
    expect(registered.status).toBe(201); // the projections have reached it (read-your-writes)
    await deps.runner.stop(); // the reader no longer follows the log: what is appended now waits
    const at = new Date(Date.now() - 60_000).toISOString(); // an event a minute old, as one a slow reader left
    for (let i = 0; i < 5; i++) {
      await deps.events.append(
        `metricsProbe-${i}`,
        [
          {
            type: 'SiteSettingsUpdated',
            data: {},
            metadata: { actorId: null, actorRole: 'system:test', at, correlationId: `m${i}` },
          },
        ],
        'no_stream',
      );
    }
    const m = await scrape(`${base}/metrics`);
    const projection = Object.keys(deps.runner.positions())[0]!;
    expect(value(m.get('projection_lag_events'), { projection })).toBe(5);
    expect(value(m.get('projection_lag_seconds'), { projection })).toBeGreaterThanOrEqual(59);
    expect(value(m.get('projection_state'), { projection, state: 'stopped' })).toBe(1);
    expect(value(m.get('projection_position'), { projection })).toBeGreaterThan(0);
    expect(value(m.get('event_log_head_position'))).toBe(value(m.get('projection_position'), { projection }) + 5);
  });

  it('is 404 without METRICS_TOKEN, and served on METRICS_PORT (asking for the token only when set)', async () => {
    const port = await freePort();
    const { base } = await start({ METRICS_PORT: String(port) });
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const m = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(m.get('http_requests_total')?.type).toBe('COUNTER');
  });
});
