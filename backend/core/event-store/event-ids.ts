import { v5 as uuidv5 } from 'uuid';

/**
 * The id of the `index`th event of one append: UUIDv5 of the append's own id (a random UUID that one
 * command handling makes for each append it attempts) and the index. A retry of that append after a lost
 * acknowledgement sends the same ids, and EventStoreDB's idempotent write check absorbs it. Not the
 * request's correlation id: several commands share that one, and their events must stay distinct.
 */
export const eventIdOf = (appendId: string, index: number): string => uuidv5(String(index), appendId);
