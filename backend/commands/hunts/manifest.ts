import { huntEvents } from '@app/contracts';
import { huntsProjection } from '../../projections/hunts/hunts.projection.js';
import { feesOwed, findHunt, huntsOwingPrizes, ownPrediction } from '../../projections/hunts/queries.js';
import { adminHuntQueryRoutes, huntQueryRoutes } from '../../projections/hunts/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { huntOperations } from './operations.js';
import { adminHuntCommandRoutes, huntPredictionRoutes } from './routes.js';
import { startHuntReconciler } from './settle.js';

export const huntsSlice: SliceManifest = {
  name: 'hunts',
  contracts: [huntEvents],
  projections: [huntsProjection],
  routes(api, { deps }) {
    const huntReads = {
      hunt: (id: string) => findHunt(deps.read, id),
      ownPrediction: (huntId: string, userId: string) => ownPrediction(deps.read, huntId, userId),
    };
    api.route('/hunts', huntQueryRoutes(deps));
    api.route('/hunts', huntPredictionRoutes(deps, huntReads));
    api.route('/admin/hunts', adminHuntQueryRoutes(deps));
    api.route('/admin/hunts', adminHuntCommandRoutes(deps, huntReads));
  },
  operations: huntOperations,
  // Hunt prizes a crash left uncredited, and entry fees owed back: now, then every minute.
  background: (deps, _config, log) =>
    startHuntReconciler(deps, { huntsOwingPrizes: () => huntsOwingPrizes(deps.read), feesOwed: () => feesOwed(deps.read) }, log),
};
