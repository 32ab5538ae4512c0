import { recorderFor } from '../commands/analytics/routes.js';
import { type ManualClock, manualClock } from './clock.js';
import type { Harness } from './harness.js';
import { harnessWithStaff } from './staff.js';

/** Tracking events are batched: write the batch, then wait until every read model has them. */
export async function settle(h: Harness) {
  await recorderFor(h.deps).flush();
  await h.deps.runner.waitFor(await h.deps.events.headPosition());
}

/** One page view at `at` (the clock stays there). */
export async function viewAt(h: Harness, clock: ManualClock, at: string, path = '/', referrer: string | null = null) {
  clock.set(at);
  const res = await h.request('POST', '/api/analytics/page-view', { body: { path, referrer } });
  if (res.status !== 202) throw new Error(`page view: ${res.status} ${await res.text()}`);
}

export async function clickAt(h: Harness, clock: ManualClock, at: string, cardId: string) {
  clock.set(at);
  const res = await h.request('POST', `/api/cards/${cardId}/click`);
  if (res.status !== 202) throw new Error(`card click: ${res.status} ${await res.text()}`);
}

/** The statistics tests' site: a clock they move (from a Friday morning), with staff logged in. */
export async function analyticsHarness(): Promise<{ h: Harness; clock: ManualClock; staff: string }> {
  const clock = manualClock('2025-05-02T09:00:00Z');
  return { clock, ...(await harnessWithStaff({ clock: clock.clock })) };
}
