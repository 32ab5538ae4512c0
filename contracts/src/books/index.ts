import { z } from 'zod';

/**
 * The last event of a stream whose books were closed (backend/core/books.ts): the history goes on in
 * `continuedIn`, which opens with the aggregate's own summary event. Projections ignore it.
 */
export const BooksClosedV1 = z.object({ continuedIn: z.string() });
export type BooksClosed = z.infer<typeof BooksClosedV1>;
export const BOOKS_CLOSED = 'BooksClosed';

export const bookEventSchemas = { BooksClosed: BooksClosedV1 } as const;
