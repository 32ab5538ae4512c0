/**
 * The wire bench's notice figure: how long a change takes to reach each of many Socket.IO clients, from
 * the moment its command is sent to the moment a client has decoded the notice. The clients are spread
 * over worker threads (notice-clients.ts), so the load generator does not queue the notices it times;
 * every stamp is on the clock all threads share, and the percentiles are made here.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The clients' module is TypeScript: a worker loads it through tsx's API (Node 20 gives workers no --import). */
const TS_WORKER = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ tsImport }) => tsImport(${JSON.stringify(new URL('./notice-clients.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}));`;
const now = () => performance.timeOrigin + performance.now();
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

interface Round {
  p50: number;
  p99: number;
  /** Clients that heard the notice within 5 s. */
  heard: number;
  /** How long the command itself took to answer (ms): the part of the latency that is not fan-out. */
  answered: number;
}

interface Options {
  url: string;
  clients: number;
  /** The topic the change's notice carries; other notices are not timed. */
  topic: string;
  /** Makes one change (its command answered); called once per timed round. */
  change: (round: number) => Promise<unknown>;
  rounds: number;
  /** Worker threads the clients are spread over (BENCH_WIRE_THREADS; default twice the cores). */
  threads?: number;
}

export async function noticeLatencies(o: Options): Promise<Round[]> {
  const threads = Math.max(1, Math.min(o.clients, o.threads ?? availableParallelism() * 2));
  let stamps: number[] = [];
  const workers = Array.from({ length: threads }, (_, i) => {
    const count = Math.floor(o.clients / threads) + (i < o.clients % threads ? 1 : 0);
    const w = new Worker(TS_WORKER, { eval: true, workerData: { url: o.url, count, topic: o.topic } });
    const ready = new Promise<void>((resolve, reject) => {
      w.once('error', reject);
      w.on('message', (m: { ready?: true; error?: string; stamps?: number[] }) => {
        if (m.ready) resolve();
        else if (m.error) reject(new Error(`a bench client could not connect: ${m.error}`));
        else stamps.push(...m.stamps!);
      });
    });
    return { w, ready };
  });
  await Promise.all(workers.map((x) => x.ready)).catch(async (err) => {
    await Promise.all(workers.map(({ w }) => w.terminate()));
    throw err;
  });

  const rounds: Round[] = [];
  for (let i = 0; i < o.rounds; i += 1) {
    stamps = [];
    const sentAt = now();
    await o.change(i);
    const answered = now() - sentAt;
    const deadline = Date.now() + 5000;
    while (stamps.length < o.clients && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    if (stamps.length < o.clients) {
      for (const { w } of workers) w.postMessage('collect');
      await new Promise((r) => setTimeout(r, 100));
    }
    // A straggler of an earlier round may land in this one's stamps: it is older than this round's change.
    const latencies = stamps.filter((t) => t >= sentAt).map((t) => t - sentAt);
    rounds.push({ p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), heard: latencies.length, answered });
    await new Promise((r) => setTimeout(r, 200)); // past the notice window: the next change leads again
  }
  for (const { w } of workers) w.postMessage('close');
  await Promise.all(workers.map(({ w }) => new Promise((r) => w.once('exit', r))));
  return rounds;
}
