import { analyticsEvents } from '@app/contracts';
import { analyticsProjection } from '../../projections/analytics/analytics.projection.js';
import { analyticsQueryRoutes } from '../../projections/analytics/routes.js';
import { cardExists } from '../../projections/cards/queries.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { analyticsOperations } from './operations.js';
import { analyticsTrackingRoutes, cardClickRoutes } from './routes.js';

export const analyticsSlice: SliceManifest = {
  name: 'analytics',
  contracts: [analyticsEvents],
  projections: [analyticsProjection],
  routes(api, { deps }) {
    api.route('/cards', cardClickRoutes(deps, { cardExists }));
    api.route('/analytics', analyticsTrackingRoutes(deps, { cardExists }));
    api.route('/analytics', analyticsQueryRoutes(deps));
  },
  operations: analyticsOperations,
};
