import { CardClickRequest, ENTITY_ID, PageViewRequest, trackingStreamId } from '@app/contracts';
import { type Context, Hono } from 'hono';
import { metadataOf } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { DomainError, notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { commandContext } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { createTrackingRecorder, type TrackingRecorder } from './recorder.js';

/** One recorder per app instance (per Deps), so tests with their own stores never share a queue. */
const recorders = new WeakMap<Deps, TrackingRecorder>();
export function recorderFor(deps: Deps): TrackingRecorder {
  let r = recorders.get(deps);
  if (!r) recorders.set(deps, (r = createTrackingRecorder(deps.events)));
  return r;
}

const BUSY = 'Şu anda çok fazla istek var, lütfen daha sonra tekrar deneyin.';

const NOT_RECORDED = 'Ziyaret şu anda kaydedilemedi, lütfen daha sonra tekrar deneyin.';

/** 202 only once the event is on disk: an acknowledged page view or click survives a crash. */
async function accept(c: Context<AppEnv>, deps: Deps, kind: 'pageViews' | 'cardClicks', type: string, data: object) {
  const ctx = commandContext(c, deps);
  const event = { type, data: { ...data, at: ctx.now.toISOString() }, metadata: metadataOf(ctx) };
  const recorded = recorderFor(deps).record(trackingStreamId(kind, ctx.now), event);
  if (!recorded) throw new DomainError('rate_limited', BUSY);
  await recorded.catch(() => {
    throw new DomainError('unavailable', NOT_RECORDED);
  });
  return c.body(null, 202);
}

/** A click counts only for a card that exists; a lookup in the read model is fine here (lag only risks a 404). */
async function acceptClick(c: Context<AppEnv>, deps: Deps, reads: CardClickReads, cardId: string) {
  if (!ENTITY_ID.test(cardId) || !(await reads.cardExists(deps.read, cardId))) throw notFound('Kart bulunamadı.');
  return accept(c, deps, 'cardClicks', 'CardClicked', { cardId });
}

export interface CardClickReads {
  cardExists: (read: ReadStore, cardId: string) => Promise<boolean>;
}

/** Public, no login: POST /api/analytics/page-view {path, referrer} and /api/analytics/card-click {cardId}. */
export const analyticsTrackingRoutes = (deps: Deps, reads: CardClickReads) =>
  new Hono<AppEnv>()
    .post('/page-view', validate('json', PageViewRequest), (c) => {
      const { path, referrer } = c.req.valid('json');
      return accept(c, deps, 'pageViews', 'PageViewed', { path, referrer });
    })
    .post('/card-click', validate('json', CardClickRequest), (c) => acceptClick(c, deps, reads, c.req.valid('json').cardId));

/** Public, no login: POST /api/cards/:id/click with an empty body. */
export const cardClickRoutes = (deps: Deps, reads: CardClickReads) =>
  new Hono<AppEnv>().post('/:id/click', (c) => acceptClick(c, deps, reads, c.req.param('id')));
