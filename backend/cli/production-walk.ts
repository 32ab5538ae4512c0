import { randomUUID } from 'node:crypto';

/** One HTTP call as the SPA makes it (same origin, JSON, the session cookie). */
async function call(base: string, method: string, url: string, body?: unknown, cookie = '') {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: new URL(base).origin, 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '', json };
}

async function expectStatus(what: string, answer: Promise<Awaited<ReturnType<typeof call>>>, status: number) {
  const r = await answer;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return r;
}

/** A staff session for the walk: its cookie (the caller logs staff in as the site's STAFF_2FA asks). */
export type StaffSession = () => Promise<string>;

/** A staff session by password alone: for a site started with STAFF_2FA=optional. */
export const passwordOnlyStaff =
  (base: string, staff: { email: string; password: string }): StaffSession =>
  async () =>
    (await expectStatus('staff login', call(base, 'POST', '/api/auth/login', staff), 200)).cookie;

/**
 * A member's way through the site over HTTP, as the production runbook walks it: register, apply for
 * tickets, get approved by staff (points credited), buy a reward with those points. `staffSession`
 * logs in the ADMIN_EMAIL the site was started with. Returns the member's session cookie.
 */
export async function walkMember(base: string, staffSession: StaffSession): Promise<string> {
  const name = `run${randomUUID().slice(0, 8)}`;
  const boss = await staffSession();
  const member = (
    await expectStatus(
      'register',
      call(base, 'POST', '/api/auth/register', { username: name, email: `${name}@example.com`, password: 'Kuzey-Yildizi-7' }),
      201,
    )
  ).cookie;
  const company = await expectStatus(
    'ticket company',
    call(
      base,
      'POST',
      '/api/ticket-companies',
      { name: `Şirket ${name}`, logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
      boss,
    ),
    201,
  );
  const application = await expectStatus(
    'ticket application',
    call(
      base,
      'POST',
      '/api/ticket-applications',
      { ticketCompanyId: company.json.id, username: name, investmentAmount: 5000 },
      member,
    ),
    201,
  );
  await expectStatus(
    'approval',
    call(base, 'PATCH', `/api/admin/ticket-applications/${String(application.json.id)}`, { status: 'approved' }, boss),
    200,
  );
  const points = Number((await expectStatus('points', call(base, 'GET', '/api/auth/user', undefined, member), 200)).json.points);
  if (!(points > 0)) throw new Error(`the approval credited no points (${points})`);
  const reward = await expectStatus(
    'reward',
    call(base, 'POST', '/api/rewards', { title: `Kupa ${name}`, description: 'Deneme', pointsCost: points, stock: 1 }, boss),
    201,
  );
  await expectStatus('purchase', call(base, 'POST', '/api/user-rewards/purchase', { rewardId: reward.json.id }, member), 201);
  return member;
}
