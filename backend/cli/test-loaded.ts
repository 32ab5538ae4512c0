import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm run test:loaded`: the suite on a busy machine, as CI meets it (issue 39: a browser test failed
 * only while other work ran). It starts busy loops, one per core unless TEST_LOAD_LOOPS says another
 * number (so the load average is about twice the core count while the suite runs), runs `npm test`
 * (or the command given after `--`, e.g. one test file) and exits with its status. The loops end
 * with the suite, when it fails, and when the script is interrupted; each loop also stops by itself
 * after TEST_LOAD_SECONDS (default 3600), so none outlives a script killed without warning.
 */
const loops = count('TEST_LOAD_LOOPS', availableParallelism());
const seconds = count('TEST_LOAD_SECONDS', 3600);
const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${name} must be a whole number (0 or more), not '${raw}'.`);
    process.exit(2);
  }
  return n;
}

/** A process that keeps one core busy until it is killed or its time is up. */
function busyLoop(ms: number): ChildProcess {
  const code = `const end = Date.now() + ${ms}; let x = 0; while (Date.now() < end) x = (x + 1) % 1e9;`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

const busy = Array.from({ length: loops }, () => busyLoop(seconds * 1000));
const stopLoad = () => {
  for (const loop of busy) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
};
process.on('exit', stopLoad);
console.log(`test:loaded: ${loops} busy loop(s) for at most ${seconds} s while \`${[command, ...args].join(' ')}\` runs`);

const started = Date.now();
// Its own process group, so an interrupt reaches everything the suite started (vitest, servers, browsers).
const suite = spawn(command!, args, { stdio: 'inherit', detached: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopLoad();
    if (suite.pid !== undefined && suite.exitCode === null) process.kill(-suite.pid, signal);
    // The suite's own exit (below) reports its status; this is the bound if it does not go.
    setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 10_000).unref();
  });

suite.on('error', (err) => {
  stopLoad();
  console.error(`test:loaded: could not start \`${command}\`: ${err.message}`);
  process.exit(2);
});
suite.on('exit', (code, signal) => {
  stopLoad();
  const took = ((Date.now() - started) / 1000).toFixed(1);
  const how = signal ? `was ended by ${signal}` : code === 0 ? 'passed' : `failed (status ${code})`;
  console.log(`test:loaded: \`${[command, ...args].join(' ')}\` ${how} in ${took} s under ${loops} busy loop(s)`);
  process.exit(code ?? (signal === 'SIGINT' ? 130 : 143));
});
