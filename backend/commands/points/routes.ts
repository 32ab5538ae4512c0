import { CreateStreamingRuleRequest, type StreamingRule, UpdateStreamingRuleRequest, UpdateStreamRequest } from '@app/contracts';
import { Hono } from 'hono';
import { handleCommand } from '../../core/command-handler.js';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { commandContext, requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { formatPoints } from './ledger.js';
import { type StreamLinkResult, submitStreamLink } from './stream-points.js';
import { RULE_NOT_FOUND, STREAMING_RULES_STREAM, type StreamingRuleCommand, streamingRulesDecider } from './streaming-rules.js';
import { memberOnly } from '../../http/member-only.js';

/** The link is always saved; the message says why points did or did not come. */
function streamMessage(r: StreamLinkResult) {
  switch (r.outcome) {
    case 'earned':
      return `Yayın linkiniz doğrulandı! ${formatPoints(r.pointsEarned)} puan kazandınız.`;
    case 'already-earned':
      return "Yayın linkiniz kaydedildi. Bugünün yayın puanını zaten aldınız; bir sonraki puanı yarın 00:00'dan (Türkiye saati) itibaren kazanabilirsiniz.";
    case 'no-rule':
      return 'Yayın linkiniz kaydedildi, ancak şu anda puan veren bir yayın yok; bu yüzden puan kazanılmadı.';
    case 'not-rule-link':
      return 'Yayın linkiniz kaydedildi, ancak bu link günün yayın linki değil; bu yüzden puan kazanılmadı.';
  }
}

/** Guests get 401 before their body is looked at. */
/** POST /api/user/update-stream: the member's stream link, and today's points when it is the active rule's. */
export const userStreamRoutes = (deps: Deps) =>
  new Hono<AppEnv>().post('/update-stream', memberOnly, validate('json', UpdateStreamRequest), async (c) => {
    const user = requireUser(c);
    const r = await submitStreamLink(deps, user._id, c.req.valid('json').streamUrl, commandContext(c, deps));
    await deps.runner.waitFor(r.position);
    return c.json({
      message: streamMessage(r),
      streamUrl: r.streamUrl,
      pointsEarned: r.pointsEarned,
      outcome: r.outcome,
    });
  });

/** Staff: POST /api/streaming-verifications, PATCH and DELETE /api/streaming-verifications/:id. */
export interface StreamingRuleReads {
  findStreamingRule: (read: ReadStore, id: string) => Promise<StreamingRule | null>;
}

export function streamingRuleCommandRoutes(deps: Deps, reads: StreamingRuleReads) {
  const run = (command: StreamingRuleCommand, ctx: ReturnType<typeof commandContext>) =>
    handleCommand(deps.events, STREAMING_RULES_STREAM, streamingRulesDecider, command, ctx);
  const answer = (ruleId: string, position: number) =>
    afterProjections(deps, position, () => reads.findStreamingRule(deps.read, ruleId), RULE_NOT_FOUND);

  return new Hono<AppEnv>()
    .use('*', requireStaff)
    .post('/', validate('json', CreateStreamingRuleRequest), async (c) => {
      const ruleId = deps.newId();
      const r = await run({ type: 'CreateStreamingRule', ruleId, ...c.req.valid('json') }, commandContext(c, deps));
      return c.json(await answer(ruleId, r.position), 201);
    })
    .patch('/:id', validate('json', UpdateStreamingRuleRequest), async (c) => {
      const ruleId = pathId(c, RULE_NOT_FOUND);
      const r = await run({ type: 'UpdateStreamingRule', ruleId, changes: c.req.valid('json') }, editContext(c, deps));
      const rule = await answer(ruleId, r.position);
      setETag(c, rule);
      return c.json(rule);
    })
    .delete('/:id', async (c) => {
      const r = await run({ type: 'DeleteStreamingRule', ruleId: pathId(c, RULE_NOT_FOUND) }, editContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ ok: true });
    });
}
