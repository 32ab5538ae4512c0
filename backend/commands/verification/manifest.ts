import { verificationEvents } from '@app/contracts';
import { getSiteSettings } from '../../projections/settings/site-settings.js';
import { findVerification } from '../../projections/verification/queries.js';
import { adminVerificationQueryRoutes, socialVerificationQueryRoutes } from '../../projections/verification/routes.js';
import { socialVerificationsProjection } from '../../projections/verification/social-verifications.projection.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { verificationOperations } from './operations.js';
import { adminVerificationCommandRoutes, socialVerificationCommandRoutes } from './routes.js';
import { telegramWebhookRoutes } from '../../integrations/telegram/webhook.js';

const verificationReads = { getSiteSettings, findVerification };

export const verificationSlice: SliceManifest = {
  name: 'verification',
  contracts: [verificationEvents],
  projections: [socialVerificationsProjection],
  routes(api, { deps }) {
    api.route('/social-verifications', socialVerificationQueryRoutes(deps));
    api.route('/social-verifications', socialVerificationCommandRoutes(deps, verificationReads));
    api.route('/admin/social-verifications', adminVerificationQueryRoutes(deps));
    api.route('/admin/social-verifications', adminVerificationCommandRoutes(deps, verificationReads));
    api.route('/telegram', telegramWebhookRoutes(deps));
  },
  operations: verificationOperations,
};
