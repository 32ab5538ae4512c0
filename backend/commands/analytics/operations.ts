import * as C from '@app/contracts';
import { op, type Operation } from '../../http/openapi/operations.js';

const analytics = op('Analitik');

/** What the OpenAPI document says of the analytics routes (see backend/http/openapi/operations.ts). */
export const analyticsOperations: Record<string, Operation> = {
  'POST /api/cards/:id/click': analytics('public', 'Kart tıklaması (toplu kaydedilir)', 'none', { status: 202, errors: [429] }),
  'POST /api/analytics/page-view': analytics('public', 'Sayfa görüntüleme (toplu kaydedilir)', 'none', {
    status: 202,
    errors: [429],
  }),
  'POST /api/analytics/card-click': analytics('public', 'Kart tıklaması (toplu kaydedilir)', 'none', {
    status: 202,
    errors: [429],
  }),
  'GET /api/analytics/overview': analytics('staff', 'Trafik özeti', C.AnalyticsOverview),
  'GET /api/analytics/card-clicks': analytics('staff', 'Kart tıklamaları', C.CardClickList),
  'GET /api/analytics/traffic': analytics('staff', 'Zaman içinde trafik', C.AnalyticsTraffic),
};
