import { systemContext } from '../core/system-context.js';
import { type Harness, json } from './harness.js';
import { awardPoints } from '../commands/points/points.js';

export const rewardBody = (over: Record<string, unknown> = {}) => ({
  title: 'Logolu Kupa',
  description: 'Topluluk logolu kupa',
  pointsCost: 100,
  stock: 10,
  ...over,
});

/** Staff create a reward over HTTP; returns its id. */
export async function createReward(h: Harness, staff: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await h.request('POST', '/api/rewards', { cookie: staff, body: rewardBody(over) });
  if (res.status !== 201) throw new Error(`create reward: ${res.status} ${await res.text()}`);
  return (await json(res)).id;
}

/** Gives a member points through the points slice (idempotent per source), and waits for the read model. */
export async function givePoints(h: Harness, userId: string, amount: number, sourceId = 'test-gift') {
  const r = await awardPoints(h.deps, userId, { amount, reason: 'test', sourceId }, systemContext(h.deps, 'test'));
  await h.deps.runner.waitFor(r.position);
}

export const buy = (h: Harness, cookie: string, rewardId: string) =>
  h.request('POST', '/api/user-rewards/purchase', { cookie, body: { rewardId } });

export async function adminReward(h: Harness, staff: string, id: string) {
  const list = await json(await h.request('GET', '/api/rewards', { cookie: staff }));
  return list.find((r: { id: string }) => r.id === id);
}
