import { type Harness, json, registerMember } from './harness.js';

/**
 * A ticket company made by `staff` (at the default ticket price), and a function that registers a
 * member under `username` and has them apply to it: the application's id, its ticket count and the
 * member (cookie, userId).
 */
export async function ticketApplicants(h: Harness, staff: string) {
  const company = await json(
    await h.request('POST', '/api/ticket-companies', {
      cookie: staff,
      body: { name: 'Yıldız', logoUrl: 'https://example.com/l.png' },
    }),
  );
  return async (username: string, investmentAmount: number) => {
    const member = await registerMember(h, username);
    const res = await h.request('POST', '/api/ticket-applications', {
      cookie: member.cookie,
      body: { ticketCompanyId: company.id, username, investmentAmount },
    });
    if (res.status !== 201) throw new Error(`apply ${username}: ${res.status} ${await res.text()}`);
    const app = await json(res);
    return { id: app.id as string, count: app.ticketCount as number, ...member };
  };
}
