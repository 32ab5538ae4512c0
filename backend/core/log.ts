import { createRequire } from 'node:module';
import { format } from 'node:util';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The site's one logger (pino): JSON lines on stdout, which a container runtime, journald or a log
 * shipper read as they are. `LOG_FORMAT=pretty` (set by `npm run dev`) prints them for a person with
 * pino-pretty, a development dependency the production image does not carry. `LOG_LEVEL` picks the
 * least severe level written (info by default). No line carries personal data: request lines name
 * the route's pattern, never the path or the query, and no code logs a body, a header or a cookie.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function createLogger(
  env: { LOG_FORMAT?: string; LOG_LEVEL?: string } = process.env,
  destination?: DestinationStream,
): Logger {
  // In-process tests make thousands of requests: their lines would bury the runner's report.
  const fallback = env === process.env && process.env.VITEST ? 'warn' : 'info';
  const level = (LOG_LEVELS as readonly string[]).includes(env.LOG_LEVEL ?? '') ? env.LOG_LEVEL! : fallback;
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  if (env.LOG_FORMAT === 'pretty') {
    const pretty = prettyStream();
    if (pretty) return pino(options, pretty);
  }
  return pino(options);
}

/** pino-pretty, loaded only when asked for (it is not installed in production). */
function prettyStream(): DestinationStream | null {
  try {
    const build = createRequire(import.meta.url)('pino-pretty') as (o: object) => DestinationStream;
    return build({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

/** The process's logger; `setLogger` swaps it (tests capture lines, main() applies the checked config). */
export let log: Logger = createLogger();
export function setLogger(next: Logger) {
  log = next;
}

/** What the site's modules are handed: `info('text')`, `error('text:', err)`, as they called console. */
export type LineLog = Pick<Console, 'info' | 'error'> & Partial<Pick<Console, 'warn'>>;

/**
 * The console-shaped view of a logger the older modules take as a parameter: the text parts become
 * `msg`, an Error among the arguments goes under `err` (pino's serializer keeps its type, message and
 * stack), so `log.error('[projections] could not save:', err)` is still one line.
 */
export function lineLog(of: () => Logger = () => log): Required<LineLog> {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      const rest = args.filter((a) => a !== err).map((a) => (typeof a === 'string' ? a : format('%o', a)));
      const msg = rest.join(' ').replace(/:$/, '');
      if (err) of()[level]({ err }, msg);
      else of()[level](msg);
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
