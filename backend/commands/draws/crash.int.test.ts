import { type Draw, verifyDraw } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createHarness, json } from '../../test-support/harness.js';
import { CRASH_ADMIN, crashSite, openLog } from '../../test-support/crash-site.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';
import { loginStaff } from '../../test-support/staff.js';
import { siteCall } from '../../test-support/site-call.js';
import { staffLogin } from '../../test-support/two-factor.js';
import { createDrawBody, members, ticketCompanyWithNumbers } from '../../test-support/draws.js';
import { until } from '../../test-support/until.js';

let server: SpawnedServer | undefined;
const { dir, env } = crashSite('draws-crash-', () => server);
const DRAWS = 16;
const MEMBERS = 10;
const TICKETS_EACH = 400;

const call = siteCall(() => server!.url);

/** 4,000 ticket numbers of ten members and sixteen open draws over them, written through the slices' commands. */
async function prepare() {
  const h = await createHarness({ dir });
  const staff = await loginStaff(h, CRASH_ADMIN.email, CRASH_ADMIN.password);
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

/** How many DrawRun events the log file holds (a new connection after each kill: see `openLog`). */
function watchLog() {
  const db = openLog(dir);
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
      const staff = await staffLogin(call, dir, CRASH_ADMIN.email, CRASH_ADMIN.password, () => new Date());

      // All runs at once; the process dies once a few DrawRuns are on disk, with the others somewhere
      // between loading, freezing their 4,000 entries, computing, appending and answering.
      const log = watchLog();
      const acknowledged = new Set<string>();
      let answered = 0;
      const firing = Promise.allSettled(
        ids.map((id) =>
          call('POST', `/api/admin/draws/${id}/run`, undefined, staff)
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

      const staff2 = await staffLogin(call, dir, CRASH_ADMIN.email, CRASH_ADMIN.password, () => new Date());
      for (const id of open) {
        const res = await call('POST', `/api/admin/draws/${id}/run`, undefined, staff2);
        expect(res.status).toBe(200);
        expect((await verifyDraw(res.json as Draw)).matches).toBe(true);
      }
    },
  );
});
