import { operationsEvents } from '@app/contracts';
import type { SliceManifest } from '../../registry/manifest.js';

/**
 * The operators' own records in the log (a backup taken: `npm run backup`, backend/cli/backup.ts). No
 * routes or read models yet: the log keeps them for the system page and for audits.
 */
export const operationsSlice: SliceManifest = {
  name: 'operations',
  contracts: [operationsEvents],
};
