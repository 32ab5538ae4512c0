/**
 * `npm run bench` (wire group): the site over real sockets, against baselines measured in the same run.
 * A real server process (embedded default) and a bare @hono/node-server process serving the same bytes
 * are loaded by autocannon; 1,000 Socket.IO clients time a staff change's notice. Each figure is the
 * median of 3 runs and is printed beside its goal (issue 12). BENCH_WIRE_SECONDS sets a run's length.
 */
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { siteCall } from '../test-support/site-call.js';
import { spawnServer } from '../test-support/spawn-server.js';
import { startBare } from './bare-process.js';
import { staffLogin } from '../test-support/two-factor.js';
import { noticeLatencies } from './notice-figure.js';

const SECONDS = Number(process.env.BENCH_WIRE_SECONDS ?? 5);
const RUNS = 3;
const CLIENTS = Number(process.env.BENCH_WIRE_CLIENTS ?? 1000);
/** BENCH_WIRE_ONLY=reads,ingestion,notice,compression: only these groups (all by default). */
const ONLY = process.env.BENCH_WIRE_ONLY?.split(',');
const only = (group: string) => !ONLY || ONLY.includes(group);
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../frontend/dist');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const admin = { email: 'bench@example.com', password: 'bench-admin-1' };

const dir = mkdtempSync(path.join(tmpdir(), 'bench-wire-'));
const site = await spawnServer(
  {
    DATA_DIR: dir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRACKING_RATE_LIMIT: '1000000000',
    AUTH_RATE_LIMIT: '1000000',
  },
  30_000,
  // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": where the server spends a figure's time.
  process.env.BENCH_WIRE_SERVER_ARGS?.split(' ') ?? [],
);

