import { afterAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/harness.js';
import { BOSS, login, superAdmin } from '../test-support/staff.js';
import { walkMember } from './production-walk.js';

let h: Harness;
afterAll(async () => h?.close());

// The runbook's walk runs on real servers only (npm run test:production); here it runs on the embedded
// site over a real socket, so its calls are known to match the routes.
describe('the production runbook walk', () => {
  it('registers a member, approves their tickets and buys a reward with the points', async () => {
    h = await createHarness();
    await superAdmin(h);
    const base = await h.listen();
    // Staff log in with both steps (STAFF_2FA=required, the default), as the site asks.
    const member = await walkMember(base, () => login(h, BOSS.email, BOSS.password));
    const orders = await fetch(`${base}/api/user-rewards`, { headers: { cookie: member } });
    expect(orders.status).toBe(200);
    expect(JSON.stringify(await orders.json())).toMatch(/Kupa run/);
  });
});
