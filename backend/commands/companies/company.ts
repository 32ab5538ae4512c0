import type { CompanyFields } from '@app/contracts';
import { catalogDecider } from '../catalog/catalog.js';

export const COMPANY_CATEGORY = 'company';
export const toCompanyStreamId = (id: string) => `${COMPANY_CATEGORY}-${id}`;

export const companyEventNames = {
  created: 'CompanyCreated',
  updated: 'CompanyUpdated',
  statusChanged: 'CompanyStatusChanged',
  deleted: 'CompanyDeleted',
} as const;

export const COMPANY_NOT_FOUND = 'Firma bulunamadı.';

/** Active or inactive; only active ones are public. */
export const companyDecider = catalogDecider<typeof companyEventNames, CompanyFields>({
  names: companyEventNames,
  messages: { notFound: COMPANY_NOT_FOUND, exists: 'Bu firma zaten var.' },
});
