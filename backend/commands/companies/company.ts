import type { CompanyFields, companyEventSchemas } from '@app/contracts';
import { type CatalogDecider, catalogDecider, catalogEventNames } from '../catalog/catalog.js';
import type { EventOf } from '../../core/event-types.js';

export const COMPANY_CATEGORY = 'company';
export const toCompanyStreamId = (id: string) => `${COMPANY_CATEGORY}-${id}`;

export const companyEventNames = catalogEventNames('Company');

export const COMPANY_NOT_FOUND = 'Firma bulunamadı.';

/** Active or inactive; only active ones are public. */
export type CompanyEvent = EventOf<typeof companyEventSchemas>;

export const companyDecider: CatalogDecider<CompanyFields, CompanyEvent> = catalogDecider<
  typeof companyEventNames,
  CompanyFields
>({
  names: companyEventNames,
  messages: { notFound: COMPANY_NOT_FOUND, exists: 'Bu firma zaten var.' },
});
