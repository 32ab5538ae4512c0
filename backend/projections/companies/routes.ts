import { AdminCompany, PublicCompany } from '@app/contracts';
import { COMPANY_NOT_FOUND } from '../../commands/companies/company.js';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { companiesProjection } from './companies.projection.js';

/** GET /api/companies (active ones, for visitors), GET /api/companies/all and GET /api/companies/:id (staff). */
export const companyQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, companiesProjection, {
    publicSchema: PublicCompany,
    adminSchema: AdminCompany,
    notFoundMessage: COMPANY_NOT_FOUND,
  });
