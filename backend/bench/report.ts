/** Rows of a benchmark table: each figure beside its same-run baseline and its goal. */
export interface Row {
  figure: string;
  baseline: string;
  measured: string;
  ratio: number;
  goal: string;
  met: boolean;
}

export const RUNS = 3;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(x < 10 ? 2 : 0)} ms`);

/** Times one call (milliseconds). */
export async function timed(task: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await task();
  return performance.now() - t;
}

/**
 * A figure measured RUNS times against its baseline: each run gives a ratio (subject ÷ baseline) and the
 * figure is the run with the median ratio, so its baseline and subject are printed as measured together.
 */
export async function compareRuns(run: () => Promise<{ baseline: number; subject: number }>) {
  const runs: { baseline: number; subject: number; ratio: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await run();
    runs.push({ ...r, ratio: r.subject / r.baseline });
  }
  const ratio = median(runs.map((r) => r.ratio));
  return runs.find((r) => r.ratio === ratio)!;
}

export function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}\n`);
  const cells = rows.map((r) => [r.figure, r.baseline, r.measured, `${r.ratio.toFixed(2)}×`, r.goal, r.met ? 'met' : 'MISSED']);
  const head = ['figure', 'baseline (same run)', 'measured', 'ratio', 'goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  for (const c of cells) console.log(line(c));
}
