import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The very rules `npm run lint:imports` applies, read from the repository's configuration.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const scenes: string[] = [];
afterAll(() => scenes.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes the files (repository path → source) into a fresh folder and cruises its front end with the rules. */
async function violationsOf(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
  scenes.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const { output } = await cruise(['frontend/src'], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: config.options?.enhancedResolveOptions,
  });
  return (output as ICruiseResult).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const feature = { 'frontend/src/features/points/components/pill.tsx': 'export const Pill = () => null;\n' };

describe('the shared front-end folders never reach a feature (dependency-cruiser)', () => {
  it('lets components/ and lib/ import each other', async () => {
    const violations = await violationsOf({
      ...feature,
      'frontend/src/lib/cn.ts': 'export const cn = (...c: string[]) => c.join(" ");\n',
      'frontend/src/components/ui/button.tsx': "import { cn } from '../../lib/cn';\nexport const b = cn('a');\n",
      'frontend/src/routes/index.tsx': "import { Pill } from '../features/points/components/pill';\nexport { Pill };\n",
    });
    expect(violations).toEqual([]);
  });

  it('fails a layout that imports a feature, also for a type alone', async () => {
    const violations = await violationsOf({
      ...feature,
      'frontend/src/features/settings/api/get.ts': 'export type Settings = { logoUrl?: string };\n',
      'frontend/src/components/layouts/header.tsx':
        "import { Pill } from '../../features/points/components/pill';\nexport const H = Pill;\n",
      'frontend/src/components/layouts/menu.tsx':
        "import type { Settings } from '../../features/settings/api/get';\nexport const m: Settings = {};\n",
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          rule: 'shared-ui-not-features',
          from: 'frontend/src/components/layouts/header.tsx',
          to: 'frontend/src/features/points/components/pill.tsx',
        },
        {
          rule: 'shared-ui-not-features',
          from: 'frontend/src/components/layouts/menu.tsx',
          to: 'frontend/src/features/settings/api/get.ts',
        },
      ]),
    );
  });

  it('fails lib/ reaching a feature through a file that may import it', async () => {
    const violations = await violationsOf({
      ...feature,
      'frontend/src/routes/-components/points.tsx':
        "import { Pill } from '../../features/points/components/pill';\nexport const P = Pill;\n",
      'frontend/src/lib/format.ts': "import { P } from '../routes/-components/points';\nexport const f = P;\n",
    });
    expect(violations).toEqual([
      {
        rule: 'shared-ui-not-features',
        from: 'frontend/src/lib/format.ts',
        to: 'frontend/src/features/points/components/pill.tsx',
      },
    ]);
  });

  it('still fails one feature importing another', async () => {
    const violations = await violationsOf({
      ...feature,
      'frontend/src/features/rewards/market.tsx': "import { Pill } from '../points/components/pill';\nexport const M = Pill;\n",
    });
    expect(violations).toEqual([
      {
        rule: 'no-cross-feature-imports',
        from: 'frontend/src/features/rewards/market.tsx',
        to: 'frontend/src/features/points/components/pill.tsx',
      },
    ]);
  });
});
