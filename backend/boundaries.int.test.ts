import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const { forbidden } = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

/** A small tree laid out like the repository's, cruised with the repository's own rules. */
const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

async function violations(): Promise<IViolation[]> {
  const result = await cruise(['backend'], { baseDir: root, validate: true, ruleSet: { forbidden }, tsPreCompilationDeps: true });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations;
}

describe('the import boundaries (.dependency-cruiser.cjs)', () => {
  it('refuse a command that reaches a read model through the HTTP layer, however indirect', async () => {
    write({
      'backend/projections/demo/users.projection.ts': "export const USERS = 'users';\n",
      // The bad import: the HTTP layer reading a read model, which every command router then reaches.
      'backend/http/session.ts': "import { USERS } from '../projections/demo/users.projection';\nexport const lookup = USERS;\n",
      'backend/commands/demo/routes.ts': "import { lookup } from '../../http/session';\nexport const route = lookup;\n",
    });
    const found = (await violations()).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(found).toContain(
      'commands-never-reach-projections: backend/commands/demo/routes.ts → backend/projections/demo/users.projection.ts',
    );
    expect(found).toContain('http-reaches-neither-side: backend/http/session.ts → backend/projections/demo/users.projection.ts');
  });

  it('let the same tree pass once the lookup is handed in instead of imported', async () => {
    write({ 'backend/http/session.ts': 'export const lookup = (find: () => string) => find();\n' });
    expect(await violations()).toEqual([]);
  });
});
