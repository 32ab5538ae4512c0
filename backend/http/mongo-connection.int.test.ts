import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ErrorType } from '@eventstore/db-client';
import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMongoClient } from '../core/read-store/mongo-client.js';
import { createMongoReadStore } from '../core/read-store/mongo-read-store.js';
import { onError } from './errors.js';
import { sharedNoticesAvailable } from './mongo-change-streams.js';
import { connectMongo, retryAtStartup, StartupError, UNAVAILABLE_MESSAGE } from './mongo-connection.js';

/** A MongoDB that froze: it accepts connections and never answers a byte. */
let frozen: Server;
const sockets = new Set<Socket>();
let frozenUrl: string;
beforeAll(async () => {
  frozen = createServer((socket) => (sockets.add(socket), socket.on('close', () => sockets.delete(socket))));
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  frozenUrl = `mongodb://127.0.0.1:${(frozen.address() as AddressInfo).port}/app?directConnection=true`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => frozen.close(resolve));
});

describe('a MongoDB that does not answer (item 2)', () => {
  it('a request that needs it answers 503 with the Turkish message within about 5 s, not a hang', async () => {
    const client = newMongoClient(frozenUrl);
    const read = await createMongoReadStore(client);
    const app = new Hono().get('/cards', async (c) => c.json(await read.collection('cards').find({}))).onError(onError);
    const started = Date.now();
    const res = await app.request('/cards');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(5500);
    expect(sockets.size).toBeGreaterThan(0); // it did reach the frozen server, and gave up on it
    await client.close();
  });

  it('an EventStoreDB out of reach answers 503 too', async () => {
    const unavailable = Object.assign(new Error('14 UNAVAILABLE: No connection established'), { type: ErrorType.UNAVAILABLE });
    const app = new Hono().post('/x', () => Promise.reject(unavailable)).onError(onError);
    const res = await app.request('/x', { method: 'POST' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe(UNAVAILABLE_MESSAGE);
  });

  it('at start, retries with a line each time, then gives up with one clear line after STARTUP_TIMEOUT_S', async () => {
    const lines: string[] = [];
    const log = { error: (line: string) => lines.push(line) };
    let tries = 0;
    const err = await retryAtStartup('EventStoreDB', () => Promise.reject(new Error(`refused ${(tries += 1)}`)), {
      timeoutS: 0.3,
      log,
      pauseMs: 50,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toMatch(/^EventStoreDB could not be reached within 0.3 s \(STARTUP_TIMEOUT_S\): refused \d+$/);
    expect(lines.length).toBe(tries - 1);
    expect(lines[0]).toBe('[startup] EventStoreDB not reachable yet (attempt 1): refused 1; trying again');
    // And a success after failures is a start.
    let n = 0;
    expect(
      await retryAtStartup('x', async () => ((n += 1), n < 3 ? Promise.reject(new Error('no')) : n), {
        timeoutS: 5,
        log,
        pauseMs: 1,
      }),
    ).toBe(3);
  });

  it('connecting to the frozen server gives up within the start-up timeout', async () => {
    const lines: string[] = [];
    const started = Date.now();
    const err = await connectMongo(frozenUrl, { timeoutS: 1, log: { error: (l: string) => lines.push(l) } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toMatch(/^MongoDB could not be reached within 1 s/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('change streams at start (item 3)', () => {
  const db = {} as Db;
  const standalone = () => Promise.resolve(false);
  it('ROLE=web and ROLE=projector refuse a standalone server with a clear message', async () => {
    for (const role of ['web', 'projector'] as const) {
      const err = await sharedNoticesAvailable(db, role, console, standalone).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StartupError);
      expect((err as Error).message).toMatch(new RegExp(`^ROLE=${role} needs MongoDB change streams`));
    }
  });

  it('ROLE=all on a standalone server warns that notices stay in-process, and goes on without the adapter', async () => {
    const lines: string[] = [];
    expect(await sharedNoticesAvailable(db, 'all', { error: (l: string) => lines.push(l) }, standalone)).toBe(false);
    expect(lines).toEqual(['[realtime] MongoDB is a standalone server (no change streams): live notices stay in this process.']);
    expect(await sharedNoticesAvailable(db, 'web', console, () => Promise.resolve(true))).toBe(true);
  });
});
