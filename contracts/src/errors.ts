import { z } from 'zod';

/** Every non-2xx answer of the API has this shape; `message` is shown to people as is. */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const ErrorCode = {
  validation: 'validation_error',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  domain: 'domain_rule',
  rateLimited: 'rate_limited',
  unavailable: 'unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
