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

/** What to do with a mutation's answer: `mutate`'s per-call options, by the same names. */
export interface Settle<T> {
  onSuccess?: (data: T) => unknown;
  onError?: (error: Error) => unknown;
}

/**
 * Acts on a mutation's answer even when the component that sent it is gone by then: pass it
 * `mutation.mutateAsync(vars)`. TanStack Query drops `mutate(vars, { onSuccess, onError })` callbacks
 * once the calling component unmounts, and a form is often replaced by its own result before the
 * answer is read (the hook's refresh, a socket notice, a slow device): the toast, the recovery codes
 * or the navigation were lost (issue 39). A failure with no `onError` is left to the mutation's own
 * error handling (the global toast), as with `mutate`.
 */
export function settle<T>(answer: Promise<T>, { onSuccess, onError }: Settle<T>): void {
  answer.then(
    (data) => void onSuccess?.(data),
    (error: unknown) => void onError?.(error instanceof Error ? error : new Error(String(error))),
  );
}
