import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type SealedTotpKey } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import { DomainError } from '../../../core/errors.js';
import { SITE_NAME } from '../account/site-name.js';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_S = 30;

const totpOf = (base32Key: string, label = '') =>
  new TOTP({ issuer: SITE_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(base32Key) });

/** A new key: 20 random bytes (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpKey = () => new Secret({ size: 20 }).base32;

export const otpauthUrlOf = (base32Key: string, account: string) => totpOf(base32Key, account).toString();

/** The step (30 s counter) the code belongs to, within ±1 step of `now`; null when it matches none. */
export function stepOfCode(base32Key: string, code: string, now: Date): number | null {
  const delta = totpOf(base32Key).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The AES-256-GCM key that seals TOTP keys in the log, derived like the draw seeds' key (its own HKDF label). */
export interface TotpSealingKey {
  readonly bytes: Buffer;
}
export const totpSealingKeyFrom = (secret: string): TotpSealingKey => ({
  bytes: Buffer.from(hkdfSync('sha256', secret, 'guvenilir-siteler', 'totp-key-sealing/aes-256-gcm', 32)),
});

/** The member's id is the additional data: a sealed key cannot be copied to another account's stream. */
export function sealTotpKey(key: TotpSealingKey, userId: string, base32Key: string): SealedTotpKey {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(base32Key, 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64');
  return { alg: 'aes-256-gcm', iv: b64(iv), ciphertext: b64(ciphertext), tag: b64(cipher.getAuthTag()) };
}

export function unsealTotpKey(key: TotpSealingKey, userId: string, sealed: SealedTotpKey): string {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new DomainError(
      'two_factor_key_unreadable',
      'İki adımlı doğrulama anahtarı çözülemedi: anahtar (DRAW_SECRET) değişmiş olabilir.',
    );
  }
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read off paper without doubt

/** Ten single-use codes, `XXXXX-XXXXX`, about 50 bits each. */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

/** Codes are compared by their SHA-256, in upper case without the dash (as typed, either way). */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.trim().toUpperCase().replace('-', ''), 'utf8').digest('hex');
