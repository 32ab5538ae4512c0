import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/cards: what visitors see now. The home page shows its own empty state on failure. */
export const publicCardsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.cards, 'public'],
    queryFn: () => api.get('/api/cards', { schema: contract('PublicCardList') }),
    meta: { silent: true },
  });

/** GET /api/cards/all (staff): every card with its status and window. */
export const allCardsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.cards, 'all'],
    queryFn: () => api.get('/api/cards/all', { schema: contract('AdminCardList') }),
  });

export const usePublicCards = () => useQuery(publicCardsQueryOptions());
export const useAllCards = () => useQuery(allCardsQueryOptions());
