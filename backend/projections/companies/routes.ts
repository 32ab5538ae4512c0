import { AdminCompany, PublicCompany } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { catalogQueryRoutes } from '../catalog/catalog-routes.js';
import { companiesProjection } from './companies.projection.js';

/** GET /api/companies (active ones, for visitors) and GET /api/companies/all (staff). */
export const companyQueryRoutes = (deps: Deps) =>
  catalogQueryRoutes(deps, companiesProjection, { publicSchema: PublicCompany, adminSchema: AdminCompany });
