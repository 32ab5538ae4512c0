import type { Role } from '@app/contracts';

export const roleLabels: Record<Role, string> = {
  super_admin: 'Süper Admin',
  editor: 'Editör',
  viewer: 'İzleyici',
  user: 'Üye',
};
