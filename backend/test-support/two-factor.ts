import { Secret, TOTP } from 'otpauth';
import type { SiteAnswer } from './site-call.js';

/**
 * Staff in tests enrol in the two-step login like a person with an authenticator app: the key the
 * enrolment answers, and codes computed from it. Each code is used once (the server refuses a replay),
 * so each key's next code is one step on from the last, within the ±1 step the server allows.
 */
const lastStep = new Map<string, number>();

/**
 * The next unused code of `secret` at `now`. It starts at the current step, not the one before: the
 * server checks a moment later, and a step boundary crossed in between still leaves it within ±1.
 * When the step after is used too, a test on the real clock waits for the next step (a test on a
 * hand-moved clock has to move it on).
 */
export async function nextCode(secret: string, now: Date = new Date()) {
  let current = Math.floor(now.getTime() / 30_000);
  const step = Math.max(current, (lastStep.get(secret) ?? -Infinity) + 1);
  const realClock = Math.abs(Date.now() - now.getTime()) < 5_000;
  if (step > current + 1 && !realClock)
    throw new Error('two-step login: the codes of this step and the next were used; move the clock on');
  while (step > current + 1) {
    await new Promise((r) => setTimeout(r, (current + 1) * 30_000 - Date.now() + 50));
    current = Math.floor(Date.now() / 30_000);
  }
  lastStep.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * 30_000,
  });
}

/** The keys of the accounts enrolled so far, by the site and the e-mail or username used to log in. */
export const enrolledKeys = new Map<string, string>();

type Call = (method: string, url: string, body?: unknown, cookie?: string) => Promise<SiteAnswer>;

/** Enrols the logged-in staff member (cookie) with the key the server hands out; answers it. */
export async function enrolStaff(call: Call, cookie: string, now?: Date) {
  const enrol = await call('POST', '/api/admin/2fa/enrol', {}, cookie);
  if (enrol.status !== 200) throw new Error(`2fa enrol: ${enrol.status} ${JSON.stringify(enrol.json)}`);
  const secret = (enrol.json as { secret: string }).secret;
  const confirm = await call('POST', '/api/admin/2fa/confirm', { code: await nextCode(secret, now) }, cookie);
  if (confirm.status !== 200) throw new Error(`2fa confirm: ${confirm.status} ${JSON.stringify(confirm.json)}`);
  return { secret, recoveryCodes: (confirm.json as { recoveryCodes: string[] }).recoveryCodes };
}

/**
 * Logs a staff member in on `site` through both steps: the password, then (if the account has the
 * two-step login) a computed code; a staff account not yet enrolled is enrolled on the way.
 * Answers the session cookie.
 */
export async function staffLogin(call: Call, site: string, login: string, password: string, now?: Date) {
  const first = await call('POST', '/api/auth/login', { email: login, password });
  if (first.status !== 200) throw new Error(`login ${login}: ${first.status} ${JSON.stringify(first.json)}`);
  const key = `${site}|${login.toLowerCase()}`;
  if (!(first.json as { twoFactorRequired?: boolean }).twoFactorRequired) {
    const role = (first.json as { user: { role: string } }).user.role;
    if (role === 'super_admin' || role === 'editor') enrolledKeys.set(key, (await enrolStaff(call, first.cookie, now)).secret);
    return first.cookie;
  }
  const secret = enrolledKeys.get(key);
  if (!secret) throw new Error(`two-step login for ${login}: its key is not known to the test (enrolled elsewhere?)`);
  const second = await call('POST', '/api/auth/login/2fa', { code: await nextCode(secret, now) }, first.cookie);
  if (second.status !== 200) throw new Error(`2fa login ${login}: ${second.status} ${JSON.stringify(second.json)}`);
  if (!second.cookie.startsWith('sid=')) throw new Error(`2fa login ${login}: no session cookie first (${second.cookie})`);
  return second.cookie;
}
