import { AdjustPointsRequest, type AdminUser, UpdateUserRequest } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../../core/deps.js';
import type { AppEnv } from '../../../http/app-env.js';
import { afterProjections } from '../../../http/after-projections.js';
import { pathId } from '../../../http/path-id.js';
import { commandContext, requireStaff, requireSuperAdmin } from '../../../http/session.js';
import { validate } from '../../../http/validate.js';
import {
  adjustMemberPoints,
  changeUserAccess,
  issueMemberResetLink,
  resetStaffTwoFactor,
  USER_NOT_FOUND,
} from './admin-users.js';
import { resetPath } from '../password-reset/recovery.js';

/** Read-model lookups the admin user commands answer with, handed in by app.ts (commands never import projections). */
export interface AdminUserReads {
  user(userId: string): Promise<AdminUser | null>;
}

/**
 * Staff writes on accounts, mounted at /api/admin: PATCH /users/:id (role, ban; super_admin only) and
 * POST /users/:id/points (a manual correction; staff). Each answer waits until the read models show it.
 */
export function adminUserCommandRoutes(deps: Deps, reads: AdminUserReads, options: { publicOrigin?: string } = {}) {
  const answerUser = (userId: string, position: number) =>
    afterProjections(deps, position, () => reads.user(userId), USER_NOT_FOUND);
  return new Hono<AppEnv>()
    .patch('/users/:id', requireSuperAdmin, validate('json', UpdateUserRequest), async (c) => {
      const userId = pathId(c, USER_NOT_FOUND);
      const { position } = await changeUserAccess(deps, userId, c.req.valid('json'), commandContext(c, deps));
      return c.json(await answerUser(userId, position));
    })
    .post('/users/:id/password-reset-link', requireSuperAdmin, async (c) => {
      const userId = pathId(c, USER_NOT_FOUND);
      const { token, position } = await issueMemberResetLink(deps, userId, commandContext(c, deps));
      await deps.runner.waitFor(position);
      // Without PUBLIC_ORIGIN the path alone: the admin's browser makes it whole with its own address.
      return c.json({ url: `${options.publicOrigin ?? ''}${resetPath(token)}` });
    })
    .delete('/users/:id/2fa', requireSuperAdmin, async (c) => {
      const userId = pathId(c, USER_NOT_FOUND);
      const r = await resetStaffTwoFactor(deps, userId, commandContext(c, deps));
      return c.json(await answerUser(userId, r.position));
    })
    .post('/users/:id/points', requireStaff, validate('json', AdjustPointsRequest), async (c) => {
      const userId = pathId(c, USER_NOT_FOUND);
      const r = await adjustMemberPoints(deps, userId, c.req.valid('json'), commandContext(c, deps));
      return c.json({ user: await answerUser(userId, r.position), balance: r.balance });
    });
}
