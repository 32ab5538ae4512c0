import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json } from '../test-support/harness.js';
import { seedDemo } from './index.js';
import { seedRewards } from './rewards.js';

let h: Harness;
afterEach(async () => h?.close());

describe('the rewards demo', () => {
  it('seeds three fictional rewards (one unlimited, limited ones) with pictures stored locally, once', async () => {
    h = await createHarness();
    expect(await seedDemo(h.deps, [seedRewards])).toBe(true);
    const rewards = await json(await h.request('GET', '/api/rewards/active'));
    expect(rewards.map((r: { stock: number | null }) => r.stock)).toEqual([null, 12, 3]);
    for (const r of rewards) {
      expect(r.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
      const image = await h.request('GET', r.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    expect(await seedDemo(h.deps, [seedRewards])).toBe(false);
  });
});
