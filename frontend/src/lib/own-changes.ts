import type { Notice } from '@app/contracts';

/**
 * Issue 41: a mutation whose answer carries the changed data puts it in the query cache; the socket
 * notice of that same change must not fetch it again. A write names the topics its answer covers; once
 * answered, its request id (the server's X-Request-Id, the events' correlation id) is remembered with
 * them. A notice is this tab's own when every request behind it is, and each covered its topic.
 * Another tab, another member or staff change the same topic under other ids: those still refetch.
 */
const KEEP = 200;
const own = new Map<string, ReadonlySet<string>>();
/** Writes still waiting for their answer, by the topics they cover: a notice can arrive before the answer. */
const inFlight = new Set<{ covers: readonly string[]; answered: Promise<void> }>();

/** Wraps one write; `send` answers the response (its X-Request-Id is read when it is OK). */
export async function trackOwnChange(covers: readonly string[], send: () => Promise<Response>): Promise<Response> {
  let settle = () => {};
  const flight = { covers, answered: new Promise<void>((resolve) => (settle = resolve)) };
  inFlight.add(flight);
  try {
    const response = await send();
    const id = response.headers.get('x-request-id');
    if (response.ok && id) {
      own.set(id, new Set(covers));
      if (own.size > KEEP) own.delete(own.keys().next().value!);
    }
    return response;
  } finally {
    inFlight.delete(flight);
    settle();
  }
}

/** Whether the change behind this notice was this tab's, and its answer already put what it covers in the cache. */
export async function isOwnChange(notice: Pick<Notice, 'topic' | 'correlationIds'>): Promise<boolean> {
  const ids = notice.correlationIds;
  if (!ids?.length) return false;
  const waiting = [...inFlight].filter((f) => f.covers.includes(notice.topic)).map((f) => f.answered);
  await Promise.all(waiting);
  return ids.every((id) => own.get(id)?.has(notice.topic) ?? false);
}
