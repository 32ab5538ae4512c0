import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The baseline server (bare-server.ts) in its own process, as the real server runs in its own: both
 * are then measured the same way, from the bench process. `routesFile`: a JSON file of the GET routes.
 */
export function startBare(routesFile: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts'), routesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) =>
    child.stdout.on('data', (d: Buffer) => {
      const m = d.toString().match(/bare ready on (\S+)/);
      if (m) resolve({ url: m[1]!, child });
    }),
  );
}
