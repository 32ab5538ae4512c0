import { CreateCompanyRequest, UpdateCompanyRequest } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import { type CatalogReads, catalogCommandRoutes } from '../catalog/catalog-routes.js';
import { COMPANY_CATEGORY, COMPANY_NOT_FOUND, companyDecider } from './company.js';

/** POST /api/companies, PATCH /api/companies/:id, DELETE /api/companies/:id (staff). */
export const companyCommandRoutes = (deps: Deps, reads: CatalogReads) =>
  catalogCommandRoutes(deps, {
    category: COMPANY_CATEGORY,
    decider: companyDecider,
    createSchema: CreateCompanyRequest,
    updateSchema: UpdateCompanyRequest,
    imageFields: ['logoUrl'],
    find: reads.find,
    notFoundMessage: COMPANY_NOT_FOUND,
  });
