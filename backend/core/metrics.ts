import { KICK_RECEIPTS } from '@app/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventStore } from './event-store/event-store.js';
import type { ProjectionRunner } from './projections/runner.js';

/**
 * The process's metrics in Prometheus' format (prom-client). Every label value is bounded: a route's
 * pattern, an HTTP method and status, an event type, a projection's name, a notice topic, an outcome from
 * a fixed list; never an id or a path. Counters are counted where things happen; the gauges read the
 * running server's parts (`watch`) when Prometheus scrapes.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics }); // event loop lag, heap, GC, handles, CPU

const registers = [metrics];
const httpLabels = ['method', 'route', 'status'] as const;

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered',
  labelNames: httpLabels,
  registers,
});
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request’s arrival to its answer',
  labelNames: httpLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});
export const eventsAppended = new Counter({
  name: 'events_appended_total',
  help: 'Events appended to the log, by type',
  labelNames: ['type'],
  registers,
});
export const appendDuration = new Histogram({
  name: 'event_append_duration_seconds',
  help: 'Time an append takes until durable (command: one stream; group: the tracking lane’s batches)',
  labelNames: ['kind'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});
export const noticesSent = new Counter({
  name: 'socketio_notices_sent_total',
  help: 'Live notices sent to Socket.IO rooms, by topic',
  labelNames: ['topic'],
  registers,
});
export const kickDeliveries = new Counter({
  name: 'kick_deliveries_total',
  help: 'Kick webhook deliveries: recorded, processed, refused (bad signature, stale, malformed), from another channel',
  labelNames: ['outcome'],
  registers,
});
export const chatOutbox = new Counter({
  name: 'chat_outbox_messages_total',
  help: 'Chat bot messages: queued, sent, dropped',
  labelNames: ['outcome'],
  registers,
});
// Families with a fixed set of labels are shown at zero from the start, so a dashboard has a series to draw.
for (const outcome of ['recorded', 'processed', 'refused', 'other_channel']) kickDeliveries.labels(outcome).inc(0);
for (const outcome of ['queued', 'sent', 'dropped']) chatOutbox.labels(outcome).inc(0);

/** The running server's parts the gauges read at scrape time (the last server started in this process). */
export interface Watched {
  events: Pick<EventStore, 'headPosition' | 'readAll'>;
  runner: Pick<ProjectionRunner, 'positions'> & { state?(): RunnerState };
  sockets?: () => number;
  trackingLane?: { waiting(): number; active(): number };
}
/** What the runner says of itself; a running projection is `live` or `catching_up` by its lag. */
export type RunnerState = 'running' | 'retrying' | 'stopped' | 'rebuilding';
type ProjectionState = 'live' | 'catching_up' | Exclude<RunnerState, 'running'>;
const PROJECTION_STATES: ProjectionState[] = ['live', 'catching_up', 'retrying', 'stopped', 'rebuilding'];

let watched: Watched | null = null;
/** Called by the server once its parts run; returns the undo (a closed server is not read). */
export function watch(parts: Watched) {
  watched = parts;
  return () => void (watched === parts && (watched = null));
}

