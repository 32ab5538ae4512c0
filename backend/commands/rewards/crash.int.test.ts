import { describe, expect, it } from 'vitest';
import { createHarness, registerMember } from '../../test-support/harness.js';
import { CRASH_ADMIN, crashSite, openLog } from '../../test-support/crash-site.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';
import { siteCall } from '../../test-support/site-call.js';
import { until } from '../../test-support/until.js';
import { RECONCILE_GRACE_MS } from './reconcile.js';
import { loadReward } from './run.js';
import { createReward, givePoints } from '../../test-support/rewards.js';
import { loginStaff } from '../../test-support/staff.js';
import { staffLogin } from '../../test-support/two-factor.js';

let server: SpawnedServer | undefined;
const { dir, env } = crashSite('reward-crash-', () => server);
/** Enough stock and points that the purchases go on until the test has seen what it kills in; the reward's
 * stream (three events a sale) stays below its books' 1,000 events, so the log watch reads one stream. */
const STOCK = 250;
const MEMBERS = 20;
/** Half the members can afford many units, half exactly one: refusals and compensations happen too. */
const awardOf = (i: number) => (i % 2 === 0 ? 100 * STOCK : 150);

const call = siteCall(() => server!.url);

/**
 * The reward's purchases as the log file shows them: half done (reserved, no outcome) and sold (a new
 * connection after each kill: see `openLog`).
 */
function watchLog(rewardId: string) {
  const db = openLog(dir);
  const types = db.prepare<[string], { type: string }>('SELECT type FROM events WHERE stream_id = ?');
  return {
    read() {
      const all = types.all(`reward-${rewardId}`).map((e) => e.type);
      const count = (t: string) => all.filter((x) => x === t).length;
      const sold = count('RewardPurchaseCompleted');
      return { halfDone: count('RewardUnitReserved') - sold - count('RewardUnitReleased'), sold };
    },
    close: () => db.close(),
  };
}

const login = async (email: string, password: string) => (await call('POST', '/api/auth/login', { email, password })).cookie;

/** Members with points and a reward, written through the slices' own commands into the data folder. */
async function prepare() {
  const h = await createHarness({ dir });
  const staff = await loginStaff(h, CRASH_ADMIN.email, CRASH_ADMIN.password);
  const rewardId = await createReward(h, staff, { pointsCost: 100, stock: STOCK });
  for (let i = 0; i < MEMBERS; i += 1) {
    const { userId } = await registerMember(h, `uye${i}`);
    await givePoints(h, userId, awardOf(i));
  }
  await h.close();
  return rewardId;
}

describe('a SIGKILL in the middle of purchases', () => {
  it(
    'after restart and reconciliation: stock + sold = initial stock, every balance = awards - completed purchases',
    { timeout: 120_000 },
    async () => {
      const rewardId = await prepare();
      server = await spawnServer(env);
      const cookies = await Promise.all(
        Array.from({ length: MEMBERS }, (_, i) => login(`uye${i}@example.com`, 'Kuzey-Yildizi-7')),
      );

      // 4 purchases per member at once, each member buying again as soon as an answer comes, until the
      // log shows some units sold and a purchase half done (reserved, no outcome yet); then the process
      // dies. A member stops at a refusal (no points left, sold out), so the load is bounded by the stock.
      const log = watchLog(rewardId);
      let answered = 0;
      let buying = cookies.length * 4;
      const firing = Promise.allSettled(
        cookies.flatMap((cookie) =>
          Array.from({ length: 4 }, async () => {
            try {
              for (;;) {
                const { status } = await call('POST', '/api/user-rewards/purchase', { rewardId }, cookie);
                answered += 1;
                if (status !== 201) return;
              }
            } finally {
              buying -= 1;
            }
          }),
        ),
      );
      let seen = log.read();
      await until(
        () => {
          seen = log.read();
          return seen.sold >= 5 && seen.halfDone > 0;
        },
        'a purchase half done after five units sold',
        {
          everyMs: 1,
          giveUp: () => (buying === 0 ? `every purchase answered (${JSON.stringify(seen)})` : null),
        },
      );
      const answeredBeforeKill = answered;
      await server.kill('SIGKILL');
      log.close();
      // Read again once the process is dead, through a new connection (see watchLog): a purchase seen
      // half done may have finished just before the kill.
      const after = watchLog(rewardId);
      const atKill = after.read();
      after.close();
      await firing;
      console.info(`killed with ${atKill.sold} sold and ${atKill.halfDone} half done; ${answeredBeforeKill} answered`);
      expect(seen.halfDone).toBeGreaterThan(0);

      const started = Date.now();
      server = await spawnServer(env);
      const staff = await staffLogin(call, dir, CRASH_ADMIN.email, CRASH_ADMIN.password, () => new Date());
      // The reconciler's second run settles reservations that were younger than the grace period.
      let reward;
      do {
        await new Promise((r) => setTimeout(r, 500));
        reward = (await call('GET', '/api/rewards', undefined, staff)).json.find((r: { id: string }) => r.id === rewardId);
      } while (reward.reserved > 0 && Date.now() - started < RECONCILE_GRACE_MS + 30_000);
      // The reconciler logs its round once the round is over: the read model can show a purchase settled a
      // moment before that line reaches us (on a loaded machine, a round at start may settle a reservation
      // the kill left more than the grace period old).
      const settledByReconciler = () =>
        [...server!.output().matchAll(/Reward reconciler: (\d+) completed, (\d+) released/g)].reduce(
          (n, m) => n + Number(m[1]) + Number(m[2]),
          0,
        );
      const logged = Date.now();
      while (settledByReconciler() < atKill.halfDone && Date.now() - logged < 30_000) await new Promise((r) => setTimeout(r, 50));
      console.info(`settled ${Date.now() - started} ms after the restart; ${settledByReconciler()} by the reconciler`);
      // Nothing but the reconciler touches the purchases the kill cut in half: it settles each exactly once.
      expect(settledByReconciler(), `the restarted server said:\n${server.output()}`).toBe(atKill.halfDone);

      expect(reward.reserved).toBe(0);
      expect(reward.stock + reward.sold).toBe(STOCK);
      let orders = 0;
      for (const [i, cookie] of cookies.entries()) {
        const mine = (await call('GET', '/api/user-rewards', undefined, cookie)).json as {
          pointsSpent: number;
          status: string;
        }[];
        const spent = mine.filter((o) => o.status !== 'cancelled').reduce((s, o) => s + o.pointsSpent, 0);
        const me = (await call('GET', '/api/auth/user', undefined, cookie)).json;
        expect(me.points).toBe(awardOf(i) - spent);
        expect(me.points).toBeGreaterThanOrEqual(0);
        orders += mine.length;
      }
      expect(orders).toBe(reward.sold);

      // The log agrees with the read models: no reservation left without an outcome.
      await server.kill('SIGKILL');
      server = undefined;
      const h = await createHarness({ dir });
      const state = await loadReward(h.deps, rewardId);
      expect([...state.purchases.values()].filter((p) => p.status === 'reserved')).toEqual([]);
      expect(state.fields!.stock! + state.sold).toBe(STOCK);
      await h.close();
    },
  );
});
