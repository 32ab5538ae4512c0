import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** The open tracking calls: POST /api/analytics/page-view, /api/analytics/card-click, /api/cards/:id/click. */
const TRACKING = /^\/api\/(?:analytics\/(?:page-view|card-click)|cards\/[^/?]+\/click)(?:\?|$)/;

export const isTrackingRequest = (req: Pick<IncomingMessage, 'method' | 'url'>) =>
  req.method === 'POST' && TRACKING.test(req.url ?? '');

export interface TrackingLaneOptions {
  /** Tracking requests being handled at once; the rest wait their turn (a commit's answers stay a short burst). */
  concurrency: number;
  /** How long one turn of the event loop may spend starting waiting tracking requests. */
  sliceMs: number;
  /** Waiting requests past which a new one is handled at once, as if there were no lane (its limits still apply). */
  maxWaiting: number;
}

const DEFAULTS: TrackingLaneOptions = { concurrency: 32, sliceMs: 2, maxWaiting: 5000 };

/**
 * Page views and card clicks are many, and none is urgent: they wait behind everything else on the
 * thread that serves requests. A tracking request is only queued where it arrives; waiting ones are
 * started from `setImmediate`, after the event loop has handled the I/O at hand (a member's command, its
 * commit, its answer), a few at a time and a slice of time per turn. So a flood of page views costs a
 * command at most a slice per turn of the loop, not a place behind every page view that arrived first.
 * Every request still goes through the same app (the same origin check, per-client limit, body limit
 * and Turkish errors): the lane only decides when.
 */
export function trackingLane(listener: RequestListener, options: Partial<TrackingLaneOptions> = {}): TrackingLane {
  const o = { ...DEFAULTS, ...options };
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let active = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || waiting.length === 0 || active >= o.concurrency) return;
    scheduled = true;
    setImmediate(drain);
  };

  function start(req: IncomingMessage, res: ServerResponse) {
    active += 1;
    res.once('close', () => {
      active -= 1;
      schedule();
    });
    listener(req, res);
  }

  function drain() {
    scheduled = false;
    const until = performance.now() + o.sliceMs;
    while (waiting.length > 0 && active < o.concurrency && performance.now() < until) {
      const [req, res] = waiting.shift()!;
      if (!req.socket?.destroyed) start(req, res); // a visitor who left is not answered
    }
    schedule();
  }

  const lane: RequestListener = (req, res) => {
    if (!isTrackingRequest(req)) return listener(req, res);
    if (waiting.length >= o.maxWaiting) return start(req, res);
    waiting.push([req, res]);
    schedule();
  };
  return Object.assign(lane, { waiting: () => waiting.length, active: () => active });
}

/** The lane's listener, and its queue for the metrics. */
export type TrackingLane = RequestListener & { waiting(): number; active(): number };
