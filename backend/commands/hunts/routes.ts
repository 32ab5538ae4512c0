import {
  AddHuntSlotRequest,
  CreateHuntRequest,
  FinishHuntRequest,
  type Hunt,
  HuntPredictionRequest,
  type OwnHuntPrediction,
  RecordHuntResultRequest,
  ReorderHuntSlotsRequest,
  UpdateHuntSlotRequest,
} from '@app/contracts';
import { type Context, Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, ifMatchRevision, setETag } from '../../http/if-match.js';
import { memberOnly } from '../../http/member-only.js';
import { pathId } from '../../http/path-id.js';
import { commandContext, requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { HUNT_MESSAGES, type HuntCommand } from './decide.js';
import { addSlot, createHunt, loadHunt, refundEntryFee, runHunt, shuffleSlots, submitPrediction } from './hunts.js';
import { creditPrizes } from './settle.js';

/** The read-model lookups the answers are made of, handed in by app.ts (commands never import projections). */
export interface HuntReads {
  hunt(huntId: string): Promise<Hunt | null>;
  ownPrediction(huntId: string, userId: string): Promise<OwnHuntPrediction | null>;
}

const huntIdOf = (c: Context<AppEnv>) => pathId(c, HUNT_MESSAGES.notFound);
const slotIdOf = (c: Context<AppEnv>) => pathId(c, HUNT_MESSAGES.slotNotFound, 'slotId');

/** The staff steps: POST /api/admin/hunts/:id/<step>, each answered with the hunt once the read model shows it. */
const STEPS: Record<string, HuntCommand> = {
  'close-predictions': { type: 'ClosePredictions' },
  'start-opening': { type: 'StartOpening' },
};

/** Staff writes, mounted at /api/admin/hunts. */
export function adminHuntCommandRoutes(deps: Deps, reads: HuntReads) {
  const answer = async (c: Context<AppEnv>, huntId: string, position: number, status: 200 | 201 = 200) => {
    const hunt = await afterProjections(deps, position, () => reads.hunt(huntId), HUNT_MESSAGES.notFound);
    setETag(c, hunt);
    return c.json(hunt, status);
  };
  // Staff edits of the hunt's own stream are held to the revision their editor saw (If-Match).
  const run = async (c: Context<AppEnv>, command: HuntCommand) => {
    const huntId = huntIdOf(c);
    const r = await runHunt(deps, huntId, command, editContext(c, deps));
    return answer(c, huntId, r.position);
  };
  return new Hono<AppEnv>()
    .post('/', requireStaff, validate('json', CreateHuntRequest), async (c) => {
      const { huntId, position } = await createHunt(deps, c.req.valid('json'), commandContext(c, deps));
      return answer(c, huntId, position, 201);
    })
    .post('/:id/slots', requireStaff, validate('json', AddHuntSlotRequest), async (c) => {
      const huntId = huntIdOf(c);
      const r = await addSlot(deps, huntId, c.req.valid('json'), editContext(c, deps));
      return answer(c, huntId, r.position);
    })
    .patch('/:id/slots/:slotId', requireStaff, validate('json', UpdateHuntSlotRequest), (c) =>
      run(c, { type: 'ChangeSlot', slotId: slotIdOf(c), slot: c.req.valid('json') }),
    )
    .delete('/:id/slots/:slotId', requireStaff, (c) => run(c, { type: 'RemoveSlot', slotId: slotIdOf(c) }))
    .post('/:id/slots/:slotId/result', requireStaff, validate('json', RecordHuntResultRequest), (c) =>
      run(c, { type: 'RecordResult', slotId: slotIdOf(c), winKurus: c.req.valid('json').win }),
    )
    .post('/:id/order', requireStaff, validate('json', ReorderHuntSlotsRequest), async (c) => {
      const huntId = huntIdOf(c);
      const body = c.req.valid('json');
      if ('slotIds' in body) return run(c, { type: 'ReorderSlots', slotIds: body.slotIds, shuffled: false });
      const r = await shuffleSlots(deps, huntId, editContext(c, deps));
      return answer(c, huntId, r.position);
    })
    .post('/:id/finish', requireStaff, validate('json', FinishHuntRequest), async (c) => {
      const huntId = huntIdOf(c);
      const ctx = commandContext(c, deps);
      const finish = { type: 'FinishHunt', remainingAsZero: c.req.valid('json').remainingAsZero } as const;
      // Only the hunt's own append is held to If-Match; the prizes go to the members' streams.
      const r = await runHunt(deps, huntId, finish, { ...ctx, expectedRevision: ifMatchRevision(c) });
      // The winners are in the log now; a crash from here on is finished by the hunt reconciler.
      const credited = await creditPrizes(deps, huntId, ctx);
      return answer(c, huntId, Math.max(r.position, credited.position));
    })
    .post('/:id/cancel', requireStaff, async (c) => {
      const huntId = huntIdOf(c);
      const ctx = commandContext(c, deps);
      const r = await runHunt(deps, huntId, { type: 'CancelHunt' }, { ...ctx, expectedRevision: ifMatchRevision(c) });
      let position = r.position;
      const state = await loadHunt(deps, huntId);
      if (state.status === 'cancelled') {
        for (const p of state.predictions.values()) {
          if (p.entryFee > 0) position = Math.max(position, (await refundEntryFee(deps, p.userId, huntId, ctx)).position);
        }
      }
      return answer(c, huntId, position);
    })
    .post('/:id/:step', requireStaff, (c) => {
      const command = STEPS[c.req.param('step')];
      if (!command) throw notFound('Bu işlem bulunamadı.');
      return run(c, command);
    });
}

export const NO_PREDICTION = 'Bu bonus avı için tahmininiz yok.';

/** The member's prediction, mounted at /api/hunts. */
export function huntPredictionRoutes(deps: Deps, reads: HuntReads) {
  // Who asks comes before what they sent: a guest gets 401 whatever the body.
  return new Hono<AppEnv>().put('/:id/prediction', memberOnly, validate('json', HuntPredictionRequest), async (c) => {
    const user = requireUser(c);
    const huntId = huntIdOf(c);
    const r = await submitPrediction(deps, huntId, user._id, c.req.valid('json'), commandContext(c, deps));
    return c.json(await afterProjections(deps, r.position, () => reads.ownPrediction(huntId, user._id), NO_PREDICTION));
  });
}
