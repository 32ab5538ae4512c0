import { Topic } from '@app/contracts';
import { companyEventNames } from '../../commands/companies/company.js';
import { catalogProjection } from '../catalog/catalog.projection.js';

export const COMPANIES = 'companies';

export const companiesProjection = catalogProjection({
  collection: COMPANIES,
  topic: Topic.companies,
  names: companyEventNames,
});
