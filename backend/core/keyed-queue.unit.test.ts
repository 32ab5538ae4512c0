import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('keyed queue', () => {
  it('runs tasks of one key one at a time, in call order, and tasks of other keys beside them', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => () => (log.push(`${name}+`), sleep(ms).then(() => (log.push(`${name}-`), name)));
    const results = await Promise.all([queue('a', task('a1', 20)), queue('a', task('a2', 1)), queue('b', task('b1', 5))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log).toEqual(['a1+', 'b1+', 'b1-', 'a1-', 'a2+', 'a2-']);
  });

  it('a failing task rejects its own caller only; the next task of the key still runs', async () => {
    const queue = createKeyedQueue();
    const failed = queue('k', () => Promise.reject(new Error('boom')));
    const next = queue('k', async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
