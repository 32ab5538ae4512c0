import { AdminCard, PublicCard } from '@app/contracts';
import { CARD_NOT_FOUND } from '../../commands/cards/card.js';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { cardsProjection } from './cards.projection.js';
import { nextCardVisibilityChange, publicCardFilter } from './queries.js';

/** GET /api/cards (what visitors see now), GET /api/cards/all and GET /api/cards/:id (staff). */
export const cardQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, cardsProjection, {
    publicFilter: publicCardFilter,
    nextChange: (d, now) => nextCardVisibilityChange(d.read, now),
    publicSchema: PublicCard,
    adminSchema: AdminCard,
    notFoundMessage: CARD_NOT_FOUND,
  });
