import { AdminCompany } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { findItem } from '../catalog/catalog.projection.js';
import { COMPANIES } from './companies.projection.js';

export async function findCompany(read: ReadStore, id: string) {
  const item = await findItem(read, COMPANIES, id);
  return item ? AdminCompany.parse(item) : null;
}
