import * as C from '@app/contracts';
import { op, type Operation } from '../../http/openapi/operations.js';

const analytics = op('Analitik');

/** What the OpenAPI document says of the dashboard routes (see backend/http/openapi/operations.ts). */
export const dashboardOperations: Record<string, Operation> = {
  'GET /api/admin/dashboard': analytics('staff', 'Kontrol paneli sayaçları', C.AdminDashboard),
};
