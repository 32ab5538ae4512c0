import { AdminCompany, type CreateCompanyRequest, type UpdateCompanyRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { catalogMutations } from '@/lib/catalog-mutations';

/** POST /api/companies (the dialog's create mode); PATCH /api/companies/:id: the edited fields, or only `status` from the list's toggle. */
export const companyMutations = catalogMutations<AdminCompany, CreateCompanyRequest, UpdateCompanyRequest>(
  '/api/companies',
  Topic.companies,
  AdminCompany,
);
