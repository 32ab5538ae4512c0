import { describe, expect, it } from 'vitest';
import { createLoginBackoff, tooManyFailuresText } from './login-backoff.js';

const fail = (b: ReturnType<typeof createLoginBackoff>, id: string, now: number) => b.begin(id, now).retryAfterMs;

describe('login backoff', () => {
  it('allows five failures, then pauses 30 s, doubling per further failure up to 15 minutes', () => {
    const b = createLoginBackoff();
    let now = 0;
    expect([1, 2, 3, 4, 5].map(() => fail(b, 'ayse@example.com', now))).toEqual([0, 0, 0, 0, 0]);
    expect(fail(b, 'ayse@example.com', now)).toBe(30_000);
    const pauses = [];
    for (let i = 0; i < 8; i += 1) {
      now += 16 * 60_000; // past any pause
      expect(fail(b, 'ayse@example.com', now)).toBe(0);
      pauses.push(fail(b, 'ayse@example.com', now));
    }
    expect(pauses).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000, 900_000]);
  });

  it('folds case and Turkish dotted letters like the uniqueness claims', () => {
    const b = createLoginBackoff({ freeAttempts: 2 });
    b.begin('İLKER@example.com', 0);
    b.begin(' ilker@EXAMPLE.com ', 0);
    expect(b.begin('ılker@example.com', 0).retryAfterMs).toBeGreaterThan(0);
    expect(b.begin('baska@example.com', 0).retryAfterMs).toBe(0);
  });

  it('a success forgets the failures; an hour without attempts too', () => {
    const b = createLoginBackoff({ freeAttempts: 2 });
    b.begin('a', 0);
    b.succeeded(b.begin('a', 0).key!); // the second attempt was right
    expect(b.begin('a', 1).retryAfterMs).toBe(0);
    b.begin('a', 2); // second failure: paused until 30,002
    expect(b.begin('a', 3).retryAfterMs).toBe(29_999);
    expect(b.begin('a', 2 + 60 * 60_000 + 1).retryAfterMs).toBe(0);
  });

  it('remembers at most maxKeys identifiers, forgetting the least recently tried', () => {
    const b = createLoginBackoff({ freeAttempts: 1, maxKeys: 3 });
    for (const id of ['a', 'b', 'c']) b.begin(id, 0);
    expect(b.begin('a', 1).retryAfterMs).toBeGreaterThan(0); // still remembered; 'a' is now the newest
    b.begin('d', 1); // evicts 'b'
    expect(b.begin('b', 2).retryAfterMs).toBe(0);
    expect(b.begin('a', 2).retryAfterMs).toBeGreaterThan(0);
  });

  it('says in Turkish how long to wait', () => {
    expect(tooManyFailuresText(29_001)).toBe('Bu e-posta veya kullanıcı adıyla çok fazla hatalı giriş denemesi yapıldı. Lütfen 30 saniye sonra tekrar deneyin.');
    expect(tooManyFailuresText(61_000)).toMatch(/Lütfen 2 dakika sonra/);
  });
});
