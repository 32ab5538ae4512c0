import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isTrackingRequest, trackingLane } from './tracking-lane.js';

/** Just what the lane looks at: the method and URL, the socket's state, and the response's 'close'. */
function request(method: string, url: string) {
  const socket = { destroyed: false };
  const req = { method, url, socket } as unknown as IncomingMessage;
  const res = new EventEmitter() as unknown as ServerResponse;
  return { req, res, socket, finish: () => res.emit('close') };
}
const turn = () => new Promise((r) => setImmediate(r));

describe('tracking lane', () => {
  it('knows the tracking calls, and nothing else', () => {
    const yes = ['/api/analytics/page-view', '/api/analytics/card-click', '/api/cards/abc/click', '/api/analytics/page-view?x=1'];
    const no = ['/api/analytics/page-views', '/api/cards/abc', '/api/cards/abc/click/x', '/api/user/update-stream', '/'];
    for (const url of yes) expect(isTrackingRequest({ method: 'POST', url }), url).toBe(true);
    for (const url of no) expect(isTrackingRequest({ method: 'POST', url }), url).toBe(false);
    expect(isTrackingRequest({ method: 'GET', url: '/api/analytics/page-view' })).toBe(false);
  });

  it('starts a command at once, and page views that arrived before it only after it', async () => {
    const started: string[] = [];
    const lane = trackingLane((req) => void started.push(req.url!));
    for (let i = 0; i < 3; i += 1) {
      const v = request('POST', `/api/analytics/page-view?${i}`);
      lane(v.req, v.res);
    }
    const command = request('POST', '/api/user/update-stream');
    lane(command.req, command.res);
    expect(started).toEqual(['/api/user/update-stream']);
    await turn();
    expect(started).toEqual([
      '/api/user/update-stream',
      '/api/analytics/page-view?0',
      '/api/analytics/page-view?1',
      '/api/analytics/page-view?2',
    ]);
  });

  it('handles at most `concurrency` tracking requests at once; one that ends lets the next start', async () => {
    const started: ReturnType<typeof request>[] = [];
    const all = Array.from({ length: 5 }, (_, i) => request('POST', `/api/cards/c${i}/click`));
    const lane = trackingLane((req) => void started.push(all.find((r) => r.req === req)!), { concurrency: 2 });
    for (const r of all) lane(r.req, r.res);
    await turn();
    expect(started.map((r) => r.req.url)).toEqual(['/api/cards/c0/click', '/api/cards/c1/click']);
    started[0]!.finish();
    await turn();
    expect(started.map((r) => r.req.url)).toEqual(['/api/cards/c0/click', '/api/cards/c1/click', '/api/cards/c2/click']);
  });

  it('never starts a request whose visitor left while it waited', async () => {
    const started: string[] = [];
    const lane = trackingLane((req) => void started.push(req.url!));
    const gone = request('POST', '/api/analytics/page-view?gone');
    const stays = request('POST', '/api/analytics/page-view?stays');
    lane(gone.req, gone.res);
    lane(stays.req, stays.res);
    gone.socket.destroyed = true;
    await turn();
    expect(started).toEqual(['/api/analytics/page-view?stays']);
  });

  it('spends at most a slice of a turn starting requests, and goes on in the next turns', async () => {
    let started = 0;
    const lane = trackingLane(
      () => {
        started += 1;
        const until = performance.now() + 1; // a request that costs 1 ms to start
        while (performance.now() < until);
      },
      { concurrency: 1000, sliceMs: 5 },
    );
    for (let i = 0; i < 40; i += 1) {
      const r = request('POST', '/api/analytics/page-view');
      lane(r.req, r.res);
    }
    await turn();
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThanOrEqual(6);
    for (let i = 0; i < 40 && started < 40; i += 1) await turn();
    expect(started).toBe(40);
  });

  it('past `maxWaiting` waiting requests a new one starts at once (the app’s own limits answer it)', () => {
    const started: string[] = [];
    const lane = trackingLane((req) => void started.push(req.url!), { maxWaiting: 2 });
    for (let i = 0; i < 3; i += 1) {
      const r = request('POST', `/api/analytics/page-view?${i}`);
      lane(r.req, r.res);
    }
    expect(started).toEqual(['/api/analytics/page-view?2']);
  });
});
