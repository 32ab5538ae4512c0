import type { BrowserContext } from 'playwright-core';
import { siteCall } from '../../backend/test-support/site-call.js';
import { staffLogin } from '../../backend/test-support/two-factor.js';
import { ADMIN } from './server.js';

/** What a staff login needs to know of the site under test: where it is, and its data folder (its name). */
export interface StaffSite {
  readonly url: string;
  readonly dir: string;
}

/**
 * The session cookie (`sid=…`) of a staff member logged in through the API with both steps, as
 * STAFF_2FA=required asks: the first login enrols the account with the key the site hands out, later
 * ones send a code computed from it (backend/test-support/two-factor.ts).
 */
export const staffCookie = (site: StaffSite, who: { email: string; password: string } = ADMIN) =>
  staffLogin(
    siteCall(() => site.url),
    site.dir,
    who.email,
    who.password,
    () => new Date(),
  );

/**
 * Puts a session into a browser context, as the login pages would have: its pages then run as that
 * member. Tests that are not about the login pages log staff in this way, so they do not depend on
 * the admin login screen's steps.
 */
export async function useSession(context: BrowserContext, url: string, cookie: string) {
  const at = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url, httpOnly: true, sameSite: 'Lax' }]);
}
