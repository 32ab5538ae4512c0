import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.js';
import { type RunningServer, startServer } from '../../server.js';
import { valuesInFiles } from '../../test-support/data-dir.js';
import { createHarness, type Harness, registerMember } from '../../test-support/harness.js';
import { until } from '../../test-support/until.js';

const quiet = { info: () => {}, error: () => {} };
const V = {
  email: 'yildiz.projektor5@ornek-posta.com.tr',
  firstName: 'Yıldızperi',
  lastName: 'Projektöroğlu',
  phone: '+90 532 111 22 35',
};
const PASSWORD = 'Kuzey-Yildizi-7';

let dir = '';
let projector: RunningServer | undefined;
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  await projector?.close();
  h = projector = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('KVKK erasure with the read models written by a ROLE=projector (issue 38, item 2)', () => {
  it('the projector leaves no file in DATA_DIR with the member’s values within 5 s of the answer', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'erasure-projector-'));
    // The projector starts first, so it holds the read models' file; the site's process only reads it.
    const config = {
      ...loadConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' }),
      ROLE: 'projector' as const,
    };
    projector = await startServer(config, quiet);
    h = await createHarness({ dir });
    const me = await registerMember(h, 'yildiz_proj5', { ...V, password: PASSWORD });
    // The projector wrote the member into the file: the values are really there before the erasure.
    await until(() => valuesInFiles(dir, [V.email]).length > 0, 'the projector writing the member to its file');

    const erased = await h.request('POST', '/api/me/delete', { cookie: me.cookie, body: { password: PASSWORD } });
    expect(erased.status).toBe(200);
    const answeredAt = Date.now();
    const values = [...Object.values(V), 'yildiz_proj5'];
    await until(() => valuesInFiles(dir, values).length === 0, 'DATA_DIR clean of the member’s values', {
      ms: 5000 - (Date.now() - answeredAt),
      everyMs: 100,
    }).catch((err: Error) => {
      throw new Error(`${err.message}: ${JSON.stringify(valuesInFiles(dir, values))}`);
    });
  });
});
