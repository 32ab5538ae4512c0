import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * One personal value in a stored event: AES-256-GCM under its subject's key, a fresh IV per value, the
 * subject as associated data (a sealed value moved into another member's event does not open). Written
 * as `pii:1:<subject, base64url>.<iv | tag | ciphertext, base64url>`: self-describing, so a reader needs
 * no lookup to know whose key opens it, and a value without the prefix (written before the migration)
 * is told apart at once.
 */
const PREFIX = 'pii:1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export function seal(subject: string, key: Buffer, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const payload = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return `${PREFIX}${Buffer.from(subject, 'utf8').toString('base64url')}.${payload}`;
}

/** The subject a sealed value belongs to. */
export function subjectOf(sealed: string): string {
  const dot = sealed.indexOf('.', PREFIX.length);
  return Buffer.from(sealed.slice(PREFIX.length, dot), 'base64url').toString('utf8');
}

export function open(sealed: string, key: Buffer): unknown {
  const dot = sealed.indexOf('.', PREFIX.length);
  const subject = Buffer.from(sealed.slice(PREFIX.length, dot), 'base64url');
  const raw = Buffer.from(sealed.slice(dot + 1), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(subject);
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as unknown;
}
