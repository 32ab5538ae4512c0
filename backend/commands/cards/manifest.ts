import { cardEvents } from '@app/contracts';
import { cardsProjection } from '../../projections/cards/cards.projection.js';
import { findCard } from '../../projections/cards/queries.js';
import { cardQueryRoutes } from '../../projections/cards/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { cardOperations } from './operations.js';
import { cardCommandRoutes } from './routes.js';

export const cardsSlice: SliceManifest = {
  name: 'cards',
  contracts: [cardEvents],
  projections: [cardsProjection],
  routes(api, { deps }) {
    api.route('/cards', cardQueryRoutes(deps));
    api.route('/cards', cardCommandRoutes(deps, { find: findCard }));
  },
  operations: cardOperations,
};
