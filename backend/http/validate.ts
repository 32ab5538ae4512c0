import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationError } from './errors.js';

/** Which schema each validator middleware checks: the OpenAPI document reads a route's inputs from here. */
const checked = new WeakMap<object, { target: keyof ValidationTargets; schema: ZodType }>();

/** zValidator with the contract schema; a failure answers 400 with Turkish messages per field. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) => {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) return validationError(c, result.error as never);
  });
  checked.set(middleware, { target, schema });
  return middleware;
};

/** The target and schema a route handler validates, when it is a `validate(...)` middleware. */
export const validatedBy = (handler: unknown) => (typeof handler === 'function' ? checked.get(handler) : undefined);
