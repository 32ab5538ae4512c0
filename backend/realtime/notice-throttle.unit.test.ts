import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeThrottle, type RoomNotice } from './notice-throttle.js';

const WINDOW = 50;
let sent: RoomNotice[];
let throttle: ReturnType<typeof createNoticeThrottle>;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  throttle = createNoticeThrottle((n) => sent.push(n), WINDOW);
});
afterEach(() => {
  throttle.close();
  vi.useRealTimers();
});

describe('live notices leave on the leading edge', () => {
  it('sends the first notice of a quiet room and topic at once, with no timer in between', () => {
    throttle.push({ topic: 'leaderboard', rooms: ['public'] });
    expect(sent).toEqual([{ room: 'public', topic: 'leaderboard' }]);
  });

  it('merges what follows within the window and sends it when the window ends', () => {
    throttle.push({ topic: 'cards', ids: ['c0'], rooms: ['public'] });
    for (let i = 1; i < 100; i += 1) throttle.push({ topic: 'cards', ids: [`c${i % 3}`], rooms: ['public'] });
    expect(sent).toEqual([{ room: 'public', topic: 'cards', ids: ['c0'] }]);

    vi.advanceTimersByTime(WINDOW - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.ids!.sort()).toEqual(['c0', 'c1', 'c2']);
  });

  it('carries the requests behind a notice; merged ones carry all of them, or none if one is unknown (issue 41)', () => {
    throttle.push({ topic: 'cards', ids: ['a'], rooms: ['public'], correlationIds: ['r1'] });
    throttle.push({ topic: 'cards', ids: ['b'], rooms: ['public'], correlationIds: ['r2'] });
    throttle.push({ topic: 'cards', ids: ['c'], rooms: ['public'], correlationIds: ['r3', 'r2'] });
    vi.advanceTimersByTime(WINDOW);
    throttle.push({ topic: 'cards', ids: ['d'], rooms: ['public'], correlationIds: ['r4'] });
    throttle.push({ topic: 'cards', ids: ['e'], rooms: ['public'] });
    vi.advanceTimersByTime(WINDOW);
    expect(sent[0]).toEqual({ room: 'public', topic: 'cards', ids: ['a'], correlationIds: ['r1'] });
    expect(sent[1]!.correlationIds!.sort()).toEqual(['r2', 'r3']);
    expect(sent[2]).toEqual({ room: 'public', topic: 'cards', ids: ['d', 'e'] });
  });

  it('a notice without ids makes the merged one "anything changed"', () => {
    throttle.push({ topic: 'cards', ids: ['a'], rooms: ['public'] });
    throttle.push({ topic: 'cards', ids: ['b'], rooms: ['public'] });
    throttle.push({ topic: 'cards', rooms: ['public'] });
    throttle.push({ topic: 'cards', ids: ['c'], rooms: ['public'] });
    vi.advanceTimersByTime(WINDOW);
    expect(sent).toEqual([
      { room: 'public', topic: 'cards', ids: ['a'] },
      { room: 'public', topic: 'cards' },
    ]);
  });

  it('a steady stream costs one message per window; after a quiet window the next leaves at once again', () => {
    for (let t = 0; t < 10 * WINDOW; t += 5) {
      throttle.push({ topic: 'analytics', rooms: ['staff'] });
      vi.advanceTimersByTime(5);
    }
    expect(sent.length).toBeGreaterThanOrEqual(10);
    expect(sent.length).toBeLessThanOrEqual(11);

    vi.advanceTimersByTime(2 * WINDOW); // the last held notice leaves, then a window with nothing closes
    const before = sent.length;
    throttle.push({ topic: 'analytics', rooms: ['staff'] });
    expect(sent).toHaveLength(before + 1);
  });

  it('keeps rooms and topics apart: one room busy never delays another', () => {
    throttle.push({ topic: 'points-ledger', rooms: ['user:a'] });
    throttle.push({ topic: 'points-ledger', rooms: ['user:a'] });
    throttle.push({ topic: 'points-ledger', rooms: ['user:b'] });
    throttle.push({ topic: 'leaderboard', rooms: ['user:a', 'public'] });
    expect(sent).toEqual([
      { room: 'user:a', topic: 'points-ledger' },
      { room: 'user:b', topic: 'points-ledger' },
      { room: 'user:a', topic: 'leaderboard' },
      { room: 'public', topic: 'leaderboard' },
    ]);
    vi.advanceTimersByTime(WINDOW);
    expect(sent.at(-1)).toEqual({ room: 'user:a', topic: 'points-ledger' });
    expect(sent).toHaveLength(5);
  });

  it('close stops every window: nothing is sent afterwards', () => {
    throttle.push({ topic: 'cards', rooms: ['public'] });
    throttle.push({ topic: 'cards', rooms: ['public'] });
    throttle.close();
    vi.advanceTimersByTime(10 * WINDOW);
    expect(sent).toHaveLength(1);
  });
});
