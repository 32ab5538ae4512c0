import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { type Db, MongoServerError } from 'mongodb';
import { normaliseClaim, PSEUDONYM_PREFIX } from '@app/contracts';
import type { ClaimKind, MemberKeys, SubjectKey } from './member-keys.js';

/** Collections of their own, `_`-prefixed: no projection owns them, so no rebuild or shadow swap lists or drops them. */
export const KEY_COLLECTIONS = {
  subjects: '_member_keys',
  names: '_member_names',
  marks: '_member_marks',
  meta: '_member_meta',
} as const;

/** An erasure that answered is on a majority of the replica set and in its journal (issue 32). */
export const DURABLE = { writeConcern: { w: 'majority', journal: true } } as const;
/** MongoDB's duplicate-key error: a unique index (or `_id`) already holds the value. */
const DUPLICATE_KEY = 11000;

const PSEUDONYM_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const drawPseudonym = () =>
  PSEUDONYM_PREFIX + Array.from({ length: 6 }, () => PSEUDONYM_CHARS[randomInt(PSEUDONYM_CHARS.length)]).join('');

interface SubjectDoc {
  _id: string;
  key?: Buffer;
  pseudonym?: string;
  erasedAt?: number;
}
interface NameDoc {
  _id: string;
  memberId: string;
  since: number;
}

const isDuplicate = (err: unknown) => err instanceof MongoServerError && err.code === DUPLICATE_KEY;
/** Runs a write whose duplicate key is an answer ("taken", "draw again"); any other error goes up. */
async function unlessDuplicate(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isDuplicate(err)) return false;
    throw err;
  }
}
// Keys come back as Buffers, not BSON Binary, so a key compares equal to the one made.
const READ = { promoteBuffers: true } as const;

/**
 * The production key store (docs/privacy.md): MongoDB collections on the read models' client. Every
 * write is single-document and atomic; uniqueness lives in indexes. The erasure's steps are ordered so
 * that a crash between them leaves the member's key last: it stays pending and the next start finishes it.
 */
export async function createMongoMemberKeys(db: Pick<Db, 'collection'>): Promise<MemberKeys> {
  const subjects = db.collection<SubjectDoc>(KEY_COLLECTIONS.subjects);
  const names = db.collection<NameDoc>(KEY_COLLECTIONS.names);
  const marks = db.collection<{ _id: string; at: number }>(KEY_COLLECTIONS.marks);
  const meta = db.collection<{ _id: string; value: Buffer }>(KEY_COLLECTIONS.meta);
  await subjects.createIndex({ pseudonym: 1 }, { unique: true, partialFilterExpression: { pseudonym: { $type: 'string' } } });
  await names.createIndex({ memberId: 1 });
  // Two processes opening a fresh store keep one pepper: the first upsert wins, both read it back.
  await unlessDuplicate(() =>
    meta.updateOne({ _id: 'pepper' }, { $setOnInsert: { value: randomBytes(32) } }, { upsert: true, ...DURABLE }),
  );
  const pepper = (await meta.findOne({ _id: 'pepper' }, READ))!.value;
  const nameHash = (kind: ClaimKind, value: string) =>
    createHmac('sha256', pepper)
      .update(`${kind}:${normaliseClaim(value)}`)
      .digest('base64url');
  const subjectOf = (subject: string) => subjects.findOne({ _id: subject }, READ);
  const stateOf = (doc: SubjectDoc | null): SubjectKey | null => {
    if (!doc) return null;
    return doc.key ? { key: doc.key } : { erased: true, pseudonym: doc.pseudonym ?? null };
  };
  const eraseKey = (subject: string, at: number) =>
    subjects.updateOne({ _id: subject }, { $unset: { key: '' }, $set: { erasedAt: at } }, { upsert: true, ...DURABLE });

  return {
    async keyOf(subject) {
      return stateOf(await subjectOf(subject));
    },
    async keyFor(subject) {
      // Two first uses race on the same `_id`: the loser's duplicate key means the winner's key is there.
      await unlessDuplicate(() =>
        subjects.updateOne({ _id: subject }, { $setOnInsert: { key: randomBytes(32) } }, { upsert: true, ...DURABLE }),
      );
      return stateOf(await subjectOf(subject))!;
    },
    async reserveName(kind, value, memberId, now) {
      const _id = nameHash(kind, value);
      for (;;) {
        if (await unlessDuplicate(() => names.insertOne({ _id, memberId, since: now }, DURABLE))) return { reserved: true };
        const held = await names.findOne({ _id });
        // Released between the insert and the read: ask again.
        if (held)
          return held.memberId === memberId ? { reserved: true } : { reserved: false, owner: held.memberId, since: held.since };
      }
    },
    async takeOverName(kind, value, from, memberId, now) {
      const moved = await names.updateOne(
        { _id: nameHash(kind, value), memberId: from },
        { $set: { memberId, since: now } },
        DURABLE,
      );
      return moved.matchedCount === 1;
    },
    async releaseName(kind, value, memberId) {
      await names.deleteOne({ _id: nameHash(kind, value), memberId }, DURABLE);
    },
    async nameOwner(kind, value) {
      return (await names.findOne({ _id: nameHash(kind, value) }))?.memberId ?? null;
    },
    async beginErasure(memberId) {
      for (;;) {
        const drawn = (await subjectOf(memberId))?.pseudonym;
        if (drawn) return drawn;
        // A duplicate key is either the pseudonym held by another member (draw again) or a concurrent
        // begin that set this member's first (read it back): both loop.
        await unlessDuplicate(() =>
          subjects.updateOne(
            { _id: memberId, pseudonym: { $exists: false } },
            { $set: { pseudonym: drawPseudonym() } },
            { upsert: true, ...DURABLE },
          ),
        );
      }
    },
    async completeErasure(memberId, linked) {
      const at = Date.now();
      for (const subject of linked) await eraseKey(subject, at);
      await names.deleteMany({ memberId: { $in: [memberId, ...linked] } }, DURABLE);
      await eraseKey(memberId, at); // last: until here the erasure is still pending
    },
    async pendingErasures() {
      const docs = await subjects
        .find({ pseudonym: { $type: 'string' }, key: { $exists: true } }, { projection: { _id: 1 } })
        .toArray();
      return docs.map((d) => d._id);
    },
    async subjectsStartingWith(prefix) {
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const docs = await subjects.find({ _id: { $regex: new RegExp(`^${escaped}`) } }, { projection: { _id: 1 } }).toArray();
      return docs.map((d) => d._id);
    },
    async forgetSubjects(list) {
      if (list.length > 0) await subjects.deleteMany({ _id: { $in: [...list] } }, DURABLE);
    },
    async mark(name) {
      return unlessDuplicate(() => marks.insertOne({ _id: name, at: Date.now() }, DURABLE));
    },
    async hasMark(name) {
      return (await marks.findOne({ _id: name })) !== null;
    },
    // The MongoClient is the read models': it is closed with them (Stores.read closes last).
    async close() {},
  };
}
