import { LegalDoc } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { findLegalText } from './legal-texts.projection.js';

/** GET /api/legal/kvkk, /api/legal/cookies: anyone; kept apart from the site settings every page loads. */
export const legalQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/:doc', async (c) => {
    const doc = LegalDoc.safeParse(c.req.param('doc'));
    if (!doc.success) throw new DomainError('not_found', 'Metin bulunamadı.');
    return c.json(await findLegalText(deps.read, doc.data));
  });
