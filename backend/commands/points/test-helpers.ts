import { systemContext } from '../../core/system-context.js';
import { cookieOf, type Harness } from '../../test-support/harness.js';
import { ensureSuperAdmin } from '../accounts/accounts.js';

/** A super_admin logged in on the harness; returns the session cookie. */
export async function loginStaff(h: Harness, email = 'yonetici@example.com', password = 'yonetici123') {
  const r = await ensureSuperAdmin(h.deps, email, password, systemContext(h.deps, 'test'));
  await h.deps.runner.waitFor(r.position);
  const res = await h.request('POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`staff login: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/** A clock the test moves by hand. */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    set: (at: string) => void (now = new Date(at)),
  };
}
