import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainCode } from '../core/errors.js';

/** The one place a domain error's code becomes an HTTP status (the domain itself knows no HTTP). */
const STATUS_OF: Record<DomainCode, ContentfulStatusCode> = {
  validation_error: 400,
  not_an_image: 400,
  reset_token_invalid: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  wrong_password: 401,
  two_factor_wrong_code: 401,
  two_factor_code_used: 401,
  two_factor_wrong_recovery_code: 401,
  forbidden: 403,
  account_banned: 403,
  telegram_verification_required: 403,
  two_factor_required: 403,
  not_found: 404,
  conflict: 409,
  purchase_released: 409,
  sold_out: 409,
  // If-Match named a revision the record has moved past.
  record_changed: 412,
  payload_too_large: 413,
  domain_rule: 422,
  code_expired: 422,
  code_invalid: 422,
  draw_too_many_entries: 422,
  insufficient_points: 422,
  order_backwards: 422,
  order_cancelled: 422,
  order_delivered: 422,
  order_settled: 422,
  reward_inactive: 422,
  rate_limited: 429,
  // The service or the data is not ready: trying again later may work.
  unavailable: 503,
  busy: 503,
  telegram_unavailable: 503,
  draw_entries_mismatch: 503,
  draw_entries_not_ready: 503,
  draw_seed_mismatch: 503,
  draw_seed_unreadable: 503,
  draw_winners_inconsistent: 503,
  mail_not_configured: 503,
  two_factor_key_unreadable: 503,
};

export const statusOf = (code: DomainCode): ContentfulStatusCode => STATUS_OF[code];
