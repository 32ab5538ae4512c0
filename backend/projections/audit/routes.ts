import { AUDIT_TARGET_LABELS, AUDIT_TYPE_LABELS, type AuditEntry, AuditQuery, roleLabels } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { type CsvColumn, csvDateTime, csvResponse } from '../../http/csv.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireSuperAdmin } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { auditActors, auditPage, auditPages } from './queries.js';

const columns: CsvColumn<AuditEntry>[] = [
  { header: 'Tarih', value: (e) => csvDateTime(e.at) },
  { header: 'Yetkili', value: (e) => e.actor.username ?? e.actor.id },
  { header: 'Rol', value: (e) => roleLabels[e.actor.role] },
  { header: 'İşlem', value: (e) => AUDIT_TYPE_LABELS[e.type] },
  { header: 'Açıklama', value: (e) => e.summary },
  { header: 'Hedef Türü', value: (e) => AUDIT_TARGET_LABELS[e.target.kind] },
  { header: 'Hedef', value: (e) => e.target.title ?? e.target.id },
];

/** GET /api/admin/audit, /api/admin/audit/actors and /api/admin/audit.csv: super_admin only. */
export const auditQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/audit', requireSuperAdmin, validate('query', AuditQuery), async (c) =>
      c.json(await auditPage(deps.read, c.req.valid('query'))),
    )
    .get('/audit/actors', requireSuperAdmin, async (c) => c.json(await auditActors(deps.read)))
    .get('/audit.csv', requireSuperAdmin, validate('query', AuditQuery), (c) => {
      const { actor, type, from, to } = c.req.valid('query');
      return csvResponse(
        c,
        { baseName: 'denetim-kaydi', now: deps.clock() },
        columns,
        auditPages(deps.read, { actor, type, from, to }),
      );
    });
