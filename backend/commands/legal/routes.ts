import { LegalDoc, type LegalText, UpdateLegalTextRequest } from '@app/contracts';
import { Hono } from 'hono';
import { handleCommand } from '../../core/command-handler.js';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { commandContext, requireSuperAdmin } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { legalTextDecider, toLegalTextStreamId } from './legal-text.js';

export interface LegalReads {
  legalText: (doc: LegalDoc) => Promise<LegalText>;
}

/** PUT /api/admin/legal/:doc {title, body} (super_admin): the privacy notice or the cookie policy. */
export const legalCommandRoutes = (deps: Deps, reads: LegalReads) =>
  new Hono<AppEnv>().put('/:doc', requireSuperAdmin, validate('json', UpdateLegalTextRequest), async (c) => {
    const doc = LegalDoc.safeParse(c.req.param('doc'));
    if (!doc.success) throw new DomainError('not_found', 'Metin bulunamadı.');
    const { title, body } = c.req.valid('json');
    const r = await handleCommand(
      deps.events,
      toLegalTextStreamId(doc.data),
      legalTextDecider,
      { type: 'ChangeLegalText', doc: doc.data, title, body },
      commandContext(c, deps),
    );
    if (r.position >= 0) await deps.runner.waitFor(r.position);
    return c.json(await reads.legalText(doc.data));
  });
