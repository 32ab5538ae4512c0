import type { SliceManifest } from '../../registry/manifest.js';
import { dashboardProjection } from './dashboard.projection.js';
import { dashboardOperations } from './operations.js';
import { dashboardQueryRoutes } from './routes.js';

/** The staff dashboard's counters: a read side only, made from the other slices' events. */
export const dashboardSlice: SliceManifest = {
  name: 'dashboard',
  projections: [dashboardProjection],
  routes: (api, { deps }) => void api.route('/admin/dashboard', dashboardQueryRoutes(deps)),
  operations: dashboardOperations,
};
