import { aggregate } from 'mingo';
import type { Document } from 'mongodb';

/**
 * A one-collection double for code that updates single documents with MongoDB update pipelines
 * (`findOneAndUpdate(filter, [stages], { upsert, returnDocument: 'after' })`): the stages run through
 * mingo's aggregation on the stored document, so a test exercises the real pipeline, not a rewrite of
 * it. Only `_id` filters, as the shared limiters use.
 */
export function pipelineCollection<T extends { _id: string }>() {
  const docs = new Map<string, T>();
  return {
    docs,
    findOneAndUpdate(
      filter: { _id: string },
      pipeline: Document[],
      options: { upsert?: boolean; returnDocument?: 'before' | 'after' } = {},
    ) {
      const before = docs.get(filter._id) ?? (options.upsert ? ({ _id: filter._id } as T) : null);
      if (!before) return Promise.resolve(null);
      const after = aggregate([structuredClone(before)], pipeline)[0] as T;
      docs.set(filter._id, after);
      return Promise.resolve(options.returnDocument === 'after' ? after : before);
    },
    deleteOne(filter: { _id: string }) {
      return Promise.resolve({ acknowledged: true, deletedCount: docs.delete(filter._id) ? 1 : 0 });
    },
  };
}
