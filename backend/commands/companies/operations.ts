import * as C from '@app/contracts';
import { catalog, type Operation } from '../../http/openapi/operations.js';

/** What the OpenAPI document says of the companies routes (see backend/http/openapi/operations.ts). */
export const companyOperations: Record<string, Operation> = {
  ...catalog('/api/companies', 'İçerik', 'firmalar', {
    public: C.PublicCompanyList,
    admin: C.AdminCompanyList,
    item: C.AdminCompany,
  }),
};
