import { serializeSigned } from 'hono/utils/cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE, sessionIdFromCookieHeader } from './session.js';

const signed = async (value: string, secret: string) => (await serializeSigned(SESSION_COOKIE, value, secret)).split(';')[0]!;

describe('the signed session cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks a value once, refuses a forged or foreign signature every time, and tells secrets apart', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const cookie = `theme=dark; ${await signed('session-1', 'secret-a')}`;
    expect(await sessionIdFromCookieHeader(cookie, 'secret-a')).toBe('session-1');
    expect(await sessionIdFromCookieHeader(cookie, 'secret-a')).toBe('session-1');
    expect(verify).toHaveBeenCalledTimes(1);

    // The same cookie under another secret is checked under that one, and refused.
    expect(await sessionIdFromCookieHeader(cookie, 'secret-b')).toBeNull();
    // Another member's id with the first one's signature.
    const forged = cookie.replace('session-1.', 'session-2.');
    expect(await sessionIdFromCookieHeader(forged, 'secret-a')).toBeNull();
    expect(await sessionIdFromCookieHeader(forged, 'secret-a')).toBeNull();
    expect(await sessionIdFromCookieHeader('theme=dark', 'secret-a')).toBeNull();
    expect(await sessionIdFromCookieHeader(`${SESSION_COOKIE}=unsigned`, 'secret-a')).toBeNull();
  });
});
