import { companyEvents } from '@app/contracts';
import { companiesProjection } from '../../projections/companies/companies.projection.js';
import { findCompany } from '../../projections/companies/queries.js';
import { companyQueryRoutes } from '../../projections/companies/routes.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { companyOperations } from './operations.js';
import { companyCommandRoutes } from './routes.js';

export const companiesSlice: SliceManifest = {
  name: 'companies',
  contracts: [companyEvents],
  projections: [companiesProjection],
  routes(api, { deps }) {
    api.route('/companies', companyQueryRoutes(deps));
    api.route('/companies', companyCommandRoutes(deps, { find: findCompany }));
  },
  operations: companyOperations,
};
