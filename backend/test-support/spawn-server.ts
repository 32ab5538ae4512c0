import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the real server (`backend/server.ts`) in its own process, on a free port. */
export function spawnServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
  /** Node's own options for the server process (the benchmarks' --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'backend/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${readableLog(out)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/Site ready on (http:\/\/localhost:\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1]!.replace('localhost', '127.0.0.1'),
          child,
          output: () => out,
          kill: (signal = 'SIGTERM') =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode) return done();
              child.once('exit', () => done());
              child.kill(signal);
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${readableLog(out)}`));
    });
  });
}

/** The server's JSON log lines as the operator reads them (each line's `msg`); other output as it was. */
export function readableLog(out: string): string {
  return out
    .split('\n')
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as { msg?: unknown };
        return typeof parsed.msg === 'string' ? parsed.msg : line;
      } catch {
        return line;
      }
    })
    .join('\n');
}
