import type { Draw } from '@app/contracts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrawBody, eventWithJoins, members } from '../test-support/draws.js';
import { loginStaff } from '../test-support/staff.js';
import { createHarness, type Harness, json } from '../test-support/harness.js';
import { answerUrl, runDrawVerify } from './draw-verify.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = mkdtempSync(path.join(tmpdir(), 'draw-verify-'));
let h: Harness;
let drawn: Draw;
let open: Draw;

beforeAll(async () => {
  h = await createHarness();
  const staff = await loginStaff(h);
  const eventId = await eventWithJoins(h, staff, await members(h, 'uye', 4));
  const create = async () =>
    json(await h.request('POST', '/api/admin/draws', { cookie: staff, body: createDrawBody({ type: 'event', eventId }, 2) }));
  const first = await create();
  drawn = await json(await h.request('POST', `/api/admin/draws/${first.id}/run`, { cookie: staff }));
  open = await create();
});
afterAll(async () => {
  await h.close();
  rmSync(files, { recursive: true, force: true });
});

/** The CLI against the in-memory app: its fetch goes to the harness instead of the network. */
async function verifyOnSite(target: string) {
  const lines: string[] = [];
  const fetch = async (url: string) => {
    const u = new URL(url);
    expect(u.origin).toBe('https://site.example');
    return h.request('GET', u.pathname);
  };
  const code = await runDrawVerify([target, '--url', 'https://site.example'], { fetch, print: (l) => lines.push(l) });
  return { code, out: lines.join('\n') };
}

/** The real command, as `npm run draw:verify -- <file>` runs it. */
function verifyFile(draw: unknown) {
  const file = path.join(files, `draw-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(draw));
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'backend/cli/draw-verify.ts'), file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe('npm run draw:verify', () => {
  it('recomputes a draw fetched by id or by page address and prints the winners and a match', async () => {
    for (const target of [drawn.id, `https://site.example/cekilisler/${drawn.id}`]) {
      const { code, out } = await verifyOnSite(target);
      expect(code).toBe(0);
      expect(out).toContain('SONUÇ: EŞLEŞİYOR');
      for (const w of drawn.winners) expect(out).toContain(`${w.entry} (${w.username})`);
    }
    expect(answerUrl('https://a.example/api/draws/x1', 'http://localhost:3000')).toBe('https://a.example/api/draws/x1');
    expect(answerUrl('x1', 'http://localhost:3000/')).toBe('http://localhost:3000/api/draws/x1');
  });

  it('a saved answer matches; a tampered one (winners swapped, an entry dropped) does not', () => {
    expect(verifyFile(drawn)).toMatchObject({ code: 0, out: expect.stringContaining('SONUÇ: EŞLEŞİYOR') });
    const swapped = verifyFile({ ...drawn, winners: [...drawn.winners].reverse() });
    expect(swapped.code).toBe(1);
    expect(swapped.out).toMatch(/Kazananlar \(2\): EŞLEŞMİYOR[\s\S]*SONUÇ: EŞLEŞMİYOR/);
    const dropped = verifyFile({ ...drawn, entries: drawn.entries.slice(1) });
    expect(dropped.code).toBe(1);
    expect(dropped.out).toContain('Katılım listesinin özeti (entriesHash, 3 katılım): EŞLEŞMİYOR');
  });

  it('cannot check an open draw, an unknown id or something that is not a draw (exit 2)', async () => {
    expect(await verifyOnSite(open.id)).toMatchObject({ code: 2, out: expect.stringContaining('henüz yapılmadı') });
    await expect(verifyOnSite('yok')).rejects.toThrow(/404: Çekiliş bulunamadı/);
    expect(verifyFile({ hello: 'world' })).toMatchObject({ code: 2, out: expect.stringContaining('çekiliş yanıtı değil') });
  });
});
