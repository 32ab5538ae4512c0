import { ensureSuperAdmin } from '../commands/accounts/members/admin-bootstrap.js';
import { systemContext } from '../core/system-context.js';
import { createHarness, type Harness, type HarnessOptions, json, registerMember } from './harness.js';
import type { SiteAnswer } from './site-call.js';
import { enrolStaff, staffLogin } from './two-factor.js';

export const BOSS = { email: 'patron@example.com', password: 'patron123' };

/** The harness's requests as the two-step helpers make them. */
const callOn =
  (h: Harness, headers?: Record<string, string>) =>
  async (method: string, url: string, body?: unknown, cookie?: string): Promise<SiteAnswer> => {
    const res = await h.request(method, url, { body, cookie, headers });
    return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, json: await res.json() };
  };

/**
 * Logs in with e-mail or username; throws unless it succeeds. Staff go through the two-step login
 * (enrolled on their first login, with a code computed from their key).
 */
export const login = (h: Harness, email: string, password = 'Kuzey-Yildizi-7', headers?: Record<string, string>) =>
  staffLogin(callOn(h, headers), h.dir, email, password, h.deps.clock);

/** Enrols the staff member logged in with `cookie` in the two-step login, in that same session. */
export const enrolInTwoStep = (h: Harness, cookie: string) => enrolStaff(callOn(h), cookie, h.deps.clock);

/** The super_admin from the environment (ADMIN_EMAIL), logged in. */
export async function superAdmin(h: Harness) {
  const { userId } = await ensureSuperAdmin(h.deps, BOSS.email, BOSS.password, systemContext(h.deps, 'test'));
  await h.deps.runner.waitFor(await h.deps.events.headPosition());
  return { userId, cookie: await login(h, BOSS.email, BOSS.password) };
}

/** A member given `role` by the super_admin, logged in again so the cookie carries the new role's view. */
export async function memberWithRole(
  h: Harness,
  bossCookie: string,
  username: string,
  role: 'super_admin' | 'editor' | 'viewer',
) {
  const { userId } = await registerMember(h, username);
  const res = await h.request('PATCH', `/api/admin/users/${userId}`, { cookie: bossCookie, body: { role } });
  if (res.status !== 200) throw new Error(`make ${username} ${role}: ${res.status} ${JSON.stringify(await json(res))}`);
  return { userId, cookie: await login(h, username) };
}

/**
 * A super_admin logged in on the harness; returns the session cookie, which survives `h.restart()`
 * (sessions are in the log).
 */
export async function loginStaff(h: Harness, email = 'yonetici@example.com', password = 'yonetici123') {
  const r = await ensureSuperAdmin(h.deps, email, password, systemContext(h.deps, 'test'));
  await h.deps.runner.waitFor(r.position);
  return login(h, email, password);
}

/** A fresh harness with a super_admin logged in (`staff`, its cookie): the set-up of most staff-route tests. */
export async function harnessWithStaff(options?: HarnessOptions): Promise<{ h: Harness; staff: string }> {
  const h = await createHarness(options);
  return { h, staff: await loginStaff(h) };
}
