import { SingleBar, Presets } from 'cli-progress';
import { rebuildProjections } from '../core/projections/rebuild.js';
import { loadConfig } from '../env.js';
import path from 'node:path';
import { writerOf } from '../core/read-store/document-file.js';
import { openStores, READ_MODELS_FILE } from '../infrastructure.js';
import { allProjections } from '../registry/compose.js';
import { leaseOwner, takeLease } from '../core/projections/runner-lease.js';

/** `npm run projections:rebuild [-- name ...]`: rebuild every read model (or the named ones) from the log. */
async function main() {
  const config = loadConfig();
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const chosen = names.length ? allProjections.filter((p) => names.includes(p.name)) : allProjections;
  if (names.length && chosen.length !== names.length) {
    console.error(`Unknown projection. Known: ${allProjections.map((p) => p.name).join(', ')}`);
    process.exit(1);
  }
  if (!config.MONGO_URL) {
    // The embedded read models are a file beside the log, written by one process at a time.
    const writer = writerOf(path.join(config.dataDir, READ_MODELS_FILE));
    if (writer) {
      console.error(`The server (process ${writer}) is running on ${config.dataDir} and writes its read models: stop it first.`);
      process.exit(1);
    }
  }
  const { events, read } = await openStores(config);
  // On MongoDB the site stays up during a rebuild, but no projector may write the read models meanwhile.
  const lease = config.MONGO_URL ? await takeLease(read, leaseOwner('rebuild')) : null;
  if (lease && 'holder' in lease) {
    console.error(
      `Another process runs the projections (${lease.holder}): stop the ROLE=projector (or ROLE=all) process first; the web instances keep serving while the rebuild runs.`,
    );
    process.exit(1);
  }
  const bar = new SingleBar(
    { format: 'Rebuilding [{bar}] {percentage}% | position {value}/{total} | {eta_formatted} left' },
    Presets.shades_classic,
  );
  const head = await events.headPosition();
  bar.start(Math.max(head, 0), 0);
  const started = performance.now();
  const result = await rebuildProjections(events, read, chosen, (done) => bar.update(done));
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  console.info(`Rebuilt ${chosen.map((p) => p.name).join(', ')} from ${result.events} events in ${seconds.toFixed(1)} s.`);
  console.info(
    `${Math.round(result.events / Math.max(seconds, 0.001)).toLocaleString('en')} events/s; the next start resumes from here.`,
  );
  for (const p of chosen)
    for (const c of p.collections) console.info(`  ${c}: ${await read.collection(c).countDocuments()} documents`);
  if (lease) await lease.lease.release();
  await events.close();
  await read.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
