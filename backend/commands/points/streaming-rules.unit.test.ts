import { describe, expect, it } from 'vitest';
import { normaliseStreamUrl } from '@app/contracts';
import { given } from '../../test-support/given-when-then.js';
import { istanbulDay } from './stream-points.js';
import { type StreamingRuleEvent, streamingRulesDecider } from './streaming-rules.js';

const created = (ruleId: string): StreamingRuleEvent => ({
  type: 'StreamingRuleCreated',
  data: { ruleId, adminStreamUrl: `https://kick.com/${ruleId}`, pointsReward: 100, description: null },
});
const activated = (ruleId: string): StreamingRuleEvent => ({ type: 'StreamingRuleActivated', data: { ruleId } });
const deactivated = (ruleId: string): StreamingRuleEvent => ({ type: 'StreamingRuleDeactivated', data: { ruleId } });

describe('streaming rules', () => {
  it('creating an active rule deactivates the active one in the same append', () =>
    given(streamingRulesDecider, [created('a'), activated('a'), created('b')])
      .when({
        type: 'CreateStreamingRule',
        ruleId: 'c',
        adminStreamUrl: 'https://kick.com/c',
        pointsReward: 100,
        description: null,
        isActive: true,
      })
      .then([created('c'), deactivated('a'), activated('c')]));

  it('activating one by update switches the others off; deactivating only itself', () => {
    given(streamingRulesDecider, [created('a'), activated('a'), created('b')])
      .when({ type: 'UpdateStreamingRule', ruleId: 'b', changes: { isActive: true } })
      .then([deactivated('a'), activated('b')]);
    given(streamingRulesDecider, [created('a'), activated('a')])
      .when({ type: 'UpdateStreamingRule', ruleId: 'a', changes: { isActive: false } })
      .then([deactivated('a')]);
  });

  it('records a field change with all fields, and nothing when nothing changes', () => {
    given(streamingRulesDecider, [created('a')])
      .when({ type: 'UpdateStreamingRule', ruleId: 'a', changes: { pointsReward: 250 } })
      .then([
        {
          type: 'StreamingRuleChanged',
          data: { ruleId: 'a', adminStreamUrl: 'https://kick.com/a', pointsReward: 250, description: null },
        },
      ]);
    given(streamingRulesDecider, [created('a')])
      .when({ type: 'UpdateStreamingRule', ruleId: 'a', changes: { pointsReward: 100 } })
      .then([]);
  });

  it('answers 404 for an unknown or deleted rule', () => {
    given(streamingRulesDecider, [])
      .when({ type: 'DeleteStreamingRule', ruleId: 'x' })
      .thenFails(404, 'Yayın doğrulama kuralı bulunamadı.');
    given(streamingRulesDecider, [created('a'), { type: 'StreamingRuleDeleted', data: { ruleId: 'a' } }])
      .when({ type: 'UpdateStreamingRule', ruleId: 'a', changes: { isActive: true } })
      .thenFails(404);
  });
});

describe('stream link matching and the Istanbul day', () => {
  it('ignores scheme, host case, www., default port, trailing slash and fragment; not the path', () => {
    const base = normaliseStreamUrl('https://kick.com/yayinci');
    for (const same of ['http://KICK.com/yayinci/', 'https://www.kick.com/yayinci#canli', ' https://kick.com:443/yayinci ']) {
      expect(normaliseStreamUrl(same), same).toBe(base);
    }
    expect(normaliseStreamUrl('https://kick.com/baskasi')).not.toBe(base);
    expect(normaliseStreamUrl('javascript:alert(1)')).toBeNull();
  });

  it('changes day at midnight in Istanbul (UTC+3), not at midnight UTC', () => {
    expect(istanbulDay(new Date('2025-05-01T20:59:59Z'))).toBe('2025-05-01');
    expect(istanbulDay(new Date('2025-05-01T21:00:00Z'))).toBe('2025-05-02');
    expect(istanbulDay(new Date('2025-05-01T23:30:00Z'))).toBe('2025-05-02');
  });
});
