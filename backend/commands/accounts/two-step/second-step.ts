import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../../../http/app-env.js';

/**
 * Between the password and the code, the browser holds only this: a signed cookie naming the account
 * and when the step lapses. No session exists until the code is right; another browser cannot go on.
 */
const COOKIE = 'tfa';
const LIFETIME_MS = 5 * 60_000;

export async function startSecondStep(c: Context<AppEnv>, secret: string, userId: string, now: Date) {
  await setSignedCookie(c, COOKIE, `${userId}.${now.getTime() + LIFETIME_MS}`, secret, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: c.get('https') === true,
    path: '/api/auth',
    maxAge: LIFETIME_MS / 1000,
  });
}

/** The account waiting for its second step in this browser, or null (none, lapsed, or forged). */
export async function pendingSecondStep(c: Context<AppEnv>, secret: string, now: Date): Promise<string | null> {
  const value = await getSignedCookie(c, secret, COOKIE);
  if (typeof value !== 'string') return null;
  const dot = value.lastIndexOf('.');
  const until = Number(value.slice(dot + 1));
  return dot > 0 && until > now.getTime() ? value.slice(0, dot) : null;
}

export const endSecondStep = (c: Context) => deleteCookie(c, COOKIE, { path: '/api/auth' });
