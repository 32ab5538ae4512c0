import type { Role } from './common.js';

/**
 * The roles' Turkish names, the same on the screens, in the CSV files and in the audit log. Kept apart
 * from roles.ts, which the first page loads for `isStaff`: only the admin screens need the names.
 */
export const roleLabels: Record<Role, string> = {
  super_admin: 'Süper Admin',
  editor: 'Editör',
  viewer: 'İzleyici',
  user: 'Üye',
};
