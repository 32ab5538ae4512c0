import { type Hunt, HUNT_PRIZE_SOURCE_PREFIX, huntPrizeSourceId } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../core/projections/rebuild.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { allProjections } from '../../registry/compose.js';
import { createHarness } from '../../test-support/harness.js';
import { crowd, huntWithSlots } from '../../test-support/hunts.js';
import { siteCall } from '../../test-support/site-call.js';
import { CRASH_ADMIN, crashSite, openLog } from '../../test-support/crash-site.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';
import { loginStaff } from '../../test-support/staff.js';
import { staffLogin } from '../../test-support/two-factor.js';
import { until } from '../../test-support/until.js';
import { pointsBalance } from '../points/points.js';
import { loadHunt } from './hunts.js';

let server: SpawnedServer | undefined;
const { dir, env } = crashSite('hunt-crash-', () => server);
/** Everyone names the best slot: 3 places and 200 best-slot prizes, credited one after another. */
const MEMBERS = 200;
const PRIZES = MEMBERS + 3;

const call = siteCall(() => server!.url);

/**
 * The hunt's prize awards and its closing event as the log file shows them (a new connection after
 * each kill: see `openLog`).
 */
function watchLog(huntId: string) {
  const db = openLog(dir);
  const awards = db.prepare<[string], { data: string }>("SELECT data FROM events WHERE type = 'PointsAwarded' AND data LIKE ?");
  const closing = db.prepare<[string], { n: number }>(
    "SELECT COUNT(*) AS n FROM events WHERE type = 'HuntPrizesCredited' AND stream_id = ?",
  );
  return {
    read() {
      const sources = awards
        .all(`%${HUNT_PRIZE_SOURCE_PREFIX}${huntId}:%`)
        .map((r) => (JSON.parse(r.data) as { sourceId: string }).sourceId);
      return { sources, closed: closing.get(`hunt-${huntId}`)!.n > 0 };
    },
    close: () => db.close(),
  };
}

/** Members' predictions on an opened hunt, written through the slices' own commands into the data folder. */
async function prepare() {
  const h = await createHarness({ dir });
  const staff = await loginStaff(h, CRASH_ADMIN.email, CRASH_ADMIN.password);
  const people = await crowd(h, 'kazanan', MEMBERS);
  const hunt = await huntWithSlots(h, staff, [1, 2]);
  const [best, other] = hunt.slots.map((s) => s.id) as [string, string];
  for (const [k, p] of people.entries()) {
    const res = await h.request('PUT', `/api/hunts/${hunt.id}/prediction`, {
      cookie: p.cookie,
      body: { finalWin: 1000 + 10 * k, bestSlotId: best },
    });
    if (res.status !== 200) throw new Error(`prediction: ${res.status}`);
  }
  const post = (url: string, body: unknown = {}) =>
    h.request('POST', `/api/admin/hunts/${hunt.id}${url}`, { cookie: staff, body });
  await post('/start-opening');
  await post(`/slots/${best}/result`, { win: 1193 }); // 1193x
  await post(`/slots/${other}/result`, { win: 20 }); // 10x: 1213 ₺ in all
  await h.close();
  return { huntId: hunt.id, people };
}

describe('a SIGKILL while a finished hunt credits its prizes', () => {
  it(
    'after the restart every prize is credited exactly once, and a rebuild gives the same winners and balances',
    { timeout: 180_000 },
    async () => {
      const { huntId, people } = await prepare();
      server = await spawnServer(env);
      const staff = await staffLogin(call, dir, CRASH_ADMIN.email, CRASH_ADMIN.password, () => new Date());
      const log = watchLog(huntId);
      let answered: string | null = null;
      // The answer never comes: the server dies while crediting, and the connection with it.
      const finishing = call('POST', `/api/admin/hunts/${huntId}/finish`, {}, staff).then(
        (r) => `answered ${r.status} ${JSON.stringify(r.json)}`,
        () => 'connection lost',
      );
      void finishing.then((a) => (answered = a));
      await until(() => log.read().sources.length >= 5, 'five prizes credited', {
        everyMs: 1,
        giveUp: () => (answered ? `the finish was ${answered} before the kill` : null),
      });
      await server.kill('SIGKILL');
      log.close();
      expect(await finishing).toBe('connection lost');
      const after = watchLog(huntId);
      const atKill = after.read();
      after.close();
      console.info(`killed with ${atKill.sources.length} of ${PRIZES} prizes credited`);
      expect(atKill.closed).toBe(false);
      expect(atKill.sources.length).toBeLessThan(PRIZES);

      server = await spawnServer(env);
      const restarted = watchLog(huntId);
      await until(() => restarted.read().closed, 'the hunt reconciler closing the prizes', { ms: 90_000, everyMs: 20 });
      const credited = restarted.read().sources;
      restarted.close();
      expect(new Set(credited).size).toBe(PRIZES);
      expect(credited).toHaveLength(PRIZES);
      // The reconciler logs once its appends are done; the line reaches our pipe a moment after the log
      // shows them (asynchronous logging, a loaded machine): wait for it as an operator would.
      const line = `Hunt reconciler: ${PRIZES - atKill.sources.length} prize(s) credited`;
      await until(() => server!.output().includes(line), 'the reconciler’s log line', { ms: 30_000, everyMs: 20 });
      const hunt = (await call('GET', `/api/hunts/${huntId}`)).json as Hunt;
      expect(hunt.status).toBe('finished');
      expect(hunt.winners).toHaveLength(PRIZES);
      await server.kill('SIGTERM');
      server = undefined;

      // Each member: the best-slot prize; the places go to the three closest to 1213 (1210, 1220, 1200).
      const h = await createHarness({ dir });
      try {
        const state = await loadHunt(h.deps, huntId);
        if (state.status !== 'finished') throw new Error(state.status);
        expect(credited.sort()).toEqual(state.winners.map((w) => huntPrizeSourceId(huntId, w.place, w.predictionId)).sort());
        const places: Record<number, number> = { 21: 1000, 22: 500, 20: 250 };
        const balances = await Promise.all(people.map((p) => pointsBalance(h.deps, p.userId)));
        expect(balances).toEqual(people.map((_, k) => 100 + (places[k] ?? 0)));
        const rebuilt = createMemoryReadStore();
        await rebuildProjections(h.deps.events, rebuilt, allProjections);
        for (const name of ['hunts', 'huntPredictions', 'users']) {
          expect(await rebuilt.collection(name).find({}, { sort: { _id: 1 } })).toEqual(
            await h.deps.read.collection(name).find({}, { sort: { _id: 1 } }),
          );
        }
      } finally {
        await h.close();
      }
    },
  );
});
