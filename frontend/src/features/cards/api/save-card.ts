import { AdminCard, type CreateCardRequest, type UpdateCardRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { catalogMutations } from '@/lib/catalog-mutations';

/** POST /api/cards (create mode of the dialog); PATCH /api/cards/:id with the edited fields, or only `status`. */
export const cardMutations = catalogMutations<AdminCard, CreateCardRequest, UpdateCardRequest>(
  '/api/cards',
  Topic.cards,
  AdminCard,
);
