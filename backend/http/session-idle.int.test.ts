import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../test-support/clock.js';
import { createHarness, type Harness, registerMember } from '../test-support/harness.js';
import { loginStaff } from '../test-support/staff.js';
import { type SessionDoc, SESSIONS } from '../projections/accounts/sessions.projection.js';

let h: Harness;
afterEach(async () => h?.close());

const me = (cookie: string) => h.request('GET', '/api/auth/user', { cookie });

/** The SessionSeen marks in each of the member's session streams, oldest first. */
async function seenMarks(userId?: string) {
  const sessions = await h.deps.read.collection<SessionDoc>(SESSIONS).find(userId ? { userId } : {});
  const marks: string[] = [];
  for (const s of sessions) {
    for (const e of await h.deps.events.readStream(`session-${s._id}`)) {
      if (e.type === 'SessionSeen') marks.push((e.data as { seenAt: string }).seenAt);
    }
  }
  return marks.sort();
}

describe('idle sessions', () => {
  it('a staff session ends after 12 hours without use, and lives on while it is used', async () => {
    const time = manualClock('2026-11-01T08:00:00.000Z');
    h = await createHarness({ clock: time.clock });
    const staff = await loginStaff(h);
    time.set('2026-11-01T19:00:00.000Z'); // 11 hours on: still live, and this use is kept
    expect((await me(staff)).status).toBe(200);
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    time.set('2026-11-02T06:59:00.000Z'); // 11 h 59 min after the last use
    expect((await me(staff)).status).toBe(200);
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    time.set('2026-11-02T19:00:00.000Z'); // 12 h 1 min after the last use
    expect((await me(staff)).status).toBe(401);
  });

  it('writes the last use at most once per 5 minutes, in the session’s read model', async () => {
    const time = manualClock('2026-11-01T08:00:00.000Z');
    h = await createHarness({ clock: time.clock });
    const member = await registerMember(h, 'sik');
    for (const at of ['08:06:00', '08:06:30', '08:09:00', '08:10:59', '08:11:01']) {
      time.set(`2026-11-01T${at}.000Z`);
      expect((await me(member.cookie)).status).toBe(200);
      await h.deps.runner.waitFor(await h.deps.events.headPosition());
    }
    expect(await seenMarks(member.userId)).toEqual(['2026-11-01T08:06:00.000Z', '2026-11-01T08:11:01.000Z']);
    const [session] = await h.deps.read.collection<SessionDoc>(SESSIONS).find({ userId: member.userId });
    expect(session?.lastSeenAt).toBe('2026-11-01T08:11:01.000Z');
  });

  it('a member’s session keeps the spec’s behaviour: days unused, still live', async () => {
    const time = manualClock('2026-11-01T08:00:00.000Z');
    h = await createHarness({ clock: time.clock });
    const member = await registerMember(h, 'uzun');
    time.set('2026-11-20T08:00:00.000Z');
    expect((await me(member.cookie)).status).toBe(200);
  });
});
