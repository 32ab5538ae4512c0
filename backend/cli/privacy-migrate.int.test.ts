import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { oldMember, writeOldStyleLog } from '../test-support/old-style-log.js';
import { siteCall } from '../test-support/site-call.js';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.js';
import { BACKUP_FILE } from './privacy-migrate-sqlite.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'privacy-migrate-'));
const backup = path.join(dir, BACKUP_FILE);
const members = [oldMember('41'), oldMember('42')];
const [ayse, ahmet] = members as [ReturnType<typeof oldMember>, ReturnType<typeof oldMember>];
/** What must be read nowhere in clear once migrated: every personal value, as typed and as normalised. */
const personal = members.flatMap((m) => [m.username, m.email, m.phone, m.firstName]);
let server: SpawnedServer | undefined;
const call = siteCall(() => server!.url);

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** The real command, as `npm run privacy:migrate` runs it. */
function migrate(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'backend/cli/privacy-migrate.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

/** The values of `personal` found in the raw bytes of a data folder's file (and its WAL, if any). */
function inClear(file: string): string[] {
  const bytes = [file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f).toString('latin1'));
  const utf8 = (v: string) => Buffer.from(v, 'utf8').toString('latin1');
  return personal.filter((v) => bytes.some((b) => b.includes(utf8(v)) || b.includes(utf8(v.toLowerCase()))));
}

/** Where each member's registration sits in the global log. */
function positionsOfUserStreams() {
  const db = new Database(path.join(dir, 'events.db'), { readonly: true });
  try {
    return db.prepare("SELECT position, stream_id FROM events WHERE stream_id LIKE 'user-%' ORDER BY position").all();
  } finally {
    db.close();
  }
}

describe('npm run privacy:migrate on an embedded log written before the privacy boundary', () => {
  it('backs the log up, seals it in place and leaves no value in clear in the log or the key store', async () => {
    await writeOldStyleLog(dir, members);
    const before = positionsOfUserStreams();
    expect(inClear(path.join(dir, 'events.db'))).toEqual(personal); // the search finds what is there
    const { code, out } = migrate();
    expect(code, out).toBe(0);
    expect(out).toContain(`Backup of the log as it was: ${backup}`);
    expect(out).toContain('WARNING: this backup holds personal data in clear');
    expect(inClear(backup)).toEqual(personal);
    expect(statSync(backup).mode & 0o777).toBe(0o600); // readable by the operator's account only
    expect(inClear(path.join(dir, 'events.db'))).toEqual([]);
    expect(inClear(path.join(dir, 'keys.db'))).toEqual([]);
    // The read models' checkpoints and the draws name events by position: those stay as they were.
    expect(positionsOfUserStreams()).toEqual(before);
  });

  it('refuses a second run, and deletes the backup when asked', () => {
    const again = migrate();
    expect(again.code).toBe(1);
    expect(again.out).toContain('Refused: the log');
    const deleted = migrate('--delete-backup');
    expect(deleted.code, deleted.out).toBe(0);
    expect(deleted.out).toContain(`Deleted the backup ${backup}.`);
    expect(existsSync(backup)).toBe(false);
  });

  it('serves the migrated log: the bootstrap and the old member find their accounts, names stay taken until erased', async () => {
    // The ADMIN_EMAIL bootstrap finds the old account through the migrated reservation (else it made a new one).
    server = await spawnServer({
      DATA_DIR: dir,
      AUTH_RATE_LIMIT: '1000',
      ADMIN_EMAIL: ahmet.email,
      ADMIN_PASSWORD: 'Yonetici-Sifre-1',
    });
    expect(server.output()).toContain('ADMIN_EMAIL names an account someone registered on the site');
    expect(server.output()).not.toContain('created the super_admin account');
    const login = await call('POST', '/api/auth/login', { email: ayse.username, password: ayse.password });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    expect((await call('GET', '/api/auth/user', undefined, login.cookie)).json.email).toBe(ayse.email);
    const password = 'Kuzey-Yildizi-7';
    const takenName = await call('POST', '/api/auth/register', { username: ayse.username, email: 'yeni@example.com', password });
    expect(takenName.status).toBe(409);
    const takenEmail = await call('POST', '/api/auth/register', {
      username: 'yepyeni',
      email: ayse.email.toUpperCase(),
      password,
    });
    expect(takenEmail.status).toBe(409);
    const erased = await call('POST', '/api/me/delete', { password: ayse.password }, login.cookie);
    expect(erased.status, JSON.stringify(erased.json)).toBe(200);
    const reused = await call('POST', '/api/auth/register', { username: ayse.username, email: ayse.email, password });
    expect(reused.status, JSON.stringify(reused.json)).toBe(201);
  });
});
