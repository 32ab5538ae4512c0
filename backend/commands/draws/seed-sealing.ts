import type { SealedSeed } from '@app/contracts';
import { SEED_BYTES } from '@app/contracts';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { DomainError } from '../../core/errors.js';

/** The AES-256-GCM key that seals draw seeds in the log, derived from DRAW_SECRET (or DATA_DIR/draw-secret). */
export interface DrawKey {
  readonly bytes: Buffer;
}

export const drawKeyFrom = (secret: string): DrawKey => ({
  // HKDF with its own label: the same secret string can never double as another key of the app.
  bytes: Buffer.from(hkdfSync('sha256', secret, 'guvenilir-siteler', 'draw-seed-sealing/aes-256-gcm', 32)),
});

/** 32 crypto-strong random bytes as 64 lowercase hex characters. */
export const newSeed = () => randomBytes(SEED_BYTES).toString('hex');

/** The draw id is the additional data: a sealed seed cannot be copied into another draw's stream. */
export function sealSeed(key: DrawKey, drawId: string, seed: string): SealedSeed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  cipher.setAAD(Buffer.from(drawId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(Buffer.from(seed, 'hex')), cipher.final()]);
  return {
    alg: 'aes-256-gcm',
    iv: iv.toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

export const SEED_UNREADABLE = 'Çekilişin gizli tohumu çözülemedi: çekiliş anahtarı (DRAW_SECRET) değişmiş olabilir.';

export function unsealSeed(key: DrawKey, drawId: string, sealed: SealedSeed): string {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(drawId, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('hex');
  } catch {
    // GCM refuses a wrong key or a tampered seal; drawing with anything else would break the commitment.
    throw new DomainError('draw_seed_unreadable', SEED_UNREADABLE);
  }
}
