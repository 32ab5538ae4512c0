import { AdminCard, PublicCard } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../content/catalog-routes.js';
import { listAllCards, listPublicCards } from './queries.js';

/** GET /api/cards (what visitors see now) and GET /api/cards/all (staff). */
export const cardQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, {
    publicItems: (d, now) => listPublicCards(d.read, now),
    allItems: (d) => listAllCards(d.read),
    publicSchema: PublicCard,
    adminSchema: AdminCard,
  });
