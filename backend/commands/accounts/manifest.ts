import { accountEvents, adminAccountEvents, recoveryEvents, twoFactorEvents } from '@app/contracts';
import { passwordResetsProjection, userOfResetToken } from '../../projections/accounts/password-resets.projection.js';
import { findCurrentUser } from '../../projections/accounts/queries.js';
import { authQueryRoutes } from '../../projections/accounts/routes.js';
import { sessionOfPublicId } from '../../projections/accounts/session-queries.js';
import { sessionsProjection } from '../../projections/accounts/sessions.projection.js';
import { usersProjection } from '../../projections/accounts/users.projection.js';
import { erasureReads } from '../../projections/privacy/erasure-reads.js';
import { memberExportRoutes } from '../../projections/privacy/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { finishErasures } from './erasure/erase.js';
import { ownErasureRoutes } from './erasure/erase-routes.js';
import { accountOperations } from './operations.js';
import { recoveryRoutes } from './password-reset/recovery-routes.js';
import { sessionRoutes } from './sessions/routes.js';
import { accountCommandRoutes } from './sign-in/routes.js';
import { afterPasswordWith, signInWith } from './sign-in/sign-in.js';
import { totpSealingKeyFrom } from './two-step/totp.js';
import { secondStepRoutes, twoFactorAdminRoutes } from './two-step/two-factor-routes.js';

/** Accounts: sign-in, sessions, password reset, two-step login, the member's own data (export, erasure). */
export const accountsSlice: SliceManifest = {
  name: 'accounts',
  contracts: [accountEvents, adminAccountEvents, recoveryEvents, twoFactorEvents],
  projections: [usersProjection, sessionsProjection, passwordResetsProjection],
  routes(api, { deps, options }) {
    const signIn = signInWith(deps, { findCurrentUser }, options);
    const afterPassword = afterPasswordWith(deps, signIn, options.secret);
    const totpKey = totpSealingKeyFrom(options.drawSecret ?? options.secret);
    api.route('/auth', accountCommandRoutes(deps, options, signIn, afterPassword));
    api.route('/auth', recoveryRoutes(deps, { userOfResetToken }, options, afterPassword));
    api.route('/auth', sessionRoutes(deps, { sessionOfPublicId }));
    api.route('/auth', authQueryRoutes(deps));
    api.route('/auth', secondStepRoutes(deps, totpKey, signIn, options));
    api.route('/admin/2fa', twoFactorAdminRoutes(deps, totpKey));
    api.route('/me', memberExportRoutes(deps));
    api.route('/me', ownErasureRoutes(deps, erasureReads(deps.read)));
  },
  operations: accountOperations,
  async background(deps) {
    // Erasures a crash cut in half (account closed, keys not yet destroyed) are finished before anything else.
    await finishErasures(deps);
    return async () => {};
  },
};
