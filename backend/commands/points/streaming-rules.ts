import type { pointsEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';
import { conflict, notFound } from '../../core/errors.js';

/**
 * All streaming-verification rules live on one stream: "only one rule is active" spans every rule,
 * and one stream makes that a plain check in the decider (activating one deactivates the others in the
 * same append). Staff keep a handful of rules, so the stream stays small.
 */
export const STREAMING_RULES_STREAM = 'streamingRules-main';
export const RULE_NOT_FOUND = 'Yayın doğrulama kuralı bulunamadı.';

export interface RuleFields {
  adminStreamUrl: string;
  pointsReward: number;
  description: string | null;
}
export interface Rule extends RuleFields {
  isActive: boolean;
}

export type StreamingRuleEvent = EventOf<
  typeof pointsEventSchemas,
  'StreamingRuleCreated' | 'StreamingRuleChanged' | 'StreamingRuleActivated' | 'StreamingRuleDeactivated' | 'StreamingRuleDeleted'
>;

export type StreamingRuleCommand =
  | ({ type: 'CreateStreamingRule'; ruleId: string; isActive: boolean } & RuleFields)
  | { type: 'UpdateStreamingRule'; ruleId: string; changes: Partial<Rule> }
  | { type: 'DeleteStreamingRule'; ruleId: string };

export type StreamingRulesState = ReadonlyMap<string, Rule>;

const withRule = (state: StreamingRulesState, ruleId: string, update: (r: Rule) => Rule) => {
  const rule = state.get(ruleId);
  return rule ? new Map(state).set(ruleId, update(rule)) : state;
};

/** The active rule, if any. */
export function activeRule(state: StreamingRulesState): (Rule & { ruleId: string }) | null {
  for (const [ruleId, rule] of state) if (rule.isActive) return { ruleId, ...rule };
  return null;
}

/** Activating `ruleId`: every other active rule is switched off in the same append. */
function activation(state: StreamingRulesState, ruleId: string): StreamingRuleEvent[] {
  const others = [...state].filter(([id, r]) => id !== ruleId && r.isActive);
  return [
    ...others.map(([id]): StreamingRuleEvent => ({ type: 'StreamingRuleDeactivated', data: { ruleId: id } })),
    { type: 'StreamingRuleActivated', data: { ruleId } },
  ];
}

function update(state: StreamingRulesState, ruleId: string, changes: Partial<Rule>): StreamingRuleEvent[] {
  const rule = state.get(ruleId);
  if (!rule) throw notFound(RULE_NOT_FOUND);
  const fields: RuleFields = {
    adminStreamUrl: changes.adminStreamUrl ?? rule.adminStreamUrl,
    pointsReward: changes.pointsReward ?? rule.pointsReward,
    description: changes.description === undefined ? rule.description : changes.description,
  };
  const events: StreamingRuleEvent[] = [];
  const changed = (Object.keys(fields) as (keyof RuleFields)[]).some((k) => fields[k] !== rule[k]);
  if (changed) events.push({ type: 'StreamingRuleChanged', data: { ruleId, ...fields } });
  if (changes.isActive === true && !rule.isActive) events.push(...activation(state, ruleId));
  if (changes.isActive === false && rule.isActive) events.push({ type: 'StreamingRuleDeactivated', data: { ruleId } });
  return events;
}

export const streamingRulesDecider: Decider<StreamingRuleCommand, StreamingRuleEvent, StreamingRulesState> = {
  initialState: () => new Map(),
  evolve(state, event) {
    switch (event.type) {
      case 'StreamingRuleCreated': {
        const { ruleId, ...fields } = event.data;
        return new Map(state).set(ruleId, { ...fields, isActive: false });
      }
      case 'StreamingRuleChanged': {
        const { ruleId, ...fields } = event.data;
        return withRule(state, ruleId, (r) => ({ ...r, ...fields }));
      }
      case 'StreamingRuleActivated':
        return withRule(state, event.data.ruleId, (r) => ({ ...r, isActive: true }));
      case 'StreamingRuleDeactivated':
        return withRule(state, event.data.ruleId, (r) => ({ ...r, isActive: false }));
      case 'StreamingRuleDeleted': {
        const next = new Map(state);
        next.delete(event.data.ruleId);
        return next;
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateStreamingRule': {
        const { ruleId, adminStreamUrl, pointsReward, description } = command;
        if (state.has(ruleId)) throw conflict('Bu kural zaten var.');
        const created: StreamingRuleEvent = {
          type: 'StreamingRuleCreated',
          data: { ruleId, adminStreamUrl, pointsReward, description },
        };
        return command.isActive ? [created, ...activation(state, ruleId)] : [created];
      }
      case 'UpdateStreamingRule':
        return update(state, command.ruleId, command.changes);
      case 'DeleteStreamingRule':
        if (!state.has(command.ruleId)) throw notFound(RULE_NOT_FOUND);
        return [{ type: 'StreamingRuleDeleted', data: { ruleId: command.ruleId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
