import { type ApiError, ErrorCode } from '@app/contracts';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { DomainError } from '../core/errors.js';
import { statusOf } from './error-status.js';
import { log } from '../core/log.js';
import type { AppEnv } from './app-env.js';
import { routePattern } from './request-log.js';
import { isServiceUnavailable, UNAVAILABLE_MESSAGE } from './mongo-connection.js';

export const jsonError = (c: Context, status: ContentfulStatusCode, body: ApiError) => c.json(body, status);

export const zodIssues = (err: ZodError) =>
  err.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message }));

export const validationError = (c: Context, err: ZodError) =>
  jsonError(c, 400, {
    message: err.issues[0]?.message ?? 'Geçersiz istek',
    code: ErrorCode.validation,
    issues: zodIssues(err),
  });

/** One place turns every failure into the JSON error shape; nothing escapes as an HTML 500. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof DomainError) {
    return jsonError(c, statusOf(err.code), { message: err.message, code: err.code });
  }
  if (err instanceof ZodError) return validationError(c, err);
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) {
      return jsonError(c, 413, { message: 'İstek gövdesi çok büyük.', code: ErrorCode.tooLarge });
    }
    if (status === 400) {
      // Hono raises this for a body that is not valid JSON.
      return jsonError(c, 400, { message: 'İstek gövdesi geçerli bir JSON değil.', code: ErrorCode.validation });
    }
    return jsonError(c, status, { message: err.message || 'İstek işlenemedi.', code: 'http_error' });
  }
  // A database out of reach (its client's timeouts bound the wait): a plain "try again later", not a 500.
  if (isServiceUnavailable(err)) return jsonError(c, 503, { message: UNAVAILABLE_MESSAGE, code: ErrorCode.unavailable });
  // The route's pattern, not the path: an id or a token in the path stays out of the log.
  log.error(
    { err, method: c.req.method, route: routePattern(c), requestId: (c as Context<AppEnv>).get('requestId') },
    'unexpected error',
  );
  return jsonError(c, 500, { message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.', code: ErrorCode.internal });
};

export const apiNotFound: NotFoundHandler = (c) =>
  jsonError(c, 404, { message: 'İstenen adres bulunamadı.', code: ErrorCode.notFound });
