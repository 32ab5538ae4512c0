import * as C from '@app/contracts';
import { op, type Operation } from '../../http/openapi/operations.js';

const audit = op('Yönetim: Denetim Kaydı');

/** What the OpenAPI document says of the audit routes (see backend/http/openapi/operations.ts). */
export const auditOperations: Record<string, Operation> = {
  'GET /api/admin/audit': audit('super_admin', 'Denetim kaydı (yetkili, tür, tarih süzgeçleri; sayfalama)', C.AuditPage),
  'GET /api/admin/audit/actors': audit('super_admin', 'Denetim kaydındaki yetkililer', C.AuditActorList),
  'GET /api/admin/audit.csv': audit('super_admin', 'Denetim kaydı (CSV, aynı süzgeçlerle)', 'csv'),
};
