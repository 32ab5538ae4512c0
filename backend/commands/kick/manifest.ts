import { kickEvents } from '@app/contracts';
import { kickProjection } from '../../projections/kick/kick.projection.js';
import { adminKickQueryRoutes, kickQueryRoutes } from '../../projections/kick/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { kickOperations } from './operations.js';
import { adminKickCommandRoutes, kickCommandRoutes } from './routes.js';

export const kickSlice: SliceManifest = {
  name: 'kick',
  contracts: [kickEvents],
  projections: [kickProjection],
  routes(api, { deps, options }) {
    api.route('/kick', kickQueryRoutes(deps, options.kick));
    api.route('/kick', kickCommandRoutes(deps, options.kick, options.secret, options.limitStore));
    api.route('/admin/kick', adminKickQueryRoutes(deps, options.kick));
    api.route('/admin/kick', adminKickCommandRoutes(deps, options.kick));
  },
  operations: kickOperations,
};
