import { Secret, TOTP } from 'otpauth';
import type { SiteAnswer } from './site-call.js';
import { until } from './until.js';

/**
 * Staff in tests, browser tests and benchmarks enrol in the two-step login like a person with an
 * authenticator app: they keep the key the enrolment hands out and the ten recovery codes, and log in
 * with codes computed from the key. The server accepts each TOTP step once (a replay is refused) and
 * allows ±1 step of drift, so a key gives two fresh codes at any moment (this step and the next);
 * a further login within the same 30 s uses a recovery code, and only past those does a test on the
 * real clock wait, for the next step to begin.
 */
export interface EnrolledStaff {
  secret: string;
  recoveryCodes: string[];
  /** The newest step whose code was handed out: the server refuses it and every older one. */
  lastStep: number;
}

const STEP_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

/** The enrolments made so far, by site (its data folder) and the e-mail or username the test logs in with. */
const enrolled = new Map<string, EnrolledStaff>();
const keyOf = (site: string, login: string) => `${site}|${login.trim().toLowerCase()}`;

/** The key and recovery codes of an account a helper enrolled on `site` (for tests of the login itself). */
export const enrolmentOf = (site: string, login: string) => enrolled.get(keyOf(site, login));

/** The code of `secret` at `step` (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export const totpCode = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * STEP_MS,
  });

type SecondStep = { code: string } | { recoveryCode: string };

/**
 * What to send as the next second step at `clock()`: this step's code or the next one's if not used
 * yet, else a recovery code; with none left, a test on the real clock waits for the next step to begin
 * (a test on a hand-moved clock is told to move it).
 */
export async function nextSecondStep(staff: EnrolledStaff, clock: () => Date): Promise<SecondStep> {
  const current = stepAt(clock().getTime());
  // Not the step before: a step boundary crossed before the server checks would put it out of reach.
  const step = [current, current + 1].find((s) => s > staff.lastStep);
  if (step !== undefined) {
    staff.lastStep = step;
    return { code: totpCode(staff.secret, step) };
  }
  const recoveryCode = staff.recoveryCodes.shift();
  if (recoveryCode) return { recoveryCode };
  if (Math.abs(clock().getTime() - Date.now()) > 5_000) {
    throw new Error('two-step login: this step’s and the next step’s codes and every recovery code are used; move the clock on');
  }
  await until(() => stepAt(Date.now()) >= staff.lastStep, 'the next TOTP step', { ms: 31_000, everyMs: 100 });
  return nextSecondStep(staff, clock);
}

type Call = (method: string, url: string, body?: unknown, cookie?: string) => Promise<SiteAnswer>;

const fail = (what: string, answer: SiteAnswer): never => {
  throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
};

/** Enrols the logged-in staff member (cookie) with the key the server hands out, confirmed by its first code. */
export async function enrolStaff(call: Call, cookie: string, clock: () => Date): Promise<EnrolledStaff> {
  const enrol = await call('POST', '/api/admin/2fa/enrol', {}, cookie);
  if (enrol.status !== 200) fail('2fa enrol', enrol);
  const staff: EnrolledStaff = { secret: (enrol.json as { secret: string }).secret, recoveryCodes: [], lastStep: -1 };
  const first = await nextSecondStep(staff, clock);
  const confirm = await call('POST', '/api/admin/2fa/confirm', first, cookie);
  if (confirm.status !== 200) fail('2fa confirm', confirm);
  staff.recoveryCodes = [...(confirm.json as { recoveryCodes: string[] }).recoveryCodes];
  return staff;
}

/**
 * Logs a member in on `site` (any string naming it: its data folder) and answers the session cookie.
 * Staff go through both steps: the password, then a computed code (or a recovery code); a staff
 * account not yet enrolled is enrolled on its first login, as STAFF_2FA=required asks.
 */
export async function staffLogin(call: Call, site: string, login: string, password: string, clock: () => Date) {
  const first = await call('POST', '/api/auth/login', { email: login, password });
  if (first.status !== 200) fail(`login ${login}`, first);
  const key = keyOf(site, login);
  if (!(first.json as { twoFactorRequired?: boolean }).twoFactorRequired) {
    const role = (first.json as { user: { role: string } }).user.role;
    if (role === 'super_admin' || role === 'editor') enrolled.set(key, await enrolStaff(call, first.cookie, clock));
    return first.cookie;
  }
  const staff = enrolled.get(key);
  if (!staff) throw new Error(`two-step login for ${login}: no helper enrolled it on this site (log in with the same name)`);
  const second = await call('POST', '/api/auth/login/2fa', await nextSecondStep(staff, clock), first.cookie);
  if (second.status !== 200) fail(`2fa login ${login}`, second);
  if (!second.cookie.startsWith('sid=')) throw new Error(`2fa login ${login}: no session cookie first (${second.cookie})`);
  return second.cookie;
}
