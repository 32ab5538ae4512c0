import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS_FILE } from '../infrastructure.js';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.js';
import { until } from '../test-support/until.js';
import type { Manifest } from './backup-set.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'backup-'));
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});
const dirOf = (name: string) => path.join(work, name);
const PASSWORD = 'Kuzey-Yildizi-7';

/** The CLI as an operator runs it (`npm run backup -- <folder>`), without blocking this process. */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, `backend/cli/${script}.ts`), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

async function start(dir: string, env: Record<string, string> = {}) {
  const server = await spawnServer({ DATA_DIR: dir, AUTH_RATE_LIMIT: '100000', ...env }, 120_000);
  servers.push(server);
  return server;
}
const post = (base: string, url: string, body: unknown, cookie = '') =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });
const register = (base: string, username: string) =>
  post(base, '/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
const login = (base: string, username: string) => post(base, '/api/auth/login', { email: username, password: PASSWORD });

/** The rows of an events.db, in order (every column: the restored log must be these bytes). */
const rowsOf = (file: string, upTo = Number.MAX_SAFE_INTEGER) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM events WHERE position <= ? ORDER BY position').all(upTo);
  } finally {
    db.close();
  }
};
const firstPositionOf = (file: string, stream: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[string], number>('SELECT MIN(position) FROM events WHERE stream_id = ?').pluck().get(stream)!;
  } finally {
    db.close();
  }
};

const PUBLIC_LISTS = [
  '/api/cards',
  '/api/banners',
  '/api/sliding-banners',
  '/api/companies',
  '/api/events',
  '/api/draws',
  '/api/hunts',
  '/api/site-settings',
  '/api/leaderboard',
];
async function publicLists(base: string) {
  const out: Record<string, string> = {};
  for (const url of PUBLIC_LISTS) {
    const res = await fetch(`${base}${url}`);
    expect(res.status, url).toBe(200);
    out[url] = await res.text();
  }
  return out;
}

