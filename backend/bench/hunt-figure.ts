/**
 * Issue 30's figure: bonus hunt predictions accepted per second, and their p99, with 1,000 members
 * predicting at once over HTTP (the real app: session, validation, the hunt's stream, read-your-writes),
 * beside a bare Hono POST answered on the same machine in the same run. Goal: ≥ 1,000/s, p99 ≤ 50 ms.
 * Alone: `npx tsx backend/bench/hunt-figure.ts`.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { serializeSigned } from 'hono/utils/cookie';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../app.js';
import { startSession } from '../commands/accounts/accounts.js';
import { hashPassword } from '../commands/accounts/passwords.js';
import { addSlot, createHunt } from '../commands/hunts/hunts.js';
import { openBenchSite } from './bench-site.js';
import { register } from './site-history.js';

const MEMBERS = 1000;
const SECRET = 'bench-secret-bench-secret-bench-secret-01';

const listen = (fetch: (r: Request) => Response | Promise<Response>) =>
  new Promise<{ url: string; close: () => void }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    );
  });

/** Fires every request at once; the rate is answers per second of wall time, p99 over the answers' latencies. */
async function burst(requests: (() => Promise<Response>)[]) {
  const started = performance.now();
  const latencies = await Promise.all(
    requests.map(async (send) => {
      const t = performance.now();
      const res = await send();
      await res.arrayBuffer();
      if (res.status >= 300) throw new Error(`answer ${res.status}`);
      return performance.now() - t;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: requests.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)]! };
}

export async function huntPredictionFigure(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-hunt-'));
  const site = await openBenchSite(dir);
  try {
    const hash = await hashPassword('Kuzey-Yildizi-7');
    const cookies: string[] = [];
    for (let n = 0; n < MEMBERS; n += 1) {
      const { userId } = await register(site.deps, n, hash, site.ctx());
      const { sessionId } = await startSession(site.deps, userId, site.ctx());
      cookies.push((await serializeSigned('sid', sessionId, SECRET)).split(';')[0]!);
    }
    const { huntId } = await createHunt(
      site.deps,
      {
        title: 'Bench',
        startCost: 100_000,
        description: null,
        entryFee: 0,
        prizes: { first: 1, second: 1, third: 1, bestSlot: 1 },
      },
      site.ctx(),
    );
    const slot = await addSlot(site.deps, huntId, { name: 'Slot', provider: null, bet: 100 }, site.ctx());
    await site.deps.runner.waitFor(slot.position);
    const slotId = slot.state.status === 'none' ? '' : slot.state.slots[0]!.id;

    const app = await listen(createApp(site.deps, { secret: SECRET, authAttemptsPerMinute: 1000 }).fetch);
    const bare = await listen(new Hono().post('/p', async (c) => c.json(await c.req.json())).fetch);
    const body = (k: number) => JSON.stringify({ finalWin: 1000 + k, bestSlotId: slotId });
    const headers = (cookie: string) => ({ 'content-type': 'application/json', origin: app.url, cookie });
    const baseline = await burst(
      cookies.map(
        (_, k) => () =>
          fetch(`${bare.url}/p`, { method: 'POST', body: body(k), headers: { 'content-type': 'application/json' } }),
      ),
    );
    const measured = await burst(
      cookies.map(
        (cookie, k) => () =>
          fetch(`${app.url}/api/hunts/${huntId}/prediction`, { method: 'PUT', body: body(k), headers: headers(cookie) }),
      ),
    );
    app.close();
    bare.close();
    const met = measured.perSecond >= 1000 && measured.p99 <= 50;
    return [
      `Bonus hunt predictions, ${MEMBERS} members at once over HTTP (issue 30; goal ≥ 1,000/s, p99 ≤ 50 ms)`,
      `  bare Hono POST:      ${baseline.perSecond.toFixed(0)}/s, p99 ${baseline.p99.toFixed(1)} ms`,
      `  predictions (PUT):   ${measured.perSecond.toFixed(0)}/s, p99 ${measured.p99.toFixed(1)} ms  ${met ? 'met' : 'MISSED'}`,
    ].join('\n');
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await huntPredictionFigure());
  process.exit(0);
}
