import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` keeps the global error toast away (the caller handles the error itself). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Spec §9: no automatic refetch, no refetch on focus, data never stale, no retries.
 * Fresh data arrives only through invalidations (mutations and socket notices).
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) showError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
