import { findAdminUser } from '../../../projections/accounts/admin-queries.js';
import { adminUserQueryRoutes } from '../../../projections/accounts/admin-routes.js';
import { erasureReads } from '../../../projections/privacy/erasure-reads.js';
import type { SliceManifest } from '../../../registry/manifest.js';
import { adminUserCommandRoutes } from './admin-routes.js';
import { adminErasureRoutes } from '../erasure/erase-routes.js';
import { memberAdminOperations } from './operations.js';

/** The staff's side of the accounts: the member list, roles and bans, manual points, a reset link, erasure. */
export const memberAdminSlice: SliceManifest = {
  name: 'accounts/members',
  routes(api, { deps, options }) {
    api.route('/admin', adminUserQueryRoutes(deps));
    api.route('/admin', adminUserCommandRoutes(deps, { user: (id) => findAdminUser(deps.read, id) }, options));
    api.route('/admin', adminErasureRoutes(deps, erasureReads(deps.read)));
  },
  operations: memberAdminOperations,
};
