// Plain values, no zod: the site header decides on staff links without loading the schema library.
import type { Role } from './common.js';

export const staffRoles: readonly Role[] = ['super_admin', 'editor'];
export const isStaff = (role: Role | undefined | null) => !!role && staffRoles.includes(role);

/** Every role, from the most to the least powerful (a plain list for route search parsers). */
export const roles: readonly Role[] = ['super_admin', 'editor', 'viewer', 'user'];
