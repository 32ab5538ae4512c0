import { ErrorCode } from '@app/contracts';

/** A rule of the domain said no. Carries the HTTP status and the Turkish text shown to people. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
    readonly code: string = codeFor(status),
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

function codeFor(status: number): string {
  switch (status) {
    case 400:
      return ErrorCode.validation;
    case 401:
      return ErrorCode.unauthenticated;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.tooLarge;
    case 429:
      return ErrorCode.rateLimited;
    case 503:
      return ErrorCode.unavailable;
    default:
      return ErrorCode.domain;
  }
}

export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') => new DomainError(403, message);
export const unauthenticated = (message = 'Bu işlem için giriş yapmalısınız.') => new DomainError(401, message);
