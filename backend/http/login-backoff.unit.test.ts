import { describe, expect, it } from 'vitest';
import { MongoNetworkError, MongoServerError } from 'mongodb';
import { MongoLoginBackoff, type BackoffDoc } from './mongo-login-backoff.js';
import { pipelineCollection } from '../test-support/pipeline-collection.js';
import { createLoginBackoff, type LoginBackoff, type LoginBackoffOptions, tooManyFailuresText } from './login-backoff.js';

const fail = async (b: LoginBackoff, id: string, now: number) => (await b.begin(id, now)).retryAfterMs;

// The shared (MongoDB) backoff must behave exactly like the in-memory one: both run the same rules,
// the MongoDB one as an update pipeline, executed here by mingo on a collection double.
const kinds: [string, (o?: Partial<LoginBackoffOptions>) => LoginBackoff][] = [
  ['in memory', (o) => createLoginBackoff(o)],
  ['shared in MongoDB (its update pipeline)', (o) => new MongoLoginBackoff(pipelineCollection<BackoffDoc>(), console, o)],
];

describe.each(kinds)('login backoff, %s', (_kind, make) => {
  it('allows five failures, then pauses 30 s, doubling per further failure up to 15 minutes', async () => {
    const b = make();
    let now = 0;
    const first = [];
    for (let i = 0; i < 5; i += 1) first.push(await fail(b, 'ayse@example.com', now));
    expect(first).toEqual([0, 0, 0, 0, 0]);
    expect(await fail(b, 'ayse@example.com', now)).toBe(30_000);
    const pauses = [];
    for (let i = 0; i < 8; i += 1) {
      now += 16 * 60_000; // past any pause
      expect(await fail(b, 'ayse@example.com', now)).toBe(0);
      pauses.push(await fail(b, 'ayse@example.com', now));
    }
    expect(pauses).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000, 900_000]);
  });

  it('folds case and Turkish dotted letters like the uniqueness claims', async () => {
    const b = make({ freeAttempts: 2 });
    await b.begin('İLKER@example.com', 0);
    await b.begin(' ilker@EXAMPLE.com ', 0);
    expect(await fail(b, 'ılker@example.com', 0)).toBeGreaterThan(0);
    expect(await fail(b, 'baska@example.com', 0)).toBe(0);
  });

  it('a success forgets the failures; an hour without attempts too', async () => {
    const b = make({ freeAttempts: 2 });
    await b.begin('a', 0);
    await b.succeeded((await b.begin('a', 0)).key!); // the second attempt was right
    expect(await fail(b, 'a', 1)).toBe(0);
    await b.begin('a', 2); // second failure: paused until 30,002
    expect(await fail(b, 'a', 3)).toBe(29_999);
    expect(await fail(b, 'a', 2 + 60 * 60_000 + 1)).toBe(0);
  });

  it('a refused attempt while paused does not lengthen the pause', async () => {
    const b = make({ freeAttempts: 1 });
    await b.begin('b', 0); // first failure: paused until 30,000
    expect(await fail(b, 'b', 10_000)).toBe(20_000);
    expect(await fail(b, 'b', 20_000)).toBe(10_000);
    expect(await fail(b, 'b', 30_000)).toBe(0); // the pause is over: counted as the second failure
    expect(await fail(b, 'b', 30_000)).toBe(60_000);
  });
});

describe('login backoff', () => {
  it('in memory remembers at most maxKeys identifiers, forgetting the least recently tried', async () => {
    const b = createLoginBackoff({ freeAttempts: 1, maxKeys: 3 });
    for (const id of ['a', 'b', 'c']) await b.begin(id, 0);
    expect(await fail(b, 'a', 1)).toBeGreaterThan(0); // still remembered; 'a' is now the newest
    await b.begin('d', 1); // evicts 'b'
    expect(await fail(b, 'b', 2)).toBe(0);
    expect(await fail(b, 'a', 2)).toBeGreaterThan(0);
  });

  it('shared in MongoDB stores a hash of the identifier, never the e-mail, with an expiry a TTL index can drop', async () => {
    const docs = pipelineCollection<BackoffDoc>();
    const b = new MongoLoginBackoff(docs, console);
    await b.begin('Ayse@Example.com', 1_000);
    const [stored] = [...docs.docs.values()];
    expect(JSON.stringify(stored)).not.toMatch(/ayse|example/i);
    expect(stored!.expireAt).toEqual(new Date(1_000 + 60 * 60_000));
  });

  it('shared in MongoDB lets attempts through, and logs once, while MongoDB does not answer', async () => {
    const errors: unknown[] = [];
    const down = {
      findOneAndUpdate: () => Promise.reject(new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017')),
      deleteOne: () => Promise.reject(new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017')),
    };
    const b = new MongoLoginBackoff(down, { error: (...a: unknown[]) => errors.push(a) }, { freeAttempts: 0 });
    expect(await fail(b, 'a', 0)).toBe(0);
    expect(await fail(b, 'a', 0)).toBe(0);
    await b.succeeded('x');
    expect(errors).toHaveLength(1);
  });

  it('shared in MongoDB fails the attempt on an error that is no outage (no right to write), never lets it through', async () => {
    const errors: unknown[] = [];
    const refused = new MongoServerError({
      message: 'not authorized on app to execute command',
      code: 13,
      codeName: 'Unauthorized',
    });
    const docs = { findOneAndUpdate: () => Promise.reject(refused), deleteOne: () => Promise.resolve() };
    const b = new MongoLoginBackoff(docs, { error: (...a: unknown[]) => errors.push(a) });
    await expect(b.begin('a', 0)).rejects.toBe(refused);
    expect(errors).toEqual([]);
  });

  it('says in Turkish how long to wait', () => {
    expect(tooManyFailuresText(29_001)).toBe(
      'Bu e-posta veya kullanıcı adıyla çok fazla hatalı giriş denemesi yapıldı. Lütfen 30 saniye sonra tekrar deneyin.',
    );
    expect(tooManyFailuresText(61_000)).toMatch(/Lütfen 2 dakika sonra/);
  });
});
