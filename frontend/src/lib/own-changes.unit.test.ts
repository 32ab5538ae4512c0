import { Topic } from '@app/contracts/plain';
import { describe, expect, it } from 'vitest';
import { isOwnChange, trackOwnChange } from './own-changes';

const answer = (id: string | null, status = 200) => new Response('{}', { status, headers: id ? { 'x-request-id': id } : {} });

describe('own changes (issue 41): a notice of this tab’s own write is not fetched again', () => {
  it('a notice whose every request was this tab’s, covering its topic, is own; any other is not', async () => {
    await trackOwnChange([Topic.huntPrediction], async () => answer('r-1'));
    await trackOwnChange([Topic.huntPrediction], async () => answer('r-2'));
    expect(await isOwnChange({ topic: Topic.huntPrediction, correlationIds: ['r-1'] })).toBe(true);
    expect(await isOwnChange({ topic: Topic.huntPrediction, correlationIds: ['r-1', 'r-2'] })).toBe(true);
    // Someone else's request merged in, a topic the answer did not carry, or no ids: fetch.
    expect(await isOwnChange({ topic: Topic.huntPrediction, correlationIds: ['r-1', 'baskasi'] })).toBe(false);
    expect(await isOwnChange({ topic: Topic.pointsLedger, correlationIds: ['r-1'] })).toBe(false);
    expect(await isOwnChange({ topic: Topic.huntPrediction })).toBe(false);
    expect(await isOwnChange({ topic: Topic.huntPrediction, correlationIds: [] })).toBe(false);
  });

  it('a refused write is not remembered', async () => {
    await trackOwnChange([Topic.huntPrediction], async () => answer('r-409', 409));
    expect(await isOwnChange({ topic: Topic.huntPrediction, correlationIds: ['r-409'] })).toBe(false);
  });

  it('a notice that arrives before its write’s answer waits for the answer', async () => {
    let respond: (r: Response) => void = () => {};
    const write = trackOwnChange([Topic.hunts], () => new Promise<Response>((r) => (respond = r)));
    const decided = isOwnChange({ topic: Topic.hunts, correlationIds: ['r-early'] });
    let done = false;
    void decided.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    respond(answer('r-early'));
    await write;
    expect(await decided).toBe(true);
  });
});
