import type { MiddlewareHandler } from 'hono';
import { unauthenticated } from '../core/errors.js';
import type { AppEnv } from './app-env.js';

/** A guard for members' own routes: guests get 401 with `message` (the general text by default). */
export const memberOnlyWith =
  (message?: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.get('user')) throw unauthenticated(message);
    await next();
  };

/** The one guard of every member route: a guest gets 401. */
export const memberOnly = memberOnlyWith();
