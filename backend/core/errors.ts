/**
 * What a rule of the domain can say when it refuses: the general kinds (`contracts`' ErrorCode) and the
 * particular ones a client tells apart. The domain knows nothing of HTTP: `http/error-status.ts` maps
 * each code to the status of the answer, and adding a code here fails the build until it has one.
 */
export const DOMAIN_CODES = [
  // the general kinds (ErrorCode in contracts)
  'validation_error',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'domain_rule',
  'rate_limited',
  'unavailable',
  // particular ones
  'not_an_image',
  'invalid_credentials',
  'account_banned',
  'telegram_verification_required',
  'purchase_released',
  'sold_out',
  'code_expired',
  'code_invalid',
  'draw_too_many_entries',
  'insufficient_points',
  'order_backwards',
  'order_cancelled',
  'order_delivered',
  'order_settled',
  'reward_inactive',
  'busy',
  'telegram_unavailable',
  'draw_entries_mismatch',
  'draw_entries_not_ready',
  'draw_seed_mismatch',
  'draw_seed_unreadable',
  'draw_winners_inconsistent',
  // accounts: recovery and the staff two-step login (issue 31)
  'reset_token_invalid',
  'wrong_password',
  'mail_not_configured',
  'two_factor_required',
  'two_factor_wrong_code',
  'two_factor_code_used',
  'two_factor_wrong_recovery_code',
  'two_factor_key_unreadable',
  // an edit sent with the revision its editor saw, which the record has moved past (issue 41)
  'record_changed',
] as const;
export type DomainCode = (typeof DOMAIN_CODES)[number];

/** A rule of the domain said no: a code for programs and the Turkish text shown to people. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const RECORD_CHANGED = 'Bu kayıt siz düzenlerken değişti. Sayfayı yenileyip tekrar deneyin.';
/** An edit decided against a record that changed since its editor read it (If-Match: 412). */
export const recordChanged = () => new DomainError('record_changed', RECORD_CHANGED);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') => new DomainError('forbidden', message);
export const unauthenticated = (message = 'Bu işlem için giriş yapmalısınız.') => new DomainError('unauthenticated', message);
