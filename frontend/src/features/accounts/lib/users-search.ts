import type { Role } from '@app/contracts';
import { roles } from '@app/contracts/plain';

/** /admin/kullanicilar's URL: the search text, the role filter and the member whose drawer is open. */
export interface UsersSearch {
  ara?: string;
  rol?: Role;
  uye?: string;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.length <= max ? v : undefined);

/**
 * A plain parser, not a zod schema: route search parsers run in the first page's scripts, which must
 * not bring zod. Anything unknown or too long is dropped, so a hand-edited link still opens the page.
 */
export function parseUsersSearch(input: Record<string, unknown>): UsersSearch {
  const out: UsersSearch = {};
  const ara = text(input.ara, 100);
  const rol = roles.find((r) => r === input.rol);
  const uye = text(input.uye, 64);
  if (ara) out.ara = ara;
  if (rol) out.rol = rol;
  if (uye) out.uye = uye;
  return out;
}
