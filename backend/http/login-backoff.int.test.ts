import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../test-support/harness.js';

let h: Harness;
afterEach(async () => h?.close());

let now = Date.parse('2025-05-02T09:00:00Z');
const clock = () => new Date(now);
const login = (email: string, password: string) => h.request('POST', '/api/auth/login', { body: { email, password } });
/** Status, message and Retry-After of each attempt: everything a guesser can see. */
const seen = async (email: string, passwords: string[]) => {
  const out = [];
  for (const p of passwords) {
    const res = await login(email, p);
    out.push({ status: res.status, message: (await json(res)).message, retryAfter: res.headers.get('retry-after') });
  }
  return out;
};

describe('login backoff per account', () => {
  it('answers a known and an unknown e-mail exactly alike: five failures, then a Turkish 429', async () => {
    h = await createHarness({ clock });
    await registerMember(h, 'elif');
    const wrong = Array.from({ length: 7 }, (_, i) => `yanlis${i}`);
    const known = await seen('elif@example.com', wrong);
    const unknown = await seen('kimse@example.com', wrong);
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(known[5]).toEqual({
      status: 429,
      message: 'Bu e-posta veya kullanıcı adıyla çok fazla hatalı giriş denemesi yapıldı. Lütfen 30 saniye sonra tekrar deneyin.',
      retryAfter: '30',
    });
    // While paused even the right password waits, as it would for an account that does not exist.
    expect((await login('ELIF@example.com', 'Kuzey-Yildizi-7')).status).toBe(429);
    expect((await login('elif', 'Kuzey-Yildizi-7')).status).toBe(200); // another identifier, another counter
  });

  it('lets the member in once the pause is over, and a success clears the count', async () => {
    h = await createHarness({ clock });
    await registerMember(h, 'mert');
    for (let i = 0; i < 5; i += 1) await login('mert@example.com', 'yanlis');
    now += 31_000;
    expect((await login('mert@example.com', 'Kuzey-Yildizi-7')).status).toBe(200);
    expect((await seen('mert@example.com', ['a', 'b', 'c', 'd', 'e'])).every((a) => a.status === 401)).toBe(true);
  });

  it('doubles the pause for each failure after it', async () => {
    h = await createHarness({ clock });
    for (let i = 0; i < 5; i += 1) await login('deneme@example.com', 'yanlis');
    now += 31_000;
    const [sixth, seventh] = await seen('deneme@example.com', ['yanlis', 'yanlis']);
    expect(sixth!.status).toBe(401);
    expect(seventh).toMatchObject({ status: 429, retryAfter: '60' });
  });

  it('counts concurrent guesses as they start: twenty at once, five reach the password check', async () => {
    h = await createHarness({ clock });
    await registerMember(h, 'zeynep');
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => login('zeynep@example.com', `tahmin${i}`)));
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('stands beside the per-address limit, which still answers first', async () => {
    h = await createHarness({ clock, authAttemptsPerMinute: 3 });
    const statuses = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'])
      statuses.push((await login(email, 'x')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
