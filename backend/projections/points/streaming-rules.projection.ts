import { Topic } from '@app/contracts';
import { defineProjection } from '../../core/projections/projection.js';

export interface StreamingRuleDoc {
  _id: string;
  adminStreamUrl: string;
  pointsReward: number;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** The revision of the one stream all rules share. */
  revision: number;
  [key: string]: unknown;
}

export const STREAMING_RULES = 'streamingRules';

export const streamingRulesProjection = defineProjection({
  name: 'streaming-rules',
  version: 2, // 2: the rules' stream revision
  collections: [STREAMING_RULES],
  indexes: [{ collection: STREAMING_RULES, keys: { createdAt: -1, _id: 1 } }],
  handles: [
    'StreamingRuleCreated',
    'StreamingRuleChanged',
    'StreamingRuleActivated',
    'StreamingRuleDeactivated',
    'StreamingRuleDeleted',
  ],
  async apply(event, store) {
    const rules = store.collection<StreamingRuleDoc>(STREAMING_RULES);
    const { ruleId } = event.data;
    const at = event.metadata.at;
    switch (event.type) {
      case 'StreamingRuleCreated': {
        const { adminStreamUrl, pointsReward, description } = event.data;
        const doc = { adminStreamUrl, pointsReward, description, isActive: false, createdAt: at, updatedAt: at };
        await rules.updateOne({ _id: ruleId }, { $set: doc }, { upsert: true });
        break;
      }
      case 'StreamingRuleChanged': {
        const { adminStreamUrl, pointsReward, description } = event.data;
        await rules.updateOne({ _id: ruleId }, { $set: { adminStreamUrl, pointsReward, description, updatedAt: at } });
        break;
      }
      case 'StreamingRuleActivated':
      case 'StreamingRuleDeactivated':
        await rules.updateOne({ _id: ruleId }, { $set: { isActive: event.type === 'StreamingRuleActivated', updatedAt: at } });
        break;
      case 'StreamingRuleDeleted':
        await rules.deleteOne({ _id: ruleId });
        break;
    }
    // One stream holds every rule: each change moves the revision an edit of any of them is checked against.
    await rules.updateMany({}, { $set: { revision: event.revision } });
    return [{ topic: Topic.streamingVerifications, rooms: ['staff'] }];
  },
});