/** What `observe` adds once per answered request (request-log.ts). */
export function observeRequest(r: { method: string; route: string; status: number; seconds: number }) {
  const labels = { method: r.method, route: r.route, status: String(r.status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, r.seconds);
  // Kick's webhook answers 4xx to a delivery it refuses (signature, timestamp, body): nothing is recorded.
  if (r.route === '/api/kick/webhook' && r.status >= 400 && r.status < 500) kickDeliveries.labels('refused').inc();
}

const KICK_RECORDED = new Set<string>(KICK_RECEIPTS);
/** Counts appended events by type (and Kick's receipts and their processing among them). */
export function countAppended(types: Iterable<string>) {
  for (const type of types) {
    eventsAppended.labels(type).inc();
    if (KICK_RECORDED.has(type)) kickDeliveries.labels('recorded').inc();
    else if (type === 'KickMessageProcessed') kickDeliveries.labels('processed').inc();
  }
}

const projection = ['projection'] as const;

interface Lag {
  events: number;
  seconds: number;
}
const LAG_READ = 1000;
/**
 * The events after `position` and the age of the oldest of them. Counted when fewer than LAG_READ;
 * past that, estimated from the positions (exact on SQLite, whose positions count events; EventStoreDB's
 * are byte offsets in its log).
 */
async function lagAt(events: Watched['events'], position: number, head: number): Promise<Lag> {
  if (head <= position) return { events: 0, seconds: 0 };
  const batch = await events.readAll(position, LAG_READ);
  if (batch.length === 0) return { events: 0, seconds: 0 };
  const seconds = Math.max(0, (Date.now() - Date.parse(batch[0]!.metadata.at)) / 1000);
  if (batch.length < LAG_READ) return { events: batch.length, seconds };
  const span = batch.at(-1)!.position - Math.max(position, batch[0]!.position - 1);
  return { events: Math.round((LAG_READ * (head - position)) / Math.max(span, 1)), seconds };
}
/**
 * prom-client collects the families of a scrape side by side: each scrape-time gauge awaits one shared
 * reading of the log's head and the runner, made once per scrape.
 */
let reading: Promise<void> | null = null;
const read = () =>
  (reading ??= (watched ? snapshot(watched) : Promise.resolve()).finally(() => {
    reading = null;
  }));
const collect = { collect: read };
const headPosition = new Gauge({
  name: 'event_log_head_position',
  help: 'Position of the newest event in the log',
  registers,
  ...collect,
});
const projectionPosition = new Gauge({
  name: 'projection_position',
  help: 'Last log position a projection processed',
  labelNames: projection,
  registers,
  ...collect,
});
const lagEvents = new Gauge({
  name: 'projection_lag_events',
  help: 'Events in the log a projection has not processed yet',
  labelNames: projection,
  registers,
  ...collect,
});
const lagSeconds = new Gauge({
  name: 'projection_lag_seconds',
  help: 'Age of the oldest event a projection has not processed yet (0 when caught up)',
  labelNames: projection,
  registers,
  ...collect,
});
const projectionState = new Gauge({
  name: 'projection_state',
  help: 'A projection’s state: 1 for the state it is in',
  labelNames: ['projection', 'state'],
  registers,
  ...collect,
});
const socketConnections = new Gauge({
  name: 'socketio_connections',
  help: 'Socket.IO connections open on this process',
  registers,
  ...collect,
});
const laneWaiting = new Gauge({
  name: 'tracking_lane_waiting',
  help: 'Page views and clicks waiting their turn',
  registers,
  ...collect,
});
const laneActive = new Gauge({
  name: 'tracking_lane_active',
  help: 'Page views and clicks being handled',
  registers,
  ...collect,
});

/** Sets every scrape-time gauge from the server's parts. */
async function snapshot(w: Watched): Promise<void> {
  const head = await w.events.headPosition();
  headPosition.set(head);
  const state = w.runner.state?.();
  const lags = new Map<number, Promise<Lag>>(); // one read per distinct position (the projections mostly share one)
  for (const [name, position] of Object.entries(w.runner.positions())) {
    if (!lags.has(position)) lags.set(position, lagAt(w.events, position, head));
    const lag = await lags.get(position)!;
    projectionPosition.set({ projection: name }, position);
    lagEvents.set({ projection: name }, lag.events);
    lagSeconds.set({ projection: name }, lag.seconds);
    const current = state === 'running' || state === undefined ? (lag.events > 0 ? 'catching_up' : 'live') : state;
    for (const s of PROJECTION_STATES) projectionState.set({ projection: name, state: s }, s === current ? 1 : 0);
  }
  socketConnections.set(w.sockets?.() ?? 0);
  laneWaiting.set(w.trackingLane?.waiting() ?? 0);
  laneActive.set(w.trackingLane?.active() ?? 0);
}
