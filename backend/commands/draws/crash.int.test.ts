import { type Draw, verifyDraw } from '@app/contracts';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness, json, TEST_DRAW_SECRET } from '../../test-support/harness.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';
import { loginStaff } from '../../test-support/staff.js';
import { siteCall } from '../../test-support/site-call.js';
import { staffLogin } from '../../test-support/two-factor.js';
import { createDrawBody, members, ticketCompanyWithNumbers } from '../../test-support/draws.js';
import { until } from '../../test-support/until.js';

const dir = mkdtempSync(path.join(tmpdir(), 'draws-crash-'));
const ADMIN = { email: 'yonetici@example.com', password: 'yonetici123' };
const env = {
  DATA_DIR: dir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_RATE_LIMIT: '100000',
  DRAW_SECRET: TEST_DRAW_SECRET,
};
const DRAWS = 16;
const MEMBERS = 10;
const TICKETS_EACH = 400;
let server: SpawnedServer | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, url: string, cookie?: string) {
  const res = await fetch(`${server!.url}${url}`, { method, headers: { origin: server!.url, ...(cookie ? { cookie } : {}) } });
  return {
    status: res.status,
    json: await res.json().catch(() => null),
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!,
  };
}

/** 4,000 ticket numbers of ten members and sixteen open draws over them, written through the slices' commands. */
async function prepare() {
  const h = await createHarness({ dir });
  const staff = await loginStaff(h, ADMIN.email, ADMIN.password);
  const people = await members(h, 'uye', MEMBERS);
  const companyId = await ticketCompanyWithNumbers(
    h,
    staff,
    people,
    people.map(() => TICKETS_EACH),
  );
  const ids: string[] = [];
  for (let k = 0; k < DRAWS; k += 1) {
    const res = await h.request('POST', '/api/admin/draws', {
      cookie: staff,
      body: createDrawBody({ type: 'tickets', ticketCompanyId: companyId }, 3),
    });
    ids.push((await json(res)).id);
  }
  await h.close();
  return ids;
}

/**
 * How many DrawRun events the log file holds. A connection opened while the server runs reads through
 * the server's WAL index, which a SIGKILL can leave a commit behind; the first connection opened after
 * the kill rebuilds it from the WAL, as the restarted server's does.
 */
function watchLog() {
  const db = new Database(path.join(dir, 'events.db'), { readonly: true, fileMustExist: true });
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM events WHERE type = 'DrawRun'");
  return { runs: () => count.get()!.n, close: () => db.close() };
}

describe('a SIGKILL while draws are being run', () => {
  it(
    'leaves every draw open or fully drawn; acknowledged runs stay drawn; open ones still run',
    { timeout: 120_000 },
    async () => {
      const ids = await prepare();
      server = await spawnServer(env);
      const staff = await staffLogin(
        siteCall(() => server!.url),
        dir,
        ADMIN.email,
        ADMIN.password,
        () => new Date(),
      );

      // All runs at once; the process dies once a few DrawRuns are on disk, with the others somewhere
      // between loading, freezing their 4,000 entries, computing, appending and answering.
      const log = watchLog();
      const acknowledged = new Set<string>();
      let answered = 0;
      const firing = Promise.allSettled(
        ids.map((id) =>
          call('POST', `/api/admin/draws/${id}/run`, staff)
            .then((r) => r.status === 200 && acknowledged.add(id))
            .finally(() => (answered += 1)),
        ),
      );
      await until(() => log.runs() >= DRAWS / 4, `${DRAWS / 4} draws run in the log`, {
        everyMs: 1,
        giveUp: () => (answered === ids.length ? `every run answered, ${log.runs()} in the log` : null),
      });
      await server.kill('SIGKILL');
      log.close();
      const after = watchLog();
      const runsAtKill = after.runs();
      after.close();
      await firing;
      console.info(`killed with ${runsAtKill} of ${DRAWS} draws run, ${acknowledged.size} acknowledged`);
      expect(runsAtKill).toBeLessThan(DRAWS);

      server = await spawnServer(env);
      const drawn: Draw[] = [];
      const open: string[] = [];
      for (const id of ids) {
        const draw = (await call('GET', `/api/draws/${id}`)).json as Draw;
        expect(['open', 'drawn']).toContain(draw.status);
        if (draw.status === 'open') {
          expect(draw).toMatchObject({ seed: null, entriesHash: null, entries: [], winners: [], drawnAt: null });
          open.push(id);
        } else drawn.push(draw);
      }
      expect(drawn).toHaveLength(runsAtKill);
      for (const id of acknowledged) expect(drawn.map((d) => d.id)).toContain(id);
      // Drawn means whole: the seed, all entries and all winners, recomputable by anyone.
      for (const draw of drawn) {
        expect(draw.entries).toHaveLength(MEMBERS * TICKETS_EACH);
        expect(draw.winners).toHaveLength(3);
        expect((await verifyDraw(draw)).matches).toBe(true);
      }

      const staff2 = await staffLogin(
        siteCall(() => server!.url),
        dir,
        ADMIN.email,
        ADMIN.password,
        () => new Date(),
      );
      for (const id of open) {
        const res = await call('POST', `/api/admin/draws/${id}/run`, staff2);
        expect(res.status).toBe(200);
        expect((await verifyDraw(res.json as Draw)).matches).toBe(true);
      }
    },
  );
});
