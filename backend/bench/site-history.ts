import {
  CreateCardRequest,
  CreateEventRequest,
  CreateRewardRequest,
  CreateTicketCompanyRequest,
  trackingStreamId,
} from '@app/contracts';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { registerFast } from '../test-support/fast-members.js';
import { hashPassword } from '../commands/accounts/account/passwords.js';
import { endSession, startSession } from '../commands/accounts/sessions/sessions.js';
import { cardDecider, toCardStreamId } from '../commands/cards/card.js';
import { createEvent, joinEvent } from '../commands/events/events.js';
import { awardPoints } from '../commands/points/points.js';
import { rewardDecider } from '../commands/rewards/decide.js';
import { purchaseReward } from '../commands/rewards/purchase.js';
import { toRewardStreamId } from '../commands/rewards/reward.js';
import { approveTicketApplication } from '../commands/tickets/approve.js';
import { createTicketCompany, submitTicketApplication } from '../commands/tickets/tickets.js';
import { createFsBlobStore } from '../core/blob-store/fs-blob-store.js';
import { handleCommand } from '../core/command-handler.js';
import { type CommandContext, metadataOf } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import type { EventStore } from '../core/event-store/event-store.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { KEYS_FILE } from '../infrastructure.js';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import type { ProjectionRunner } from '../core/projections/runner.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';

/**
 * A site's history, written by the slices' own commands (page views and card clicks as the tracking
 * recorder appends them), into a fresh data folder, so a start, a rebuild or a command can be timed on
 * a log of any length. Each block of ~1,000 events is two hours of a site where page views dominate:
 * ~650 page views, ~100 card clicks, 5 new members, 40 logins (20 logouts), 50 daily point awards,
 * 10 purchases, 10 ticket applications approved, 5 event sign-ups. Members accumulate as time goes
 * on, like a real site's; nothing is kept in memory beyond the ids it picks from.
 */
const PATHS = [
  '/',
  '/kartlar',
  '/biletler',
  '/market',
  '/etkinlikler',
  '/profil',
  '/siralama',
  '/giris',
  '/kayit',
  '/kartlar/oyun',
  '/kartlar/finans',
  '/market/kupa',
  '/etkinlikler/turnuva',
  '/biletlerim',
  '/puanlarim',
];
const REFERRERS = [null, null, 'https://www.google.com/', 'https://t.me/', 'https://twitter.com/', '/kartlar', '/market'];
const HOUR = 3_600_000;

const idle: ProjectionRunner = {
  start: () => Promise.resolve(),
  stop: () => Promise.resolve(),
  waitFor: () => Promise.resolve(true),
  onNotice: () => () => {},
  positions: () => ({}),
  lastHandled: () => -1,
};

export interface Generated {
  events: number;
  members: number;
  days: number;
}

/** Member `uye<n>`, registered as registerUser does, with one hash computed once. */
export const register = (deps: Deps, n: number, passwordHash: string, ctx: CommandContext) =>
  registerFast(deps, `uye${n}`, passwordHash, ctx);

/** Tracking events as the recorder writes them: a batch per append on the hour's stream. */
async function track(
  events: EventStore,
  ctx: CommandContext,
  kind: 'pageViews' | 'cardClicks',
  count: number,
  data: () => object,
) {
  for (let left = count; left > 0; left -= 50) {
    const batch = Array.from({ length: Math.min(50, left) }, () => ({
      type: kind === 'pageViews' ? 'PageViewed' : 'CardClicked',
      data: { ...data(), at: ctx.now.toISOString() },
      metadata: metadataOf(ctx),
    }));
    await events.append(trackingStreamId(kind, ctx.now), batch, 'any');
  }
}

