import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../core/projections/projection.js';
import { createHarness, type Harness, registerMember } from '../test-support/harness.js';
import { until } from '../test-support/until.js';

/**
 * Issue 41: a change notice names the requests behind it (their X-Request-Id, the events' correlation
 * id), so the tab that made the change, and has its answer, does not fetch it again.
 */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('change notices carry the correlation ids of their requests', () => {
  it('a member’s stream link: the notices of the change name the answer’s X-Request-Id, and only it', async () => {
    h = await createHarness();
    const ayse = await registerMember(h, 'ayse');
    const heard: (ChangeNotice & { ids?: string[] })[] = [];
    h.deps.runner.onNotice((n, correlationIds) => heard.push({ ...n, correlationIds }));
    const res = await h.request('POST', '/api/user/update-stream', {
      cookie: ayse.cookie,
      body: { streamUrl: 'https://kick.com/ayse' },
    });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => heard.length > 0, 'the change’s notices');
    for (const n of heard) expect(n.correlationIds, n.topic).toEqual([requestId]);
  });
});
