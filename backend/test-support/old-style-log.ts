import { normaliseClaim } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { hashPassword } from '../commands/accounts/account/passwords.js';
import type { EventStore } from '../core/event-store/event-store.js';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';

export interface OldMember {
  userId: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  firstName: string;
}

const meta = () => ({ actorId: null, actorRole: null, at: new Date().toISOString(), correlationId: randomUUID() });

/**
 * A data folder as a site written before the privacy boundary left it (docs/privacy.md, the migration):
 * written with the plain SQLite store, so the registrations' personal values are in clear and the
 * username/e-mail reservations are claim streams named by the values; no keys.db.
 */
export async function writeOldStyleLog(dataDir: string, members: readonly OldMember[]): Promise<void> {
  const store = createSqliteEventStore(path.join(dataDir, 'events.db'));
  try {
    await writeOldStyleEvents(store, members);
  } finally {
    await store.close();
  }
}

/** The old registrations' events, written to any store without the privacy boundary. */
export async function writeOldStyleEvents(store: EventStore, members: readonly OldMember[]): Promise<void> {
  for (const m of members) {
    const claims = [
      [`usernameClaim-${normaliseClaim(m.username)}`, m.username],
      [`emailClaim-${normaliseClaim(m.email)}`, m.email],
    ] as const;
    for (const [stream, value] of claims) {
      const data = { value: normaliseClaim(value), userId: m.userId };
      await store.append(stream, [{ type: 'NameReserved', data, metadata: meta() }], 'no_stream');
    }
    const registered = {
      userId: m.userId,
      username: m.username,
      email: m.email,
      passwordHash: await hashPassword(m.password),
      firstName: m.firstName,
      lastName: null,
      phone: m.phone,
      streamUrl: null,
      role: 'user',
    };
    await store.append(`user-${m.userId}`, [{ type: 'UserRegistered', data: registered, metadata: meta() }], 'no_stream');
  }
}

/** A member with values distinctive enough to be searched for in a file's raw bytes. */
export const oldMember = (tag: string): OldMember => ({
  userId: randomUUID(),
  username: `eskiuye${tag}`,
  email: `eski.${tag}@ornek-kvkk.test`,
  password: `eskiSifre-${tag}-9`,
  phone: `0532${tag.padStart(7, '7')}`,
  firstName: `Ayşegül${tag}`,
});
