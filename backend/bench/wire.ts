/**
 * `npm run bench` (wire group): the site over real sockets, against baselines measured in the same run.
 * A real server process (embedded default) and a bare @hono/node-server process serving the same bytes
 * are loaded by autocannon; 1,000 Socket.IO clients time a staff change's notice. Each figure is the
 * median of 3 runs and is printed beside its goal (issue 12). BENCH_WIRE_SECONDS sets a run's length.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import { spawnServer } from '../test-support/spawn-server.js';

const SECONDS = Number(process.env.BENCH_WIRE_SECONDS ?? 5);
const RUNS = 3;
const CLIENTS = Number(process.env.BENCH_WIRE_CLIENTS ?? 1000);
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../frontend/dist');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const admin = { email: 'bench@example.com', password: 'bench-admin-1' };

const dir = mkdtempSync(path.join(tmpdir(), 'bench-wire-'));
const site = await spawnServer({
  DATA_DIR: dir,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  TRACKING_RATE_LIMIT: '1000000000',
  AUTH_RATE_LIMIT: '1000000',
});

async function call(method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(site.url + url, {
    method,
    headers: { 'content-type': 'application/json', origin: site.url, ...(cookie && { cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

// The site as a visitor finds it: 20 cards, members on the leaderboard.
const staff = cookieOf(await call('POST', '/api/auth/login', { email: admin.email, password: admin.password }));
for (let i = 0; i < 20; i += 1) {
  await call('POST', '/api/cards', { title: `Site ${i + 1}`, subtitle: 'Hoş geldin bonusu', link: `https://site${i}.example`, sortOrder: i }, staff);
}
const members: string[] = [];
for (let i = 0; i < 10; i += 1) {
  const body = { username: `uye${i}`, email: `uye${i}@example.com`, password: 'parola123' };
  members.push(cookieOf(await call('POST', '/api/auth/register', body)));
  // Points, so the leaderboard lists them (members without points are not on it).
  const streamUrl = `https://kick.com/uye${i}-yayin`;
  await call('POST', '/api/streaming-verifications', { adminStreamUrl: streamUrl, pointsReward: 100 + i }, staff);
  await call('POST', '/api/user/update-stream', { streamUrl }, members[i]);
}

// The bytes the real server sends for each route, served again by the bare baseline.
const largestAsset = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .sort((a, b) => statSync(path.join(dist, 'assets', b)).size - statSync(path.join(dist, 'assets', a)).size)[0]!;
const routes = [
  { name: 'GET /api/cards (20 cards)', path: '/api/cards' },
  { name: 'GET /api/leaderboard', path: '/api/leaderboard' },
  { name: 'GET / (SPA HTML)', path: '/' },
  { name: 'a static asset', path: `/assets/${largestAsset}` },
];
const bareRoutes = await Promise.all(
  routes.map(async (r, i) => {
    const res = await fetch(site.url + r.path);
    const file = path.join(dir, `bare-${i}`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return { path: r.path, file, type: res.headers.get('content-type') ?? 'application/octet-stream' };
  }),
);
writeFileSync(path.join(dir, 'bare.json'), JSON.stringify(bareRoutes));
const bare = await startBare(path.join(dir, 'bare.json'));

function startBare(routesFile: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts'), routesFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => child.stdout.on('data', (d: Buffer) => {
    const m = d.toString().match(/bare ready on (\S+)/);
    if (m) resolve({ url: m[1]!, child });
  }));
}

async function load(opts: autocannon.Options) {
  const result = await autocannon({ connections: 50, duration: SECONDS, ...opts });
  return { rps: result.requests.average * (result['2xx'] / Math.max(1, result['2xx'] + result.non2xx)), non2xx: result.non2xx };
}

const rows: [string, string, string, boolean][] = [];
const row = (figure: string, measured: string, goal: string, met: boolean) => rows.push([figure, measured, goal, met]);

// 1. Public reads ÷ bare.
for (const r of routes) {
  const ratios: number[] = [];
  const subject: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const s = await load({ url: site.url + r.path });
    const b = await load({ url: bare.url + r.path });
    ratios.push(s.rps / b.rps);
    subject.push(s.rps);
  }
  const ratio = median(ratios);
  row(`${r.name} req/s ÷ bare`, `${ratio.toFixed(2)} (${Math.round(median(subject))} req/s)`, '≥ 0.8', ratio >= 0.8);
}

// 2. Page-view ingestion, and a member's command p99 alone and during it.
const pageView = { url: `${site.url}/api/analytics/page-view`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/market', referrer: 'https://www.google.com/' }) };
async function commandLatencies(untilMs: number) {
  const latencies: number[] = [];
  for (let n = 0; Date.now() < untilMs; n += 1) {
    const t = performance.now();
    await call('POST', '/api/user/update-stream', { streamUrl: `https://kick.com/uye0-${n}` }, members[0]);
    latencies.push(performance.now() - t);
  }
  return latencies;
}
const ingestion: number[] = [];
const p99Alone: number[] = [];
const p99Loaded: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  p99Alone.push(quantile(await commandLatencies(Date.now() + SECONDS * 1000), 0.99));
  const flood = load({ ...pageView, connections: 100 });
  const during = commandLatencies(Date.now() + SECONDS * 1000);
  ingestion.push((await flood).rps);
  p99Loaded.push(quantile(await during, 0.99));
}
row('page-view ingestion over HTTP', `${Math.round(median(ingestion))}/s`, '≥ 20000/s', median(ingestion) >= 20_000);
const [alone, loaded] = [median(p99Alone), median(p99Loaded)];
row('member command p99 during ingestion ÷ alone', `${loaded.toFixed(1)} ms vs ${alone.toFixed(1)} ms (${(loaded / alone).toFixed(1)}×)`, '≤ 2× and ≤ 15 ms', loaded / alone <= 2 && loaded <= 15);

// 3. A staff change's notice at 1,000 clients.
const sockets: Socket[] = [];
const arrivals: number[] = [];
let sentAt = 0;
for (let i = 0; i < CLIENTS; i += 1) {
  const s = io(site.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  s.on('changed', (n: { topic: string }) => n.topic === 'site-settings' && sentAt && arrivals.push(performance.now() - sentAt));
  sockets.push(s);
}
await Promise.all(sockets.map((s) => (s.connected ? Promise.resolve() : new Promise<void>((r) => s.once('connect', () => r())))));
const p50s: number[] = [];
const p99s: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  for (let k = 0; k < 5; k += 1) {
    arrivals.length = 0;
    sentAt = performance.now();
    await call('PUT', '/api/site-settings', { settings: [{ key: 'marqueeText', value: `Duyuru ${i}-${k}` }] }, staff);
    const deadline = Date.now() + 5000;
    while (arrivals.length < CLIENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    p50s.push(quantile(arrivals, 0.5));
    p99s.push(quantile(arrivals, 0.99));
    sentAt = 0;
    await new Promise((r) => setTimeout(r, 200)); // past the notice window: the next change leads again
  }
}
for (const s of sockets) s.close();
const [p50, p99] = [median(p50s), median(p99s)];
row(`command → notice at ${CLIENTS} clients, p50 / p99`, `${p50.toFixed(0)} / ${p99.toFixed(0)} ms`, '≤ 10 / ≤ 25 ms', p50 <= 10 && p99 <= 25);

// 4. Compression offered to a client that accepts it (text over 1 KB; a smaller answer is not counted).
const compressed: string[] = [];
const raw: string[] = [];
let small = 0;
for (const r of routes) {
  const plainBytes = (await (await fetch(site.url + r.path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
  const res = await fetch(site.url + r.path, { headers: { 'accept-encoding': 'br, gzip' } });
  const encoding = res.headers.get('content-encoding');
  await res.arrayBuffer();
  if (!encoding && plainBytes <= 1024) small += 1;
  else (encoding ? compressed : raw).push(`${r.path.slice(0, 24)}${encoding ? ` (${encoding})` : ` (${plainBytes} B)`}`);
}
const counted = compressed.length + raw.length;
const note = `${small ? `; ${small} under 1 KB` : ''}${raw.length ? `; raw: ${raw.join(', ')}` : ''}`;
row('responses compressed when accepted', `${compressed.length}/${counted}${note}`, 'every text response over 1 KB', raw.length === 0);

bare.child.kill();
await site.kill();

console.log(`\nOver the wire (real sockets, median of ${RUNS} runs of ${SECONDS} s; baselines in the same run)\n`);
const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => String(r[c]).length), ['figure', 'measured', 'goal'][c]!.length));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(line(['figure', 'measured', 'goal', '']));
for (const [figure, measured, goal, met] of rows) console.log(line([figure, measured, goal, met ? 'met' : 'MISSED']));
process.exit(0);