describe('npm run backup / npm run restore (issue 44)', () => {
  it('backs up while members register; the restored log is its first N events, and the site on it is the one rebuilt from them', async () => {
    const data = dirOf('data');
    const site = await start(data, { SEED_DEMO: 'true' });
    // A member erased before the backup stays erased in every restore.
    const gone = await register(site.url, 'silinen_uye');
    expect(gone.status).toBe(201);
    const goneCookie = gone.headers.get('set-cookie')!.split(';')[0]!;
    expect((await post(site.url, '/api/me/delete', { password: PASSWORD }, goneCookie)).status).toBe(200);

    // The load: members register one after another until told to stop; the acknowledged ones are kept.
    const registered: { username: string; userId: string }[] = [];
    let loading = true;
    const load = (async () => {
      for (let i = 0; loading; i++) {
        const res = await register(site.url, `yuk_uye_${i}`);
        if (res.status === 201)
          registered.push({ username: `yuk_uye_${i}`, userId: ((await res.json()) as { user: { id: string } }).user.id });
      }
    })();
    await until(() => registered.length >= 5, 'the load registering members');
    const set = dirOf('set');
    const taken = await cli('backup', [set], { DATA_DIR: data });
    expect(taken.code, taken.out).toBe(0);
    const afterBackup = registered.length;
    await until(() => registered.length > afterBackup + 3, 'more members after the backup');
    loading = false;
    await load;
    await site.kill('SIGTERM');

    const manifest = JSON.parse(readFileSync(path.join(set, 'manifest.json'), 'utf8')) as Manifest;
    const N = manifest.log.position;
    expect(manifest.readModels).toMatch(/rebuilds them/);
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['events.db', KEYS_FILE, 'session-secret', 'draw-secret']),
    );
    expect(manifest.files.some((f) => f.path.startsWith('uploads/'))).toBe(true); // the demo's images
    // The backup is in the live log as an event, past N.
    const original = path.join(data, 'events.db');
    const recorded = rowsOf(original).filter((r) => (r as { type: string }).type === 'BackupTaken') as {
      position: number;
      data: string;
    }[];
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.position).toBeGreaterThan(N);
    expect(JSON.parse(recorded[0]!.data)).toMatchObject({ position: N, events: manifest.log.events });

    const restored = dirOf('restored');
    const back = await cli('restore', [set, '--to', restored]);
    expect(back.code, back.out).toBe(0);
    // The restored log is the original's first N events, byte for byte.
    expect(rowsOf(path.join(restored, 'events.db'))).toEqual(rowsOf(original, N));
    expect(rowsOf(original).length).toBeGreaterThan(manifest.log.events); // the log went on meanwhile

    // A site rebuilt from those N events: the original files, cut at N, no read models.
    const rebuilt = dirOf('rebuilt');
    cpSync(restored, rebuilt, { recursive: true, filter: (f) => !f.endsWith('.db') });
    copyFileSync(original, path.join(rebuilt, 'events.db'));
    copyFileSync(path.join(data, KEYS_FILE), path.join(rebuilt, KEYS_FILE));
    const cut = new Database(path.join(rebuilt, 'events.db'));
    cut.prepare('DELETE FROM events WHERE position > ?').run(N);
    cut.close();
    const [onRestored, onRebuilt] = [await start(restored), await start(rebuilt)];
    const [restoredLists, rebuiltLists] = [await publicLists(onRestored.url), await publicLists(onRebuilt.url)];
    expect(restoredLists).toEqual(rebuiltLists);
    expect(JSON.parse(restoredLists['/api/cards']!)).not.toEqual([]); // the lists hold something

    // Every member the copied log holds logs in; those registered after it do not exist there.
    const inSet = registered.filter((m) => firstPositionOf(original, `user-${m.userId}`) <= N);
    const after = registered.filter((m) => firstPositionOf(original, `user-${m.userId}`) > N);
    expect(inSet.length).toBeGreaterThanOrEqual(5);
    expect(after.length).toBeGreaterThanOrEqual(3);
    for (const m of inSet) expect((await login(onRestored.url, m.username)).status, m.username).toBe(200);
    for (const m of after.slice(0, 3)) expect((await login(onRestored.url, m.username)).status, m.username).toBe(401);
    // The erased member: no login, and their name in no restored file.
    expect((await login(onRestored.url, 'silinen_uye')).status).toBe(401);
    for (const f of ['events.db', KEYS_FILE]) expect(readFileSync(path.join(restored, f)).includes('silinen_uye'), f).toBe(false);
  }, 400_000);

  it('refuses a mismatched manifest, a partial set and a folder that is not empty', async () => {
    const set = dirOf('set'); // written by the test above
    const tampered = dirOf('tampered');
    cpSync(set, tampered, { recursive: true });
    const m = JSON.parse(readFileSync(path.join(tampered, 'manifest.json'), 'utf8')) as Manifest;
    writeFileSync(path.join(tampered, 'manifest.json'), JSON.stringify({ ...m, log: { ...m.log, events: m.log.events - 1 } }));
    const mismatched = await cli('restore', [tampered, '--to', dirOf('t1')]);
    expect(mismatched.code).toBe(1);
    expect(mismatched.out).toMatch(/the manifest says/);

    const keysChanged = dirOf('keys-changed');
    cpSync(set, keysChanged, { recursive: true });
    writeFileSync(
      path.join(keysChanged, KEYS_FILE),
      Buffer.concat([readFileSync(path.join(keysChanged, KEYS_FILE)), Buffer.from([0])]),
    );
    const changed = await cli('restore', [keysChanged, '--to', dirOf('t2')]);
    expect(changed.code).toBe(1);
    expect(changed.out).toMatch(/keys\.db does not match the manifest/);

    const partial = dirOf('partial');
    cpSync(set, partial, { recursive: true });
    rmSync(path.join(partial, KEYS_FILE));
    const missing = await cli('restore', [partial, '--to', dirOf('t3')]);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/keys\.db is missing: a partial set/);

    const occupied = await cli('restore', [set, '--to', dirOf('restored')]);
    expect(occupied.code).toBe(1);
    expect(occupied.out).toMatch(/is not empty/);
    for (const t of ['t1', 't2', 't3']) expect(() => readFileSync(path.join(dirOf(t), 'events.db'))).toThrow();
  }, 60_000);
});
