import * as C from '@app/contracts';
import { catalog, type Operation } from '../../http/openapi/operations.js';

/** What the OpenAPI document says of the cards routes (see backend/http/openapi/operations.ts). */
export const cardOperations: Record<string, Operation> = {
  ...catalog('/api/cards', 'İçerik', 'kartlar', { public: C.PublicCardList, admin: C.AdminCardList, item: C.AdminCard }),
};
