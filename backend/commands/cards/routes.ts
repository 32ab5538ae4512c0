import { CreateCardRequest, UpdateCardRequest } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { type CatalogReads, catalogCommandRoutes } from '../catalog/catalog-routes.js';
import { CARD_CATEGORY, CARD_NOT_FOUND, cardDecider } from './card.js';

/** POST /api/cards, PATCH /api/cards/:id, DELETE /api/cards/:id (staff). */
export const cardCommandRoutes = (deps: Deps, reads: CatalogReads) =>
  catalogCommandRoutes(deps, {
    category: CARD_CATEGORY,
    decider: cardDecider,
    createSchema: CreateCardRequest,
    updateSchema: UpdateCardRequest,
    imageFields: ['logoUrl', 'backgroundImageUrl'],
    find: reads.find,
    notFoundMessage: CARD_NOT_FOUND,
  });
