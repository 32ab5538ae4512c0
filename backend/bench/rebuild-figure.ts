import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, type Row } from './report.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const RUNS = 3;
type Cost = { cpu: number; wall: number };

/** `npm run projections:rebuild` once, as an operator runs it (a fresh process, its read models written to disk): its events/s. */
async function rebuildCli(dir: string): Promise<number> {
  const { stdout } = await run('npm', ['run', '--silent', 'projections:rebuild'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir },
    maxBuffer: 64 << 20,
  });
  const rate = /([\d,]+) events\/s/.exec(stdout);
  if (!rate) throw new Error(`projections:rebuild printed no rate:\n${stdout}`);
  return Number(rate[1]!.replaceAll(',', ''));
}

/**
 * Rebuild throughput against the raw scan of the same log, in turns, in a process started with the
 * rebuild command's node flags. The ratio is taken on CPU time: on this machine, shared with other
 * work, wall time measures the neighbours as much as the code (both are printed).
 */
export async function rebuildFigure(site: { dir: string; events: number }): Promise<Row> {
  const probe = path.join(root, 'backend/bench/rebuild-probe.ts');
  const { stdout } = await run(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', probe, site.dir, String(RUNS)], {
    cwd: root,
    maxBuffer: 64 << 20,
  });
  const runs = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { scan: Cost; rebuild: Cost });
  const ratios = runs.map((r) => r.scan.cpu / r.rebuild.cpu);
  const r = runs[ratios.indexOf(median(ratios))]!;
  const rate = (ms: number) => `${Math.round(site.events / ms)}k ev/s`;
  const cli = await rebuildCli(site.dir);
  console.info(
    `  npm run projections:rebuild, once, wall clock (JIT warm-up and the machine's load included): ${Math.round(cli / 1000)}k ev/s`,
  );
  return {
    figure: `projections:rebuild ÷ raw scan + JSON.parse (${Math.round(site.events / 1000)}k events, CPU time)`,
    baseline: `${rate(r.scan.cpu)} (wall ${rate(r.scan.wall)})`,
    measured: `${rate(r.rebuild.cpu)} (wall ${rate(r.rebuild.wall)})`,
    ratio: median(ratios),
    goal: '≥ 0.5',
    met: median(ratios) >= 0.5,
  };
}
