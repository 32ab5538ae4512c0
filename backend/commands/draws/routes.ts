import { CreateDrawRequest } from '@app/contracts';
import { type Context, Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { commandContext, requireStaff } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { DRAW_MESSAGES } from './draw.js';
import { cancelDraw, createDraw, type DrawReads, runDraw } from './draws.js';
import type { DrawKey } from './seed-sealing.js';

/**
 * Staff writes of the draws, mounted at /api/admin/draws. Each answer waits until the read model shows it;
 * a run or cancel sent with If-Match is held to that revision of the draw.
 */
export function drawCommandRoutes(deps: Deps, reads: DrawReads, key: DrawKey) {
  const slice = { deps, reads, key };
  const answer = async (c: Context<AppEnv>, drawId: string, position: number, status: 200 | 201 = 200) => {
    const draw = await afterProjections(deps, position, () => reads.draw(drawId), DRAW_MESSAGES.notFound);
    setETag(c, draw);
    return c.json(draw, status);
  };
  return new Hono<AppEnv>()
    .post('/', requireStaff, validate('json', CreateDrawRequest), async (c) => {
      const { drawId, position } = await createDraw(slice, c.req.valid('json'), commandContext(c, deps));
      return answer(c, drawId, position, 201);
    })
    .post('/:id/run', requireStaff, async (c) => {
      const drawId = pathId(c, DRAW_MESSAGES.notFound);
      const { position } = await runDraw(slice, drawId, editContext(c, deps));
      return answer(c, drawId, position);
    })
    .post('/:id/cancel', requireStaff, async (c) => {
      const drawId = pathId(c, DRAW_MESSAGES.notFound);
      const { position } = await cancelDraw(slice, drawId, editContext(c, deps));
      return answer(c, drawId, position);
    });
}
