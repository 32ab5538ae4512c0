import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ZodError } from 'zod';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const N = 16384;
const r = 8;
const p = 1;
const KEY_LEN = 64;

/** scrypt with a per-password salt; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LEN, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, rr, pp, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(expected, actual);
}

/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
const dummyHash = hashPassword('not-a-real-password');
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash);
  return false;
}

export const COMMON_PASSWORD = 'Bu şifre çok yaygın, lütfen başka bir şifre seçin';

/** zxcvbn-ts's list of the most common passwords (about 49,000), read once, in lower case. */
let common: Set<string> | undefined;

/**
 * Whether a password is on a well-kept list of the most used ones, whatever its letter case. Only
 * membership counts, not a strength score: the spec's rule stays "at least 6 characters". Used at
 * registration, and by any password change.
 */
export function isCommonPassword(password: string) {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** A common password as a validation error on its field (answered 400, shown under the field); else null. */
export function commonPasswordError(password: string, field = 'password') {
  if (!isCommonPassword(password)) return null;
  return new ZodError([{ code: 'custom', path: [field], message: COMMON_PASSWORD, input: password }]);
}
