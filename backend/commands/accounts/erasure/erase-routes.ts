import { DeleteAccountRequest } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../../core/deps.js';
import type { AppEnv } from '../../../http/app-env.js';
import { memberOnly } from '../../../http/member-only.js';
import { clearSessionCookie, commandContext, requireSuperAdmin, requireUser } from '../../../http/session.js';
import { validate } from '../../../http/validate.js';
import { type ErasureReads, eraseMember, eraseOwnAccount } from './erase.js';

/** POST /api/me/delete: the member erases their own account (password again); the session ends with it. */
export const ownErasureRoutes = (deps: Deps, reads: ErasureReads) =>
  new Hono<AppEnv>().post('/delete', memberOnly, validate('json', DeleteAccountRequest), async (c) => {
    const userId = requireUser(c)._id;
    const ctx = { ...commandContext(c, deps), actorId: userId };
    const { pseudonym } = await eraseOwnAccount(deps, reads, userId, c.req.valid('json').password, ctx);
    clearSessionCookie(c);
    return c.json({ ok: true as const, pseudonym });
  });

/** POST /api/admin/users/:id/erase: a super_admin erases a member on request (audited, without personal data). */
export const adminErasureRoutes = (deps: Deps, reads: ErasureReads) =>
  new Hono<AppEnv>().post('/users/:id/erase', requireSuperAdmin, async (c) => {
    const { pseudonym } = await eraseMember(deps, reads, c.req.param('id'), commandContext(c, deps));
    return c.json({ ok: true as const, pseudonym });
  });
