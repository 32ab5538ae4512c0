import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/lib/current-user';

/**
 * `beforeLoad` of the pathless member layout (spec §6): a guest goes to /giris and comes back
 * after login. Use it as `routes/_auth.tsx` once its first child page exists, e.g.
 *
 *   export const Route = createFileRoute('/_auth')({ beforeLoad: requireMember, component: Outlet });
 *
 * (the route generator rejects a pathless layout without children: it would clash with "/").
 */
export async function requireMember({
  context: { queryClient },
  location,
}: {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}) {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) throw redirect({ to: '/giris', search: { redirect: location.href } });
  return { user };
}
