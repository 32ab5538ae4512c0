import { Agent, request as httpRequest } from 'node:http';

/** What one round sends: the `m`th request's body and headers (JSON). */
export interface Load {
  url: string;
  method: string;
  request(m: number): { body: string; headers?: Record<string, string> };
}

export interface RoundFigure {
  perSecond: number;
  /** Milliseconds from a request's start to its whole answer; the 99th percentile of the round. */
  p99: number;
}

function send(agent: Agent, url: URL, method: string, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent, method, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `count` requests through `connections` keep-alive connections, each connection sending its next
 * request as soon as its last is answered (a fixed number in flight, as a crowd behind a few proxies or
 * a chat bot's workers): the rate is answers per second of the round's wall time. Any answer other than
 * 2xx stops the benchmark: a figure of refusals would measure nothing.
 */
export async function round(load: Load, count: number, connections: number): Promise<RoundFigure> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(load.url);
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    for (let m = next++; m < count; m = next++) {
      const { body, headers = {} } = load.request(m);
      const t = performance.now();
      const status = await send(agent, url, load.method, body, headers);
      latencies.push(performance.now() - t);
      if (status < 200 || status >= 300) throw new Error(`${load.method} ${url.pathname}: answer ${status}`);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]! };
}
