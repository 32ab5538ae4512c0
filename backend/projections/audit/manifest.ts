import type { SliceManifest } from '../../registry/manifest.js';
import { auditProjection } from './audit.projection.js';
import { auditOperations } from './operations.js';
import { auditQueryRoutes } from './routes.js';

/** The staff audit log: a read side only, made from every staff action in the log. */
export const auditSlice: SliceManifest = {
  name: 'audit',
  projections: [auditProjection],
  routes: (api, { deps }) => void api.route('/admin', auditQueryRoutes(deps)),
  operations: auditOperations,
};
