import { useQueryClient } from '@tanstack/react-query';
import type { Topic } from '@app/contracts/plain';

/**
 * Refetches every query under these topics; a mutation's `onSuccess`, so the screen shows the change
 * (the returned promise keeps the mutation pending until the refetch is done).
 */
export function useInvalidate(...topics: Topic[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(topics.map((topic) => queryClient.invalidateQueries({ queryKey: [topic] })));
}

/** `path/<id>`, the id escaped: the address of one item of a collection. */
export const itemPathOf = (path: string) => (id: string) => `${path}/${encodeURIComponent(id)}`;
