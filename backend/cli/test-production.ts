import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordOnlyStaff, walkMember } from './production-walk.js';

/**
 * `npm run test:production`: the runbook operators run on their own EventStoreDB and MongoDB before going
 * live (docs/operations.md). It runs every suite gated on MONGO_URL / EVENTSTORE_URL, then starts a
 * projector and a web instance on them, walks a member through register, ticket, approval and purchase
 * over HTTP (production-walk.ts), restarts the web instance, rebuilds
 * one projection while requests run, and prints a one-screen verdict.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GATED_SUITES = [
  'backend/core/read-store/mongo-read-store.int.test.ts',
  'backend/core/read-store/mongo-indexes.int.test.ts',
  'backend/core/event-store/eventstoredb-event-store.int.test.ts',
  'backend/http/mongo-rate-limit-store.int.test.ts',
  'backend/realtime/mongo-adapter.int.test.ts',
  'backend/core/projections/lease-processes.int.test.ts',
];
const verdict: [string, boolean, string][] = [];

function needs(): { MONGO_URL: string; EVENTSTORE_URL: string } {
  const { MONGO_URL, EVENTSTORE_URL } = process.env;
  if (MONGO_URL && EVENTSTORE_URL) return { MONGO_URL, EVENTSTORE_URL };
  console.error(
    'npm run test:production needs the servers to test: set MONGO_URL (a replica set, e.g. mongodb://host:27017/app?replicaSet=rs0) ' +
      'and EVENTSTORE_URL (e.g. esdb://host:2113?tls=false). Use a database of its own: the run writes to it.',
  );
  process.exit(2);
}

async function step(name: string, run: () => Promise<string | void>) {
  try {
    verdict.push([name, true, (await run()) ?? '']);
  } catch (err) {
    verdict.push([name, false, err instanceof Error ? err.message.split('\n')[0]! : String(err)]);
  }
}

function start(role: 'web' | 'projector', env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'backend/server.ts')], {
    cwd: root,
    env: { ...process.env, ...env, ROLE: role, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready on (http:\/\/localhost:\d+)/.exec(out);
      if (m) resolve({ url: m[1]!.replace('localhost', '127.0.0.1'), child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`ROLE=${role} exited with ${code}: ${out.trim().split('\n').at(-1)}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));

async function call(url: string, method: string, body?: unknown, cookie = '') {
  const res = await fetch(url, {
    method,
    headers: { origin: new URL(url).origin, 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    json: (await res.json()) as unknown,
  };
}

async function main() {
  const urls = needs();
  const env = {
    ...urls,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'production-run-')),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DRAW_SECRET: randomBytes(32).toString('hex'),
    // The staff who approve the walk's tickets: created by the projector at start, as on a real site.
    ADMIN_EMAIL: `runbook-${randomUUID().slice(0, 8)}@example.com`,
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    // The walk is about a member's way and the servers under it; the staff who approve log in by
    // password (the two-step login is tested in the int and browser suites).
    STAFF_2FA: 'optional',
  };
  // eslint-disable-next-line @typescript-eslint/require-await -- step() takes a promise; this step runs the suites synchronously
  await step('contract and fault suites on the servers', async () => {
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'int', ...GATED_SUITES], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`vitest exited with ${run.status}`);
  });
  let projector = await start('projector', env);
  let web = await start('web', env);
  let cookie = '';
  await step('a member registers, is approved for tickets and buys a reward', async () => {
    cookie = await walkMember(web.url, passwordOnlyStaff(web.url, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }));
  });
  await step('the web instance restarts; the member is still signed in', async () => {
    await stop(web.child);
    web = await start('web', env);
    const r = await call(`${web.url}/api/auth/user`, 'GET', undefined, cookie);
    if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.json)}`);
  });
  await step('member-points rebuilt while requests run (projector stopped, site serving)', async () => {
    await stop(projector.child);
    const rebuild = spawn('npm', ['run', 'projections:rebuild', '--', 'member-points'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    const ended = new Promise<number | null>((done) => rebuild.once('exit', done));
    let answered = 0;
    for (let finished = false; !finished;) {
      const r = await call(`${web.url}/api/leaderboard`, 'GET');
      if (r.status !== 200) throw new Error(`GET /api/leaderboard answered ${r.status} during the rebuild`);
      answered += 1;
      finished = await Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 50))]);
    }
    if ((await ended) !== 0) throw new Error('the rebuild failed');
    projector = await start('projector', env);
    return `${answered} requests answered 200 during it`;
  });
  await Promise.all([stop(web.child), stop(projector.child)]);
  console.info('\nProduction run against', urls.MONGO_URL.replace(/\/\/[^@]*@/, '//…@'), 'and', urls.EVENTSTORE_URL);
  for (const [what, ok, detail] of verdict) console.info(`  ${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? ` (${detail})` : ''}`);
  const failed = verdict.filter(([, ok]) => !ok).length;
  console.info(failed ? `\n${failed} step(s) failed: not ready to go live.` : '\nEvery step passed.');
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