async function call(method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(site.url + url, {
    method,
    headers: { 'content-type': 'application/json', origin: site.url, ...(cookie && { cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

// The site as a visitor finds it: 20 cards, members on the leaderboard.
// Staff log in with both steps, as the default STAFF_2FA=required asks (enrolled on the first login).
const staff = await staffLogin(
  siteCall(() => site.url),
  dir,
  admin.email,
  admin.password,
  () => new Date(),
);
for (let i = 0; i < 20; i += 1) {
  await call(
    'POST',
    '/api/cards',
    { title: `Site ${i + 1}`, subtitle: 'Hoş geldin bonusu', link: `https://site${i}.example`, sortOrder: i },
    staff,
  );
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

// The response the real server sends for each route (headers and body), served again by the bare baseline:
// the figure is then what the site does per request, not what it sends.
const largestAsset = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .sort((a, b) => statSync(path.join(dist, 'assets', b)).size - statSync(path.join(dist, 'assets', a)).size)[0]!;
/** Set per connection or per moment by the HTTP layer itself, in both servers alike. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
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
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    });
    return { path: r.path, file, headers };
  }),
);
writeFileSync(path.join(dir, 'bare.json'), JSON.stringify(bareRoutes));
const bare = await startBare(path.join(dir, 'bare.json'));

async function load(opts: autocannon.Options) {
  const result = await autocannon({ connections: 50, duration: SECONDS, ...opts });
  return { rps: result.requests.average * (result['2xx'] / Math.max(1, result['2xx'] + result.non2xx)), non2xx: result.non2xx };
}

const rows: [string, string, string, boolean][] = [];
const row = (figure: string, measured: string, goal: string, met: boolean) => rows.push([figure, measured, goal, met]);

// 1. Public reads ÷ bare.
for (const r of only('reads') ? routes : []) {
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
const pageView = {
  url: `${site.url}/api/analytics/page-view`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ path: '/market', referrer: 'https://www.google.com/' }),
};
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
const bareIngestion: number[] = [];
const p99Alone: number[] = [];
const p99Loaded: number[] = [];
for (let i = 0; i < (only('ingestion') ? RUNS : 0); i += 1) {
  p99Alone.push(quantile(await commandLatencies(Date.now() + SECONDS * 1000), 0.99));
  // The flood runs on its own thread: generating 100 connections' requests on this one would delay
  // reading the member's answers, and charge the load generator's own work to the site's command p99.
  const flood = load({ ...pageView, connections: 100, workers: 1 });
  const during = commandLatencies(Date.now() + SECONDS * 1000);
  ingestion.push((await flood).rps);
  p99Loaded.push(quantile(await during, 0.99));
  bareIngestion.push((await load({ ...pageView, url: `${bare.url}/ingest`, connections: 100, workers: 1 })).rps);
}
if (only('ingestion')) {
  const ceiling = Math.round(median(bareIngestion));
  row(
    'page-view ingestion over HTTP',
    `${Math.round(median(ingestion))}/s (a bare POST answering 202 at once: ${ceiling}/s)`,
    '≥ 20000/s',
    median(ingestion) >= 20_000,
  );
  const [alone, loaded] = [median(p99Alone), median(p99Loaded)];
  row(
    'member command p99 during ingestion ÷ alone',
    `${loaded.toFixed(1)} ms vs ${alone.toFixed(1)} ms (${(loaded / alone).toFixed(1)}×)`,
    '≤ 2× and ≤ 15 ms',
    loaded / alone <= 2 && loaded <= 15,
  );
}

// 3. A staff change's notice at 1,000 clients (spread over worker threads, see notice-figure.ts), beside the
// same clients hearing a bare Socket.IO server's broadcast: the platform's floor for the fan-out.
if (only('notice')) {
  const threads = process.env.BENCH_WIRE_THREADS ? Number(process.env.BENCH_WIRE_THREADS) : undefined;
  const common = { clients: CLIENTS, topic: 'site-settings', rounds: RUNS * 5, threads };
  const rounds = await noticeLatencies({
    ...common,
    url: site.url,
    change: (i) => call('PUT', '/api/site-settings', { settings: [{ key: 'marqueeText', value: `Duyuru ${i}` }] }, staff),
  });
  const floor = await noticeLatencies({
    ...common,
    url: bare.url,
    change: () => fetch(`${bare.url}/notice`, { method: 'POST', body: JSON.stringify({ topic: common.topic }) }),
  });
  if (process.env.BENCH_WIRE_VERBOSE) console.table(rounds);
  const p50 = (xs: typeof rounds) => median(xs.map((r) => r.p50));
  const p99 = (xs: typeof rounds) => median(xs.map((r) => r.p99));
  const missed = rounds.reduce((n, r) => n + CLIENTS - r.heard, 0);
  const note = [
    `the command answers in ${median(rounds.map((r) => r.answered)).toFixed(0)} ms`,
    `a bare broadcast: ${p50(floor).toFixed(0)} / ${p99(floor).toFixed(0)} ms`,
    ...(missed ? [`${missed} notices not heard within 5 s`] : []),
  ].join('; ');
  row(
    `command → notice at ${CLIENTS} clients, p50 / p99`,
    `${p50(rounds).toFixed(0)} / ${p99(rounds).toFixed(0)} ms (${note})`,
    '≤ 10 / ≤ 25 ms',
    p50(rounds) <= 10 && p99(rounds) <= 25 && !missed,
  );
}

// 4. Compression offered to a client that accepts it (text over 1 KB; a smaller answer is not counted).
const compressed: string[] = [];
const raw: string[] = [];
let small = 0;
for (const r of only('compression') ? routes : []) {
  const plainBytes = (await (await fetch(site.url + r.path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
    .byteLength;
  const res = await fetch(site.url + r.path, { headers: { 'accept-encoding': 'br, gzip' } });
  const encoding = res.headers.get('content-encoding');
  await res.arrayBuffer();
  if (!encoding && plainBytes <= 1024) small += 1;
  else (encoding ? compressed : raw).push(`${r.path.slice(0, 24)}${encoding ? ` (${encoding})` : ` (${plainBytes} B)`}`);
}
const counted = compressed.length + raw.length;
const note = `${small ? `; ${small} under 1 KB` : ''}${raw.length ? `; raw: ${raw.join(', ')}` : ''}`;
if (only('compression'))
  row(
    'responses compressed when accepted',
    `${compressed.length}/${counted}${note}`,
    'every text response over 1 KB',
    raw.length === 0,
  );

bare.child.kill();
await site.kill();

console.log(`\nOver the wire (real sockets, median of ${RUNS} runs of ${SECONDS} s; baselines in the same run)\n`);
const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => String(r[c]).length), ['figure', 'measured', 'goal'][c]!.length));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(line(['figure', 'measured', 'goal', '']));
for (const [figure, measured, goal, met] of rows) console.log(line([figure, measured, goal, met ? 'met' : 'MISSED']));
process.exit(0);
