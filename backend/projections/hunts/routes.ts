import type { PublishedPrediction } from '@app/contracts';
import { type Context, Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { type CsvColumn, csvDateTime, csvResponse } from '../../http/csv.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { adminPredictions, findHunt, listHunts, ownPrediction } from './queries.js';

const HUNT_NOT_FOUND = 'Bonus avı bulunamadı.';
const NO_PREDICTION = 'Bu bonus avı için tahmininiz yok.';

async function huntOr404(deps: Deps, c: Context<AppEnv>) {
  const hunt = await findHunt(deps.read, pathId(c, HUNT_NOT_FOUND));
  if (!hunt) throw notFound(HUNT_NOT_FOUND);
  return hunt;
}

/** Public reads, mounted at /api/hunts: the list, one hunt, and the member's own prediction. */
export function huntQueryRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listHunts(deps.read)))
    .get('/:id', async (c) => c.json(await huntOr404(deps, c)))
    .get('/:id/prediction', async (c) => {
      const user = requireUser(c);
      const own = await ownPrediction(deps.read, pathId(c, NO_PREDICTION), user._id);
      if (!own) throw notFound(NO_PREDICTION);
      return c.json(own);
    });
}

/** Staff reads, mounted at /api/admin/hunts: the list, one hunt (its revision as ETag), and every prediction (as JSON or a CSV for Turkish Excel). */
export function adminHuntQueryRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', requireStaff, async (c) => c.json(await listHunts(deps.read)))
    .get('/:id', requireStaff, async (c) => {
      const hunt = await huntOr404(deps, c);
      setETag(c, hunt);
      return c.json(hunt);
    })
    .get('/:id/predictions.csv', requireStaff, async (c) => {
      const hunt = await huntOr404(deps, c);
      const slotName = new Map(hunt.slots.map((s) => [s.id, s.name]));
      const columns: CsvColumn<PublishedPrediction>[] = [
        { header: 'Tahmin No', value: (p) => p.id },
        { header: 'Kullanıcı Adı', value: (p) => p.username },
        { header: 'Tahmini Toplam Kazanç (₺)', value: (p) => p.finalWin },
        { header: 'En İyi Bonus', value: (p) => slotName.get(p.bestSlotId) ?? p.bestSlotId },
        { header: 'Tahmin Zamanı', value: (p) => csvDateTime(p.submittedAt) },
      ];
      const pages = (async function* () {
        yield (await adminPredictions(deps.read, hunt.id)).predictions;
      })();
      return csvResponse(c, { baseName: 'bonus-avi-tahminleri', now: deps.clock() }, columns, pages);
    })
    .get('/:id/predictions', requireStaff, async (c) => {
      const hunt = await huntOr404(deps, c);
      return c.json(await adminPredictions(deps.read, hunt.id));
    });
}
