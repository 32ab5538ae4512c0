import type { Context, MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import type { Deps } from '../core/deps.js';
import { bodyOf, COMPRESS_ABOVE, compressSync, encodingFor } from './compression.js';
import { requestHeader } from './proxy.js';
import { API_SECURITY_HEADERS, sealed } from './security-headers.js';
import type { Encoding } from './static-files.js';

export interface ReadyAnswerSource {
  /** The projections whose read models the answer is made of: it is made again when one of them changes. */
  projections: readonly string[];
  /**
   * Makes the answer at `now`, parsed with its contract (once per change, not per request). `until`: the
   * first instant at which the clock alone would change it (a card's window opening), if any.
   */
  build(now: Date): Promise<{ value: unknown; until?: number }>;
  /**
   * The full path (`/api/cards`) at which this answer, asked for without a query string, is the same for
   * whoever asks: it is then served by `readyLane`, ahead of the API's middleware (no client address,
   * no session lookup, no per-request headers: the answer carries its own).
   */
  path?: string;
}

type ReadyHandler = (c: Context) => Response | Promise<Response>;
/** Per app (its runner): the ready answers by their full path. */
const lanes = new WeakMap<object, Map<string, ReadyHandler>>();

/**
 * Mounted for GET /api/* before any API middleware: a request for a ready answer's path with no query
 * string gets it at once; anything else goes on to the API as before.
 */
export const readyLane =
  (deps: Pick<Deps, 'runner'>): MiddlewareHandler =>
  async (c, next) => {
    const answer = lanes.get(deps.runner)?.get(c.req.path);
    if (answer && !c.req.url.includes('?')) {
      try {
        return await answer(c);
      } catch {
        // The answer could not be made (its read model failed): the API's full path tries once more
        // and, failing too, answers with its error, headers and all.
      }
    }
    await next();
  };

type Coding = Encoding | 'identity';
interface Variant {
  body: Uint8Array<ArrayBuffer>;
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

/** One answer as bytes, with its ETag; the compressed variants are made when a client first asks for them. */
class Answer {
  private readonly variants = new Map<Coding, Variant>();
  readonly compressible: boolean;

  constructor(
    private readonly raw: Uint8Array,
    private readonly hash: string,
    private readonly madeAt: number,
    private readonly until: number,
  ) {
    this.compressible = raw.length > COMPRESS_ABOVE;
  }

  /** Whether the clock alone has not changed the answer since it was made (a test's clock may also go back). */
  holdsAt(now: Date) {
    return this.madeAt <= now.getTime() && now.getTime() < this.until;
  }

  /** Weak comparison (RFC 9110 §13.1.2): any representation of these bytes, whatever its coding. */
  matches(ifNoneMatch: string) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some(
      (tag) =>
        tag
          .trim()
          .replace(/^W\//, '')
          .replace(/-(br|gz)"$/, '"') === `"${this.hash}"`,
    );
  }

  variant(coding: Coding): Variant {
    let v = this.variants.get(coding);
    if (!v) this.variants.set(coding, (v = this.make(coding)));
    return v;
  }

  /** Each coding is its own representation, so its strong ETag differs (`"h"`, `"h-br"`, `"h-gz"`). */
  private make(coding: Coding): Variant {
    const body = bodyOf(coding === 'identity' ? this.raw : compressSync(this.raw, coding));
    const etag = `"${this.hash}${coding === 'identity' ? '' : coding === 'br' ? '-br' : '-gz'}"`;
    const notModified: Record<string, string> = { ...API_SECURITY_HEADERS, etag, 'cache-control': 'no-cache' };
    if (this.compressible) notModified.vary = 'Accept-Encoding';
    const ok: Record<string, string> = {
      ...notModified,
      'content-type': 'application/json',
      'content-length': String(body.length),
    };
    if (coding !== 'identity') ok['content-encoding'] = coding;
    return { body, ok, notModified };
  }
}

async function makeAnswer(source: ReadyAnswerSource, now: Date): Promise<Answer> {
  const { value, until } = await source.build(now);
  const raw = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
  return new Answer(raw, hash, now.getTime(), until ?? Number.POSITIVE_INFINITY);
}

/**
 * A public list served as ready bytes: made once per change of the read models it comes from (their
 * `lastHandled` positions, which a command's answer waits for, so read-your-writes holds), and again
 * when the clock passes the instant the answer named or `clockKey` (a leaderboard's week) moves on.
 * Requests that arrive while it is being made share the one making. The ETag is the bytes' hash, the
 * same in every process and after a restart, so a 304 holds across them; the answer is `no-cache`:
 * clients revalidate every time, since a staff change must show at once.
 */
export function readyAnswer(deps: Pick<Deps, 'runner' | 'clock'>, source: ReadyAnswerSource) {
  interface Entry {
    key: string;
    answer: Promise<Answer>;
    /** Set once made: the common case answers without waiting on a promise. */
    made?: Answer;
  }
  let current: Entry | null = null;
  const versions = () => source.projections.map((p) => deps.runner.lastHandled(p)).join(',');

  function fresh(key: string, now: Date) {
    // The versions were read before the read models: a change landing during the making gives a newer key.
    const entry: Entry = { key, answer: makeAnswer(source, now) };
    void entry.answer.then(
      (made) => (entry.made = made),
      () => current === entry && (current = null), // a failed making is not kept
    );
    return (current = entry);
  }

  async function answerLater(key: string, now: Date): Promise<Answer> {
    let entry = current?.key === key ? current : fresh(key, now);
    const answer = await entry.answer;
    if (answer.holdsAt(now)) return answer;
    // The clock passed what the answer depends on: one new making, shared by whoever else noticed.
    entry = current !== entry && current?.key === key ? current : fresh(key, now);
    return entry.answer;
  }

  function respond(c: Context, answer: Answer): Response {
    const v = answer.variant(answer.compressible ? (encodingFor(c) ?? 'identity') : 'identity');
    const ifNoneMatch = requestHeader(c, 'if-none-match');
    if (ifNoneMatch && answer.matches(ifNoneMatch)) return sealed(new Response(null, { status: 304, headers: v.notModified }));
    return sealed(new Response(v.body, { status: 200, headers: v.ok }));
  }

  const serve = (c: Context, clockKey = ''): Response | Promise<Response> => {
    const now = deps.clock();
    const key = `${versions()}|${clockKey}`;
    const made = current?.key === key ? current.made : undefined;
    if (made?.holdsAt(now)) return respond(c, made);
    return answerLater(key, now).then((answer) => respond(c, answer));
  };
  if (source.path) {
    let lane = lanes.get(deps.runner);
    if (!lane) lanes.set(deps.runner, (lane = new Map<string, ReadyHandler>()));
    lane.set(source.path, (c) => serve(c));
  }
  return serve;
}
