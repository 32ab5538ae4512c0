import * as C from '@app/contracts';
import { op, type Operation, READ, WRITE } from '../../http/openapi/operations.js';

const content = op('İçerik');

/** What the OpenAPI document says of the settings routes (see backend/http/openapi/operations.ts). */
export const settingsOperations: Record<string, Operation> = {
  'GET /api/site-settings': content('public', 'Site ayarları', C.SiteSettingsResponse),
  'GET /api/site-settings/staff': content('staff', 'Site ayarları ve sürümü (yönetim)', C.StaffSiteSettings, READ),
  'PUT /api/site-settings': content('staff', 'Site ayarlarını güncelleme', C.SiteSettingsResponse, {
    ...WRITE,
    description: 'Yanıtın ETag başlığı, kaydın ardından ayarların sürümüdür.',
  }),
};
