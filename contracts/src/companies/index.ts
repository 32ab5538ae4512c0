import { z } from 'zod';
import { optionalHttpUrl } from '../common.js';
import { ActiveStatus, requiredImage, requiredText, SortOrder } from '../content/index.js';
import { catalogAnswerSchemas, catalogEventSchemas } from '../content/catalog.js';

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

export const {
  Public: PublicCompany,
  PublicList: PublicCompanyList,
  Admin: AdminCompany,
  AdminList: AdminCompanyList,
} = catalogAnswerSchemas(CompanyFieldsV1);
export type PublicCompany = z.infer<typeof PublicCompany>;
export type AdminCompany = z.infer<typeof AdminCompany>;

export const companyEventSchemas = catalogEventSchemas('Company', CompanyFieldsV1);
