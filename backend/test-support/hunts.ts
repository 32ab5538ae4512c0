import type { CreateHuntRequest, Hunt } from '@app/contracts';
import { serializeSigned } from 'hono/utils/cookie';
import { startSession } from '../commands/accounts/sessions/sessions.js';
import { hashPassword } from '../commands/accounts/account/passwords.js';
import { awardPoints } from '../commands/points/points.js';
import { systemContext } from '../core/system-context.js';
import { registerFast } from './fast-members.js';
import { type Harness, json, SECRET } from './harness.js';

/** Never a common password: another check bans those. */
export const HUNT_TEST_PASSWORD = 'Kuzey-Yildizi-7';

export interface CrowdMember {
  userId: string;
  username: string;
  cookie: string;
}

/**
 * Many members at once, registered through the account commands with one password hash (registerFast)
 * and given a session directly: a thousand logins through scrypt would take the test's whole budget.
 */
export async function crowd(h: Harness, prefix: string, count: number, points = 0): Promise<CrowdMember[]> {
  const ctx = systemContext(h.deps, 'test');
  const passwordHash = await hashPassword(HUNT_TEST_PASSWORD);
  const people: CrowdMember[] = [];
  for (let n = 0; n < count; n += 1) {
    const { userId, username } = await registerFast(h.deps, `${prefix}${n}`, passwordHash, ctx);
    if (points > 0) await awardPoints(h.deps, userId, { amount: points, reason: 'test', sourceId: 'test:start' }, ctx);
    const { sessionId } = await startSession(h.deps, userId, ctx);
    const cookie = (await serializeSigned('sid', sessionId, SECRET)).split(';')[0]!;
    people.push({ userId, username, cookie });
  }
  await h.deps.runner.waitFor(await h.deps.events.headPosition());
  return people;
}

export const huntBody = (extra: Partial<CreateHuntRequest> = {}): CreateHuntRequest => ({
  title: 'Cuma Bonus Avı',
  startCost: 1000,
  ...extra,
});

/** A hunt with the given slot bets (₺), created by `staff`. */
export async function huntWithSlots(h: Harness, staff: string, bets: number[], extra: Partial<CreateHuntRequest> = {}) {
  const created = await h.request('POST', '/api/admin/hunts', { cookie: staff, body: huntBody(extra) });
  if (created.status !== 201) throw new Error(`create hunt: ${created.status} ${await created.text()}`);
  let hunt = (await json(created)) as Hunt;
  for (const [k, bet] of bets.entries()) {
    const res = await h.request('POST', `/api/admin/hunts/${hunt.id}/slots`, {
      cookie: staff,
      body: { name: `Slot ${k + 1}`, provider: 'Pragmatic Play', bet },
    });
    if (res.status !== 200) throw new Error(`add slot: ${res.status} ${await res.text()}`);
    hunt = (await json(res)) as Hunt;
  }
  return hunt;
}
