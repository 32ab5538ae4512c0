import { AdminCard, PublicCard } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { cardsProjection } from './cards.projection.js';
import { listAllCards, listPublicCards, nextCardVisibilityChange } from './queries.js';

/** GET /api/cards (what visitors see now) and GET /api/cards/all (staff). */
export const cardQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, {
    publicPath: '/api/cards',
    projection: cardsProjection.name,
    publicItems: (d, now) => listPublicCards(d.read, now),
    nextChange: (d, now) => nextCardVisibilityChange(d.read, now),
    allItems: (d) => listAllCards(d.read),
    publicSchema: PublicCard,
    adminSchema: AdminCard,
  });
