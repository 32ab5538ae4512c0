import { afterEach, describe, expect, it } from 'vitest';
import { systemContext } from '../core/system-context.js';
import { createHarness, type Harness, json } from '../test-support/harness.js';
import { seedPoints } from './points.js';

let h: Harness;
afterEach(async () => h?.close());

describe('points demo seeder', () => {
  it('fills the leaderboard with demo members nobody can log in as', async () => {
    h = await createHarness();
    await h.deps.runner.waitFor(await seedPoints(h.deps, systemContext(h.deps, 'demo-seed')));
    const board = await json(await h.request('GET', '/api/leaderboard'));
    expect(board.map((e: { points: number }) => e.points)).toEqual([2450, 1800, 1350, 900, 600]);
    expect(board[0].username).toBe('KartalGözü');
    for (const password of ['secret1', 'demo123', '123456', 'KartalGözü']) {
      const res = await h.request('POST', '/api/auth/login', { body: { email: 'demo1@example.com', password } });
      expect(res.status).toBe(401);
    }
  });
});
