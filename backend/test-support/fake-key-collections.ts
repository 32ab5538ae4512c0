import { MongoServerError } from 'mongodb';

type Doc = Record<string, unknown> & { _id: string };
type Filter = Record<string, unknown>;
export interface Call {
  collection: string;
  op: string;
  options?: unknown;
}

const duplicate = () => new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
const matches = (doc: Doc, filter: Filter) =>
  Object.entries(filter).every(([field, want]) => {
    if (want && typeof want === 'object' && '$exists' in want) return field in doc === want.$exists;
    if (want && typeof want === 'object' && '$type' in want) return typeof doc[field] === want.$type;
    if (want && typeof want === 'object' && '$regex' in want) return (want.$regex as RegExp).test(String(doc[field]));
    if (want && typeof want === 'object' && '$in' in want) return (want.$in as unknown[]).includes(doc[field]);
    return doc[field] === want;
  });

/**
 * A MongoDB database double for the key store's orchestration tests: just the calls and filter shapes
 * mongo-member-keys.ts makes, every call recorded with its options, and `failNext` to make one fail.
 */
export function fakeKeyDb() {
  const data = new Map<string, Map<string, Doc>>();
  const calls: Call[] = [];
  const failures: { collection: string; op: string; error: Error }[] = [];
  const collection = (name: string) => {
    const docs = data.get(name) ?? data.set(name, new Map()).get(name)!;
    const find = (filter: Filter) => [...docs.values()].filter((d) => matches(d, filter));
    const call = async <T>(op: string, options: unknown, run: () => T): Promise<T> => {
      calls.push({ collection: name, op, options });
      const i = failures.findIndex((f) => f.collection === name && f.op === op);
      if (i >= 0) throw failures.splice(i, 1)[0]!.error;
      return run();
    };
    return {
      createIndex: (_keys: unknown, options: unknown) => call('createIndex', options, () => 'ok'),
      findOne: (filter: Filter) => call('findOne', undefined, () => find(filter)[0] ?? null),
      find: (filter: Filter) => ({ toArray: () => call('find', undefined, () => find(filter)) }),
      insertOne: (doc: Doc, options: unknown) =>
        call('insertOne', options, () => {
          if (docs.has(doc._id)) throw duplicate();
          docs.set(doc._id, { ...doc });
        }),
      updateOne: (filter: Filter, update: Record<string, Filter>, options: { upsert?: boolean }) =>
        call('updateOne', options, () => {
          let doc = find(filter)[0];
          if (!doc && !options.upsert) return { matchedCount: 0 };
          if (!doc) {
            if (docs.has(filter._id as string)) throw duplicate();
            doc = { _id: filter._id as string, ...update.$setOnInsert };
            docs.set(doc._id, doc);
          }
          Object.assign(doc, update.$set);
          for (const field of Object.keys(update.$unset ?? {})) delete doc[field];
          return { matchedCount: 1 };
        }),
      deleteOne: (filter: Filter, options: unknown) => call('deleteOne', options, () => docs.delete(find(filter)[0]?._id ?? '')),
      deleteMany: (filter: Filter, options: unknown) =>
        call('deleteMany', options, () => find(filter).forEach((d) => docs.delete(d._id))),
    };
  };
  return {
    db: { collection } as never,
    calls,
    failNext(collectionName: string, op: string, error: Error) {
      failures.push({ collection: collectionName, op, error });
    },
  };
}
