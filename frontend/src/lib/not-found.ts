import { notFound } from '@tanstack/react-router';
import { ApiRequestError } from './api-client';

/** A loader's catch: a 404 answer shows the route's notFoundComponent, any other failure its errorComponent. */
export function rethrowAsNotFound(error: unknown): never {
  throw error instanceof ApiRequestError && error.status === 404 ? notFound() : error;
}
