import { z } from 'zod';
import { optionalHttpUrl } from '../common.js';
import { ActiveStatus, EntityId, requiredImage, requiredText, SortOrder } from '../content/index.js';

const companyFields = {
  name: requiredText('Firma adı', 100),
  logoUrl: requiredImage('Logo'),
  websiteUrl: optionalHttpUrl,
  status: ActiveStatus,
  sortOrder: SortOrder,
};

export const CreateCompanyRequest = z.object({ ...companyFields, status: ActiveStatus.default('active') });
export type CreateCompanyRequest = z.input<typeof CreateCompanyRequest>;
export const UpdateCompanyRequest = z.object(companyFields).partial();
export type UpdateCompanyRequest = z.input<typeof UpdateCompanyRequest>;

export const CompanyFieldsV1 = z.object({
  name: z.string(),
  logoUrl: z.string(),
  websiteUrl: z.string().nullable(),
  status: ActiveStatus,
  sortOrder: z.number().int(),
});
export type CompanyFields = z.infer<typeof CompanyFieldsV1>;

export const PublicCompany = CompanyFieldsV1.omit({ status: true }).extend({ id: z.string() });
export type PublicCompany = z.infer<typeof PublicCompany>;
export const PublicCompanyList = z.array(PublicCompany);
export const AdminCompany = CompanyFieldsV1.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type AdminCompany = z.infer<typeof AdminCompany>;
export const AdminCompanyList = z.array(AdminCompany);

export const CompanyCreatedV1 = CompanyFieldsV1.extend({ id: EntityId });
export const CompanyUpdatedV1 = z.object({ id: EntityId, changes: CompanyFieldsV1.omit({ status: true }).partial() });
export const CompanyStatusChangedV1 = z.object({ id: EntityId, status: ActiveStatus });
export const CompanyDeletedV1 = z.object({ id: EntityId });
export const companyEventSchemas = {
  CompanyCreated: CompanyCreatedV1,
  CompanyUpdated: CompanyUpdatedV1,
  CompanyStatusChanged: CompanyStatusChangedV1,
  CompanyDeleted: CompanyDeletedV1,
} as const;
