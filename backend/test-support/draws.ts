import { json, type Harness, registerMember } from './harness.js';

export interface Member {
  username: string;
  cookie: string;
  userId: string;
}

export async function members(h: Harness, prefix: string, count: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let k = 0; k < count; k += 1) {
    const username = `${prefix}${k}`;
    out.push({ username, ...(await registerMember(h, username)) });
  }
  return out;
}

/** A ticket company where member k applied for `tickets[k]` tickets (500₺ each) and staff approved them all. */
export async function ticketCompanyWithNumbers(h: Harness, staff: string, people: Member[], tickets: number[]) {
  const company = await h.request('POST', '/api/ticket-companies', {
    cookie: staff,
    body: { name: 'Yıldız Bilet', logoUrl: 'https://example.com/logo.png', ticketPrice: 500 },
  });
  if (company.status !== 201) throw new Error(`company: ${company.status}`);
  const companyId: string = (await json(company)).id;
  for (const [k, m] of people.entries()) {
    const body = { ticketCompanyId: companyId, username: `hesap_${m.username}`, investmentAmount: 500 * tickets[k]! };
    const app = await json(await h.request('POST', '/api/ticket-applications', { cookie: m.cookie, body }));
    const ok = await h.request('PATCH', `/api/admin/ticket-applications/${app.id}`, {
      cookie: staff,
      body: { status: 'approved' },
    });
    if (ok.status !== 200) throw new Error(`approve: ${ok.status}`);
  }
  return companyId;
}

/** An ongoing event without a Telegram requirement that every given member joined, in order. */
export async function eventWithJoins(h: Harness, staff: string, people: Member[]) {
  const created = await h.request('POST', '/api/admin/events', {
    cookie: staff,
    body: { title: 'Yaz Turnuvası', description: 'Açıklama', requiresTelegramVerification: false },
  });
  if (created.status !== 201) throw new Error(`event: ${created.status} ${await created.text()}`);
  const eventId: string = (await json(created)).id;
  for (const m of people) {
    const res = await h.request('POST', `/api/events/${eventId}/participate`, {
      cookie: m.cookie,
      body: { message: m.username },
    });
    if (res.status >= 300) throw new Error(`join: ${res.status} ${await res.text()}`);
  }
  return eventId;
}

export const createDrawBody = (source: Record<string, unknown>, winnerCount = 2, extra: Record<string, unknown> = {}) => ({
  title: 'Haftalık Çekiliş',
  prize: '1.000₺ bonus',
  source,
  winnerCount,
  ...extra,
});