export async function generateSiteHistory(
  dir: string,
  target: number,
  onProgress: (events: number) => void = () => {},
): Promise<Generated> {
  // Behind the privacy boundary, as the server runs: the figures include sealing and opening personal fields.
  const { events, keys } = createPrivacyBoundary(
    createSqliteEventStore(path.join(dir, 'events.db'), { durable: false }),
    createSqliteMemberKeys(path.join(dir, KEYS_FILE)),
  );
  let now = new Date('2025-01-06T07:00:00Z');
  const deps: Deps = {
    events,
    keys,
    read: createMemoryReadStore(),
    blobs: await createFsBlobStore(path.join(dir, 'uploads')),
    runner: idle,
    clock: () => now,
    newId: randomUUID,
  };
  const ctx = (): CommandContext => ({ actorId: null, actorRole: 'system:bench', now, correlationId: randomUUID() });
  let rnd = 42;
  const random = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

  const cards: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const fields = CreateCardRequest.parse({
      title: `Kart ${i + 1}`,
      link: `https://example.com/${i}`,
      sortOrder: i,
      category: i % 2 ? 'Oyun' : 'Finans',
    });
    const id = randomUUID();
    await handleCommand(events, toCardStreamId(id), cardDecider, { type: 'Create', id, fields }, ctx());
    cards.push(id);
  }
  const company = await createTicketCompany(
    deps,
    CreateTicketCompanyRequest.parse({ name: 'Bench Bilet', logoUrl: 'https://example.com/l.png', ticketPrice: 100 }),
    ctx(),
  );
  const rewardId = randomUUID();
  const rewardFields = CreateRewardRequest.parse({
    title: 'Çıkartma',
    description: 'Topluluk çıkartması',
    pointsCost: 10,
    stock: null,
  });
  await handleCommand(
    events,
    toRewardStreamId(rewardId),
    rewardDecider,
    { type: 'CreateReward', rewardId, fields: rewardFields },
    ctx(),
  );
  const end = new Date(now.getTime() + (target / 1000) * 2 * HOUR + 30 * 24 * HOUR).toISOString();
  const event = await createEvent(
    deps,
    CreateEventRequest.parse({
      title: 'Sezon Turnuvası',
      description: 'Bütün sezon süren turnuva',
      startDate: now.toISOString(),
      endDate: end,
      requiresTelegramVerification: false,
    }),
    ctx(),
  );

  const passwordHash = await hashPassword('benchpw1');
  const members: Awaited<ReturnType<typeof register>>[] = [];
  const sessions: string[] = [];
  let head = await events.headPosition();
  for (let block = 0; head < target; block += 1) {
    for (let i = 0; i < 5; i += 1) members.push(await register(deps, members.length, passwordHash, ctx()));
    await track(events, ctx(), 'pageViews', 650, () => ({ path: pick(PATHS), referrer: pick(REFERRERS) }));
    await track(events, ctx(), 'cardClicks', 100, () => ({ cardId: pick(cards) }));
    for (let i = 0; i < 40; i += 1) sessions.push((await startSession(deps, pick(members).userId, ctx())).sessionId);
    for (let i = 0; i < 20; i += 1) await endSession(deps, sessions.splice(Math.floor(random() * sessions.length), 1)[0]!, ctx());
    for (let i = 0; i < 50; i += 1)
      await awardPoints(deps, pick(members).userId, { amount: 20, reason: 'stream', sourceId: `stream:${block}:${i}` }, ctx());
    for (let i = 0; i < 10; i += 1) await purchaseReward(deps, pick(members).userId, rewardId, ctx()).catch(() => undefined); // some cannot afford it
    for (let i = 0; i < 10; i += 1) {
      const m = pick(members);
      const app = await submitTicketApplication(
        deps,
        { userId: m.userId, ticketCompanyId: company.companyId, username: m.username, investmentAmount: 100 * (1 + (i % 5)) },
        ctx(),
      );
      await approveTicketApplication(deps, app.applicationId, null, ctx());
    }
    for (let i = 0; i < 5 && members.length > 5 * block + i; i += 1) {
      const m = members[5 * block + i]!;
      await joinEvent(deps, event.eventId, m, 'Katılıyorum', ctx()).catch(() => undefined);
    }
    now = new Date(now.getTime() + 2 * HOUR);
    head = await events.headPosition();
    onProgress(head);
  }
  await events.close();
  await keys.close();
  return {
    events: head,
    members: members.length,
    days: Math.ceil((now.getTime() - Date.parse('2025-01-06T07:00:00Z')) / (24 * HOUR)),
  };
}
