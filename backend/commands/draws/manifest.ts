import { drawEvents } from '@app/contracts';
import { drawsProjection } from '../../projections/draws/draws.projection.js';
import { drawReads } from '../../projections/draws/lookups.js';
import { adminDrawQueryRoutes, drawQueryRoutes } from '../../projections/draws/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { drawOperations } from './operations.js';
import { drawCommandRoutes } from './routes.js';
import { drawKeyFrom } from './seed-sealing.js';

export const drawsSlice: SliceManifest = {
  name: 'draws',
  contracts: [drawEvents],
  projections: [drawsProjection],
  routes(api, { deps, options }) {
    api.route('/draws', drawQueryRoutes(deps));
    api.route('/admin/draws', adminDrawQueryRoutes(deps));
    api.route('/admin/draws', drawCommandRoutes(deps, drawReads(deps.read), drawKeyFrom(options.drawSecret ?? options.secret)));
  },
  operations: drawOperations,
};
