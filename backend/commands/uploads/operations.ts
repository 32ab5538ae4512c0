import * as C from '@app/contracts';
import { op, type Operation } from '../../http/openapi/operations.js';

const content = op('İçerik');

/** What the OpenAPI document says of the uploads routes (see backend/http/openapi/operations.ts). */
export const uploadOperations: Record<string, Operation> = {
  'POST /api/upload': content('staff', 'Görsel yükleme (en fazla 100 MB)', C.UploadResponse, {
    status: 201,
    upload: true,
    errors: [400, 413],
    description: 'Dosya yoksa veya içeriği bir görsel değilse 400 (içerik baytlarına bakılır).',
  }),
};
