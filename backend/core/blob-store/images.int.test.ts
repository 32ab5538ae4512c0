import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { siteCall } from '../../test-support/site-call.js';
import { staffLogin } from '../../test-support/two-factor.js';
import { spawnServer, type SpawnedServer } from '../../test-support/spawn-server.js';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from './images.js';

/**
 * Issue 26: a chunked upload over the limit, sent through a real socket to a real server process,
 * once ended that process (the size check's rejection had no handler yet). It must be a 413, and the
 * process must live on with nothing left in the temporary folder.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'upload-limit-'));
const incoming = path.join(dir, 'uploads', '.incoming');
const admin = { email: 'yukleyen@example.com', password: 'Kuzey-Yildizi-7' };
let server: SpawnedServer;
const call = siteCall(() => server.url);

beforeAll(async () => {
  // Left by an earlier process: one long dead (removed at start), one that may still be writing (kept).
  mkdirSync(incoming, { recursive: true });
  writeFileSync(path.join(incoming, 'stale'), 'x');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(path.join(incoming, 'stale'), twoHoursAgo, twoHoursAgo);
  writeFileSync(path.join(incoming, 'recent'), 'x');
  server = await spawnServer({ DATA_DIR: dir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
}, 60_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The file part past the limit goes out in chunks, and the multipart's closing line only once the
 * server has answered: the size check's verdict then comes while the parser still waits for the body's
 * end, which is when an unhandled rejection ended the process.
 */
function oversizedUpload(cookie: string) {
  const boundary = 'sinirAsanYukleme';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="buyuk.png"\r\nContent-Type: image/png\r\n\r\n`;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { origin: server.url, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      req.end(`\r\n--${boundary}--\r\n`);
    });
    req.on('error', reject);
    server.child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${server.output()}`)));
    req.write(head);
    req.write(Buffer.from('89504e470d0a1a0a', 'hex'));
    const chunk = Buffer.alloc(1024 * 1024);
    for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += chunk.length) req.write(chunk);
  });
}

describe('POST /api/upload over the limit, chunked, on a real socket', () => {
  it('removes only the temporary files older than an hour at start', () => {
    expect(readdirSync(incoming).sort()).toEqual(['recent']);
  });

  it('answers 413 with the spec’s message, removes the partial file and keeps serving', async () => {
    rmSync(path.join(incoming, 'recent'));
    const login = { cookie: await staffLogin(call, dir, admin.email, admin.password, () => new Date()) };
    const res = await oversizedUpload(login.cookie);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(TOO_LARGE);
    expect(server.child.exitCode).toBeNull();
    expect((await call('GET', '/api/auth/user', undefined, login.cookie)).status).toBe(200);
    expect(readdirSync(incoming)).toEqual([]);
  }, 60_000);
});
