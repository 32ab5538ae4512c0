import { AdminUsersQuery, type AdminUser, LedgerQuery, roleLabels } from '@app/contracts';
import { type Context, Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { type CsvColumn, csvDateTime, csvResponse } from '../../http/csv.js';
import type { AppEnv } from '../../http/app-env.js';
import { pathId } from '../../http/path-id.js';
import { requireStaff } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { ledgerPage } from '../points/points-ledger.projection.js';
import { listUserRewards } from '../rewards/queries.js';
import { listOwnApplications } from '../tickets/queries.js';
import { adminUserPages, findAdminUser, listAdminUsers } from './admin-queries.js';

const USER_NOT_FOUND = 'Kullanıcı bulunamadı.';

const userColumns: CsvColumn<AdminUser>[] = [
  { header: 'Kullanıcı Adı', value: (u) => u.username },
  { header: 'E-posta', value: (u) => u.email },
  { header: 'Ad', value: (u) => u.firstName },
  { header: 'Soyad', value: (u) => u.lastName },
  { header: 'Rol', value: (u) => roleLabels[u.role] },
  { header: 'Puan', value: (u) => u.points },
  { header: 'Durum', value: (u) => (u.banned ? 'Engelli' : 'Aktif') },
  { header: 'Telegram', value: (u) => (u.telegramVerified ? 'Doğrulandı' : 'Doğrulanmadı') },
  { header: 'Kayıt Tarihi', value: (u) => csvDateTime(u.createdAt) },
];

/**
 * Staff reads of members and staff, mounted at /api/admin: the list (search, role, paging), one member
 * and the sections of their drawer (points ledger, ticket applications, purchases), and the list as a CSV file.
 */
export function adminUserQueryRoutes(deps: Deps) {
  const memberOr404 = async (c: Context<AppEnv>) => {
    const user = await findAdminUser(deps.read, pathId(c, USER_NOT_FOUND));
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  };
  return new Hono<AppEnv>()
    .get('/users', requireStaff, validate('query', AdminUsersQuery), async (c) =>
      c.json(await listAdminUsers(deps.read, c.req.valid('query'))),
    )
    .get('/users.csv', requireStaff, validate('query', AdminUsersQuery), (c) => {
      const { search, role } = c.req.valid('query');
      return csvResponse(
        c,
        { baseName: 'kullanicilar', now: deps.clock() },
        userColumns,
        adminUserPages(deps.read, { search, role }),
      );
    })
    .get('/users/:id', requireStaff, async (c) => c.json(await memberOr404(c)))
    .get('/users/:id/ledger', requireStaff, validate('query', LedgerQuery), async (c) => {
      const user = await memberOr404(c);
      const { before, limit } = c.req.valid('query');
      return c.json(await ledgerPage(deps.read, user.id, { before, limit }));
    })
    .get('/users/:id/ticket-applications', requireStaff, async (c) => {
      const user = await memberOr404(c);
      return c.json(await listOwnApplications(deps.read, user.id));
    })
    .get('/users/:id/purchases', requireStaff, async (c) => {
      const user = await memberOr404(c);
      return c.json(await listUserRewards(deps.read, user.id));
    });
}
