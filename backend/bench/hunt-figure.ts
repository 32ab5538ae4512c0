/**
 * Issue 30's figure: bonus hunt predictions accepted per second, and their p99, beside a bare Hono POST
 * measured with the same load in the same run. Goal: ≥ 1,000/s, p99 ≤ 50 ms.
 *
 * The load (docs/hunts.md, "The predictions benchmark"): 1,000 members predict "at once" the way a
 * stream's chat does, through a fixed number of keep-alive connections (BENCH_HUNT_CONNECTIONS, 50)
 * that together send the 1,000 predictions, each connection its next one as soon as the last is
 * answered. A round is the 1,000; the first round of each server warms it up, then BENCH_HUNT_ROUNDS
 * (5) rounds of each, site and bare in turn, and the medians are printed. Both servers run in their own
 * process (the real server: session, validation, the hunt's stream on a durable SQLite log,
 * read-your-writes), this one only sends and times.
 * Alone: `npm run bench:hunts`.
 */
import { serializeSigned } from 'hono/utils/cookie';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSession } from '../commands/accounts/sessions/sessions.js';
import { hashPassword } from '../commands/accounts/account/passwords.js';
import { addSlot, createHunt } from '../commands/hunts/hunts.js';
import { spawnServer } from '../test-support/spawn-server.js';
import { startBare } from './bare-process.js';
import { openBenchSite } from './bench-site.js';
import { type Load, round } from './keep-alive-load.js';
import { register } from './site-history.js';

const MEMBERS = 1000;
const CONNECTIONS = Number(process.env.BENCH_HUNT_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_HUNT_ROUNDS ?? 5);
const SECRET = 'bench-secret-bench-secret-bench-secret-01';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A data folder with the members (and their sessions) and an open hunt, made by the slices' own commands. */
async function prepare(dir: string) {
  const site = await openBenchSite(dir);
  try {
    const hash = await hashPassword('Kuzey-Yildizi-7');
    const cookies: string[] = [];
    for (let n = 0; n < MEMBERS; n += 1) {
      const { userId } = await register(site.deps, n, hash, site.ctx());
      const { sessionId } = await startSession(site.deps, userId, site.ctx());
      cookies.push((await serializeSigned('sid', sessionId, SECRET)).split(';')[0]!);
    }
    const hunt = { title: 'Bench', startCost: 100_000, description: null, entryFee: 0 };
    const prizes = { first: 1, second: 1, third: 1, bestSlot: 1 };
    const { huntId } = await createHunt(site.deps, { ...hunt, prizes }, site.ctx());
    const slot = await addSlot(site.deps, huntId, { name: 'Slot', provider: null, bet: 100 }, site.ctx());
    await site.deps.runner.waitFor(slot.position);
    const slotId = slot.state.status === 'none' ? '' : slot.state.slots[0]!.id;
    return { cookies, huntId, slotId };
  } finally {
    await site.close();
  }
}

const fmt = (f: { perSecond: number; p99: number }) => `${f.perSecond.toFixed(0)}/s, p99 ${f.p99.toFixed(1)} ms`;

export async function huntPredictionFigure(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-hunt-'));
  const { cookies, huntId, slotId } = await prepare(dir);
  writeFileSync(path.join(dir, 'bare.json'), '[]');
  // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": where the server spends the figure's time.
  const serverArgs = process.env.BENCH_HUNT_SERVER_ARGS?.split(' ') ?? [];
  const site = await spawnServer({ DATA_DIR: dir, SESSION_SECRET: SECRET }, 30_000, serverArgs);
  const bare = await startBare(path.join(dir, 'bare.json'));
  try {
    // Every round changes every member's prediction (an identical one would append nothing).
    const body = (r: number, m: number) => JSON.stringify({ finalWin: 10_000 * (r + 1) + m, bestSlotId: slotId });
    const predictions = (r: number): Load => ({
      url: `${site.url}/api/hunts/${huntId}/prediction`,
      method: 'PUT',
      request: (m) => ({ body: body(r, m), headers: { origin: site.url, cookie: cookies[m]! } }),
    });
    const echo = (r: number): Load => ({ url: `${bare.url}/echo`, method: 'POST', request: (m) => ({ body: body(r, m) }) });
    await round(echo(0), MEMBERS, CONNECTIONS);
    await round(predictions(0), MEMBERS, CONNECTIONS);
    const runs = { bare: [] as { perSecond: number; p99: number }[], site: [] as { perSecond: number; p99: number }[] };
    for (let r = 1; r <= ROUNDS; r += 1) {
      runs.bare.push(await round(echo(r), MEMBERS, CONNECTIONS));
      runs.site.push(await round(predictions(r), MEMBERS, CONNECTIONS));
    }
    const of = (xs: { perSecond: number; p99: number }[]) => ({
      perSecond: median(xs.map((x) => x.perSecond)),
      p99: median(xs.map((x) => x.p99)),
    });
    const [b, s] = [of(runs.bare), of(runs.site)];
    const met = s.perSecond >= 1000 && s.p99 <= 50;
    return [
      `Bonus hunt predictions (issue 30; goal ≥ 1,000/s, p99 ≤ 50 ms): ${MEMBERS} members through ${CONNECTIONS} keep-alive connections, median of ${ROUNDS} rounds`,
      `  bare Hono POST (baseline):  ${fmt(b)}`,
      `  predictions (PUT, durable): ${fmt(s)}  ${met ? 'met' : 'MISSED'}`,
      `  ratio predictions ÷ bare: ${(s.perSecond / b.perSecond).toFixed(2)}× throughput, ${(s.p99 / b.p99).toFixed(1)}× p99`,
      `  each round: ${runs.site.map(fmt).join(' · ')}`,
    ].join('\n');
  } finally {
    bare.child.kill();
    await site.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await huntPredictionFigure());
  process.exit(0);
}
