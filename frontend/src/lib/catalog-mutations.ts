import { useMutation } from '@tanstack/react-query';
import type { Topic } from '@app/contracts/plain';
import type { z } from 'zod';
import { api } from './api-client';
import { itemPathOf, useInvalidate } from './mutations';

/**
 * The create / update / delete hooks of an admin catalog (banners, cards, companies, …): POST to
 * `path`, PATCH and DELETE `path/<id>`, the answer parsed with `schema` (the saved item), then the
 * catalog's `topic` refetched so its list shows the change (and its own notice fetches nothing more).
 * Errors reach the global 'Hata' toast.
 */
export function catalogMutations<Item, Create, Update>(path: string, topic: Topic, schema: z.ZodType<Item>) {
  const itemPath = itemPathOf(path);
  // Each refetches its topic once on success; the change's own notice then fetches nothing (own-changes.ts).
  const covers = [topic];
  return {
    useCreate: () =>
      useMutation({ mutationFn: (body: Create) => api.post(path, body, { schema, covers }), onSuccess: useInvalidate(topic) }),
    useUpdate: () =>
      useMutation({
        // `revision`: what the editor saw (If-Match); a stale edit is refused 412 and changes nothing.
        mutationFn: ({ id, body, revision }: { id: string; body: Update; revision?: number }) =>
          api.patch(itemPath(id), body, { schema, ifMatch: revision, covers }),
        onSuccess: useInvalidate(topic),
      }),
    useDelete: () =>
      useMutation({ mutationFn: (id: string) => api.delete(itemPath(id), { covers }), onSuccess: useInvalidate(topic) }),
  };
}
