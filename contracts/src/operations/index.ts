import { z } from 'zod';

/**
 * A backup of the embedded data was written (`npm run backup`): the system page shows the last one.
 * `position` and `events` say how much of the log it holds; `bytes` is the set's size on disk.
 */
export const BackupTakenV1 = z.object({
  position: z.number().int(),
  events: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
});
export const operationsEventSchemas = { BackupTaken: BackupTakenV1 } as const;
/** One stream per day keeps each short: `backups-<yyyymmdd>`. */
export const backupStreamOf = (at: Date) => `backups-${at.toISOString().slice(0, 10).replaceAll('-', '')}`;
