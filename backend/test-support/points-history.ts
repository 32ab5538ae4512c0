import { json, type Harness } from './harness.js';

/** Fails loudly when a setup step is refused, so a broken step never reads as a ledger bug. */
async function ok(res: Response, what: string) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return json(res);
}

/**
 * Drives one member through every way a balance changes, over HTTP as the site does: an approved ticket
 * application (3 tickets × 10 = +30), today's stream points (+100), an approved Instagram verification
 * (+150), two reward purchases (-80 "Kupa", -50 "Tişört") and the cancellation of the second (+50 back).
 * The balance ends at 200. `staff` is a logged-in super_admin's cookie.
 */
export async function earnAndSpendEverywhere(h: Harness, staff: string, member: { cookie: string; username: string }) {
  const { cookie, username } = member;
  const company = await ok(
    await h.request('POST', '/api/ticket-companies', {
      cookie: staff,
      body: { name: 'Yıldız', logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
    }),
    'ticket company',
  );
  const application = await ok(
    await h.request('POST', '/api/ticket-applications', {
      cookie,
      body: { ticketCompanyId: company.id, username, investmentAmount: 1500 },
    }),
    'ticket application',
  );
  await ok(
    await h.request('PATCH', `/api/admin/ticket-applications/${application.id}`, { cookie: staff, body: { status: 'approved' } }),
    'approval',
  );

  const streamUrl = `https://kick.com/${username}-yayin`;
  await ok(
    await h.request('POST', '/api/streaming-verifications', {
      cookie: staff,
      body: { adminStreamUrl: streamUrl, pointsReward: 100 },
    }),
    'rule',
  );
  await ok(await h.request('POST', '/api/user/update-stream', { cookie, body: { streamUrl } }), 'stream link');

  await ok(
    await h.request('POST', '/api/social-verifications/manual', {
      cookie,
      body: { platform: 'instagram', platformUsername: username },
    }),
    'request',
  );
  const pending = await ok(await h.request('GET', '/api/admin/social-verifications/pending', { cookie: staff }), 'pending list');
  const mine = (pending as { id: string; platformUsername: string }[]).find((v) => v.platformUsername === username)!;
  await ok(
    await h.request('PATCH', `/api/admin/social-verifications/${mine.id}`, { cookie: staff, body: { status: 'approved' } }),
    'review',
  );

  const reward = async (title: string, pointsCost: number) =>
    (
      await ok(
        await h.request('POST', '/api/rewards', { cookie: staff, body: { title, description: title, pointsCost, stock: 5 } }),
        'reward',
      )
    ).id as string;
  const buy = async (rewardId: string) =>
    (await ok(await h.request('POST', '/api/user-rewards/purchase', { cookie, body: { rewardId } }), 'purchase')).userReward
      .id as string;
  await buy(await reward('Kupa', 80));
  const order = await buy(await reward('Tişört', 50));
  await ok(
    await h.request('POST', `/api/admin/reward-orders/${order}/cancel`, { cookie: staff, body: { reason: 'Stok hatası' } }),
    'cancel',
  );
  return { applicationId: application.id as string, orderId: order };
}

/** The member's whole ledger, every page of `limit` rows, newest first. */
export async function wholeLedger(h: Harness, cookie: string, limit = 200) {
  const rows: { id: string; delta: number; balance: number; reason: string; description: string; at: string }[] = [];
  for (;;) {
    const before = rows.length ? `&before=${rows.at(-1)!.id}` : '';
    const page = await ok(await h.request('GET', `/api/points/ledger?limit=${limit}${before}`, { cookie }), 'ledger');
    rows.push(...page);
    if (page.length < limit) return rows;
  }
}
