import { AdminCard, PublicCard } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { cardsProjection } from './cards.projection.js';
import { nextCardVisibilityChange, publicCardFilter } from './queries.js';

/** GET /api/cards (what visitors see now) and GET /api/cards/all (staff). */
export const cardQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, cardsProjection, {
    publicFilter: publicCardFilter,
    nextChange: (d, now) => nextCardVisibilityChange(d.read, now),
    publicSchema: PublicCard,
    adminSchema: AdminCard,
  });
