import { legalEvents } from '@app/contracts';
import { findLegalText, legalTextsProjection } from '../../projections/legal/legal-texts.projection.js';
import { legalQueryRoutes } from '../../projections/legal/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { legalOperations } from './operations.js';
import { legalCommandRoutes } from './routes.js';

export const legalSlice: SliceManifest = {
  name: 'legal',
  contracts: [legalEvents],
  projections: [legalTextsProjection],
  routes(api, { deps }) {
    api.route('/legal', legalQueryRoutes(deps));
    api.route('/admin/legal', legalCommandRoutes(deps, { legalText: (doc) => findLegalText(deps.read, doc) }));
  },
  operations: legalOperations,
};
