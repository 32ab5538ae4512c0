import { readFileSync } from 'node:fs';
import { siteCall } from '../test-support/site-call.js';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.js';
import { staffLogin } from '../test-support/two-factor.js';
import { compareRuns, ms, type Row } from './report.js';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-admin-1' };
const env = (dir: string) => ({
  DATA_DIR: dir,
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  AUTH_RATE_LIMIT: '1000000',
});

/** The server's own figure: from its first line of code to listening, history loaded (module loading excluded). */
const readyIn = (s: SpawnedServer) => Number(/in (\d+) ms/.exec(s.output())![1]);
const rssMb = (s: SpawnedServer) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.child.pid}/status`, 'utf8'))![1]) / 1024;

async function login(url: string, body: object) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The site's main screens once, as a visitor, a member and staff open them after a restart: what they
 * read is in memory afterwards, so the memory figure is the site's working memory, not an empty start's.
 */
async function browse(url: string, dir: string) {
  const member = await login(url, { email: 'uye0', password: 'benchpw1' });
  // Both steps of the staff login (STAFF_2FA=required): enrolled on the first, a computed code after.
  const staff = await staffLogin(
    siteCall(() => url),
    dir,
    BENCH_ADMIN.email,
    BENCH_ADMIN.password,
    () => new Date(),
  );
  const pages: [string, string | null][] = [
    ...[
      '/api/cards',
      '/api/leaderboard',
      '/api/leaderboard?period=week',
      '/api/leaderboard?period=month',
      '/api/events',
      '/api/rewards/active',
      '/api/ticket-companies',
      '/api/draws',
    ].map((p) => [p, null] as [string, null]),
    ...['/api/auth/user', '/api/points/ledger', '/api/ticket-applications', '/api/ticket-numbers', '/api/user-rewards'].map(
      (p) => [p, member] as [string, string],
    ),
    ...[
      '/api/admin/dashboard',
      '/api/admin/ticket-applications',
      '/api/admin/reward-orders',
      '/api/rewards',
      '/api/analytics/overview?period=month',
      '/api/analytics/traffic?period=month',
    ].map((p) => [p, staff] as [string, string]),
  ];
  for (const [path, cookie] of pages) {
    const res = await fetch(url + path, { headers: cookie ? { cookie } : {} });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
}

async function restart(dir: string) {
  const server = await spawnServer(env(dir), 600_000);
  const ready = readyIn(server);
  await browse(server.url, dir);
  const rss = rssMb(server);
  await server.kill('SIGTERM');
  return { ready, rss };
}

/**
 * Server start and memory on a long history against a short one, both restarts of a site that ran
 * before (its read models kept beside the log), as an operator's restart is: each run restarts both.
 */
export async function startFigures(
  small: { dir: string; events: number },
  large: { dir: string; events: number },
): Promise<Row[]> {
  const first: Record<string, number> = {};
  for (const site of [small, large]) {
    const server = await spawnServer(env(site.dir), 1_800_000);
    first[site.dir] = readyIn(server);
    await server.kill('SIGTERM');
  }
  console.info(
    `  first starts (the whole log replayed once): ${ms(first[small.dir]!)} at ${small.events}, ${ms(first[large.dir]!)} at ${large.events} events`,
  );
  const samples: Record<'ready' | 'rss', { baseline: number; subject: number }[]> = { ready: [], rss: [] };
  const run = async () => {
    const [a, b] = [await restart(small.dir), await restart(large.dir)];
    samples.rss.push({ baseline: a.rss, subject: b.rss });
    return { baseline: a.ready, subject: b.ready };
  };
  const start = await compareRuns(run);
  const rss = await compareRuns(() => Promise.resolve(samples.rss.shift()!));
  const [k, n] = [
    `${small.events / 1000}k`,
    large.events >= 1e6 ? `${large.events / 1e6}M` : `${Math.round(large.events / 1000)}k`,
  ];
  return [
    {
      figure: `server start, ${n} ÷ ${k} events`,
      baseline: ms(start.baseline),
      measured: ms(start.subject),
      ratio: start.ratio,
      goal: '≤ 2×',
      met: start.ratio <= 2,
    },
    {
      figure: `RSS after start and main screens, ${n} ÷ ${k}`,
      baseline: `${rss.baseline.toFixed(0)} MB`,
      measured: `${rss.subject.toFixed(0)} MB`,
      ratio: rss.ratio,
      goal: '≤ 1.5×',
      met: rss.ratio <= 1.5,
    },
  ];
}
