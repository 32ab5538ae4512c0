import type { ReadStore } from '../../core/read-store/read-store.js';

type Doc = { _id: string; [key: string]: unknown };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The old name as a whole name only: not inside a longer username (`ali` in `ali_can`) or a word. The
 * characters around it are those a username cannot hold (contracts' RegisterRequest).
 */
const wholeName = (name: string, flags = 'gu') =>
  new RegExp(`(?<![\\p{L}\\p{N}_.-])${escapeRegExp(name)}(?![\\p{L}\\p{N}_.-])`, flags);

/**
 * KVKK erasure in the audit log: the rows and names written while the member had a name carry it in
 * their text (“Bilet başvurusu onaylandı: ayse · Firma”). They now read as a rebuild reads them, with
 * the pseudonym; the shape (rows, targets, actors) stays. Runs once per erasure, over the rows and
 * names about the member (their `memberId` / `userId`).
 */
export async function renameInAudit(
  store: ReadStore,
  collections: { log: string; names: string; actors: string },
  userId: string,
  oldName: string,
  pseudonym: string,
) {
  if (!oldName || oldName === pseudonym) return;
  const pattern = wholeName(oldName);
  const rename = (text: unknown) => (typeof text === 'string' ? text.replace(pattern, pseudonym) : text);
  const names = store.collection<Doc>(collections.names);
  for (const doc of await names.find({ userId })) {
    await names.updateOne({ _id: doc._id }, { $set: { title: rename(doc.title) } });
  }
  const log = store.collection<Doc>(collections.log);
  for (const row of await log.find({ memberId: userId })) {
    const target = row.target as { title?: string } | undefined;
    const renamed = target && { ...target, ...(target.title !== undefined && { title: rename(target.title) }) };
    await log.updateOne({ _id: row._id }, { $set: { summary: rename(row.summary), ...(renamed && { target: renamed }) } });
  }
  await store.collection<Doc>(collections.actors).updateOne({ _id: userId }, { $set: { username: pseudonym } });
}
