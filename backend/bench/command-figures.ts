import { CreateRewardRequest, CreateTicketCompanyRequest } from '@app/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../commands/accounts/account/passwords.js';
import { awardPoints } from '../commands/points/points.js';
import { rewardDecider } from '../commands/rewards/decide.js';
import { purchaseReward } from '../commands/rewards/purchase.js';
import { toRewardStreamId } from '../commands/rewards/reward.js';
import { approveTicketApplication } from '../commands/tickets/approve.js';
import { createTicketCompany, submitTicketApplication } from '../commands/tickets/tickets.js';
import { handleCommand } from '../core/command-handler.js';
import { type BenchSite, prepared } from './bench-site.js';
import { compareRuns, median, ms, type Row, timed } from './report.js';
import { register } from './site-history.js';

/** Commands timed per side in each run, alternating sides; a run's figure is each side's median. */
const PER_RUN = 30;
const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
const hash = hashPassword('benchpw1');

async function members(site: BenchSite, from: number, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await register(site.deps, from + i, await hash, site.ctx())).userId);
  return ids;
}

/** A command's cost including its read-your-writes wait, as its HTTP route answers. */
const command = (site: BenchSite, run: () => Promise<{ position: number }>) =>
  timed(async () => site.deps.runner.waitFor((await run()).position));

/** Alternates a subject's and a baseline's commands; each call takes the next unused input. */
async function alternate(subject: () => Promise<number>, baseline: () => Promise<number>) {
  await subject(); // warm: the first command after opening the folder folds its stream once
  await baseline();
  return compareRuns(async () => {
    const s: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < PER_RUN; i += 1) {
      s.push(await subject());
      b.push(await baseline());
    }
    return { subject: median(s), baseline: median(b) };
  });
}

const row = (figure: string, r: { baseline: number; subject: number; ratio: number }, baselineName: string): Row => ({
  figure,
  baseline: `${ms(r.baseline)} ${baselineName}`,
  measured: ms(r.subject),
  ratio: r.ratio,
  goal: '≤ 1.5×',
  met: r.ratio <= 1.5,
});

/** A member's points award on a ledger stream of 10,000 events against one on a member's new stream. */
export async function longStreamFigure(): Promise<Row> {
  let long = '';
  const fresh: string[] = [];
  const site = await prepared(temp('stream'), async (s) => {
    long = (await members(s, 0, 1))[0]!;
    for (let i = 0; i < 10_000; i += 1)
      await awardPoints(s.deps, long, { amount: 1, reason: 'stream', sourceId: `bench:${i}` }, s.ctx());
    fresh.push(...(await members(s, 1, 4 * PER_RUN)));
  });
  const first = await command(site, () =>
    awardPoints(site.deps, long, { amount: 1, reason: 'stream', sourceId: 'bench:cold' }, site.ctx()),
  );
  console.info(`  the 10,000-event stream's first command after opening the folder (it folds the stream once): ${ms(first)}`);
  let n = 0;
  const r = await alternate(
    () =>
      command(site, () => awardPoints(site.deps, long, { amount: 1, reason: 'stream', sourceId: `bench:m${n++}` }, site.ctx())),
    () =>
      command(site, () =>
        awardPoints(site.deps, fresh.pop()!, { amount: 1, reason: 'stream', sourceId: `bench:m${n++}` }, site.ctx()),
      ),
  );
  await site.close();
  return row('one command on a stream of 10,000 events ÷ on a new stream', r, 'on a new stream');
}

/**
 * A site with one ticket company (20 per ticket, the default minimum of 100) and pending applications of 5
 * tickets, after `issued` numbers were given out in blocks of a thousand.
 */
async function ticketSite(issued: number) {
  const pending: string[] = [];
  const site = await prepared(temp(`tickets-${issued}`), async (s) => {
    const fields = CreateTicketCompanyRequest.parse({
      name: 'Bench Bilet',
      logoUrl: 'https://example.com/l.png',
      ticketPrice: 20,
    });
    const { companyId } = await createTicketCompany(s.deps, fields, s.ctx());
    const [applicant, measured] = await members(s, 0, 2);
    const apply = (userId: string, investmentAmount: number) =>
      submitTicketApplication(s.deps, { userId, ticketCompanyId: companyId, username: 'uye', investmentAmount }, s.ctx());
    for (let i = 0; i < issued / 1000; i += 1) {
      await approveTicketApplication(s.deps, (await apply(applicant!, 20_000)).applicationId, null, s.ctx());
    }
    for (let i = 0; i < 4 * PER_RUN; i += 1) pending.push((await apply(measured!, 100)).applicationId);
  });
  return { site, approve: () => command(site, () => approveTicketApplication(site.deps, pending.pop()!, null, site.ctx())) };
}

export async function ticketFigure(): Promise<Row> {
  const [none, many] = [await ticketSite(0), await ticketSite(100_000)];
  const r = await alternate(many.approve, none.approve);
  await Promise.all([none.site.close(), many.site.close()]);
  return row('ticket approval after 100,000 issued numbers ÷ after 0', r, 'after 0');
}

/** A purchase of a reward bought 10,000 times against one of a new reward, each by a member buying first. */
export async function rewardFigure(): Promise<Row> {
  const rewards: string[] = [];
  const buyers: string[] = [];
  const site = await prepared(temp('rewards'), async (s) => {
    for (const title of ['Çok satan', 'Yeni']) {
      const rewardId = s.deps.newId();
      const fields = CreateRewardRequest.parse({ title, description: 'Bench ödülü', pointsCost: 1, stock: null });
      await handleCommand(
        s.deps.events,
        toRewardStreamId(rewardId),
        rewardDecider,
        { type: 'CreateReward', rewardId, fields },
        s.ctx(),
      );
      rewards.push(rewardId);
    }
    const regulars = await members(s, 0, 100);
    for (const userId of regulars)
      await awardPoints(s.deps, userId, { amount: 100, reason: 'bench', sourceId: 'bench:start' }, s.ctx());
    for (let i = 0; i < 100; i += 1) for (const userId of regulars) await purchaseReward(s.deps, userId, rewards[0]!, s.ctx());
    buyers.push(...(await members(s, 100, 8 * PER_RUN + 4)));
    for (const userId of buyers)
      await awardPoints(s.deps, userId, { amount: 1, reason: 'bench', sourceId: 'bench:start' }, s.ctx());
  });
  const buy = (rewardId: string) => () => command(site, () => purchaseReward(site.deps, buyers.pop()!, rewardId, site.ctx()));
  const r = await alternate(buy(rewards[0]!), buy(rewards[1]!));
  await site.close();
  return row('purchase of a reward bought 10,000 times ÷ of a new reward', r, 'of a new reward');
}
