import * as C from '@app/contracts';
import { op, type Operation } from '../../http/openapi/operations.js';

const privacy = op('Kişisel veriler');

/** What the OpenAPI document says of the legal routes (see backend/http/openapi/operations.ts). */
export const legalOperations: Record<string, Operation> = {
  'GET /api/legal/:doc': privacy('public', 'Aydınlatma Metni (kvkk) veya Çerez Politikası (cookies)', C.LegalText, {
    errors: [404],
    params: { doc: C.LEGAL_DOCS },
  }),
  'PUT /api/admin/legal/:doc': privacy('super_admin', 'Aydınlatma Metni veya Çerez Politikası düzenleme', C.LegalText, {
    errors: [404],
    params: { doc: C.LEGAL_DOCS },
  }),
};
